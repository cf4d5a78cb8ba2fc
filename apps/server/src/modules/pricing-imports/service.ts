import { sql } from 'drizzle-orm';
import {
  PRICING_IMPORT_MESSAGES as M,
  type PricingImportDetail,
  type PricingImportSummary,
  type ProcessPriceListRequest,
  type ProcessPriceListResponse,
  ROLLBACK_STATUSES,
  type RollbackStarted,
  type PricingImportStatus,
} from '@crossover/domain/pricing/price-imports';
import { MESSAGES } from '@crossover/domain/messages';
import { type PriceListRow } from '@crossover/domain/pricing/price-list';
import { previewStats } from '@crossover/domain/imports/row-preview';
import type { AppContext } from '@/context.ts';
import { queryRows } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { hasCapability, requireCapability } from '@/lib/authorize.ts';
import { AppError, badRequest, conflict, notFound } from '@/lib/errors.ts';
import { type PriceRow, toStored } from './apply.ts';
import { pricingImportJob } from './process-job.ts';
import {
  type ImportSummaryRow,
  appliedChangesOf,
  findImportSummary,
  insertImport,
  laterImportOf,
  listChanges,
  listImports,
  lockImport,
  updateImport,
} from './repo.ts';
import { finishRollback, pricingRollbackJob, productsToRollBack, rollbackRounds } from './rollback-job.ts';
import { restoreFromChanges } from './targets-repo.ts';
import { validatePriceList } from './validate.ts';

const DAY_MS = 86_400_000;
const startOfDay = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The rows to apply: not in error (validation made earlier rows of a repeated SKU errors); amounts are two-decimal text. */
function rowsToApply(rows: readonly PriceListRow[]): PriceRow[] {
  const byProduct = new Map<string, PriceRow>();
  for (const row of rows) {
    if (row.status === 'error' || !row.productId) continue;
    const values: PriceRow['values'] = {};
    if (row.cost) values.distributor_cost = row.cost;
    if (row.mpqCost) values.distributor_mpq_cost = row.mpqCost;
    if (row.distPartNumber) values.distributor_part_number = row.distPartNumber;
    byProduct.set(row.productId, { productId: row.productId, sku: row.sku, values });
  }
  return [...byProduct.values()].filter((row) => Object.keys(row.values).length > 0);
}

/**
 * Distributor price-list processing, history and rollback (issue 16 "Who", "Process", "Rollback").
 * A distributor imports, sees and rolls back its own organization's lists (pricing.import own);
 * admins any distributor's, or the catalogue's reference columns (organization null); marketing
 * firms read the history (pricing.read).
 */
export function createPricingImportsService({ db, jobs, clock }: Pick<AppContext, 'db' | 'jobs' | 'clock'>) {
  /** Whose prices the request may change: the distributor's own, or (admins) a distributor or the catalogue. */
  async function targetOf(actor: Actor, requested: string | null | undefined): Promise<string | null> {
    if (!hasCapability(actor, 'pricing.manage')) {
      const own = actor.organizationId;
      if (requested !== undefined && requested !== null && requested !== own)
        throw new AppError(403, M.ownOrganizationOnly, { organizationId: M.ownOrganizationOnly });
      requireCapability(actor, 'pricing.import', { organizationId: own }, { field: 'organizationId' });
      return own;
    }
    if (!requested) return null;
    const [org] = await queryRows<{ type: string }>(
      db,
      sql`select type from organizations where id = ${requested}`,
    );
    if (org?.type !== 'distributor')
      throw badRequest(M.organizationNotDistributor, { organizationId: M.organizationNotDistributor });
    return requested;
  }

  /** Whether the actor may roll back this organization's imports (any for admins; a distributor its own). */
  const mayRollBack = (actor: Actor, organizationId: string | null) =>
    hasCapability(actor, 'pricing.manage') ||
    (organizationId !== null && hasCapability(actor, 'pricing.import', { organizationId }));

  const canRollBack = (actor: Actor, row: Pick<ImportSummaryRow, 'status' | 'organizationId'>) =>
    ROLLBACK_STATUSES.includes(row.status as PricingImportStatus) && mayRollBack(actor, row.organizationId);

  function toSummary(actor: Actor, row: ImportSummaryRow): PricingImportSummary {
    return {
      id: row.id,
      importType: row.importType,
      filename: row.filename,
      campaignName: row.campaignName,
      organizationId: row.organizationId,
      organizationName: row.organizationName,
      userName: row.userName,
      effectiveDate: row.effectiveDate,
      expirationDate: row.expirationDate,
      recordsProcessed: row.recordsProcessed,
      recordsSuccessful: row.recordsSuccessful,
      recordsFailed: row.recordsFailed,
      status: row.status as PricingImportStatus,
      failureReason: row.failureReason,
      createdAt: row.createdAt.toISOString(),
      appliedAt: iso(row.appliedAt),
      expiredAt: iso(row.expiredAt),
      rolledBackAt: iso(row.rolledBackAt),
      rolledBackByName: row.rolledBackByName,
      rollbackReason: row.rollbackReason,
      canRollBack: canRollBack(actor, row),
    };
  }

  /** Everyone with pricing.read sees every import; a distributor its own organization's (else 403). */
  const mayRead = (actor: Actor, organizationId: string | null) =>
    hasCapability(actor, 'pricing.read') ||
    (organizationId !== null && hasCapability(actor, 'pricing.import', { organizationId }));

  async function visible(actor: Actor, id: string): Promise<ImportSummaryRow> {
    const row = await findImportSummary(db, id);
    if (!row) throw notFound(M.importNotFound);
    if (!mayRead(actor, row.organizationId)) throw new AppError(403, MESSAGES.forbidden);
    return row;
  }

  return {
    async process(actor: Actor, request: ProcessPriceListRequest): Promise<ProcessPriceListResponse> {
      const organizationId = await targetOf(actor, request.organizationId);
      const today = new Date(Math.floor(clock.now().getTime() / DAY_MS) * DAY_MS);
      const effective = startOfDay(request.effectiveDate);
      const expiration = request.expirationDate ? startOfDay(request.expirationDate) : null;
      if (expiration && expiration <= effective)
        throw badRequest(M.expirationAfterEffective, { expirationDate: M.expirationAfterEffective });
      if (expiration && expiration <= today)
        throw badRequest(M.expirationInPast, { expirationDate: M.expirationInPast });
      if (request.pricingData.length === 0) throw badRequest(M.noRows, { pricingData: M.noRows });

      // The client's statuses are not trusted: every row is validated again, error rows left out.
      const data = await validatePriceList(db, request.pricingData, { organizationId });
      const stats = previewStats(data);
      const rows = rowsToApply(data);
      const mode = effective > today ? 'schedule' : 'apply';
      const { importId, jobId } = await withTx(db, async (tx) => {
        const importId = await insertImport(tx, {
          userId: actor.user.id,
          importType: 'distributor_pricing',
          filename: request.filename,
          organizationId,
          effectiveDate: effective,
          expirationDate: expiration,
          recordsProcessed: stats.total,
          recordsSuccessful: stats.successful + stats.warnings,
          recordsFailed: stats.errors,
          status: 'processing',
          changes: { rows: rows.map(toStored) },
        });
        const jobId = await jobs.create(
          tx,
          pricingImportJob,
          { importId, mode },
          { actor, total: rows.length },
        );
        await updateImport(tx, importId, { jobId });
        await writeAudit(tx, {
          ...auditedBy(actor),
          action: 'pricing_import.process',
          entityType: 'pricing_import',
          entityId: importId,
          details: {
            filename: request.filename,
            organizationId,
            effectiveDate: request.effectiveDate,
            expirationDate: request.expirationDate ?? null,
            mode,
            stats,
            jobId,
          },
        });
        return { importId, jobId };
      });
      await jobs.dispatch(jobId);
      return { importId, jobId, status: 'processing', data, stats };
    },

    async list(actor: Actor): Promise<{ imports: PricingImportSummary[] }> {
      const everyone = hasCapability(actor, 'pricing.read');
      if (!everyone) requireCapability(actor, 'pricing.import', { organizationId: actor.organizationId });
      const rows = await listImports(db, everyone ? undefined : actor.organizationId!);
      return { imports: rows.map((row) => toSummary(actor, row)) };
    },

    async get(actor: Actor, id: string): Promise<PricingImportDetail> {
      const row = await visible(actor, id);
      const changes = await listChanges(db, id);
      return {
        ...toSummary(actor, row),
        progress:
          row.status === 'processing' || row.status === 'rolling_back'
            ? { processed: row.jobProcessed ?? 0, total: row.jobTotal }
            : null,
        changes: changes.map((change) => ({
          ...change,
          state: change.state as 'scheduled' | 'applied' | 'expired',
          rolledBackAt: iso(change.rolledBackAt),
        })),
      };
    },

    /**
     * Restores every old value the import wrote, marks its changes and itself rolled back, with the
     * audit entry. Refused while a later import's change to one of the same fields is in effect (it
     * would be overwritten silently): that one must be rolled back first. Up to one round of
     * products it is one transaction here; a larger import is marked rolling_back and handed to the
     * rollback job (rounds), answered with its job id (decision 0037).
     */
    async rollback(
      actor: Actor,
      id: string,
      reason: string,
    ): Promise<
      { started: false; summary: PricingImportSummary } | { started: true; answer: RollbackStarted }
    > {
      const summary = await visible(actor, id);
      if (!mayRollBack(actor, summary.organizationId)) throw new AppError(403, M.rollbackOwnOnly);
      const why = reason.trim();
      const jobId = await withTx(db, async (tx) => {
        const source = await lockImport(tx, id);
        if (!source) throw notFound(M.importNotFound);
        const previousStatus = source.status;
        if (previousStatus !== 'scheduled' && previousStatus !== 'completed')
          throw conflict(M.notRollbackable(previousStatus));
        const later = await laterImportOf(tx, id, source.appliedAt);
        if (later) throw conflict(M.laterImport(later.filename, later.appliedAt));
        const products = await productsToRollBack(tx, id);
        if (products > rollbackRounds.size) {
          const jobId = await jobs.create(
            tx,
            pricingRollbackJob,
            { importId: id, reason: why, previousStatus },
            { actor, total: products },
          );
          await updateImport(tx, id, { status: 'rolling_back', jobId });
          await writeAudit(tx, {
            ...auditedBy(actor),
            action: 'pricing_import.rollback_started',
            entityType: 'pricing_import',
            entityId: id,
            details: { filename: source.filename, previousStatus, reason: why, products, jobId },
          });
          return jobId;
        }
        const now = clock.now();
        const restored = await restoreFromChanges(tx, source.organizationId, appliedChangesOf(id));
        await finishRollback(tx, {
          importId: id,
          filename: source.filename,
          actor,
          reason: why,
          previousStatus,
          at: now,
          tally: { changes: 0, restored },
        });
        return null;
      });
      const after = toSummary(actor, (await findImportSummary(db, id))!);
      if (jobId === null) return { started: false, summary: after };
      await jobs.dispatch(jobId);
      return { started: true, answer: { ...after, jobId } };
    },
  };
}
