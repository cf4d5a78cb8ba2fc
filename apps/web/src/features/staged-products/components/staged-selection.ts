import type {
  StagedBulkAction,
  StagedBulkRequest,
  StagedStatusFilter,
} from '@crossover/domain/staged-products';
import type { RowSelection } from '@/components/ui/data-table/selection';

/**
 * The list a selection belongs to (a new search or status starts with none). 'Select All n
 * Products' sends its search (decision 0013: the filter, never every id).
 */
export interface StagedSelectionFilter {
  search?: string;
  status: StagedStatusFilter;
}

export const selectionFilterOf = (search: string, status: StagedStatusFilter): StagedSelectionFilter =>
  search ? { search, status } : { status };

/**
 * 'Select All n Products' covers every row matching the list, pages never loaded too. The server
 * approves and deletes pending rows only and its filter is the search, so the offer is made on the
 * Pending list, where the n shown is exactly what the action takes.
 */
export function canSelectAllMatching(status: StagedStatusFilter, total: number): boolean {
  return status === 'pending' && total > 0;
}

/** The staged-bulk body for a selection: the ticked ids, or the filter and the unticked rows. */
export function bulkRequestOf(
  selection: RowSelection<StagedSelectionFilter>,
  action: StagedBulkAction,
  useAiEnhancements = false,
): StagedBulkRequest {
  const ai = action === 'approve' ? { useAiEnhancements } : {};
  if (selection.mode === 'ids') return { action, productIds: [...selection.ids], ...ai };
  const excluded = selection.excludedIds ?? [];
  const { search } = selection.filter;
  return {
    action,
    filter: search ? { search } : {},
    ...(excluded.length > 0 ? { excludedIds: [...excluded] } : {}),
    ...ai,
  };
}

/**
 * How many flagged rows a selection holds (issue 15 item 4): the server's count of flagged rows
 * matching the list, less those unticked, for 'all matching'; the ticked rows known to be flagged
 * otherwise (rows seen on any page of this list).
 */
export function flaggedInSelection(
  selection: RowSelection<StagedSelectionFilter>,
  flaggedMatching: number,
  isFlagged: (id: string) => boolean,
): number {
  if (selection.mode === 'ids') return selection.ids.filter(isFlagged).length;
  const unticked = (selection.excludedIds ?? []).filter(isFlagged).length;
  return Math.max(0, flaggedMatching - unticked);
}
