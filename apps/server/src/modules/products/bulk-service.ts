import {
  BULK_MESSAGES,
  BULK_PREVIEW_SAMPLES,
  type BulkDeleteCommand,
  type BulkDeleteResponse,
  type BulkUpdateCommand,
  type BulkUpdatePreview,
  type BulkUpdateResponse,
  MAX_BULK_PRODUCTS,
  applyBulkUpdates,
  bulkDeletedMessage,
  bulkUpdatedMessage,
} from '@crossover/domain/bulk-products';
import {
  BULK_IN_REQUEST_MAX,
  BULK_JOB_MESSAGES,
  type BulkJob,
  type BulkJobAction,
  type BulkJobStarted,
  bulkJobSchema,
  bulkJobStartedMessage,
} from '@crossover/domain/bulk-products-job';
import type { AppContext } from '@/context.ts';
import { withTx } from '@/db/with-tx.ts';
import { readJobProgress } from '@/jobs/job-progress.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { idSample, writeAudit } from '@/lib/audit.ts';
import { requireCapability } from '@/lib/authorize.ts';
import { notFound } from '@/lib/errors.ts';
import {
  type BulkColumns,
  type BulkSelection,
  bulkValueRows,
  firstSelectedIds,
  lockSelection,
  selectedIds,
  updateProducts,
} from './bulk-repo.ts';
import { BULK_PRODUCTS_JOB, type BulkProductsPayload, bulkProductsJob } from './bulk-job.ts';
import { auditedSelection, checkLocked, checkSeries, checkSize, selectionOf } from './bulk-selection.ts';
import { deleteProducts, removeStoredImages } from './deletion.ts';

/**
 * Bulk Product Update and delete (back-office §2.14, §4, §5): admins only. Up to
 * `BULK_IN_REQUEST_MAX` products, each action is one transaction with set-based statements and one
 * audit entry (decision 0017); more start the bulk job (bulk-job.ts), answered with a 202 and the
 * job's id (decision 0029).
 */
export function createBulkProductsService(
  { db, storage, logger, jobs }: Pick<AppContext, 'db' | 'storage' | 'logger' | 'jobs'>,
  { inRequestMax = BULK_IN_REQUEST_MAX }: { inRequestMax?: number } = {},
) {
  /**
   * Reads the selection's ids (unlocked: each round locks its own), then writes the job's row and a
   * `…_started` audit entry in one transaction, and starts the job.
   */
  async function startJob(
    actor: Actor,
    action: BulkJobAction,
    selection: BulkSelection,
    noSelection: string,
    updates?: BulkColumns,
  ): Promise<BulkJobStarted> {
    const ids = await selectedIds(db, selection, MAX_BULK_PRODUCTS + 1);
    checkLocked(selection, ids, noSelection);
    const payload: BulkProductsPayload = {
      action,
      productIds: ids,
      ...(updates ? { updates } : {}),
      selection: auditedSelection(selection),
    };
    const jobId = await withTx(db, async (tx) => {
      const id = await jobs.create(tx, bulkProductsJob, payload, {
        actor,
        total: ids.length,
      });
      await writeAudit(tx, {
        ...auditedBy(actor),
        action: action === 'update' ? 'product.bulk_update_started' : 'product.bulk_delete_started',
        entityType: 'product',
        details: {
          jobId: id,
          products: ids.length,
          ...(updates ? { updates } : {}),
          ...payload.selection,
          sample: { productIds: idSample(ids) },
        },
      });
      return id;
    });
    await jobs.dispatch(jobId);
    return { action, jobId, total: ids.length, message: bulkJobStartedMessage(action, ids.length) };
  }

  async function preview(
    selection: BulkSelection,
    targetProducts: number,
    updates: BulkColumns,
    seriesName: string | null,
  ): Promise<BulkUpdatePreview> {
    const sampleIds =
      selection.kind === 'ids'
        ? selection.ids.slice(0, BULK_PREVIEW_SAMPLES)
        : await firstSelectedIds(db, selection, BULK_PREVIEW_SAMPLES);
    const byId = new Map((await bulkValueRows(db, sampleIds)).map((row) => [row.id, row]));
    const previewProducts = sampleIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const currentValues = {
        category: row.category,
        subcategory: row.subcategory,
        seriesId: row.seriesId,
        seriesName: row.seriesName,
        isActive: row.isActive,
      };
      const newValues = applyBulkUpdates(currentValues, updates, seriesName);
      return [{ id, sku: row.sku, name: row.name, currentValues, newValues }];
    });
    return { dryRun: true, targetProducts, updates, seriesName, previewProducts };
  }

  return {
    async update(actor: Actor, command: BulkUpdateCommand): Promise<BulkUpdateResponse | BulkJobStarted> {
      requireCapability(actor, 'products.manage', { scope: 'any' });
      const selection = selectionOf(command);
      const { seriesId, ...rest } = command.updates;
      const updates: BulkColumns = { ...rest, ...(seriesId ? { seriesId } : {}) };
      const targetProducts = await checkSize(db, selection, BULK_MESSAGES.selectToUpdate);
      if (command.dryRun) {
        const series = updates.seriesId ? await checkSeries(db, updates.seriesId, selection) : null;
        return preview(selection, targetProducts, updates, series?.name ?? null);
      }
      if (targetProducts > inRequestMax) {
        // Refused now rather than in the job's first round; each round checks again.
        if (updates.seriesId) await checkSeries(db, updates.seriesId, selection);
        return startJob(actor, 'update', selection, BULK_MESSAGES.selectToUpdate, updates);
      }
      return withTx(db, async (tx) => {
        const ids = await lockSelection(tx, selection, MAX_BULK_PRODUCTS + 1);
        checkLocked(selection, ids, BULK_MESSAGES.selectToUpdate);
        if (updates.seriesId) await checkSeries(tx, updates.seriesId, { kind: 'ids', ids });
        await updateProducts(tx, ids, updates);
        await writeAudit(tx, {
          ...auditedBy(actor),
          action: 'product.bulk_update',
          entityType: 'product',
          details: {
            updated: ids.length,
            updates,
            ...auditedSelection(selection),
            // A sample, never every id (issue 15: 10,000 ids made entries the audit list sent whole).
            sample: { productIds: idSample(ids) },
          },
        });
        return { dryRun: false as const, message: bulkUpdatedMessage(ids.length), updated: ids.length };
      });
    },

    async delete(actor: Actor, command: BulkDeleteCommand): Promise<BulkDeleteResponse | BulkJobStarted> {
      requireCapability(
        actor,
        'products.manage',
        { scope: 'any' },
        { message: BULK_MESSAGES.adminsOnlyDelete },
      );
      const selection = selectionOf(command);
      const size = await checkSize(db, selection, BULK_MESSAGES.selectToDelete);
      if (size > inRequestMax) return startJob(actor, 'delete', selection, BULK_MESSAGES.selectToDelete);
      const { deleted, storedImageKeys } = await withTx(db, async (tx) => {
        const ids = await lockSelection(tx, selection, MAX_BULK_PRODUCTS + 1);
        checkLocked(selection, ids, BULK_MESSAGES.selectToDelete);
        // Which products went, by SKU too: the rows themselves are gone afterwards.
        const skus = (await bulkValueRows(tx, ids)).map((row) => [row.id, row.sku]);
        const result = await deleteProducts(tx, ids);
        await writeAudit(tx, {
          ...auditedBy(actor),
          action: 'product.bulk_delete',
          entityType: 'product',
          details: {
            deleted: result.deleted,
            ...auditedSelection(selection),
            sample: { products: Object.fromEntries(idSample(skus)) },
          },
        });
        return result;
      });
      // Files only once the rows are gone for good: a rolled-back delete keeps its images.
      await removeStoredImages(storage, logger, storedImageKeys);
      return { message: bulkDeletedMessage(deleted), deleted };
    },

    /** GET /api/products/bulk-jobs/{jobId}: a bulk job's progress and, once done, its answer. */
    async job(actor: Actor, jobId: string): Promise<BulkJob> {
      requireCapability(actor, 'products.manage', { scope: 'any' });
      const job = await readJobProgress(db, jobId, BULK_PRODUCTS_JOB, bulkJobSchema.shape.result);
      if (!job) throw notFound(BULK_JOB_MESSAGES.notFound);
      return job;
    },
  };
}
