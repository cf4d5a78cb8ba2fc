import type { Row } from '@tanstack/react-table';
import { flexRender } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import { cn } from '@/lib/cn';

export interface VirtualizeOptions {
  /** Height of the scrolling area in px (rows outside it are not rendered). */
  maxHeight: number;
  /** A row's usual height in px; real heights are measured as rows appear. */
  estimateRowHeight: number;
}

function cellClass(index: number, count: number, extra: string | undefined) {
  return cn('py-3', index < count - 1 && 'pr-4', extra);
}

export function TableRow<TData>({ row }: { row: Row<TData> }) {
  const cells = row.getVisibleCells();
  return (
    <tr className="align-top" data-index={row.index}>
      {cells.map((cell, index) => (
        <td key={cell.id} className={cellClass(index, cells.length, cell.column.columnDef.meta?.className)}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}

export function PlainBody<TData>({ rows }: { rows: Row<TData>[] }) {
  return (
    <tbody className="divide-y divide-slate-100">
      {rows.map((row) => (
        <TableRow key={row.id} row={row} />
      ))}
    </tbody>
  );
}

/**
 * Only the rows in (and just around) the visible part of the scroll area are in the document;
 * two spacer rows keep the scroll height right, so thousands of rows stay cheap.
 */
export function VirtualBody<TData>({
  rows,
  columnCount,
  scrollRef,
  options,
}: {
  rows: Row<TData>[];
  columnCount: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  options: VirtualizeOptions;
}) {
  // eslint-disable-next-line react-hooks/incompatible-library -- read fresh each render, as it expects
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => options.estimateRowHeight,
    overscan: 8,
    // Before the first measurement (and in tests without layout) assume the full height is visible.
    initialRect: { width: 0, height: options.maxHeight },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <tbody className="divide-y divide-slate-100">
      {before > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: before, padding: 0 }} />
        </tr>
      ) : null}
      {items.map((item) => {
        const row = rows[item.index]!;
        return <TableRow key={row.id} row={row} />;
      })}
      {after > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: after, padding: 0 }} />
        </tr>
      ) : null}
    </tbody>
  );
}
