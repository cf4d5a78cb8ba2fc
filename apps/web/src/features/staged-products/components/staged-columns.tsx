import type { StagedProduct } from '@crossover/domain/staged-products';
import { STAGED_MESSAGES } from '@crossover/domain/staged-products';
import { problemsText } from '@crossover/domain/staged-products-check';
import { createColumnHelper } from '@tanstack/react-table';
import { AlertTriangle } from 'lucide-react';
import { useMemo } from 'react';
import { ProductImage } from '@/components/product/product-image';
import { ImportNotes, ReviewStatusBadge, SkuKindBadge } from './staged-badges';
import { orDash, stagedMoney } from './staged-format';
import type { StagedRowHandlers } from './staged-row-actions';
import { StagedRowActions, rowLabel } from './staged-row-actions';

export interface StagedColumnOptions extends StagedRowHandlers {
  /** Whether the viewer may approve and delete (admins). */
  canAct: boolean;
  /** A write is under way: the row buttons wait. */
  busy: boolean;
}

/** Why a pending row cannot be approved as it stands, or the note the last approval left. */
function RowIssues({ row }: { row: StagedProduct }) {
  if (row.reviewStatus !== 'pending') return null;
  const text = row.problems.length > 0 ? problemsText(row.problems) : row.reviewNotes;
  if (!text) return null;
  return (
    <p className="mt-1 flex items-start gap-1 text-xs text-amber-900">
      <AlertTriangle aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span className="line-clamp-2 [overflow-wrap:anywhere]">{text}</span>
    </p>
  );
}

/** Spec §2.2 Product: the name (opens the preview), the description truncated or the spec's text. */
function ProductCell({
  row,
  onPreview,
  className,
}: {
  row: StagedProduct;
  onPreview: (row: StagedProduct) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <button
        type="button"
        className="text-left font-medium [overflow-wrap:anywhere] text-slate-900 hover:underline"
        onClick={() => onPreview(row)}
      >
        {row.name}
      </button>
      <p className="line-clamp-2 text-xs text-slate-600">
        {row.description || STAGED_MESSAGES.noDescription}
      </p>
      <RowIssues row={row} />
      {row.reviewStatus === 'pending' ? (
        <ImportNotes importFlag={row.importFlag} importWarnings={row.importWarnings} />
      ) : null}
    </div>
  );
}

function ImageButton({
  row,
  onPreview,
  className,
}: {
  row: StagedProduct;
  onPreview: (row: StagedProduct) => void;
  className: string;
}) {
  return (
    <button
      type="button"
      aria-label={`Preview ${rowLabel(row)}`}
      className="shrink-0 rounded focus-visible:outline-2 focus-visible:outline-brand-600"
      onClick={() => onPreview(row)}
    >
      <ProductImage src={row.imageUrl} alt={row.name} className={className} />
    </button>
  );
}

function SkuCell({ row }: { row: StagedProduct }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="font-mono text-xs text-slate-700">{orDash(row.sku)}</span>
      <SkuKindBadge isNewSku={row.isNewSku} />
    </span>
  );
}

const column = createColumnHelper<StagedProduct>();

/** Spec §2.2 columns: Product, Image, SKU (New/Update), Category, Series, Price, Status, Actions. */
export function useStagedColumns({ onPreview, onApprove, onDelete, canAct, busy }: StagedColumnOptions) {
  return useMemo(
    () => [
      column.display({
        id: 'product',
        header: 'Product',
        cell: ({ row }) => (
          <ProductCell row={row.original} onPreview={onPreview} className="max-w-xs min-w-48" />
        ),
      }),
      column.display({
        id: 'image',
        header: 'Image',
        cell: ({ row }) => (
          <ImageButton
            row={row.original}
            onPreview={onPreview}
            className="size-12 rounded border border-slate-200"
          />
        ),
      }),
      column.display({ id: 'sku', header: 'SKU', cell: ({ row }) => <SkuCell row={row.original} /> }),
      column.accessor('category', {
        header: 'Category',
        cell: (info) => orDash(info.getValue()),
        meta: { className: 'text-slate-700' },
      }),
      column.accessor('proposedSeriesName', {
        header: 'Series',
        cell: (info) => orDash(info.getValue()),
        meta: { className: 'text-slate-700' },
      }),
      column.accessor('mapPrice', {
        header: 'Price',
        cell: (info) => stagedMoney(info.getValue()),
        meta: { className: 'whitespace-nowrap text-slate-900 tabular-nums' },
      }),
      column.accessor('reviewStatus', {
        header: 'Status',
        cell: (info) => <ReviewStatusBadge status={info.getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <StagedRowActions
            row={row.original}
            canAct={canAct}
            busy={busy}
            onApprove={onApprove}
            onDelete={onDelete}
          />
        ),
        meta: { className: 'text-right whitespace-nowrap' },
      }),
    ],
    [onPreview, onApprove, onDelete, canAct, busy],
  );
}

/** Phones (< 640 px): one card per row with every column's value, the actions below. */
export function StagedCard({ row, ...options }: StagedColumnOptions & { row: StagedProduct }) {
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-3">
        <ImageButton
          row={row}
          onPreview={options.onPreview}
          className="size-12 rounded border border-slate-200"
        />
        <ProductCell row={row} onPreview={options.onPreview} className="min-w-0 flex-1" />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-700">
        <SkuCell row={row} />
        <ReviewStatusBadge status={row.reviewStatus} />
        <span className="font-medium text-slate-900 tabular-nums">{stagedMoney(row.mapPrice)}</span>
      </div>
      <p className="text-xs [overflow-wrap:anywhere] text-slate-700">
        {orDash(row.category)} · {orDash(row.proposedSeriesName)}
      </p>
      <StagedRowActions row={row} {...options} />
    </div>
  );
}
