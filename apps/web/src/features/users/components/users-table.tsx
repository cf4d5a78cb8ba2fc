import type { User, UserListItem } from '@crossover/domain/users';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { fullName } from '@/lib/format';
import { RoleBadge } from '@/components/ui/role-badge';
import { UserInitials, initialsOf } from './user-initials';
import { UserRowActions } from './user-row-actions';

export interface UserRowHandlers {
  onEdit: (user: UserListItem) => void;
  onDeactivate: (user: UserListItem) => void;
}

export const nameOf = (user: User) => fullName(user.firstName, user.lastName) ?? user.email;

function AuthBadge({ user }: { user: User }) {
  return user.authType === 'traditional' ? (
    <Badge tone="info">Business</Badge>
  ) : (
    <Badge tone="violet">SSO</Badge>
  );
}

function StatusBadge({ user }: { user: User }) {
  return <Badge tone={user.isActive ? 'success' : 'neutral'}>{user.isActive ? 'Active' : 'Inactive'}</Badge>;
}

const column = createColumnHelper<UserListItem>();

/** Spec §2: User, Role, Organization, Status, Actions (the actions the row's server `actions` allow). */
export function useUserColumns({ onEdit, onDeactivate }: UserRowHandlers) {
  return useMemo(
    () => [
      column.display({
        id: 'user',
        header: 'User',
        cell: ({ row: { original: user } }) => (
          <div className="flex items-center gap-3">
            <UserInitials text={initialsOf(user.firstName, user.lastName, user.email)} />
            <div className="min-w-0">
              <p className="flex items-center gap-2 font-medium text-slate-900">
                {nameOf(user)}
                <AuthBadge user={user} />
              </p>
              <p className="truncate text-xs text-slate-600">{user.email}</p>
            </div>
          </div>
        ),
      }),
      column.accessor('role', { header: 'Role', cell: (info) => <RoleBadge role={info.getValue()} /> }),
      column.accessor('organizationName', {
        header: 'Organization',
        cell: (info) => info.getValue() ?? 'No organization',
        meta: { className: 'text-slate-700' },
      }),
      column.display({
        id: 'status',
        header: 'Status',
        cell: ({ row }) => <StatusBadge user={row.original} />,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: user } }) => (
          <UserRowActions user={user} name={nameOf(user)} onEdit={onEdit} onDeactivate={onDeactivate} />
        ),
        meta: { className: 'text-right whitespace-nowrap' },
      }),
    ],
    [onEdit, onDeactivate],
  );
}

/** Phones: one card per user, every column's value kept and the actions always in reach. */
export function UserCard({ user, onEdit, onDeactivate }: UserRowHandlers & { user: UserListItem }) {
  return (
    <div className="flex items-start gap-3">
      <UserInitials text={initialsOf(user.firstName, user.lastName, user.email)} />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-slate-900">
          <span className="[overflow-wrap:anywhere]">{nameOf(user)}</span>
          <AuthBadge user={user} />
        </p>
        <p className="text-xs [overflow-wrap:anywhere] text-slate-600">{user.email}</p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-700">
          <RoleBadge role={user.role} />
          <StatusBadge user={user} />
          <span>{user.organizationName ?? 'No organization'}</span>
        </div>
      </div>
      <div className="flex shrink-0">
        <UserRowActions user={user} name={nameOf(user)} onEdit={onEdit} onDeactivate={onDeactivate} />
      </div>
    </div>
  );
}
