import { formatCount } from '@crossover/domain/counts';
import { useCallback, useState } from 'react';

/**
 * What the user has selected. 'ids': these rows. 'all-matching': every row the server would list
 * for `filter` (all pages, however many), except `excludedIds` — a bulk action sends the filter,
 * never a list of every id, so it covers rows the browser never loaded.
 */
export type RowSelection<F> =
  | { mode: 'ids'; ids: readonly string[] }
  | { mode: 'all-matching'; filter: F; excludedIds?: readonly string[] };

export const NO_SELECTION = { mode: 'ids', ids: [] } as const satisfies RowSelection<never>;

export function isRowSelected<F>(selection: RowSelection<F>, id: string): boolean {
  return selection.mode === 'ids' ? selection.ids.includes(id) : !selection.excludedIds?.includes(id);
}

/** How many rows are selected; `total` is how many match the filter on the server. */
export function selectedCount<F>(selection: RowSelection<F>, total: number): number {
  return selection.mode === 'ids'
    ? selection.ids.length
    : Math.max(0, total - (selection.excludedIds?.length ?? 0));
}

/**
 * The selected count as the screens say it. `totalCapped`: the list counted its matches only up to
 * `total` (decision 0045), so 'all matching' is '1,000+' until the exact count has arrived.
 */
export function selectedCountText<F>(selection: RowSelection<F>, total: number, totalCapped = false): string {
  return selection.mode === 'all-matching' && totalCapped
    ? formatCount(total, true)
    : selectedCount(selection, total).toLocaleString('en-US');
}

export function toggleRow<F>(selection: RowSelection<F>, id: string, selected: boolean): RowSelection<F> {
  if (selection.mode === 'ids') {
    const ids = selection.ids.filter((x) => x !== id);
    return { mode: 'ids', ids: selected ? [...ids, id] : ids };
  }
  const excluded = (selection.excludedIds ?? []).filter((x) => x !== id);
  return { ...selection, excludedIds: selected ? excluded : [...excluded, id] };
}

/** The header checkbox: select (or clear) every row of the page shown. */
export function togglePage<F>(
  selection: RowSelection<F>,
  pageIds: readonly string[],
  selected: boolean,
): RowSelection<F> {
  return pageIds.reduce((acc, id) => toggleRow(acc, id, selected), selection);
}

export function selectAllMatching<F>(filter: F): RowSelection<F> {
  return { mode: 'all-matching', filter, excludedIds: [] };
}

/**
 * Selection state for one table. It starts empty again whenever the filter changes: rows selected
 * under another filter (or "all matching" an old filter) are not what the user sees any more.
 */
export function useRowSelection<F>(filter: F) {
  const key = JSON.stringify(filter);
  const [state, setState] = useState<{ key: string; selection: RowSelection<F> }>({
    key,
    selection: NO_SELECTION,
  });
  const selection = state.key === key ? state.selection : NO_SELECTION;
  const setSelection = useCallback((next: RowSelection<F>) => setState({ key, selection: next }), [key]);
  const clear = useCallback(() => setState({ key, selection: NO_SELECTION }), [key]);
  return { selection, setSelection, clear, filter };
}
