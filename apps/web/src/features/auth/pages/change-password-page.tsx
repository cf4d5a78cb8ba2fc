import { MESSAGES } from '@crossover/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { AUTH_USER_QUERY_KEY, useCurrentUser } from '@/features/auth/api/get-current-user';
import type { CurrentUser } from '@crossover/domain/auth';
import { useLogout } from '@/features/auth/api/logout';
import { AuthShell } from '@/features/auth/components/auth-shell';
import type { ChangePasswordMode } from '@/features/auth/components/change-password-form';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { withReturnTo } from '@/features/auth/lib/sign-in-return';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Spec §9: go on 1 s after a successful change. */
export const REDIRECT_AFTER_CHANGE_MS = 1000;

const linkClass =
  'font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

const DESCRIPTIONS: Record<ChangePasswordMode, string> = {
  reset: 'Choose a new password for your account.',
  forced: MESSAGES.passwordChangeRequired,
  voluntary: 'Enter your current password and choose a new one.',
};

/** Signed out without a reset link: how to change the password from here. */
function SignedOutNotice() {
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
        You are not signed in. Sign in to change your password, or, if you have forgotten it, request a reset
        link and open it from the email.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild className="flex-1">
          <Link to={withReturnTo('/business-login', '/change-password')}>Sign in</Link>
        </Button>
        <Button asChild variant="outline" className="flex-1">
          <Link to="/business-login?reset=1">Request a reset link</Link>
        </Button>
      </div>
      <p className="text-slate-600">
        Administrators manage their password with their single sign-on provider.
      </p>
    </div>
  );
}

export function ChangePasswordPage() {
  useDocumentTitle('Change Password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { user, status } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  // Fixed at submit time, so the form does not switch modes when the refreshed user arrives.
  const [done, setDone] = useState<ChangePasswordMode | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Signed out without a reset link no form can work: the page says how to get one instead.
  const signedOut = !token && status !== 'loading' && !user;
  const mode: ChangePasswordMode | null = token
    ? 'reset'
    : status === 'loading' || signedOut
      ? null
      : user?.mustChangePassword
        ? 'forced'
        : 'voluntary';

  const handleSuccess = (completed: ChangePasswordMode) => {
    setDone(completed);
    timer.current = window.setTimeout(async () => {
      if (completed === 'reset') {
        void navigate('/business-login');
        return;
      }
      await queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
      const refreshed = queryClient.getQueryData<CurrentUser | null>(AUTH_USER_QUERY_KEY);
      void navigate(refreshed ? '/' : '/business-login');
    }, REDIRECT_AFTER_CHANGE_MS);
  };

  let body;
  if (done) {
    body = (
      <p
        role="status"
        className="flex items-center gap-2 rounded-md bg-emerald-50 p-4 text-sm text-emerald-900"
      >
        <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
        Your password has been changed. Redirecting…
      </p>
    );
  } else if (signedOut) {
    body = <SignedOutNotice />;
  } else if (mode) {
    body = <ChangePasswordForm key={mode} mode={mode} token={token} onSuccess={() => handleSuccess(mode)} />;
  } else {
    body = <p className="text-sm text-slate-700">Loading</p>;
  }

  return (
    <AuthShell>
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <KeyRound className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Change Password</h1>
          {mode && !done ? <CardDescription>{DESCRIPTIONS[mode]}</CardDescription> : null}
        </CardHeader>
        <CardContent>{body}</CardContent>
        {done || signedOut ? null : (
          <div className="flex justify-center gap-4 border-t border-slate-200 px-6 py-5 text-sm">
            {mode === 'forced' ? (
              <Button
                variant="link"
                size="inline"
                disabled={logout.isPending}
                onClick={() => logout.mutate()}
              >
                Logout
              </Button>
            ) : null}
            {mode === 'voluntary' ? (
              <Link to="/" className={linkClass}>
                Back to Dashboard
              </Link>
            ) : null}
            {mode === 'reset' ? (
              <Link to="/business-login" className={linkClass}>
                Back to Sign In
              </Link>
            ) : null}
          </div>
        )}
      </Card>
    </AuthShell>
  );
}
