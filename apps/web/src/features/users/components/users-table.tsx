import type { User } from '@crossover/domain/users';
import { Pencil, UserX } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { fullName } from '@/lib/format';
import { RoleBadge } from './role-badge';
import { UserInitials, initialsOf } from './user-initials';

/** Spec §2: User, Role, Organization, Status, Actions. */
export function UsersTable({
  users,
  onEdit,
  onDeactivate,
}: {
  users: readonly User[];
  onEdit: (user: User) => void;
  onDeactivate: (user: User) => void;
}) {
  return (
    <DataTable columns={['User', 'Role', 'Organization', 'Status', <span className="sr-only">Actions</span>]}>
      {users.map((user) => {
        const name = fullName(user.firstName, user.lastName) ?? user.email;
        return (
          <tr key={user.id}>
            <td className="py-3 pr-4">
              <div className="flex items-center gap-3">
                <UserInitials text={initialsOf(user.firstName, user.lastName, user.email)} />
                <div className="min-w-0">
                  <p className="flex items-center gap-2 font-medium text-slate-900">
                    {name}
                    {user.authType === 'traditional' ? (
                      <Badge tone="info">Business</Badge>
                    ) : (
                      <Badge tone="violet">SSO</Badge>
                    )}
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
              <Badge tone={user.isActive ? 'success' : 'neutral'}>
                {user.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </td>
            <td className="py-3 text-right whitespace-nowrap">
              <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={() => onEdit(user)}>
                <Pencil aria-hidden="true" />
              </Button>
              {user.isActive ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Deactivate ${name}`}
                  onClick={() => onDeactivate(user)}
                >
                  <UserX aria-hidden="true" className="text-red-700" />
                </Button>
              ) : null}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
