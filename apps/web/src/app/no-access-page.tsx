import { ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { useSignedInUser } from '@/features/auth/api/get-current-user';
import { roleTitle } from '@/components/ui/role-badge';

export const NO_ACCESS_TITLE = 'You do not have access to this page';

/**
 * Shown instead of a screen the signed-in (or emulated) user's role may not open, e.g. one typed
 * into the address bar: nothing of the screen is rendered or loaded.
 */
export function NoAccessPage({ title }: { title: string }) {
  const user = useSignedInUser();
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <ShieldX className="size-8 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{NO_ACCESS_TITLE}</h2>
      <p className="max-w-md text-sm text-slate-700">
        {title} is not available to the {roleTitle(user.role)} role. The menu lists the pages you can use.
      </p>
      <Link
        to="/"
        className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
      >
        Go to the Dashboard
      </Link>
    </div>
  );
}
