import type { AuditEntry } from '@crossover/domain/audit';
import { createColumnHelper } from '@tanstack/react-table';
import { Badge } from '@/components/ui/badge';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

function summary(details: Record<string, unknown> | null): string {
  if (!details) return '';
  const text = JSON.stringify(details);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

function Who({ entry }: { entry: AuditEntry }) {
  return (
    <>
      {entry.actorEmail ?? entry.actorUserId ?? 'Deleted user'}
      {entry.effectiveUserId && entry.effectiveUserId !== entry.actorUserId ? (
        <span className="block text-xs text-amber-800">
          as {entry.effectiveEmail ?? entry.effectiveUserId}
        </span>
      ) : null}
    </>
  );
}

const entityOf = (entry: AuditEntry) =>
  entry.entityType ? `${entry.entityType} ${entry.entityId ?? ''}` : '-';

const column = createColumnHelper<AuditEntry>();

/** When, Action, Who, Entity, Details (the details cut to 160 characters). */
export const auditColumns = [
  column.accessor('createdAt', {
    header: 'When',
    cell: (info) => dateTime.format(new Date(info.getValue())),
    meta: { className: 'whitespace-nowrap text-slate-700' },
  }),
  column.accessor('action', {
    header: 'Action',
    cell: (info) => <Badge tone="neutral">{info.getValue()}</Badge>,
  }),
  column.display({
    id: 'who',
    header: 'Who',
    cell: ({ row }) => <Who entry={row.original} />,
    meta: { className: 'text-slate-700' },
  }),
  column.display({
    id: 'entity',
    header: 'Entity',
    cell: ({ row }) => entityOf(row.original),
    meta: { className: 'text-slate-700' },
  }),
  column.accessor('details', {
    header: 'Details',
    cell: (info) => summary(info.getValue()),
    meta: { className: 'font-mono text-xs break-all text-slate-600' },
  }),
];

/** Phones: one block per entry, every column's value readable without scrolling sideways. */
export function AuditCard({ entry }: { entry: AuditEntry }) {
  return (
    <div className="space-y-1 text-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge tone="neutral">{entry.action}</Badge>
        <span className="text-xs text-slate-600">{dateTime.format(new Date(entry.createdAt))}</span>
      </div>
      <p className="[overflow-wrap:anywhere] text-slate-700">
        <Who entry={entry} />
      </p>
      <p className="text-xs [overflow-wrap:anywhere] text-slate-600">{entityOf(entry)}</p>
      {entry.details ? (
        <p className="font-mono text-xs break-all text-slate-600">{summary(entry.details)}</p>
      ) : null}
    </div>
  );
}
