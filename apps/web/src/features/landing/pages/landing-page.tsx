import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Brand } from '@/components/ui/brand';
import { FeatureGrid } from '@/features/landing/components/feature-grid';
import { TierDiagram } from '@/features/landing/components/tier-diagram';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';

const navLink =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400';

/** Spec §1: what signed-out visitors see at /. */
export function LandingPage() {
  useDocumentTitle('B2B distribution platform for 12V car audio');
  return (
    <div className="relative min-h-screen bg-slate-50">
      <header className="absolute inset-x-0 top-0 z-10">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-6 py-5">
          <Brand tone="dark" />
          <nav aria-label="Account" className="flex items-center gap-2">
            <Link to="/admin-login" className={cn(navLink, 'hidden sm:inline-flex')}>
              Administrator sign-in
            </Link>
            <Link to="/business-login" className={buttonClasses('primary', 'sm')}>
              Business Partner Login
            </Link>
          </nav>
        </div>
      </header>

      <main id="main-content">
        <div className="bg-slate-950 bg-[radial-gradient(ellipse_at_top_right,_rgba(79,70,229,0.35),_transparent_60%)]">
          <section
            aria-labelledby="hero-title"
            className="mx-auto grid max-w-6xl items-center gap-12 px-6 pt-32 pb-20 lg:grid-cols-[1.15fr_1fr] lg:pt-40 lg:pb-28"
          >
            <div>
              <p className="text-sm font-semibold tracking-wider text-brand-300 uppercase">
                For the 12V car-audio trade
              </p>
              <h1
                id="hero-title"
                className="mt-4 text-4xl font-semibold tracking-tight text-white sm:text-5xl"
              >
                The B2B distribution platform for car audio
              </h1>
              <p className="mt-6 max-w-xl text-lg leading-8 text-slate-300">
                Crossover connects manufacturers, distributors, marketing firms and shop owners: one catalogue
                organized by manufacturer and series, pricing according to each partner&apos;s authorization,
                and orders routed to the vendors they may buy from.
              </p>
              <div className="mt-10 flex flex-wrap items-center gap-4">
                <Link to="/business-login" className={buttonClasses('primary', 'lg')}>
                  Business Partner Login
                  <ArrowRight aria-hidden="true" />
                </Link>
                <a href="#features" className={navLink}>
                  See what&apos;s included
                </a>
              </div>
            </div>
            <TierDiagram />
          </section>
        </div>

        <section
          id="features"
          aria-labelledby="features-title"
          className="mx-auto max-w-6xl scroll-mt-8 px-6 py-20"
        >
          <div className="max-w-2xl">
            <h2 id="features-title" className="text-3xl font-semibold tracking-tight text-slate-900">
              Everything the channel runs on
            </h2>
            <p className="mt-4 text-base leading-7 text-slate-600">
              From the first spreadsheet import to the order on a shop&apos;s bench, Crossover keeps
              catalogue, authorization and ordering in one place.
            </p>
          </div>
          <div className="mt-12">
            <FeatureGrid />
          </div>
        </section>
      </main>

      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col items-start justify-between gap-4 px-6 py-8 text-sm text-slate-600 sm:flex-row sm:items-center">
          <p>Crossover · B2B distribution platform</p>
          <p>Accounts are created by your administrator.</p>
        </div>
      </footer>
    </div>
  );
}
