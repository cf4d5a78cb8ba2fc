import type { CurrentUser } from '@crossover/domain/auth';
import { Card } from '@/components/ui/card';
import { fullName } from '@/lib/format';
import { RoleBadge } from '@/components/ui/role-badge';
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
      {/* Name and email keep a readable width and wrap; the rest moves to the next line on phones. */}
      <div className="flex min-w-0 flex-1 basis-60 items-center gap-4">
        <UserInitials
          text={initialsOf(user.firstName, user.lastName, user.email)}
          className="size-12 text-sm"
        />
        <div className="min-w-0">
          <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{name}</p>
          <p className="text-sm [overflow-wrap:anywhere] text-slate-600">{user.email}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <RoleBadge role={user.role} />
        <div className="text-sm text-slate-700">
          <p>{user.organizationName ?? 'No organization'}</p>
          <p className="text-xs text-slate-600">Joined {joinedDate(user.createdAt)}</p>
        </div>
      </div>
    </Card>
  );
}
