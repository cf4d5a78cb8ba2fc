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
  tooManyMessage,
} from '@crossover/domain/bulk-products';
import { PRODUCT_MESSAGES } from '@crossover/domain/products';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { idSample, writeAudit } from '@/lib/audit.ts';
import { requireCapability } from '@/lib/authorize.ts';
import { badRequest } from '@/lib/errors.ts';
import { createSeriesService } from '@/modules/series/service.ts';
import {
  type BulkColumns,
  type BulkSelection,
  bulkValueRows,
  countOfOtherManufacturers,
  countSelection,
  firstSelectedIds,
  lockSelection,
  updateProducts,
} from './bulk-repo.ts';
import { deleteProducts, removeStoredImages } from './deletion.ts';

type Selection = Pick<BulkDeleteCommand, 'productIds' | 'filter' | 'excludedIds'>;

function selectionOf(command: Selection): BulkSelection {
  if (command.productIds) return { kind: 'ids', ids: [...new Set(command.productIds)] };
  return { kind: 'filter', filter: command.filter!, excludedIds: command.excludedIds ?? [] };
}

/** The selection as an audit entry keeps it: the filter, and the unticked ids' count and sample. */
function auditedSelection(selection: BulkSelection) {
  if (selection.kind === 'ids') return { selected: selection.ids.length };
  return {
    filter: selection.filter,
    excludedCount: selection.excludedIds.length,
    excludedSample: idSample(selection.excludedIds),
  };
}

/** The field a selection's problem is reported on. */
const selectionField = (selection: BulkSelection) => (selection.kind === 'ids' ? 'productIds' : 'filter');

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

function missingMessage(count: number): string {
  const which =
    count === 1 ? '1 selected product no longer exists' : `${count} selected products no longer exist`;
  return `${which}: refresh the list and select again`;
}

/**
 * Checks a selection's size before any work: a filter matching nothing or more than the limit,
 * ids of products that no longer exist (the ids' count is the schema's).
 */
async function checkSize(db: Db, selection: BulkSelection, noSelection: string): Promise<number> {
  const count = await countSelection(db, selection);
  const field = selectionField(selection);
  if (selection.kind === 'ids' && count < selection.ids.length)
    throw refuse(field, missingMessage(selection.ids.length - count));
  if (count === 0) throw refuse(field, noSelection);
  if (count > MAX_BULK_PRODUCTS) throw refuse(field, tooManyMessage(count));
  return count;
}

/** The same checks on the rows this transaction locked (the selection may have changed since). */
function checkLocked(selection: BulkSelection, ids: string[], noSelection: string): void {
  const field = selectionField(selection);
  if (selection.kind === 'ids' && ids.length < selection.ids.length)
    throw refuse(field, missingMessage(selection.ids.length - ids.length));
  if (ids.length === 0) throw refuse(field, noSelection);
  // Locked with a limit of one more than allowed: the count past it is unknown.
  if (ids.length > MAX_BULK_PRODUCTS) throw refuse(field, BULK_MESSAGES.tooMany);
}

/**
 * Bulk Product Update and delete (back-office §2.14, §4, §5): admins only. Each action is one
 * transaction with set-based statements and one audit entry; see decision 0017.
 */
export function createBulkProductsService({
  db,
  storage,
  logger,
}: Pick<AppContext, 'db' | 'storage' | 'logger'>) {
  /** The new series, checked: it exists and every selected product has its manufacturer. */
  async function checkSeries(dbx: Db, seriesId: string, selection: BulkSelection) {
    const series = await createSeriesService({ db: dbx }).find(seriesId);
    if (!series) throw refuse('seriesId', PRODUCT_MESSAGES.seriesNotFound);
    const others = await countOfOtherManufacturers(dbx, selection, series.manufacturerId);
    if (others > 0) {
      const owner = series.manufacturerName ?? 'another manufacturer';
      const which = others === 1 ? '1 selected product is' : `${others} selected products are`;
      throw refuse(
        'seriesId',
        `The series ${series.name} belongs to ${owner}, but ${which} of another manufacturer`,
      );
    }
    return series;
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
    async update(actor: Actor, command: BulkUpdateCommand): Promise<BulkUpdateResponse> {
      requireCapability(actor, 'products.manage', { scope: 'any' });
      const selection = selectionOf(command);
      const { seriesId, ...rest } = command.updates;
      const updates: BulkColumns = { ...rest, ...(seriesId ? { seriesId } : {}) };
      const targetProducts = await checkSize(db, selection, BULK_MESSAGES.selectToUpdate);
      if (command.dryRun) {
        const series = updates.seriesId ? await checkSeries(db, updates.seriesId, selection) : null;
        return preview(selection, targetProducts, updates, series?.name ?? null);
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

    async delete(actor: Actor, command: BulkDeleteCommand): Promise<BulkDeleteResponse> {
      requireCapability(
        actor,
        'products.manage',
        { scope: 'any' },
        { message: BULK_MESSAGES.adminsOnlyDelete },
      );
      const selection = selectionOf(command);
      await checkSize(db, selection, BULK_MESSAGES.selectToDelete);
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
  };
}
