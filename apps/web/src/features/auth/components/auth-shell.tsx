import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '@/components/ui/brand';

/** The frame of the sign-in screens: brand bar, centred content, small footer. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-slate-100 to-slate-50">
      <header className="px-6 py-5">
        <Link
          to="/"
          aria-label="Crossover home"
          className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <Brand />
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:pt-12">
        <div className="w-full max-w-md">{children}</div>
      </main>
      <footer className="px-6 py-6 text-center text-xs text-slate-600">
        Crossover · B2B distribution platform for the 12V car-audio trade
      </footer>
    </div>
  );
}
