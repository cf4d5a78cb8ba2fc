import { Building2, Package, ShieldCheck, Upload, UserCheck, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { redirectTo } from '@/lib/browser';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The single sign-on entry point on the server. */
export const SSO_LOGIN_URL = '/api/login';

const CAPABILITIES: ReadonlyArray<{ icon: LucideIcon; text: string }> = [
  { icon: Package, text: 'Manage products, series and the catalogue' },
  { icon: Building2, text: 'Manage organizations across all four tiers' },
  { icon: Users, text: 'Create business users and assign roles' },
  { icon: Upload, text: 'Run CSV imports, pricing imports and data tools' },
  { icon: UserCheck, text: 'Emulate any user to see what they see' },
];

export function AdminLoginPage() {
  useDocumentTitle('Administrator Sign-In');
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
          <Button size="lg" className="w-full" onClick={() => redirectTo(SSO_LOGIN_URL)}>
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
            to="/business-login"
            className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Go to Business Partner Login
          </Link>
        </div>
      </Card>
    </AuthShell>
  );
}
