import { type StagedRowProblem, problemsText } from '@crossover/domain/staged-products-check';
import { MAX_REPORTED_PROBLEMS, type StagedBulkProblem } from '@crossover/domain/staged-products';
import type { Db } from '@/db/database.ts';
import { AppError } from '@/lib/errors.ts';
import { idSample } from '@/lib/audit.ts';
import {
  type ApprovedProduct,
  type ExistingProduct,
  lockProductsBySku,
  upsertApprovedProducts,
} from '@/modules/products/approval.ts';
import { ensureSeries, seriesKey } from '@/modules/series/ensure.ts';
import { type RowPlan, duplicateProblem, planRow } from './approval-plan.ts';
import { type LockedStaged, markApproved, notePending, rowsForApproval } from './review-repo.ts';

/**
 * The approval's work on rows already locked, shared by the request (all rows in one
 * transaction) and the approval job (one round per transaction): lock their catalogue products,
 * plan each row, create the missing series, write the products, mark the rows approved and note
 * the others' problems. What it did adds up in a tally the job keeps in its cursor.
 */

/** What approval did so far: counts, the first problems and a sample of ids (for the audit entry). */
export interface ApprovalTally {
  approved: number;
  created: number;
  updated: number;
  /** Rows left pending with their problems noted. */
  leftPending: number;
  seriesCreated: string[];
  problems: StagedBulkProblem[];
  sample: { stagedProductIds: string[]; productIds: string[] };
}

export const emptyTally = (): ApprovalTally => ({
  approved: 0,
  created: 0,
  updated: 0,
  leftPending: 0,
  seriesCreated: [],
  problems: [],
  sample: { stagedProductIds: [], productIds: [] },
});

/**
 * A product the upsert skipped changed manufacturer since it was locked: nothing of this
 * transaction is kept, and approving again works.
 */
export const retryLater = () =>
  new AppError(409, 'The catalogue changed while these products were being approved; approve them again');

/** Rows left pending get their problems as their note and, for the first 20, in the tally. */
async function notePlanProblems(
  tx: Db,
  tally: ApprovalTally,
  rows: { id: string; sku: string | null; problems: StagedRowProblem[] }[],
): Promise<void> {
  const notes = new Map(rows.map((row) => [row.id, problemsText(row.problems)]));
  for (const row of rows) {
    if (tally.problems.length < MAX_REPORTED_PROBLEMS)
      tally.problems.push({ id: row.id, sku: row.sku, message: notes.get(row.id)! });
  }
  tally.leftPending += rows.length;
  await notePending(tx, notes);
}

/** One chunk of locked rows: plans, series, products, approved marks; `existingOf` is locked. */
async function approveChunk(
  tx: Db,
  reviewerId: string,
  ids: string[],
  existingOf: (stagedId: string) => ExistingProduct | null,
  useAi: boolean,
  tally: ApprovalTally,
  includeFlagged = false,
): Promise<void> {
  const order = new Map(ids.map((id, index) => [id, index]));
  const rows = (await rowsForApproval(tx, ids)).sort((a, b) => order.get(a.row.id)! - order.get(b.row.id)!);
  const plans: RowPlan[] = rows.map((row) => planRow(row, existingOf(row.row.id), useAi, includeFlagged));
  const good = plans.flatMap((plan) => (plan.ok ? [plan] : []));
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
  const written = await upsertApprovedProducts(tx, products, reviewerId);
  if (written.written !== products.length) throw retryLater();
  await markApproved(
    tx,
    good.map((plan) => ({ id: plan.id, isNew: plan.existing === null })),
    reviewerId,
  );
  await notePlanProblems(
    tx,
    tally,
    plans.flatMap((plan) => (plan.ok ? [] : [plan])),
  );
  tally.approved += good.length;
  tally.created += written.created;
  tally.updated += written.updated;
  tally.seriesCreated.push(...series.created.map((s) => s.name));
  tally.sample.stagedProductIds = idSample([...tally.sample.stagedProductIds, ...good.map((p) => p.id)]);
  tally.sample.productIds = idSample([...tally.sample.productIds, ...written.productIds]);
}

/**
 * Approves `ahead` (locked pending rows, at most one per SKU) into the catalogue in chunks of
 * `chunkSize` within the caller's transaction, adding to `tally`.
 */
export async function approveLocked(
  tx: Db,
  options: { reviewerId: string; useAi: boolean; chunkSize: number; includeFlagged?: boolean },
  ahead: readonly LockedStaged[],
  tally: ApprovalTally,
): Promise<void> {
  const existing = await lockProductsBySku(tx, [...new Set(ahead.map((r) => r.skuKey).filter(Boolean))]);
  // Keys as the database lower-cased them, on both sides (JavaScript's lower-casing may differ).
  const existingBySku = new Map(existing.map((product) => [product.skuKey, product]));
  const skuKeyOf = new Map(ahead.map((row) => [row.id, row.skuKey]));
  const existingOf = (id: string) => existingBySku.get(skuKeyOf.get(id) ?? '') ?? null;
  for (let start = 0; start < ahead.length; start += options.chunkSize) {
    const ids = ahead.slice(start, start + options.chunkSize).map((row) => row.id);
    await approveChunk(tx, options.reviewerId, ids, existingOf, options.useAi, tally, options.includeFlagged);
  }
}

/** Rows another selected row of the same SKU displaced stay pending with that reason. */
export function noteDuplicates(tx: Db, tally: ApprovalTally, duplicates: readonly LockedStaged[]) {
  return notePlanProblems(
    tx,
    tally,
    duplicates.map((row) => ({ id: row.id, ...duplicateProblem(row.sku) })),
  );
}
