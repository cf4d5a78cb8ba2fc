import type { CurrentUser } from '@crossover/domain/auth';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { EmulationSwitcher } from '@/app/layout/emulation-switcher';
import { isRealAdmin } from '@/features/auth/api/get-current-user';
import { RoleBadge } from '@/components/ui/role-badge';
import { cn } from '@/lib/cn';
import { fullName } from '@/lib/format';

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[parts.length - 1]?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase();
}

/** Title of the page, the signed-in user, and the emulation controls for real admins. */
export function PageHeader({
  user,
  title,
  menuButton,
}: {
  user: CurrentUser;
  title: string;
  menuButton: ReactNode;
}) {
  const name = fullName(user.firstName, user.lastName) ?? user.email;
  return (
    <header className="sticky top-0 z-30 flex min-h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur md:px-6">
      {menuButton}
      {/* Wraps instead of cutting: at 390 px beside the admin's controls a long title needs two lines. */}
      <h1 className="min-w-0 text-base leading-tight font-semibold text-balance text-slate-900 sm:text-lg">
        {title}
      </h1>
      <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-3">
        {user.isEmulating ? (
          <Badge tone="solidWarning" className="tracking-wide">
            EMULATING
          </Badge>
        ) : null}
        {isRealAdmin(user) ? <EmulationSwitcher user={user} /> : null}
        <div className="flex items-center gap-2.5">
          {/* On phones the emulation banner already names the user: the page title gets the room. */}
          <span
            className={cn(
              'flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-800',
              user.isEmulating && 'hidden sm:flex',
            )}
            aria-hidden="true"
          >
            {initials(name)}
          </span>
          <div className="sr-only flex-col items-start gap-0.5 sm:not-sr-only sm:flex">
            <span className="max-w-40 truncate text-sm leading-tight font-medium text-slate-900">{name}</span>
            <RoleBadge role={user.role} />
          </div>
        </div>
      </div>
    </header>
  );
}
