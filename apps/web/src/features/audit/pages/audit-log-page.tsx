import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/features/users/components/select-field';
import { useAuditLog } from '../api/get-audit-log';
import { AuditEntries } from '../components/audit-entries';

const PAGE_SIZE = 50;

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
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const [entityType, setEntityType] = useState('');
  const log = useAuditLog({
    page,
    limit: PAGE_SIZE,
    action: action || undefined,
    entityType: entityType || undefined,
  });
  const entries = log.data?.entries ?? [];
  const totalPages = log.data?.totalPages ?? 0;

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
            onChange={(e) => {
              setAction(e.target.value);
              setPage(1);
            }}
          />
          <SelectField
            label="Entity"
            value={entityType}
            options={ENTITY_OPTIONS}
            onChange={(e) => {
              setEntityType(e.target.value);
              setPage(1);
            }}
          />
        </div>
        {log.isPending ? (
          <p className="py-8 text-center text-sm text-slate-600">Loading…</p>
        ) : log.isError ? (
          <p className="py-8 text-center text-sm text-red-700">Failed to load the audit log</p>
        ) : entries.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600">No entries found</p>
        ) : (
          <AuditEntries entries={entries} />
        )}
        {totalPages > 1 ? (
          <nav
            aria-label="Pagination"
            className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4"
          >
            <p className="text-sm text-slate-700">
              Page {page} of {totalPages} ({log.data?.total} entries)
            </p>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= totalPages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </div>
          </nav>
        ) : null}
      </Card>
    </div>
  );
}
