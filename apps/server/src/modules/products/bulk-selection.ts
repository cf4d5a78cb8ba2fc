import {
  BULK_MESSAGES,
  type BulkDeleteCommand,
  MAX_BULK_PRODUCTS,
  tooManyMessage,
} from '@crossover/domain/bulk-products';
import { PRODUCT_MESSAGES } from '@crossover/domain/products';
import type { Db } from '@/db/database.ts';
import { idSample } from '@/lib/audit.ts';
import { badRequest } from '@/lib/errors.ts';
import { createSeriesService } from '@/modules/series/service.ts';
import { type BulkSelection, countOfOtherManufacturers, countSelection } from './bulk-repo.ts';

/**
 * The checks every bulk update and delete makes, in the request and in each round of its job
 * (bulk-service.ts, bulk-job.ts): the selection's size, products gone since, the new series.
 */

type Selection = Pick<BulkDeleteCommand, 'productIds' | 'filter' | 'excludedIds'>;

export function selectionOf(command: Selection): BulkSelection {
  if (command.productIds) return { kind: 'ids', ids: [...new Set(command.productIds)] };
  return { kind: 'filter', filter: command.filter!, excludedIds: command.excludedIds ?? [] };
}

/** The selection as an audit entry keeps it: the filter, and the unticked ids' count and sample. */
export function auditedSelection(selection: BulkSelection): Record<string, unknown> {
  if (selection.kind === 'ids') return { selected: selection.ids.length };
  return {
    filter: selection.filter,
    excludedCount: selection.excludedIds.length,
    excludedSample: idSample(selection.excludedIds),
  };
}

/** The field a selection's problem is reported on. */
const selectionField = (selection: BulkSelection) => (selection.kind === 'ids' ? 'productIds' : 'filter');

export const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

function missingMessage(count: number): string {
  const which =
    count === 1 ? '1 selected product no longer exists' : `${count} selected products no longer exist`;
  return `${which}: refresh the list and select again`;
}

/**
 * Checks a selection's size before any work: a filter matching nothing or more than the limit,
 * ids of products that no longer exist (the ids' count is the schema's).
 */
export async function checkSize(db: Db, selection: BulkSelection, noSelection: string): Promise<number> {
  const count = await countSelection(db, selection);
  const field = selectionField(selection);
  if (selection.kind === 'ids' && count < selection.ids.length)
    throw refuse(field, missingMessage(selection.ids.length - count));
  if (count === 0) throw refuse(field, noSelection);
  if (count > MAX_BULK_PRODUCTS) throw refuse(field, tooManyMessage(count));
  return count;
}

/** The same checks on the rows a transaction locked or read (the selection may have changed since). */
export function checkLocked(selection: BulkSelection, ids: string[], noSelection: string): void {
  const field = selectionField(selection);
  if (selection.kind === 'ids' && ids.length < selection.ids.length)
    throw refuse(field, missingMessage(selection.ids.length - ids.length));
  if (ids.length === 0) throw refuse(field, noSelection);
  // Locked with a limit of one more than allowed: the count past it is unknown.
  if (ids.length > MAX_BULK_PRODUCTS) throw refuse(field, BULK_MESSAGES.tooMany);
}

/** The new series, checked: it exists and every selected product has its manufacturer. */
export async function checkSeries(db: Db, seriesId: string, selection: BulkSelection) {
  const series = await createSeriesService({ db }).find(seriesId);
  if (!series) throw refuse('seriesId', PRODUCT_MESSAGES.seriesNotFound);
  const others = await countOfOtherManufacturers(db, selection, series.manufacturerId);
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
