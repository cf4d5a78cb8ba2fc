import type { CsvImport, ImportStatus } from '@crossover/domain/imports';
import { importProgressPercent } from '@crossover/domain/imports';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { BadgeTone } from '@/components/ui/badge';
import { Badge } from '@/components/ui/badge';
import { fileSizeText } from './file-checks';
import type { ImportRowHandlers } from './import-row-actions';
import { ImportRowActions } from './import-row-actions';

const STATUS: Record<ImportStatus, { label: string; tone: BadgeTone }> = {
  uploaded: { label: 'Uploaded', tone: 'neutral' },
  processing: { label: 'Processing', tone: 'info' },
  staged: { label: 'Staged', tone: 'brand' },
  completed: { label: 'Completed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}

/** Spec §9: dates month-day-year, here with the time (several imports a day are common). */
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const importDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : dateTime.format(date);
};

const n = (value: number) => value.toLocaleString('en-US');

function FileCell({ record }: { record: CsvImport }) {
  const details = [
    record.fileKind?.toUpperCase(),
    record.fileSize === null ? null : fileSizeText(record.fileSize),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="min-w-0">
      <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{record.filename}</p>
      <p className="text-xs text-slate-600">
        {details}
        {record.userName ? `${details ? ' · ' : ''}by ${record.userName}` : ''}
      </p>
    </div>
  );
}

function RowCounts({ record }: { record: CsvImport }) {
  const noted = [
    record.recordsWarned > 0 ? `${n(record.recordsWarned)} with warnings` : '',
    record.recordsFlagged > 0 ? `${n(record.recordsFlagged)} flagged` : '',
  ].filter(Boolean);
  return (
    <>
      <RowTotals record={record} />
      {noted.length > 0 ? <p className="text-xs text-amber-800">{noted.join(' · ')}</p> : null}
    </>
  );
}

function RowTotals({ record }: { record: CsvImport }) {
  return (
    <p className="text-xs whitespace-nowrap text-slate-700">
      <span className="text-emerald-700">{n(record.recordsStaged)} staged</span>
      {' · '}
      <span className={record.recordsFailed > 0 ? 'text-red-700' : undefined}>
        {n(record.recordsFailed)} failed
      </span>
      {record.recordsSkipped > 0 ? ` · ${n(record.recordsSkipped)} skipped` : ''}
      <span className="text-slate-500"> of {n(record.totalRows)}</span>
    </p>
  );
}

/** The spec's clamped percent while processing; a thin bar with the number. */
function ProgressCell({ record }: { record: CsvImport }) {
  const percent = importProgressPercent(record.status, record.processedRows, record.totalRows);
  return (
    <div className="flex min-w-24 items-center gap-2">
      <div
        role="progressbar"
        aria-label={`Progress of ${record.filename}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={record.status === 'failed' ? 'h-full bg-red-600' : 'h-full bg-brand-600'}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-9 text-right text-xs text-slate-700">{percent}%</span>
    </div>
  );
}

const column = createColumnHelper<CsvImport>();

/** Spec §2.1 Import History: file, manufacturer, date, status, counts, progress and actions. */
export function useImportColumns(handlers: ImportRowHandlers) {
  const { onViewReport, onExportFailed, onRetry, onDelete } = handlers;
  return useMemo(
    () => [
      column.display({ id: 'file', header: 'File', cell: ({ row }) => <FileCell record={row.original} /> }),
      column.accessor('manufacturerName', {
        header: 'Manufacturer',
        cell: (info) => info.getValue() ?? '-',
        meta: { className: 'text-slate-700' },
      }),
      column.accessor('createdAt', {
        header: 'Date',
        cell: (info) => importDate(info.getValue()),
        meta: { className: 'whitespace-nowrap text-slate-700' },
      }),
      column.accessor('status', {
        header: 'Status',
        cell: (info) => <ImportStatusBadge status={info.getValue()} />,
      }),
      column.display({ id: 'rows', header: 'Rows', cell: ({ row }) => <RowCounts record={row.original} /> }),
      column.display({
        id: 'progress',
        header: 'Progress',
        cell: ({ row }) => <ProgressCell record={row.original} />,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <ImportRowActions
            record={row.original}
            onViewReport={onViewReport}
            onExportFailed={onExportFailed}
            onRetry={onRetry}
            onDelete={onDelete}
          />
        ),
        meta: { className: 'text-right whitespace-nowrap' },
      }),
    ],
    [onViewReport, onExportFailed, onRetry, onDelete],
  );
}

/** Phones: one card per import with every column's value and the actions. */
export function ImportCard({ record, ...handlers }: ImportRowHandlers & { record: CsvImport }) {
  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1 space-y-1.5">
        <FileCell record={record} />
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-700">
          <ImportStatusBadge status={record.status} />
          <span>{record.manufacturerName ?? '-'}</span>
          <span>{importDate(record.createdAt)}</span>
        </div>
        <RowCounts record={record} />
        <ProgressCell record={record} />
      </div>
      <ImportRowActions record={record} {...handlers} />
    </div>
  );
}
