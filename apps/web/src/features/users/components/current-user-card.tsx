import type { CurrentUser } from '@crossover/domain/auth';
import { Card } from '@/components/ui/card';
import { fullName } from '@/lib/format';
import { RoleBadge } from './role-badge';
import { UserInitials, initialsOf } from './user-initials';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** 'Jun 15, 2025', or 'Unknown' for a date that cannot be read. */
function joinedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : dateFormat.format(date);
}

/** Spec §2: the current user's profile card. */
export function CurrentUserCard({ user }: { user: CurrentUser }) {
  const name = fullName(user.firstName, user.lastName) ?? user.email;
  return (
    <Card className="flex flex-wrap items-center gap-4 p-4" aria-label="Current User Profile" role="region">
      <UserInitials
        text={initialsOf(user.firstName, user.lastName, user.email)}
        className="size-12 text-sm"
      />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
      </div>
      <RoleBadge role={user.role} />
      <div className="text-sm text-slate-700">
        <p>{user.organizationName ?? 'No organization'}</p>
        <p className="text-xs text-slate-600">Joined {joinedDate(user.createdAt)}</p>
      </div>
    </Card>
  );
}
