import { Building2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { LoginForm } from '@/features/auth/components/login-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { withReturnTo } from '@/features/auth/lib/sign-in-return';
import { useReturnTo } from '@/features/auth/lib/use-return-to';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Spec §9: the logout notice stays 4 s. */
export const LOGOUT_NOTICE_MS = 4000;

/** With ?logout=success: show the notice once, then drop the flag from the address bar. */
function useLogoutSuccessNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const loggedOut = searchParams.get('logout') === 'success';
  const shown = useRef(false);
  useEffect(() => {
    if (!loggedOut || shown.current) return;
    shown.current = true;
    toast({
      title: 'Logged Out Successfully',
      description: 'You have been signed out of your account.',
      duration: LOGOUT_NOTICE_MS,
    });
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('logout');
        return next;
      },
      { replace: true },
    );
  }, [loggedOut, setSearchParams]);
}

export function BusinessLoginPage() {
  useDocumentTitle('Business Partner Portal');
  useLogoutSuccessNotice();
  const returnTo = useReturnTo();
  // ?reset=1 (from the change-password page) opens the reset form directly.
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<'sign-in' | 'reset'>(
    searchParams.get('reset') === '1' ? 'reset' : 'sign-in',
  );
  const [toggled, setToggled] = useState(false);

  const switchTo = (next: 'sign-in' | 'reset') => {
    setToggled(true);
    setMode(next);
  };

  return (
    <AuthShell>
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Building2 className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Business Partner Portal</h1>
          <CardDescription>
            {mode === 'sign-in' ? 'Sign in to your partner account' : 'Reset your password'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {mode === 'sign-in' ? (
            <LoginForm onForgotPassword={() => switchTo('reset')} autoFocus={toggled} returnTo={returnTo} />
          ) : (
            <ResetPasswordForm onDone={() => switchTo('sign-in')} />
          )}
        </CardContent>
        <div className="space-y-3 border-t border-slate-200 px-6 py-5 text-center text-sm">
          <p className="text-slate-600">
            Need an account? Accounts are created by your administrator. Please contact your administrator to
            request access.
          </p>
          <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
            <Link
              to="/"
              className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Return to Homepage
            </Link>
            <Link
              to={withReturnTo('/admin-login', returnTo)}
              className="font-medium text-slate-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Administrator sign-in
            </Link>
          </p>
        </div>
      </Card>
    </AuthShell>
  );
}
