import type { ProductFacets } from '@crossover/domain/catalog';
import type { BulkProductValues, BulkUpdatePreview, bulkFilterSchema } from '@crossover/domain/bulk-products';
import type { z } from 'zod';
import type { RowSelection } from '@/components/ui/data-table/selection';

/** What the bulk list was fetched with: the filters a selection of "all matching" sends. */
export type BulkListFilter = z.input<typeof bulkFilterSchema>;

/** The selection as the bulk requests carry it: the ticked ids, or the filter minus exclusions. */
export function selectionRequest(
  selection: RowSelection<BulkListFilter>,
): { productIds: string[] } | { filter: BulkListFilter; excludedIds: string[] } {
  return selection.mode === 'ids'
    ? { productIds: [...selection.ids] }
    : { filter: selection.filter, excludedIds: [...(selection.excludedIds ?? [])] };
}

/**
 * The manufacturers of the filtered products: the chosen one when the list is filtered by
 * manufacturer, else those the (cross-filtered) facets count products for. Counts taken over the
 * first matches only (`capped`) may miss a manufacturer: then none is known for sure ([]), and
 * the series choice asks for a manufacturer filter.
 */
export function filteredManufacturerIds(
  manufacturerFilter: string | undefined,
  facets: Pick<ProductFacets, 'manufacturers' | 'capped'> | undefined,
): string[] | null {
  if (manufacturerFilter) return [manufacturerFilter];
  if (!facets) return null;
  if (facets.capped) return [];
  return facets.manufacturers.filter((m) => m.count > 0).map((m) => m.id);
}

export interface SeriesChoiceInput {
  /** null while not known yet. */
  filteredManufacturers: readonly string[] | null;
  /** The manufacturers of the ticked rows (for an "all matching" selection, the filtered ones). */
  selectedManufacturers: readonly string[];
  selectedCount: number;
}

/**
 * Spec §5: series are offered only when the filtered products share exactly one manufacturer
 * (a series belongs to one), and the choice is disabled with no product selected or a selection
 * spanning several manufacturers. Returns whose series to offer and why it is disabled, if it is.
 */
export function seriesChoice({
  filteredManufacturers,
  selectedManufacturers,
  selectedCount,
}: SeriesChoiceInput): {
  manufacturerId: string | null;
  disabledReason: string | null;
} {
  if (filteredManufacturers === null) return { manufacturerId: null, disabledReason: 'Loading…' };
  const only = filteredManufacturers.length === 1 ? filteredManufacturers[0]! : null;
  if (only === null)
    return {
      manufacturerId: null,
      disabledReason: 'Filter the list to one manufacturer to change the series',
    };
  if (selectedCount === 0) return { manufacturerId: only, disabledReason: 'Select products first' };
  if (new Set(selectedManufacturers).size > 1)
    return { manufacturerId: only, disabledReason: 'The selection spans several manufacturers' };
  return { manufacturerId: only, disabledReason: null };
}

export interface ChangeLine {
  field: string;
  to: string;
}

/** The preview's "list of changes": one line per field the update sets or clears. */
export function changeLines(preview: Pick<BulkUpdatePreview, 'updates' | 'seriesName'>): ChangeLine[] {
  const { updates } = preview;
  const lines: ChangeLine[] = [];
  const text = (value: string | null) => (value === null ? '(cleared)' : value);
  if (updates.category !== undefined) lines.push({ field: 'Category', to: text(updates.category) });
  if (updates.subcategory !== undefined) lines.push({ field: 'Subcategory', to: text(updates.subcategory) });
  if (updates.seriesId !== undefined)
    lines.push({ field: 'Series', to: preview.seriesName ?? updates.seriesId });
  if (updates.isActive !== undefined)
    lines.push({ field: 'Status', to: updates.isActive ? 'Active' : 'Inactive' });
  return lines;
}

/** One product value as the preview shows it. */
export function valueText(values: BulkProductValues, field: string): string {
  switch (field) {
    case 'Category':
      return values.category ?? '-';
    case 'Subcategory':
      return values.subcategory ?? '-';
    case 'Series':
      return values.seriesName ?? '-';
    default:
      return values.isActive ? 'Active' : 'Inactive';
  }
}
