import type { AuditEntry } from '@crossover/domain/audit';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { PHONE_QUERY, useMediaQuery } from '@/components/ui/use-media-query';

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

/** Phones: one block per entry, every column's value readable without scrolling sideways. */
function AuditList({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <ul aria-label="Audit entries" className="divide-y divide-slate-100">
      {entries.map((entry) => (
        <li key={entry.id} className="space-y-1 py-3 text-sm">
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
        </li>
      ))}
    </ul>
  );
}

/** The log's entries: a table, or a list on phones. */
export function AuditEntries({ entries }: { entries: readonly AuditEntry[] }) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone) return <AuditList entries={entries} />;
  return (
    <DataTable columns={['When', 'Action', 'Who', 'Entity', 'Details']}>
      {entries.map((entry) => (
        <tr key={entry.id} className="align-top">
          <td className="py-2 pr-4 whitespace-nowrap text-slate-700">
            {dateTime.format(new Date(entry.createdAt))}
          </td>
          <td className="py-2 pr-4">
            <Badge tone="neutral">{entry.action}</Badge>
          </td>
          <td className="py-2 pr-4 text-slate-700">
            <Who entry={entry} />
          </td>
          <td className="py-2 pr-4 text-slate-700">{entityOf(entry)}</td>
          <td className="py-2 font-mono text-xs break-all text-slate-600">{summary(entry.details)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
