import type { SortingState } from '@tanstack/react-table';

/**
 * Back-office §9: clicking the sorted column flips its order; another column starts ascending.
 * One column at a time.
 */
export function nextSorting(current: SortingState, columnId: string): SortingState {
  const active = current[0];
  if (active?.id === columnId) return [{ id: columnId, desc: !active.desc }];
  return [{ id: columnId, desc: false }];
}

export function ariaSort(current: SortingState, columnId: string): 'ascending' | 'descending' | 'none' {
  const active = current[0];
  if (active?.id !== columnId) return 'none';
  return active.desc ? 'descending' : 'ascending';
}
