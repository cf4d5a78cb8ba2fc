import {
  DEFAULT_SERIES_NAME,
  type StagedRowProblem,
  problemsText,
} from '@crossover/domain/staged-products-check';
import {
  MAX_REPORTED_PROBLEMS,
  MAX_STAGED_BULK,
  STAGED_MESSAGES,
  type StagedBulkCommand,
  type StagedBulkProblem,
  type StagedBulkResponse,
  aiApprovedMessage,
  approvedMessage,
  deletedMessage,
  tooManyMessage,
} from '@crossover/domain/staged-products';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { requireCapability } from '@/lib/authorize.ts';
import { AppError, badRequest } from '@/lib/errors.ts';
import {
  type ApprovedProduct,
  type ExistingProduct,
  lockProductsBySku,
  upsertApprovedProducts,
} from '@/modules/products/approval.ts';
import { ensureSeries, seriesKey } from '@/modules/series/ensure.ts';
import { type RowPlan, duplicateProblem, newestPerSku, planRow } from './approval-plan.ts';
import {
  type StagedSelection,
  countPending,
  deletePending,
  lockPending,
  markApproved,
  notePending,
  rowsForApproval,
} from './review-repo.ts';

/** Rows read and written per round inside the one transaction: bounds memory, not atomicity. */
export const APPROVAL_CHUNK = 10_000;

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

/**
 * PostgreSQL gave up on one of two approvals that wanted the same new SKUs in opposite orders, or a
 * product changed manufacturer under an approval: nothing was kept, and approving again works.
 */
const DEADLOCK = '40P01';
const retryLater = () =>
  new AppError(409, 'The catalogue changed while these products were being approved; approve them again');
function isDeadlock(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: string }).code === DEADLOCK) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function selectionOf(command: StagedBulkCommand): StagedSelection {
  if (command.filter)
    return { kind: 'filter', search: command.filter.search, excludedIds: command.excludedIds ?? [] };
  return { kind: 'ids', ids: [...new Set(command.productIds)] };
}

const emptyAnswer = (action: 'approve' | 'delete') => ({
  action,
  approved: 0,
  deleted: 0,
  created: 0,
  updated: 0,
  seriesCreated: [] as string[],
  skipped: 0,
  problems: [] as StagedBulkProblem[],
});

/**
 * Approve and delete (back-office §2.2, §7 staged-bulk; issue 10): admins only. Each is one
 * transaction of set-based statements and one audit entry, for up to 50,000 rows counted before
 * the work. Only pending rows are touched; rows with problems stay pending with the reason as
 * their note. Decision 0021.
 */
export function createStagedReviewService(
  { db }: Pick<AppContext, 'db'>,
  { chunkSize = APPROVAL_CHUNK }: { chunkSize?: number } = {},
) {
  /** A filter is counted first: nothing, or more than the limit, is refused before any work. */
  async function checkSize(selection: StagedSelection, noSelection: string): Promise<void> {
    if (selection.kind === 'ids') return;
    const count = await countPending(db, selection);
    if (count === 0) throw refuse('filter', noSelection);
    if (count > MAX_STAGED_BULK) throw refuse('filter', tooManyMessage(count));
  }

  /** One chunk of rows going ahead: plans, series, products, approved marks. */
  async function approveChunk(
    tx: Db,
    actor: Actor,
    ids: string[],
    existingOf: (stagedId: string) => ExistingProduct | null,
    useAi: boolean,
    includeFlagged: boolean,
  ) {
    const order = new Map(ids.map((id, index) => [id, index]));
    const rows = (await rowsForApproval(tx, ids)).sort((a, b) => order.get(a.row.id)! - order.get(b.row.id)!);
    const plans: RowPlan[] = rows.map((row) =>
      planRow(row, existingOf(row.row.id), useAi, DEFAULT_SERIES_NAME, includeFlagged),
    );
    const good = plans.filter((plan) => plan.ok);
    const series = await ensureSeries(
      tx,
      good.flatMap((plan) =>
        plan.seriesName ? [{ manufacturerId: plan.product.manufacturerId, name: plan.seriesName }] : [],
      ),
    );
    const products: ApprovedProduct[] = good.map((plan) => ({
      ...plan.product,
      seriesId: plan.seriesName
        ? series.ids.get(seriesKey(plan.product.manufacturerId, plan.seriesName))!
        : plan.existing!.seriesId,
    }));
    const written = await upsertApprovedProducts(tx, products, actor.user.id);
    // A product the upsert skipped changed manufacturer since it was locked: nothing is kept.
    if (written.written !== products.length) throw retryLater();
    await markApproved(
      tx,
      good.map((plan) => plan.id),
      actor.user.id,
    );
    return { plans, written, seriesCreated: series.created };
  }

  async function approve(actor: Actor, command: StagedBulkCommand): Promise<StagedBulkResponse> {
    const selection = selectionOf(command);
    await checkSize(selection, STAGED_MESSAGES.selectToApprove);
    const answer = emptyAnswer('approve');
    await withTx(db, async (tx) => {
      const locked = await lockPending(tx, selection, MAX_STAGED_BULK + 1);
      if (locked.length > MAX_STAGED_BULK) throw refuse('filter', STAGED_MESSAGES.tooMany);
      const { ahead, duplicates } = newestPerSku(locked);
      const existing = await lockProductsBySku(tx, [...new Set(ahead.map((r) => r.skuKey).filter(Boolean))]);
      // Keys as the database lower-cased them, on both sides (JavaScript's lower-casing may differ).
      const existingBySku = new Map(existing.map((product) => [product.skuKey, product]));
      const skuKeyOf = new Map(ahead.map((row) => [row.id, row.skuKey]));
      const existingOf = (id: string) => existingBySku.get(skuKeyOf.get(id) ?? '') ?? null;
      const notes = new Map<string, string>();
      const problems: StagedBulkProblem[] = [];
      const report = (id: string, sku: string | null, rowProblems: StagedRowProblem[]) => {
        notes.set(id, problemsText(rowProblems));
        if (problems.length < MAX_REPORTED_PROBLEMS)
          problems.push({ id, sku, message: problemsText(rowProblems) });
      };
      const approvedIds: string[] = [];
      const productIds: string[] = [];
      for (let start = 0; start < ahead.length; start += chunkSize) {
        const ids = ahead.slice(start, start + chunkSize).map((row) => row.id);
        const chunk = await approveChunk(
          tx,
          actor,
          ids,
          existingOf,
          command.useAiEnhancements,
          command.includeFlagged,
        );
        for (const plan of chunk.plans) {
          if (plan.ok) approvedIds.push(plan.id);
          else report(plan.id, plan.sku, plan.problems);
        }
        answer.created += chunk.written.created;
        answer.updated += chunk.written.updated;
        productIds.push(...chunk.written.productIds);
        answer.seriesCreated.push(...chunk.seriesCreated.map((s) => s.name));
      }
      for (const row of duplicates) {
        const { sku, problems: rowProblems } = duplicateProblem(row.sku);
        report(row.id, sku, rowProblems);
      }
      await notePending(tx, notes);
      answer.approved = approvedIds.length;
      answer.problems = problems;
      answer.skipped = (selection.kind === 'ids' ? selection.ids.length : locked.length) - answer.approved;
      await writeAudit(tx, {
        ...auditedBy(actor),
        action: 'staged_product.approve',
        entityType: 'staged_product',
        details: {
          approved: answer.approved,
          created: answer.created,
          updated: answer.updated,
          skipped: answer.skipped,
          useAiEnhancements: command.useAiEnhancements,
          seriesCreated: answer.seriesCreated,
          ...(selection.kind === 'filter'
            ? { filter: { search: selection.search ?? null }, excludedIds: selection.excludedIds }
            : {}),
          stagedProductIds: approvedIds,
          productIds,
          leftPending: notes.size,
          problems,
        },
      });
    });
    const message = command.useAiEnhancements
      ? aiApprovedMessage(answer.approved)
      : approvedMessage(answer.approved);
    return { ...answer, message };
  }

  async function remove(actor: Actor, command: StagedBulkCommand): Promise<StagedBulkResponse> {
    const selection = selectionOf(command);
    await checkSize(selection, STAGED_MESSAGES.selectToDelete);
    const deleted = await withTx(db, async (tx) => {
      const rows = await deletePending(tx, selection, MAX_STAGED_BULK + 1);
      if (rows.length > MAX_STAGED_BULK) throw refuse('filter', STAGED_MESSAGES.tooMany);
      await writeAudit(tx, {
        ...auditedBy(actor),
        action: 'staged_product.delete',
        entityType: 'staged_product',
        details: {
          deleted: rows.length,
          ...(selection.kind === 'filter'
            ? { filter: { search: selection.search ?? null }, excludedIds: selection.excludedIds }
            : {}),
          stagedProducts: Object.fromEntries(rows.map((row) => [row.id, row.sku])),
        },
      });
      return rows.length;
    });
    const selected = selection.kind === 'ids' ? selection.ids.length : deleted;
    return {
      ...emptyAnswer('delete'),
      deleted,
      skipped: selected - deleted,
      message: deletedMessage(deleted),
    };
  }

  return {
    /** POST /api/scraper/staged-bulk. */
    async bulk(actor: Actor, command: StagedBulkCommand): Promise<StagedBulkResponse> {
      requireCapability(
        actor,
        'stagedProducts.review',
        { scope: 'any' },
        { message: STAGED_MESSAGES.adminsOnly },
      );
      try {
        return command.action === 'approve' ? await approve(actor, command) : await remove(actor, command);
      } catch (error) {
        if (isDeadlock(error)) throw retryLater();
        throw error;
      }
    },
  };
}
