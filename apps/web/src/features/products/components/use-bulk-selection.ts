import type { Product, ProductFacets } from '@crossover/domain/catalog';
import { useCallback, useMemo, useState } from 'react';
import type { RowSelection } from '@/components/ui/data-table/selection';
import {
  selectAllMatching,
  selectedCount,
  selectedCountText,
  useRowSelection,
} from '@/components/ui/data-table/selection';
import { useExactProductCount } from '@/features/catalog/api/get-product-count';
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
  total: listTotal,
  totalCapped: listCapped,
  facets,
}: {
  filter: BulkListFilter;
  products: readonly Product[];
  /** The list's count: capped at 1,000 when `totalCapped` (decision 0045). */
  total: number;
  totalCapped: boolean;
  facets: ProductFacets | undefined;
}) {
  const { selection, setSelection, clear } = useRowSelection(filter);
  // Every product matching a capped list is selected: ask for the exact count (on demand).
  const exact = useExactProductCount(filter, listCapped && selection.mode === 'all-matching');
  const total = exact.data ?? listTotal;
  const totalCapped = exact.data === undefined && listCapped;
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
    /** How many match: exact once fetched for a selection of all, else the list's (maybe capped) count. */
    total,
    totalCapped,
    /** The count as shown: '1,000+' while the exact count of a capped selection of all is on its way. */
    countText: selectedCountText(selection, total, totalCapped),
    request,
    series,
    /** Select All: the page when it holds every match, else all matching (pages never loaded too). */
    selectAll: () =>
      select(
        total > products.length ? selectAllMatching(filter) : { mode: 'ids', ids: products.map((p) => p.id) },
      ),
  };
}
