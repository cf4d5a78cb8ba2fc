import { Building2, Package, ShieldCheck, Upload, UserCheck, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { withReturnTo } from '@/features/auth/lib/sign-in-return';
import { useReturnTo } from '@/features/auth/lib/use-return-to';
import { redirectTo } from '@/lib/browser';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The single sign-on entry point on the server ('/api/login' picks a sign-in page by user). */
export const SSO_LOGIN_URL = '/api/oidc/login';

/** What went wrong, by the server's ?error= of a refused or failed single sign-on. */
export const SSO_ERROR_MESSAGES: Record<string, string> = {
  not_sso:
    'This account does not sign in with single sign-on. Business partners sign in on the Business Partner Login.',
  no_account: 'No active administrator account matches this sign-in. Contact your administrator.',
  unverified:
    'Your identity provider has not verified your email address, so it cannot be linked to an account.',
  linked_elsewhere:
    'This account is linked to a different single sign-on identity. Contact your administrator.',
  failed: 'Single sign-on did not complete. Please try again.',
  expired: 'The sign-in took too long or was started elsewhere. Please try again.',
  unavailable: 'The single sign-on provider cannot be reached right now. Please try again later.',
};

const CAPABILITIES: ReadonlyArray<{ icon: LucideIcon; text: string }> = [
  { icon: Package, text: 'Manage products, series and the catalogue' },
  { icon: Building2, text: 'Manage organizations across all four tiers' },
  { icon: Users, text: 'Create business users and assign roles' },
  { icon: Upload, text: 'Run CSV imports, pricing imports and data tools' },
  { icon: UserCheck, text: 'Emulate any user to see what they see' },
];

export function AdminLoginPage() {
  useDocumentTitle('Administrator Sign-In');
  const returnTo = useReturnTo();
  const [searchParams] = useSearchParams();
  const errorCode = searchParams.get('error');
  const error = errorCode ? (SSO_ERROR_MESSAGES[errorCode] ?? SSO_ERROR_MESSAGES.failed) : null;
  return (
    <AuthShell>
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-slate-900 text-white">
            <ShieldCheck className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Administrator Access</h1>
          <CardDescription>
            Administrators sign in through your organization&apos;s single sign-on.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {error ? (
            <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              <p>{error}</p>
              {errorCode === 'not_sso' ? (
                <Link
                  to={withReturnTo('/business-login', returnTo)}
                  className="mt-1 inline-block font-medium underline"
                >
                  Go to the Business Partner Login
                </Link>
              ) : null}
            </div>
          ) : null}
          <Button
            size="lg"
            className="w-full"
            onClick={() =>
              redirectTo(withReturnTo(error ? `${SSO_LOGIN_URL}?prompt=login` : SSO_LOGIN_URL, returnTo))
            }
          >
            <ShieldCheck aria-hidden="true" />
            Authenticate as Administrator
          </Button>
          <section aria-labelledby="admin-capabilities">
            <h2 id="admin-capabilities" className="mb-3 text-sm font-semibold text-slate-900">
              What administrators can do
            </h2>
            <ul className="space-y-2.5">
              {CAPABILITIES.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-3 text-sm text-slate-700">
                  <Icon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
          </section>
        </CardContent>
        <div className="flex items-center justify-center gap-2 border-t border-slate-200 px-6 py-5 text-sm text-slate-600">
          <span>Business partner?</span>
          <Link
            to={withReturnTo('/business-login', returnTo)}
            className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Go to Business Partner Login
          </Link>
        </div>
      </Card>
    </AuthShell>
  );
}
