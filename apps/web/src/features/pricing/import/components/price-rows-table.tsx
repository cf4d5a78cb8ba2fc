import { createColumnHelper } from '@tanstack/react-table';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import { DataTable } from '@/components/ui/data-table/data-table';
import { TableEmpty } from '@/components/ui/data-table/table-states';
import { formatMoneyOrDash } from '@/lib/format';
import type { PriceListRow } from '../../shared/api';

/** Back-office §2.5 row status icons: success green check, error red, warning yellow, others a grey dot. */
export function RowStatusIcon({ status }: { status: string }) {
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  let icon;
  if (status === 'success') icon = <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600" />;
  else if (status === 'error') icon = <XCircle aria-hidden="true" className="size-4 text-red-600" />;
  else if (status === 'warning')
    icon = <AlertTriangle aria-hidden="true" className="size-4 text-amber-500" />;
  else icon = <span aria-hidden="true" className="block size-2.5 rounded-full bg-slate-400" />;
  return (
    <span className="inline-flex size-4 items-center justify-center" title={label}>
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

const column = createColumnHelper<PriceListRow>();
const COLUMNS = [
  column.accessor('status', {
    header: () => <span className="sr-only">Status</span>,
    cell: (info) => <RowStatusIcon status={info.getValue()} />,
    meta: { className: 'w-6' },
  }),
  column.accessor('rowNumber', {
    header: 'Row',
    meta: { className: 'text-slate-600 tabular-nums' },
  }),
  column.accessor('sku', {
    header: 'SKU',
    cell: (info) => info.getValue() || '-',
    meta: { className: 'font-medium whitespace-nowrap text-slate-900' },
  }),
  column.accessor('distPartNumber', {
    header: 'Part Number',
    cell: (info) => info.getValue() || '-',
    meta: { className: 'whitespace-nowrap text-slate-700' },
  }),
  column.accessor('cost', {
    header: 'Cost',
    cell: (info) => formatMoneyOrDash(info.getValue()),
    meta: { className: 'text-right whitespace-nowrap tabular-nums' },
  }),
  column.accessor('mpqCost', {
    header: 'MPQ Cost',
    cell: (info) => formatMoneyOrDash(info.getValue()),
    meta: { className: 'text-right whitespace-nowrap tabular-nums' },
  }),
  column.accessor('message', {
    header: 'Message',
    cell: (info) => info.getValue() ?? '',
    meta: { className: 'min-w-48 text-slate-700' },
  }),
];

/** Back-office §2.5: 24rem high, scrolling; only the rows in view are rendered (a list may hold thousands). */
const MAX_HEIGHT_PX = 384;

/** The preview's and the results' rows: one table, each row's verdict and its message. */
export function PriceRowsTable({ label, rows }: { label: string; rows: readonly PriceListRow[] }) {
  return (
    <DataTable
      label={label}
      columns={COLUMNS}
      data={rows}
      getRowId={(row) => String(row.rowNumber)}
      status="success"
      loadingText=""
      errorText=""
      empty={<TableEmpty title="The file has no price rows" />}
      virtualize={{ maxHeight: MAX_HEIGHT_PX, estimateRowHeight: 45 }}
    />
  );
}
