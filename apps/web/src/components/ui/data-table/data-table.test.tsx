import type { SortingState } from '@tanstack/react-table';
import { createColumnHelper } from '@tanstack/react-table';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { DataTable } from './data-table';
import type { DataTableProps } from './data-table';
import { showingOf } from './pagination';
import type { RowSelection } from './selection';
import { NO_SELECTION } from './selection';

interface Item {
  id: string;
  name: string;
  size: number;
}
const column = createColumnHelper<Item>();
const columns = [
  column.accessor('name', { header: 'Name', enableSorting: true }),
  column.accessor('size', { header: 'Size', enableSorting: true }),
  column.display({ id: 'note', header: 'Note', cell: () => 'x' }),
];
const ITEMS: Item[] = [
  { id: 'b', name: 'Bravo', size: 2 },
  { id: 'a', name: 'Alpha', size: 3 },
  { id: 'c', name: 'Charlie', size: 1 },
];
type Filter = { search: string };

function table(props: Partial<DataTableProps<Item, Filter>> = {}) {
  return (
    <DataTable<Item, Filter>
      label="Items"
      columns={columns}
      data={ITEMS}
      getRowId={(item) => item.id}
      status="success"
      loadingText="Loading items…"
      errorText="Failed to load items"
      empty={<p>No items</p>}
      {...props}
    />
  );
}

const bodyNames = () =>
  within(screen.getByRole('table', { name: 'Items' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable sorting', () => {
  it('sorts by a header: ascending first, the same header flips, aria-sort follows', () => {
    render(table());
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('none');
    // Not sortable: no aria-sort and no button.
    const note = screen.getByRole('columnheader', { name: 'Note' });
    expect(note.getAttribute('aria-sort')).toBeNull();
    expect(within(note).queryByRole('button')).toBeNull();

    fireEvent.click(within(name).getByRole('button', { name: /Name/ }));
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(bodyNames()).toEqual(['Alpha', 'Bravo', 'Charlie']);

    fireEvent.click(within(name).getByRole('button', { name: /Name/ }));
    expect(name.getAttribute('aria-sort')).toBe('descending');
    expect(bodyNames()).toEqual(['Charlie', 'Bravo', 'Alpha']);

    // Another column starts ascending, and the first one is no longer sorted.
    const size = screen.getByRole('columnheader', { name: /Size/ });
    fireEvent.click(within(size).getByRole('button'));
    expect(size.getAttribute('aria-sort')).toBe('ascending');
    expect(name.getAttribute('aria-sort')).toBe('none');
    expect(bodyNames()).toEqual(['Charlie', 'Bravo', 'Alpha']);
  });

  it('leaves the rows in server order when sorting is manual, and reports the new sort', () => {
    const onChange = vi.fn();
    const state: SortingState = [{ id: 'name', desc: true }];
    render(table({ sorting: { state, onChange, manual: true } }));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    expect(bodyNames()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onChange).toHaveBeenCalledWith([{ id: 'name', desc: false }]);
  });
});

describe('DataTable states', () => {
  it('shows the loading text, the error text, or the empty state instead of rows', () => {
    const { rerender } = render(table({ status: 'pending' }));
    expect(screen.getByText('Loading items…')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(table({ status: 'error' }));
    expect(screen.getByRole('alert').textContent).toBe('Failed to load items');
    rerender(table({ data: [] }));
    expect(screen.getByText('No items')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

/** A table with selection over 3 shown rows of 40 matching 'al'. */
function SelectableTable({
  onBulk,
  hideSelectionBar,
}: {
  onBulk: (selection: RowSelection<Filter>) => void;
  hideSelectionBar?: boolean;
}) {
  const [selection, setSelection] = useState<RowSelection<Filter>>(NO_SELECTION);
  return table({
    ...(hideSelectionBar ? { hideSelectionBar } : {}),
    selection: {
      state: selection,
      onChange: setSelection,
      filter: { search: 'al' },
      total: 40,
      itemLabel: 'items',
      rowLabel: (item) => item.name,
    },
    bulkActions: (current) => <Button onClick={() => onBulk(current)}>Archive</Button>,
  });
}

describe('DataTable selection', () => {
  it('selects rows by id, then every row matching the filter, minus the ones unticked', () => {
    const onBulk = vi.fn();
    render(<SelectableTable onBulk={onBulk} />);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Alpha' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('1 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Archive' }));
    expect(onBulk).toHaveBeenLastCalledWith({ mode: 'ids', ids: ['a'] });

    // The header ticks the page; then the table offers every matching row.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    expect(screen.getByText('All 3 items on this page are selected.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select all 40 matching items' }));
    expect(screen.getByText('40 selected')).toBeTruthy();
    expect(screen.getByText('All 40 matching items are selected.')).toBeTruthy();

    // Unticking one row keeps 'all matching' and excludes that row.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Bravo' }));
    expect(screen.getByText('39 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(onBulk).toHaveBeenLastCalledWith({
      mode: 'all-matching',
      filter: { search: 'al' },
      excludedIds: ['b'],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Select Alpha' }) as HTMLInputElement).checked).toBe(false);
  });
});

describe('DataTable selection controls of the caller', () => {
  it('hideSelectionBar keeps the checkboxes but leaves out the bar and the select-all banner', () => {
    render(<SelectableTable onBulk={vi.fn()} hideSelectionBar />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect((screen.getByRole('checkbox', { name: 'Select Alpha' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Select all 40/ })).toBeNull();
  });
});

describe('DataTable pagination', () => {
  const numbered = (over: object = {}) => ({
    kind: 'numbered' as const,
    page: 2,
    pageSize: 10,
    pageSizes: [5, 10, 20],
    total: 45,
    totalPages: 5,
    onPage: vi.fn(),
    onPageSize: vi.fn(),
    showing: showingOf('items'),
    ...over,
  });

  it('numbered: the text, First/Previous/pages/Next/Last and the size selector call back', () => {
    const pagination = numbered();
    render(table({ pagination }));
    expect(screen.getByText('Showing 11-20 of 45 items')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(pagination.onPage).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(pagination.onPage).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(pagination.onPage).toHaveBeenLastCalledWith(5);
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '20' } });
    expect(pagination.onPageSize).toHaveBeenLastCalledWith(20);
  });

  it("numbered 'ends': Previous, first, current ± 1, last with gaps, Next; no First or Last", () => {
    const pagination = numbered({ page: 5, totalPages: 10, total: 95, numbering: 'ends' });
    render(table({ pagination }));
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Page / })
      .map((b) => b.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '10']);
    expect(within(nav).queryByRole('button', { name: 'First' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Last' })).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 10' }));
    expect(pagination.onPage).toHaveBeenLastCalledWith(10);
    fireEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(pagination.onPage).toHaveBeenLastCalledWith(4);
  });

  it('numbered, capped count: the last number is not the last page, so a gap follows it and no Last', () => {
    const onPage = vi.fn();
    const pagination = numbered({
      page: 1,
      pageSize: 50,
      total: 1_001,
      totalCapped: true,
      totalPages: 21,
      onPage,
    });
    render(table({ pagination }));
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Showing 1-50 of 1,000+ items')).toBeTruthy();
    expect(within(nav).getByText('More pages follow')).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'Last' })).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('numbered, exact count: no gap after the last page', () => {
    render(table({ pagination: numbered() }));
    expect(screen.queryByText('More pages follow')).toBeNull();
  });

  it('numbered: one page keeps the size selector and the text, without page buttons', () => {
    render(table({ pagination: numbered({ page: 1, pageSize: 20, total: 3, totalPages: 1 }) }));
    expect(screen.getByLabelText('Rows per page')).toBeTruthy();
    expect(screen.getByText('Showing 1-3 of 3 items')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('numbered: no pagination for an empty list', () => {
    render(table({ data: [], pagination: numbered({ total: 0, totalPages: 0 }) }));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('cursor: First and Next only, Next sends the cursor and is off at the end', () => {
    const onNext = vi.fn();
    const onFirst = vi.fn();
    const base = {
      kind: 'cursor' as const,
      pageSize: 25,
      pageSizes: [10, 25],
      onPageSize: vi.fn(),
      rowCount: 3,
    };
    const { rerender } = render(
      table({ pagination: { ...base, isFirst: true, nextCursor: 'c-25', onNext, onFirst } }),
    );
    expect((screen.getByRole('button', { name: 'First' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledWith('c-25');
    rerender(table({ pagination: { ...base, isFirst: false, nextCursor: null, onNext, onFirst } }));
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(onFirst).toHaveBeenCalled();
  });
});

describe('DataTable virtualization', () => {
  it('renders only the rows around the visible part of a long list', () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({ id: `i${i}`, name: `Item ${i}`, size: i }));
    render(table({ data: many, virtualize: { maxHeight: 400, estimateRowHeight: 40 } }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    // 400 px of 40 px rows is 10, plus overscan: far fewer than 2000.
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(screen.getByText('Item 0')).toBeTruthy();
    expect(screen.queryByText('Item 1999')).toBeNull();
  });
});
