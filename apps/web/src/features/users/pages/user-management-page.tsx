import type { UserListItem } from '@crossover/domain/users';
import {
  DEFAULT_USER_PAGE_SIZE,
  USER_PAGE_SIZES,
  USER_STATUSES,
  assignableRoles,
  showingText,
} from '@crossover/domain/users';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table/data-table';
import { TableEmpty } from '@/components/ui/data-table/table-states';
import { SelectField } from '@/components/ui/form/select-field';
import { toast } from '@/components/ui/use-toast';
import { useSearchBox } from '@/lib/use-debounced-value';
import { useTableUrlState } from '@/lib/use-table-url-state';
import { useSignedInUser } from '@/features/auth/api/get-current-user';
import { useOrganizations } from '@/features/organizations/api/get-organizations';
import { useDeactivateUser } from '../api/update-user';
import { useUserStats, useUsersPage } from '../api/get-users-page';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CreateUserDialog } from '../components/create-user-dialog';
import { CurrentUserCard } from '../components/current-user-card';
import { EditUserDialog } from '../components/edit-user-dialog';
import { toastOperationError } from '@/lib/operation-errors';
import { roleTitle } from '@/components/ui/role-badge';
import { SearchBox } from '@/components/ui/search-box';
import { SummaryCards } from '../components/summary-cards';
import { UserCard, useUserColumns } from '../components/users-table';

type Status = (typeof USER_STATUSES)[number];

/** Spec §9: page 1, 10 per page, active users; kept in the address (a reload shows the same rows). */
const LIST_DEFAULTS = {
  page: 1,
  limit: DEFAULT_USER_PAGE_SIZE as number,
  search: '',
  role: 'all',
  status: 'active' as Status,
  organization: 'all',
};

/** Spec §2 User Management (/user-management). */
export function UserManagementPage() {
  const viewer = useSignedInUser();
  const isAdmin = viewer.role === 'admin';
  // A role the viewer may not filter by (an old or edited link) falls back to All Roles.
  const allowed = {
    limit: USER_PAGE_SIZES,
    status: USER_STATUSES,
    role: ['all', ...assignableRoles(viewer.role)],
  };
  const [query, setQuery] = useTableUrlState(LIST_DEFAULTS, { allowed });
  const { page, limit, search, role, status, organization } = query;
  const [searchText, setSearchText] = useSearchBox(search, (typed) => setQuery({ search: typed }));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<UserListItem | null>(null);
  const [deactivating, setDeactivating] = useState<UserListItem | null>(null);
  const columns = useUserColumns({ onEdit: setEditing, onDeactivate: setDeactivating });

  const organizations = useOrganizations();
  const stats = useUserStats();
  const list = useUsersPage({
    page,
    limit,
    search,
    role: role as 'all',
    status,
    organization: isAdmin ? organization : 'all',
  });
  const deactivate = useDeactivateUser();
  const users = list.data?.users ?? [];
  const filtered = search !== '' || role !== 'all' || status !== 'active' || organization !== 'all';

  function confirmDeactivate() {
    if (!deactivating) return;
    deactivate.mutate(deactivating.id, {
      onSuccess: () => toast({ title: 'User deactivated successfully' }),
      onError: (error) => toastOperationError(error, 'Error', 'Failed to deactivate user'),
      onSettled: () => setDeactivating(null),
    });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-semibold tracking-tight text-slate-900">User Management</h2>
          <p className="mt-1 text-sm text-slate-600">
            Manage users, roles, and sales team across all organizational levels
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" />
          Create Business User
        </Button>
      </div>

      <SummaryCards stats={stats.data} isAdmin={isAdmin} organizationCount={organizations.data?.length} />
      <CurrentUserCard user={viewer} />

      <Card className="space-y-4 p-4">
        {/* minmax(0, …): a select as wide as its longest organization name must not widen the page. */}
        <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <SearchBox
            label="Search users"
            hideLabel
            placeholder="Search users by name or email..."
            value={searchText}
            onChange={setSearchText}
          />
          <SelectField
            label="Role"
            hideLabel
            value={role}
            onChange={(event) => setQuery({ role: event.target.value })}
            options={[
              { value: 'all', label: 'All Roles' },
              ...assignableRoles(viewer.role).map((r) => ({ value: r, label: roleTitle(r) })),
            ]}
          />
          <SelectField
            label="Status"
            hideLabel
            value={status}
            onChange={(event) => setQuery({ status: event.target.value as Status })}
            options={[
              { value: 'active', label: 'Active Users' },
              { value: 'inactive', label: 'Inactive Users' },
              { value: 'all', label: 'All Users' },
            ]}
          />
          {isAdmin ? (
            <SelectField
              label="Organization"
              hideLabel
              value={organization}
              onChange={(event) => setQuery({ organization: event.target.value })}
              options={[
                { value: 'all', label: 'All Organizations' },
                ...(organizations.data ?? []).map((o) => ({ value: o.id, label: o.name })),
              ]}
            />
          ) : null}
        </div>

        <DataTable
          label="Users"
          columns={columns}
          data={users}
          getRowId={(user) => user.id}
          status={list.status}
          loadingText="Loading users…"
          errorText="Failed to load users"
          empty={
            <TableEmpty
              title="No users found"
              hint={
                filtered ? 'Try adjusting your search or filters' : 'Create your first user to get started'
              }
            />
          }
          renderCard={(user) => <UserCard user={user} onEdit={setEditing} onDeactivate={setDeactivating} />}
          pagination={{
            kind: 'numbered',
            page,
            pageSize: limit,
            pageSizes: USER_PAGE_SIZES,
            total: list.data?.total ?? 0,
            totalPages: list.data?.totalPages ?? 0,
            onPage: (next) => setQuery({ page: next }),
            onPageSize: (size) => setQuery({ limit: size }),
            showing: showingText,
          }}
        />
      </Card>

      <CreateUserDialog
        open={creating}
        onOpenChange={setCreating}
        viewerRole={viewer.role}
        viewerOrganizationId={viewer.organizationId}
        isAdmin={isAdmin}
        organizations={organizations.data ?? []}
      />
      {editing ? (
        <EditUserDialog
          key={editing.id}
          user={editing}
          onClose={() => setEditing(null)}
          organizations={organizations.data ?? []}
        />
      ) : null}
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => (open ? undefined : setDeactivating(null))}
        title="Deactivate User"
        description={<p>Are you sure you want to deactivate this user?</p>}
        confirmLabel="Deactivate"
        pending={deactivate.isPending}
        onConfirm={confirmDeactivate}
      />
    </div>
  );
}
