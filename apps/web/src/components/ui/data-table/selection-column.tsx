import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import type { RowSelection } from './selection';
import { formatCount } from '@crossover/domain/counts';
import { isRowSelected, selectAllMatching, selectedCountText, togglePage, toggleRow } from './selection';

export interface TableSelection<TData, F> {
  state: RowSelection<F>;
  onChange: (next: RowSelection<F>) => void;
  /** The filter the list was fetched with: what 'select all N matching' sends to the server. */
  filter: F;
  /** How many rows match the filter on the server (all pages). */
  total: number;
  /** `total` is a capped count (decision 0045): there are more; the texts say '1,000+'. */
  totalCapped?: boolean;
  /** Plural noun for the texts: 'users'. */
  itemLabel: string;
  /** The row's name for its checkbox: 'Select Jordan Reyes'. */
  rowLabel: (row: TData) => string;
}

const checkboxClass = 'size-4 rounded border-slate-300 accent-brand-600';

/** The checkbox column: the header selects the page, each row itself. */
export function selectionColumn<TData, F>(
  selection: TableSelection<TData, F>,
  pageIds: readonly string[],
): ColumnDef<TData> {
  const onPage = pageIds.filter((id) => isRowSelected(selection.state, id)).length;
  return {
    id: '__select',
    enableSorting: false,
    header: () => (
      <input
        type="checkbox"
        className={checkboxClass}
        aria-label="Select all on this page"
        checked={pageIds.length > 0 && onPage === pageIds.length}
        ref={(el) => {
          if (el) el.indeterminate = onPage > 0 && onPage < pageIds.length;
        }}
        onChange={(event) => selection.onChange(togglePage(selection.state, pageIds, event.target.checked))}
      />
    ),
    cell: ({ row }) => <RowCheckbox selection={selection} row={row.original} id={row.id} />,
  };
}

export function RowCheckbox<TData, F>({
  selection,
  row,
  id,
}: {
  selection: TableSelection<TData, F>;
  row: TData;
  id: string;
}) {
  return (
    <input
      type="checkbox"
      className={checkboxClass}
      aria-label={`Select ${selection.rowLabel(row)}`}
      checked={isRowSelected(selection.state, id)}
      onChange={(event) => selection.onChange(toggleRow(selection.state, id, event.target.checked))}
    />
  );
}

/**
 * Gmail's pattern: once the whole page is selected, offer every row matching the filter — sent to
 * the server as the filter, so it covers pages never loaded.
 */
export function SelectAllMatchingBanner<TData, F>({
  selection,
  pageIds,
}: {
  selection: TableSelection<TData, F>;
  pageIds: readonly string[];
}) {
  const { state, total, itemLabel } = selection;
  const capped = selection.totalCapped ?? false;
  if (state.mode === 'all-matching') {
    return (
      <div
        role="status"
        className="flex flex-wrap items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm"
      >
        <span>
          All {selectedCountText(state, total, capped)} matching {itemLabel} are selected.
        </span>
        <Button variant="link" size="inline" onClick={() => selection.onChange({ mode: 'ids', ids: [] })}>
          Clear selection
        </Button>
      </div>
    );
  }
  const wholePage = pageIds.length > 0 && pageIds.every((id) => state.ids.includes(id));
  if (!wholePage || total <= pageIds.length) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm">
      <span>
        All {pageIds.length} {itemLabel} on this page are selected.
      </span>
      <Button
        variant="link"
        size="inline"
        onClick={() => selection.onChange(selectAllMatching(selection.filter))}
      >
        Select all {formatCount(total, capped)} matching {itemLabel}
      </Button>
    </div>
  );
}
