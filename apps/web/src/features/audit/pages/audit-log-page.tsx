import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table/data-table';
import { showingOf } from '@/components/ui/data-table/pagination';
import { TableEmpty } from '@/components/ui/data-table/table-states';
import { SelectField } from '@/components/ui/form/select-field';
import { useTableUrlState } from '@/lib/use-table-url-state';
import { useAuditLog } from '../api/get-audit-log';
import { AuditCard, auditColumns } from '../components/audit-entries';

/** The server's limit is 1-100. */
const PAGE_SIZES = [25, 50, 100];
const DEFAULTS = { page: 1, limit: 50, action: '', entityType: '' };
const showing = showingOf('entries');

const ENTITY_OPTIONS = [
  { value: '', label: 'All changes' },
  { value: 'organization', label: 'Organizations' },
  { value: 'user', label: 'Users' },
  { value: 'payment_option', label: 'Payment options' },
];
const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  { value: 'organization.', label: 'Organization changes' },
  { value: 'user.', label: 'User changes' },
  { value: 'payment_option.', label: 'Payment option changes' },
  { value: 'auth.', label: 'Sign-ins and passwords' },
  { value: 'emulation.', label: 'Emulation' },
  { value: 'emulated.write', label: 'Writes while emulating' },
];

/** A read-only view of GET /api/audit-log for admins, newest first. */
export function AuditLogPage() {
  const [query, setQuery] = useTableUrlState(DEFAULTS, {
    allowed: {
      limit: PAGE_SIZES,
      action: ACTION_OPTIONS.map((o) => o.value),
      entityType: ENTITY_OPTIONS.map((o) => o.value),
    },
  });
  const { page, limit, action, entityType } = query;
  const log = useAuditLog({
    page,
    limit,
    action: action || undefined,
    entityType: entityType || undefined,
  });
  const entries = log.data?.entries ?? [];

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Audit Log</h2>
        <p className="mt-1 text-sm text-slate-600">
          Every change to organizations, users, roles, statuses and passwords, and every emulated write
        </p>
      </div>
      <Card className="space-y-4 p-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:w-2/3">
          <SelectField
            label="Action"
            value={action}
            options={ACTION_OPTIONS}
            onChange={(e) => setQuery({ action: e.target.value })}
          />
          <SelectField
            label="Entity"
            value={entityType}
            options={ENTITY_OPTIONS}
            onChange={(e) => setQuery({ entityType: e.target.value })}
          />
        </div>
        <DataTable
          label="Audit entries"
          columns={auditColumns}
          data={entries}
          getRowId={(entry) => entry.id}
          status={log.status}
          loadingText="Loading…"
          errorText="Failed to load the audit log"
          empty={<TableEmpty title="No entries found" />}
          renderCard={(entry) => <AuditCard entry={entry} />}
          pagination={{
            kind: 'numbered',
            page,
            pageSize: limit,
            pageSizes: PAGE_SIZES,
            total: log.data?.total ?? 0,
            totalPages: log.data?.totalPages ?? 0,
            onPage: (next) => setQuery({ page: next }),
            onPageSize: (size) => setQuery({ limit: size }),
            showing,
          }}
        />
      </Card>
    </div>
  );
}
