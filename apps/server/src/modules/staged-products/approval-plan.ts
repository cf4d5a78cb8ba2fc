import { applyAiChoices } from '@crossover/domain/ai-enhancement';
import {
  STAGED_CHECK_MESSAGES,
  type StagedRowProblem,
  checkStagedRow,
  flaggedRowMessage,
  manufacturerInactiveMessage,
  skuOfOtherManufacturerMessage,
} from '@crossover/domain/staged-products-check';
import { stagedSource } from '@crossover/domain/staged-products';
import type { ApprovedProduct, ExistingProduct } from '@/modules/products/approval.ts';
import type { ApprovalRow, LockedStaged } from './review-repo.ts';

/**
 * What approval decides per row, apart from the database: which of the selected rows go ahead (the
 * newest row of each SKU), and, for each, the product it becomes or its problems. Pure, so the
 * rules are tested without a database (approval-plan.test.ts).
 */

/**
 * The newest row of each SKU (by created time, then id) goes ahead, oldest first; the others are
 * reported.
 */
export function newestPerSku(locked: readonly LockedStaged[]): {
  ahead: LockedStaged[];
  duplicates: LockedStaged[];
} {
  const newest = new Map<string, LockedStaged>();
  const ahead: LockedStaged[] = [];
  for (const row of locked) {
    // Rows without a SKU go ahead to be reported by the checks.
    if (row.skuKey === '') ahead.push(row);
    else {
      const seen = newest.get(row.skuKey);
      const newer =
        !seen || row.createdAt > seen.createdAt || (row.createdAt === seen.createdAt && row.id > seen.id);
      if (newer) newest.set(row.skuKey, row);
    }
  }
  ahead.push(...newest.values());
  // Oldest first: a proposed series is created in the spelling it was first staged in, as the
  // authorizations screen shows it while 'Not Yet Saved' (repo.ts listUncommittedSeries).
  ahead.sort((a, b) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
  );
  const aheadIds = new Set(ahead.map((row) => row.id));
  return { ahead, duplicates: locked.filter((row) => !aheadIds.has(row.id)) };
}

/** A row's product, waiting only for its series id; or its problems. */
export type RowPlan =
  | {
      ok: true;
      id: string;
      /** Null: an existing product keeps its series. */
      seriesName: string | null;
      existing: ExistingProduct | null;
      product: Omit<ApprovedProduct, 'seriesId'>;
    }
  | { ok: false; id: string; sku: string | null; problems: StagedRowProblem[] };

const blankToNull = (text: string | null | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The product a locked row becomes: its values after the AI choices (spec §7: the row's use-flags
 * count only with `useAiEnhancements`), checked; its manufacturer must be an active manufacturer
 * organization, and an existing product of its SKU must be that manufacturer's. A new product
 * needs a series name (proposed, or the AI's when chosen); an existing one without keeps its series.
 */
export function planRow(
  { row, organizationName, organizationType, organizationActive }: ApprovalRow,
  existing: ExistingProduct | null,
  useAiEnhancements: boolean,
  includeFlagged = false,
): RowPlan {
  const values = applyAiChoices(
    {
      name: row.name,
      description: row.description,
      imageUrl: row.imageUrl,
      category: row.category,
      subcategory: row.subcategory,
      seriesName: row.proposedSeriesName,
    },
    row,
    row,
    useAiEnhancements,
  );
  const check = checkStagedRow({ ...row, ...values });
  const problems = check.ok ? [] : [...check.problems];
  const sku = row.sku?.trim() ?? '';
  if (row.manufacturerId && (organizationType !== 'manufacturer' || !organizationActive))
    problems.push({
      field: 'manufacturerId',
      message: manufacturerInactiveMessage(
        organizationName ?? row.proposedManufacturerName ?? 'The manufacturer',
      ),
    });
  if (existing && row.manufacturerId && existing.manufacturerId !== row.manufacturerId)
    problems.push({
      field: 'sku',
      message: skuOfOtherManufacturerMessage(sku, existing.manufacturerName ?? 'another manufacturer'),
    });
  const seriesName = blankToNull(values.seriesName);
  if (!seriesName && !existing && sku)
    problems.push({ field: 'proposedSeriesName', message: STAGED_CHECK_MESSAGES.seriesRequired });
  // A row the import took for a heading or a note goes only when the admin insists (issue 15 item 4).
  if (row.importFlag && !includeFlagged)
    problems.push({ field: 'importFlag', message: flaggedRowMessage(row.importFlag) });
  if (!check.ok || problems.length > 0) return { ok: false, id: row.id, sku: row.sku, problems };
  return {
    ok: true,
    id: row.id,
    existing,
    seriesName,
    product: {
      sku,
      name: values.name.trim(),
      manufacturerId: row.manufacturerId!,
      description: blankToNull(values.description),
      category: blankToNull(values.category),
      subcategory: blankToNull(values.subcategory),
      aiEnhancedName: blankToNull(row.aiEnhancedName),
      aiEnhancedDescription: blankToNull(row.aiEnhancedDescription),
      aiEnhancedCategory: blankToNull(row.aiEnhancedCategory),
      aiEnhancedImageUrl: blankToNull(row.aiEnhancedImageUrl),
      ...check.money,
      // A blank quantity: the catalogue's for an update, else the spec's default of 1.
      mfgMasterPackQty: check.mfgMasterPackQty ?? existing?.mfgMasterPackQty ?? 1,
      imageUrl: blankToNull(values.imageUrl),
      imageSourceUrl: blankToNull(row.imageSourceUrl),
      images: row.images && row.images.length > 0 ? row.images : null,
      sourceUrl: blankToNull(row.sourceUrl),
      source: stagedSource(row),
      upc: blankToNull(row.upc),
      weight: blankToNull(row.weight),
      dimensions: blankToNull(row.dimensions),
      specifications: row.specifications ?? null,
      status: check.status,
    },
  };
}

/** The note of a row another selected row of the same SKU displaced. */
export const duplicateProblem = (
  sku: string | null,
): { sku: string | null; problems: StagedRowProblem[] } => ({
  sku,
  problems: [{ field: 'sku', message: STAGED_CHECK_MESSAGES.duplicateSku }],
});
