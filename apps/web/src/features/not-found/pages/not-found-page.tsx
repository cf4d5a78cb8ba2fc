import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';

export const NOT_FOUND_TITLE = '404 Page Not Found';

function NotFoundBody({ homeLabel }: { homeLabel: string }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p className="text-sm text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClasses('primary', 'md')}>
        {homeLabel}
      </Link>
    </div>
  );
}

/** Inside the authenticated layout: the page header already shows the title. */
export function NotFoundContent() {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-6 py-16">
      <NotFoundBody homeLabel="Go to Dashboard" />
    </div>
  );
}

/** For signed-out visitors: a page of its own. */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <Card className="w-full max-w-md p-8">
        <div className="mb-4 flex flex-col items-center gap-3">
          <Compass className="size-10 text-slate-400" aria-hidden="true" />
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{NOT_FOUND_TITLE}</h1>
        </div>
        <NotFoundBody homeLabel="Return to Homepage" />
      </Card>
    </main>
  );
}
