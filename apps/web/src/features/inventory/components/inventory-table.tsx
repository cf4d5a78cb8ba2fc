import type { InventoryRecord } from '@crossover/domain/inventory';
import { createColumnHelper } from '@tanstack/react-table';
import { ArrowLeftRight, Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCount } from './quantities';
import { InventoryStatusBadge } from './status-badge';

export interface InventoryRowHandlers {
  onAdjust: (record: InventoryRecord) => void;
  onEdit: (record: InventoryRecord) => void;
  onDelete: (record: InventoryRecord) => void;
}

/** Adjust, Edit and Delete, each named after the product for screen readers. */
function RowActions({
  record,
  onAdjust,
  onEdit,
  onDelete,
}: InventoryRowHandlers & { record: InventoryRecord }) {
  const name = record.productName;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Adjust stock of ${name}`}
        onClick={() => onAdjust(record)}
      >
        <ArrowLeftRight aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={() => onEdit(record)}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} onClick={() => onDelete(record)}>
        <Trash2 aria-hidden="true" className="text-red-700" />
      </Button>
    </>
  );
}

function Status({ record }: { record: InventoryRecord }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <InventoryStatusBadge status={record.status} />
      {record.isActive ? null : <Badge tone="neutral">Inactive</Badge>}
    </span>
  );
}

const column = createColumnHelper<InventoryRecord>();
const number = { className: 'text-right tabular-nums' };
const quantity = (
  key: 'quantityOnHand' | 'quantityReserved' | 'available' | 'reorderPoint',
  header: string,
) =>
  column.accessor(key, {
    header: () => <span className="block text-right">{header}</span>,
    cell: (info) => formatCount(info.getValue()),
    meta: number,
  });

/** Back-office §2.3 list: product, SKU, organization, the quantities, status, actions. */
export function useInventoryColumns(handlers: InventoryRowHandlers) {
  const { onAdjust, onEdit, onDelete } = handlers;
  return useMemo(
    () => [
      column.accessor('productName', {
        header: 'Product',
        cell: (info) => <span className="font-medium text-slate-900">{info.getValue()}</span>,
      }),
      column.accessor('productSku', {
        header: 'SKU',
        meta: { className: 'text-slate-700 whitespace-nowrap' },
      }),
      column.accessor('organizationName', { header: 'Organization', meta: { className: 'text-slate-700' } }),
      quantity('quantityOnHand', 'On Hand'),
      quantity('quantityReserved', 'Reserved'),
      quantity('available', 'Available'),
      quantity('reorderPoint', 'Reorder Point'),
      column.display({ id: 'status', header: 'Status', cell: ({ row }) => <Status record={row.original} /> }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <RowActions record={row.original} onAdjust={onAdjust} onEdit={onEdit} onDelete={onDelete} />
        ),
        meta: { className: 'text-right whitespace-nowrap' },
      }),
    ],
    [onAdjust, onEdit, onDelete],
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{formatCount(value)}</dd>
    </div>
  );
}

/** Phones: one card per record, every figure kept and the actions in reach. */
export function InventoryCard({ record, ...handlers }: InventoryRowHandlers & { record: InventoryRecord }) {
  return (
    <div className="space-y-2">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-medium [overflow-wrap:anywhere] text-slate-900">{record.productName}</p>
          <p className="text-xs [overflow-wrap:anywhere] text-slate-600">
            {record.productSku} · {record.organizationName}
          </p>
        </div>
        <Status record={record} />
      </div>
      <dl className="grid grid-cols-4 gap-2 text-xs">
        <Figure label="On Hand" value={record.quantityOnHand} />
        <Figure label="Reserved" value={record.quantityReserved} />
        <Figure label="Available" value={record.available} />
        <Figure label="Reorder" value={record.reorderPoint} />
      </dl>
      <div className="-ml-2 flex">
        <RowActions record={record} {...handlers} />
      </div>
    </div>
  );
}
