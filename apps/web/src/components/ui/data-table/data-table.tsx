import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { flexRender, getCoreRowModel, getSortedRowModel, useReactTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMemo, useRef, useState } from 'react';
import { PHONE_QUERY, useMediaQuery } from '@/components/ui/use-media-query';
import { cn } from '@/lib/cn';
import { BulkActionBar } from './bulk-action-bar';
import type { TablePagination } from './pagination';
import { TablePaginationBar } from './pagination';
import type { RowSelection } from './selection';
import { NO_SELECTION, selectedCount, selectedCountText } from './selection';
import type { TableSelection } from './selection-column';
import { RowCheckbox, SelectAllMatchingBanner, selectionColumn } from './selection-column';
import { ariaSort, nextSorting } from './sorting';
import type { VirtualizeOptions } from './table-body';
import { PlainBody, VirtualBody } from './table-body';
import { TableError, TableLoading } from './table-states';

declare module '@tanstack/react-table' {
  // The augmentation must repeat the library's type parameters, even unused.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    /** Classes for the column's cells (the header keeps the table's own). */
    className?: string;
  }
}

export interface DataTableProps<TData, F> {
  /** The table's accessible name (and the phone list's). */
  label: string;
  // Columns mix value types; TanStack's own examples type them this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TData, any>[];
  data: readonly TData[];
  getRowId: (row: TData) => string;
  /** The query's status: the first load and a failed one replace the rows. */
  status: 'pending' | 'error' | 'success';
  loadingText: string;
  errorText: string;
  /** Shown when the list is loaded and empty. */
  empty: ReactNode;
  /** Sortable columns say `enableSorting: true`. `manual`: the server sorts (the rows come sorted). */
  sorting?: { state: SortingState; onChange: (next: SortingState) => void; manual?: boolean };
  selection?: TableSelection<TData, F>;
  /** The bulk-action bar's buttons, given what is selected. */
  bulkActions?: (selection: RowSelection<F>) => ReactNode;
  /**
   * The caller shows its own selection controls (count, select all, clear, bulk actions), e.g. a
   * screen whose spec words them: the table then shows only the checkboxes.
   */
  hideSelectionBar?: boolean;
  pagination?: TablePagination;
  /** Opt-in for long lists: render only the rows in view. */
  virtualize?: VirtualizeOptions;
  /** On phones, each row as a card in a list instead of a table that would scroll sideways. */
  renderCard?: (row: TData) => ReactNode;
  cardClassName?: string;
}

function SortIcon({ sort }: { sort: 'ascending' | 'descending' | 'none' }) {
  if (sort === 'ascending') return <ArrowUp aria-hidden="true" className="size-3.5" />;
  if (sort === 'descending') return <ArrowDown aria-hidden="true" className="size-3.5" />;
  return <ArrowUpDown aria-hidden="true" className="size-3.5 text-slate-400" />;
}

/**
 * The one list table: typed columns (TanStack Table), sortable headers, row selection with
 * 'select all N matching', numbered or cursor pagination, a bulk-action bar, loading / empty /
 * error states, optional row virtualization, and a card list on phones. Filters and page live in
 * the caller (see useTableUrlState), which fetches the rows.
 */
export function DataTable<TData, F = unknown>(props: DataTableProps<TData, F>) {
  const { label, data, getRowId, selection, sorting, virtualize, renderCard } = props;
  const phone = useMediaQuery(PHONE_QUERY);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const sortState = sorting?.state ?? localSorting;
  const setSort = sorting?.onChange ?? setLocalSorting;

  const pageIds = useMemo(() => data.map(getRowId), [data, getRowId]);
  const columns = useMemo(
    () => (selection ? [selectionColumn(selection, pageIds), ...props.columns] : props.columns),
    [selection, pageIds, props.columns],
  );
  // No React Compiler here; TanStack's table object is read fresh each render, as it expects.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data as TData[],
    columns,
    getRowId: (row) => getRowId(row),
    state: { sorting: sortState },
    manualSorting: sorting?.manual ?? false,
    defaultColumn: { enableSorting: false },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  const count = selection ? selectedCount(selection.state, selection.total) : 0;
  const countText = selection
    ? selectedCountText(selection.state, selection.total, selection.totalCapped ?? false)
    : '0';
  const rows = table.getRowModel().rows;

  let body: ReactNode;
  if (props.status === 'pending') body = <TableLoading text={props.loadingText} />;
  else if (props.status === 'error') body = <TableError text={props.errorText} />;
  else if (data.length === 0) body = props.empty;
  else if (phone && renderCard) {
    body = (
      <ul aria-label={label} className="divide-y divide-slate-100">
        {rows.map((row) => (
          <li key={row.id} className={cn('flex items-start gap-3 py-3', props.cardClassName)}>
            {selection ? <RowCheckbox selection={selection} row={row.original} id={row.id} /> : null}
            <div className="min-w-0 flex-1">{renderCard(row.original)}</div>
          </li>
        ))}
      </ul>
    );
  } else {
    const headers = table.getHeaderGroups()[0]?.headers ?? [];
    body = (
      <div
        ref={scrollRef}
        className={virtualize ? 'overflow-auto' : 'overflow-x-auto'}
        style={virtualize ? { maxHeight: virtualize.maxHeight } : undefined}
        // A scrolling area of its own is a tab stop, so the keyboard can scroll it (arrows, Page Down).
        {...(virtualize ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      >
        <table aria-label={label} className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              {headers.map((header, index) => {
                const canSort = header.column.getCanSort();
                const sort = ariaSort(sortState, header.column.id);
                const content = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={canSort ? sort : undefined}
                    className={cn('py-2 font-medium', index < headers.length - 1 && 'pr-4')}
                  >
                    {canSort ? (
                      // A real button: Enter and Space sort, and it is in the tab order.
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
                        onClick={() => setSort(nextSorting(sortState, header.column.id))}
                      >
                        {content}
                        <SortIcon sort={sort} />
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          {virtualize ? (
            <VirtualBody
              rows={rows}
              columnCount={headers.length}
              scrollRef={scrollRef}
              options={virtualize}
            />
          ) : (
            <PlainBody rows={rows} />
          )}
        </table>
      </div>
    );
  }

  const showRows = props.status === 'success' && data.length > 0;
  return (
    <div className="space-y-4">
      {selection && showRows && !props.hideSelectionBar ? (
        <>
          <BulkActionBar count={count} countText={countText} onClear={() => selection.onChange(NO_SELECTION)}>
            {props.bulkActions?.(selection.state)}
          </BulkActionBar>
          <SelectAllMatchingBanner selection={selection} pageIds={pageIds} />
        </>
      ) : null}
      {body}
      {props.pagination && props.status === 'success' ? (
        <TablePaginationBar pagination={props.pagination} />
      ) : null}
    </div>
  );
}
