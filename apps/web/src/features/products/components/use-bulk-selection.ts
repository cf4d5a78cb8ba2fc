import type { Product, ProductFacets } from '@crossover/domain/catalog';
import { useCallback, useMemo, useState } from 'react';
import type { RowSelection } from '@/components/ui/data-table/selection';
import { selectAllMatching, selectedCount, useRowSelection } from '@/components/ui/data-table/selection';
import type { BulkListFilter } from './bulk-rules';
import { filteredManufacturerIds, seriesChoice, selectionRequest } from './bulk-rules';

/**
 * The bulk screen's selection (decision 0013: ticked ids, or every product matching the filter),
 * and what it means for the series choice: the manufacturers of the filtered set and of the
 * ticked rows (remembered from every page the rows were ticked on).
 */
export function useBulkSelection({
  filter,
  products,
  total,
  facets,
}: {
  filter: BulkListFilter;
  products: readonly Product[];
  total: number;
  facets: ProductFacets | undefined;
}) {
  const { selection, setSelection, clear } = useRowSelection(filter);
  // Rows ticked on other pages are not loaded any more: remember their manufacturer when ticked.
  const [manufacturerOf, setManufacturerOf] = useState<ReadonlyMap<string, string>>(new Map());
  const select = useCallback(
    (next: RowSelection<BulkListFilter>) => {
      if (next.mode === 'ids') {
        const ticked = products.filter((p) => next.ids.includes(p.id) && !manufacturerOf.has(p.id));
        if (ticked.length > 0)
          setManufacturerOf(
            (known) => new Map([...known, ...ticked.map((p) => [p.id, p.manufacturerId] as const)]),
          );
      }
      setSelection(next);
    },
    [products, manufacturerOf, setSelection],
  );

  const count = selectedCount(selection, total);
  const filtered = filteredManufacturerIds(filter.manufacturerId, facets);
  const selectedManufacturers =
    selection.mode === 'all-matching'
      ? (filtered ?? [])
      : selection.ids.flatMap((id) => manufacturerOf.get(id) ?? []);
  const series = seriesChoice({
    filteredManufacturers: filtered,
    selectedManufacturers,
    selectedCount: count,
  });
  const request = useMemo(() => selectionRequest(selection), [selection]);

  return {
    selection,
    setSelection: select,
    clear,
    count,
    request,
    series,
    /** Select All: the page when it holds every match, else all matching (pages never loaded too). */
    selectAll: () =>
      select(
        total > products.length ? selectAllMatching(filter) : { mode: 'ids', ids: products.map((p) => p.id) },
      ),
  };
}
