import { createColumnHelper } from '@tanstack/react-table';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table/data-table';
import { TableEmpty } from '@/components/ui/data-table/table-states';
import type { PricingChange } from '../../shared/api';
import { changeFieldLabel, changeStateLabel, changeValue } from './import-labels';

const column = createColumnHelper<PricingChange>();
const COLUMNS = [
  column.accessor('sku', {
    header: 'SKU',
    cell: (info) => info.getValue() ?? '-',
    meta: { className: 'font-medium whitespace-nowrap text-slate-900' },
  }),
  column.accessor('productName', {
    header: 'Product',
    cell: (info) => info.getValue() ?? '-',
    meta: { className: 'min-w-40 text-slate-700' },
  }),
  column.display({
    id: 'field',
    header: 'Field',
    cell: ({ row }) => changeFieldLabel(row.original),
    meta: { className: 'whitespace-nowrap text-slate-700' },
  }),
  column.display({
    id: 'change',
    header: 'Change',
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">
        {changeValue(row.original, row.original.oldValue)}
        <span aria-hidden="true"> → </span>
        <span className="sr-only"> to </span>
        {changeValue(row.original, row.original.newValue)}
      </span>
    ),
  }),
  column.accessor('state', {
    header: 'State',
    cell: (info) => changeStateLabel(info.getValue()),
    meta: { className: 'whitespace-nowrap text-slate-700' },
  }),
  column.accessor('isRolledBack', {
    header: 'Status',
    cell: (info) =>
      info.getValue() ? <Badge tone="warning">Rolled Back</Badge> : <Badge tone="success">Active</Badge>,
  }),
];

/** An import's changes, old → new; thousands for a big list, so only the rows in view are rendered. */
export function ChangesTable({ changes }: { changes: readonly PricingChange[] }) {
  return (
    <DataTable
      label="Changes"
      columns={COLUMNS}
      data={changes}
      getRowId={(change) => change.id}
      status="success"
      loadingText=""
      errorText=""
      empty={
        <TableEmpty
          title="No changes recorded"
          hint="Nothing in the file differed from the current values."
        />
      }
      virtualize={{ maxHeight: 384, estimateRowHeight: 45 }}
    />
  );
}
