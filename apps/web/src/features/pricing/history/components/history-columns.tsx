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

/** "Mar 4, 2026, 3:05 PM" → ["Mar 4, 2026", "3:05 PM"]. */
function splitMoment(text: string): [string, string | null] {
  const at = text.lastIndexOf(', ');
  return at > 0 ? [text.slice(0, at), text.slice(at + 2)] : [text, null];
}

/** The moment of the import on two lines (day, then time), so the column stays narrow. */
function Created({ at }: { at: string }) {
  const [day, time] = splitMoment(formatMoment(at));
  return (
    <p className="text-slate-700">
      <span className="block whitespace-nowrap">{day}</span>
      {time ? <span className="block text-xs whitespace-nowrap text-slate-600">{time}</span> : null}
    </p>
  );
}

/** What kind of import, and whose prices it changed. */
function TypeCell({ record }: { record: PricingImportSummary }) {
  return (
    <div className="min-w-32">
      <p className="text-slate-900">{importTypeLabel(record.importType)}</p>
      <p className="text-xs text-slate-600">{importTargetLabel(record)}</p>
    </div>
  );
}

function FileCell({ record }: { record: PricingImportSummary }) {
  return (
    <div className="min-w-36">
      <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{record.filename}</p>
      {record.campaignName ? <p className="text-xs text-slate-600">{record.campaignName}</p> : null}
    </div>
  );
}

/** When the prices apply: from the effective date, until the expiration date or for good. */
function Validity({ record }: { record: PricingImportSummary }) {
  return (
    <p className="text-slate-700">
      <span className="block whitespace-nowrap">{formatDay(record.effectiveDate)}</span>
      <span className="block text-xs whitespace-nowrap text-slate-600">
        {record.expirationDate ? `until ${formatDay(record.expirationDate)}` : 'Permanent'}
      </span>
    </p>
  );
}

function Records({ record }: { record: PricingImportSummary }) {
  return (
    <p className="text-xs whitespace-nowrap text-slate-700">
      <span className="block text-emerald-700">{n(record.recordsSuccessful)} successful</span>
      <span className={record.recordsFailed > 0 ? 'block text-red-700' : 'block'}>
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
        <p className="text-xs text-slate-600">{formatMoment(record.rolledBackAt)}</p>
      ) : null}
    </div>
  );
}

/** Details, and Rollback where the server allows this caller; labelled by file for screen readers. */
function Actions({ record, onDetails, onRollBack }: HistoryRowHandlers & { record: PricingImportSummary }) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onDetails(record)}
        aria-label={`Details of ${record.filename}`}
        title="Details"
      >
        <Eye aria-hidden="true" />
        <span className="hidden 2xl:inline">Details</span>
      </Button>
      {record.canRollBack ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onRollBack(record)}
          aria-label={`Roll back ${record.filename}`}
          title="Rollback"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <Undo2 aria-hidden="true" />
          <span className="hidden 2xl:inline">Rollback</span>
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
      column.accessor('createdAt', { header: 'Date', cell: (info) => <Created at={info.getValue()} /> }),
      column.display({ id: 'file', header: 'File', cell: ({ row }) => <FileCell record={row.original} /> }),
      column.display({
        id: 'type',
        header: 'Type / Organization',
        cell: ({ row }) => <TypeCell record={row.original} />,
      }),
      column.accessor('userName', {
        header: 'User',
        cell: (info) => info.getValue() ?? '-',
        meta: { className: 'text-slate-700' },
      }),
      column.display({
        id: 'dates',
        header: 'Effective',
        cell: ({ row }) => <Validity record={row.original} />,
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
  const expires = record.expirationDate ? formatDay(record.expirationDate) : 'Permanent';
  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{record.filename}</p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-700">
          <Status record={record} />
          <span>{importTypeLabel(record.importType)}</span>
          <span>{importTargetLabel(record)}</span>
        </div>
        <p className="text-xs text-slate-700">
          {formatMoment(record.createdAt)}
          {record.userName ? ` · ${record.userName}` : ''}
        </p>
        <p className="text-xs text-slate-700">
          {formatDay(record.effectiveDate)} – {expires}
        </p>
        <p className="text-xs text-slate-700">
          {n(record.recordsSuccessful)} successful · {n(record.recordsFailed)} failed
        </p>
      </div>
      <Actions record={record} {...handlers} />
    </div>
  );
}
