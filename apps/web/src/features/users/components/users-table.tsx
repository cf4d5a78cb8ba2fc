import type { User, UserListItem } from '@crossover/domain/users';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { PHONE_QUERY, useMediaQuery } from '@/components/ui/use-media-query';
import { fullName } from '@/lib/format';
import { RoleBadge } from './role-badge';
import { UserInitials, initialsOf } from './user-initials';
import { UserRowActions } from './user-row-actions';

interface UsersListProps {
  users: readonly UserListItem[];
  onEdit: (user: UserListItem) => void;
  onDeactivate: (user: UserListItem) => void;
}

const nameOf = (user: User) => fullName(user.firstName, user.lastName) ?? user.email;

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

/** Phones: one card per user, every column's value kept and the actions always in reach. */
function UsersList({ users, onEdit, onDeactivate }: UsersListProps) {
  return (
    <ul aria-label="Users" className="divide-y divide-slate-100">
      {users.map((user) => (
        <li key={user.id} className="flex items-start gap-3 py-3">
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
        </li>
      ))}
    </ul>
  );
}

/** Spec §2: User, Role, Organization, Status, Actions; a list of cards on phones. */
export function UsersTable({ users, onEdit, onDeactivate }: UsersListProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone) return <UsersList users={users} onEdit={onEdit} onDeactivate={onDeactivate} />;
  return (
    <DataTable columns={['User', 'Role', 'Organization', 'Status', <span className="sr-only">Actions</span>]}>
      {users.map((user) => {
        const name = nameOf(user);
        return (
          <tr key={user.id}>
            <td className="py-3 pr-4">
              <div className="flex items-center gap-3">
                <UserInitials text={initialsOf(user.firstName, user.lastName, user.email)} />
                <div className="min-w-0">
                  <p className="flex items-center gap-2 font-medium text-slate-900">
                    {name}
                    <AuthBadge user={user} />
                  </p>
                  <p className="truncate text-xs text-slate-600">{user.email}</p>
                </div>
              </div>
            </td>
            <td className="py-3 pr-4">
              <RoleBadge role={user.role} />
            </td>
            <td className="py-3 pr-4 text-slate-700">{user.organizationName ?? 'No organization'}</td>
            <td className="py-3 pr-4">
              <StatusBadge user={user} />
            </td>
            <td className="py-3 text-right whitespace-nowrap">
              <UserRowActions user={user} name={name} onEdit={onEdit} onDeactivate={onDeactivate} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
