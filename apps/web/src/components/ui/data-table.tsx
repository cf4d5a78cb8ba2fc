import type { ReactNode } from 'react';

/**
 * A list table that scrolls sideways on narrow screens: one column header per entry of `columns`
 * (every column but the last keeps a gutter on its right), the rows as children.
 */
export function DataTable({ columns, children }: { columns: readonly ReactNode[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th
                // The columns are fixed per table, so their position is a stable key.
                key={index}
                scope="col"
                className={index < columns.length - 1 ? 'py-2 pr-4 font-medium' : 'py-2 font-medium'}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
