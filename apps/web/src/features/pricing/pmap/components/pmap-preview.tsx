import { type PmapPreview, type PmapPreviewItem, formatPercentChange } from '@crossover/domain/pricing/pmap';
import type { ColumnDef } from '@tanstack/react-table';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table/data-table';
import { formatMoneyOrDash } from '@/lib/format';
import { cn } from '@/lib/cn';
import { discountPercent } from './pmap-format';

/** The campaign as the person will import it: read from the workbook's header, then editable. */
export interface CampaignDraft {
  name: string;
  startDate: string;
  endDate: string;
}

const STATUS_ICON = {
  success: <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />,
  warning: <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-amber-600" />,
  error: <XCircle aria-hidden="true" className="size-4 shrink-0 text-red-600" />,
} as const;
const STATUS_LABEL = { success: 'Ready', warning: 'Warning', error: 'Error' } as const;

function StatusCell({ item }: { item: PmapPreviewItem }) {
  return (
    <span className="flex items-start gap-1.5">
      {STATUS_ICON[item.status]}
      <span>
        <span className="sr-only">{STATUS_LABEL[item.status]}: </span>
        {item.message ?? STATUS_LABEL[item.status]}
      </span>
    </span>
  );
}

/** Spec §2.5: the discount with a plus sign when positive (a price above MAP). */
function ChangeText({ percent }: { percent: number | null }) {
  return (
    <span
      className={cn('tabular-nums', percent !== null && percent > 0 ? 'text-amber-800' : 'text-slate-900')}
    >
      {formatPercentChange(percent)}
    </span>
  );
}

type PreviewRow = PmapPreviewItem & { key: string };

const columns: ColumnDef<PreviewRow>[] = [
  { header: 'SKU', accessorKey: 'sku', meta: { className: 'font-mono text-xs [overflow-wrap:anywhere]' } },
  { header: 'Product', cell: ({ row }) => row.original.productName ?? '-' },
  {
    header: 'Current MAP',
    cell: ({ row }) => formatMoneyOrDash(row.original.currentMapPrice),
    meta: { className: 'tabular-nums' },
  },
  {
    header: 'PMAP Price',
    cell: ({ row }) => formatMoneyOrDash(row.original.newPmapPrice),
    meta: { className: 'tabular-nums' },
  },
  { header: 'Discount', cell: ({ row }) => <ChangeText percent={row.original.percentChange} /> },
  { header: 'Status', cell: ({ row }) => <StatusCell item={row.original} /> },
];

function ItemCard(item: PreviewRow) {
  return (
    <div className="space-y-1 text-sm">
      <p className="font-mono text-xs [overflow-wrap:anywhere]">{item.sku}</p>
      <p className="text-slate-900">{item.productName ?? '-'}</p>
      <p className="text-slate-700 tabular-nums">
        MAP {formatMoneyOrDash(item.currentMapPrice)} → PMAP {formatMoneyOrDash(item.newPmapPrice)} (
        <ChangeText percent={item.percentChange} />)
      </p>
      <StatusCell item={item} />
    </div>
  );
}

/** The totals: products, average discount, and the campaign's name and dates to confirm or correct. */
export function PreviewTotals({
  preview,
  draft,
  onDraftChange,
  disabled,
}: {
  preview: PmapPreview;
  draft: CampaignDraft;
  onDraftChange: (draft: CampaignDraft) => void;
  disabled: boolean;
}) {
  const field =
    'block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-100';
  return (
    <div className="space-y-3">
      <label className="block space-y-1 text-sm font-medium text-slate-800">
        <span>Campaign Name</span>
        <input
          className={field}
          value={draft.name}
          disabled={disabled}
          aria-invalid={draft.name.trim() === '' ? true : undefined}
          onChange={(event) => onDraftChange({ ...draft, name: event.target.value })}
        />
      </label>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="rounded-md bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">Products</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">
            {preview.campaign.totalProducts}
          </dd>
        </div>
        <div className="rounded-md bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">Average Discount</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">
            {discountPercent(preview.campaign.averageDiscount)}
          </dd>
        </div>
        <div className="col-span-2 rounded-md bg-slate-50 p-3 sm:col-span-1">
          <dt>
            <label htmlFor="pmap-start-date" className="text-xs text-slate-600">
              Start Date
            </label>
          </dt>
          <dd>
            <input
              id="pmap-start-date"
              type="date"
              className={cn(field, 'mt-1 h-9 px-2')}
              value={draft.startDate}
              disabled={disabled}
              onChange={(event) => onDraftChange({ ...draft, startDate: event.target.value })}
            />
          </dd>
        </div>
        <div className="col-span-2 rounded-md bg-slate-50 p-3 sm:col-span-1">
          <dt>
            <label htmlFor="pmap-end-date" className="text-xs text-slate-600">
              End Date
            </label>
          </dt>
          <dd>
            <input
              id="pmap-end-date"
              type="date"
              className={cn(field, 'mt-1 h-9 px-2')}
              value={draft.endDate}
              min={draft.startDate || undefined}
              disabled={disabled}
              onChange={(event) => onDraftChange({ ...draft, endDate: event.target.value })}
            />
          </dd>
        </div>
      </dl>
      {preview.warnings.length > 0 ? (
        <ul aria-label="Workbook notes" className="list-disc space-y-0.5 pl-5 text-sm text-amber-900">
          {preview.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Spec §2.5: every row of the workbook, scrolling at 24rem. */
export function PreviewTable({ items }: { items: readonly PmapPreviewItem[] }) {
  // A SKU may repeat in a workbook (the repeat is an error row): rows are keyed by position.
  const rows = useMemo(() => items.map((item, index) => ({ ...item, key: String(index) })), [items]);
  return (
    <div className="max-h-96 overflow-y-auto rounded-md border border-slate-200 px-3">
      <DataTable
        label="PMAP preview"
        columns={columns}
        data={rows}
        getRowId={(row) => row.key}
        status="success"
        loadingText=""
        errorText=""
        empty={<p className="py-6 text-sm text-slate-600">The workbook has no product rows.</p>}
        renderCard={ItemCard}
      />
    </div>
  );
}
