import type { CurrentUser } from '@crossover/domain/auth';
import { roleLabel } from '@crossover/domain/roles';
import { Eye, KeyRound, LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useExitEmulation } from '@/features/emulation/api/stop-emulation';
import { fullName } from '@/lib/format';

/** Said while emulating a user whose password change is still due (only they can make it). */
export const MUST_CHANGE_PASSWORD_NOTICE = 'This user must change their password at next sign-in.';

/** Spec §2 "Emulation banner": only while an admin emulates an existing user. */
export function EmulationBanner({ user }: { user: CurrentUser }) {
  const exit = useExitEmulation();
  if (!user.isEmulating || user.realUserRole !== 'admin' || !user.realUserId) return null;

  const viewedAs = fullName(user.firstName, user.lastName) ?? user.email;
  const organization = user.organizationName ?? user.organizationId ?? 'No org';
  const admin = fullName(user.realUserFirstName, user.realUserLastName) ?? 'Admin User';

  return (
    <section
      aria-label="Emulation"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2.5 text-amber-950 md:px-6"
    >
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        <p className="flex items-center gap-2 font-semibold">
          <Eye className="size-4 shrink-0" aria-hidden="true" />
          Emulation Mode Active
        </p>
        <p>
          Viewing as <strong className="font-semibold">{viewedAs}</strong>
        </p>
        <p>
          <span className="text-amber-900">Role:</span> {roleLabel(user.role)}
        </p>
        <p>
          <span className="text-amber-900">Organization:</span> {organization}
        </p>
        <p>
          <span className="text-amber-900">Admin:</span> {admin}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="sm:ml-auto"
          disabled={exit.isPending}
          onClick={() => exit.mutate()}
        >
          <LogOut aria-hidden="true" />
          Exit Emulation
        </Button>
      </div>
      {user.mustChangePassword ? (
        <p className="mt-2 flex items-center gap-2 text-sm">
          <KeyRound className="size-4 shrink-0" aria-hidden="true" />
          {MUST_CHANGE_PASSWORD_NOTICE}
        </p>
      ) : null}
    </section>
  );
}
