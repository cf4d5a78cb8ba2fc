import { createColumnHelper } from '@tanstack/react-table';
import { Eye, Undo2 } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import type { PricingImportSummary } from '../../shared/api';
import { formatDay, formatMoment } from '../../shared/format';
import { ImportStatusBadge, importTargetLabel, importTypeLabel } from './import-labels';

export interface HistoryRowHandlers {
  onDetails: (record: PricingImportSummary) => void;
  onRollBack: (record: PricingImportSummary) => void;
}

const n = (value: number) => value.toLocaleString('en-US');

function FileCell({ record }: { record: PricingImportSummary }) {
  return (
    <div className="min-w-0">
      <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{record.filename}</p>
      {record.campaignName ? <p className="text-xs text-slate-600">{record.campaignName}</p> : null}
    </div>
  );
}

function Records({ record }: { record: PricingImportSummary }) {
  return (
    <p className="text-xs whitespace-nowrap text-slate-700">
      <span className="text-emerald-700">{n(record.recordsSuccessful)} successful</span>
      {' · '}
      <span className={record.recordsFailed > 0 ? 'text-red-700' : undefined}>
        {n(record.recordsFailed)} failed
      </span>
    </p>
  );
}

function Status({ record }: { record: PricingImportSummary }) {
  return (
    <div className="space-y-1">
      <ImportStatusBadge status={record.status} />
      {record.status === 'rolled_back' && record.rolledBackAt ? (
        <p className="text-xs whitespace-nowrap text-slate-600">{formatMoment(record.rolledBackAt)}</p>
      ) : null}
    </div>
  );
}

const validity = (record: PricingImportSummary) =>
  `${formatDay(record.effectiveDate)} – ${record.expirationDate ? formatDay(record.expirationDate) : 'Permanent'}`;

function Actions({ record, onDetails, onRollBack }: HistoryRowHandlers & { record: PricingImportSummary }) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onDetails(record)}
        aria-label={`Details of ${record.filename}`}
      >
        <Eye aria-hidden="true" />
        <span className="hidden sm:inline">Details</span>
      </Button>
      {record.canRollBack ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onRollBack(record)}
          aria-label={`Roll back ${record.filename}`}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <Undo2 aria-hidden="true" />
          <span className="hidden sm:inline">Rollback</span>
        </Button>
      ) : null}
    </div>
  );
}

const column = createColumnHelper<PricingImportSummary>();

/** Back-office §2.6: each import's date, file, type, organization, user, dates, records and status. */
export function useHistoryColumns({ onDetails, onRollBack }: HistoryRowHandlers) {
  return useMemo(
    () => [
      column.accessor('createdAt', {
        header: 'Date',
        cell: (info) => formatMoment(info.getValue()),
        meta: { className: 'whitespace-nowrap text-slate-700' },
      }),
      column.display({ id: 'file', header: 'File', cell: ({ row }) => <FileCell record={row.original} /> }),
      column.accessor('importType', {
        header: 'Type',
        cell: (info) => importTypeLabel(info.getValue()),
        meta: { className: 'whitespace-nowrap text-slate-700' },
      }),
      column.display({
        id: 'organization',
        header: 'Organization',
        cell: ({ row }) => importTargetLabel(row.original),
        meta: { className: 'text-slate-700' },
      }),
      column.accessor('userName', {
        header: 'User',
        cell: (info) => info.getValue() ?? '-',
        meta: { className: 'text-slate-700' },
      }),
      column.accessor('effectiveDate', {
        header: 'Effective',
        cell: (info) => formatDay(info.getValue()),
        meta: { className: 'whitespace-nowrap text-slate-700' },
      }),
      column.accessor('expirationDate', {
        header: 'Expires',
        cell: (info) => (info.getValue() ? formatDay(info.getValue()) : 'Permanent'),
        meta: { className: 'whitespace-nowrap text-slate-700' },
      }),
      column.display({
        id: 'records',
        header: 'Records',
        cell: ({ row }) => <Records record={row.original} />,
      }),
      column.accessor('status', { header: 'Status', cell: ({ row }) => <Status record={row.original} /> }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => <Actions record={row.original} onDetails={onDetails} onRollBack={onRollBack} />,
        meta: { className: 'text-right whitespace-nowrap' },
      }),
    ],
    [onDetails, onRollBack],
  );
}

/** Phones: one card per import with every column's value and the actions. */
export function HistoryCard({ record, ...handlers }: HistoryRowHandlers & { record: PricingImportSummary }) {
  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1 space-y-1.5">
        <FileCell record={record} />
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-700">
          <Status record={record} />
          <span>{importTypeLabel(record.importType)}</span>
          <span>{importTargetLabel(record)}</span>
        </div>
        <p className="text-xs text-slate-700">
          {formatMoment(record.createdAt)}
          {record.userName ? ` · ${record.userName}` : ''}
        </p>
        <p className="text-xs text-slate-700">{validity(record)}</p>
        <Records record={record} />
      </div>
      <Actions record={record} {...handlers} />
    </div>
  );
}
