import { Suspense, lazy, useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { LoadingScreen } from '@/app/status-screens';
import type { SessionProbe } from '@/features/auth/api/session-probe';
import { LandingPage } from '@/features/landing/pages/landing-page';

/** The whole app: react-query, the schemas (zod), the route table. */
export const loadApp = () => import('@/app/app');
const App = lazy(async () => ({ default: (await loadApp()).App }));

/** Leaves the landing page: the whole app takes over at the address the link went to. */
function LeaveLanding({ onLeave }: { onLeave: () => void }) {
  useEffect(onLeave, [onLeave]);
  return <LoadingScreen />;
}

/** The landing page with just a router for its links; following one hands over to the app. */
function LandingOnly({ onLeave }: { onLeave: () => void }) {
  const [router] = useState(() =>
    createBrowserRouter([
      { path: '/', element: <LandingPage /> },
      { path: '*', element: <LeaveLanding onLeave={onLeave} /> },
    ]),
  );
  return <RouterProvider router={router} />;
}

type View = 'waiting' | 'landing' | 'app';

/**
 * The first screen (decision 0049). A signed-out visitor at / sees the landing page without
 * downloading the app (react-query, zod, the route table): only once the session probe answers
 * signed out. Every other first load goes straight to the app, which takes the same probe.
 */
export function Boot({ session }: { session: Promise<SessionProbe> }) {
  const [view, setView] = useState<View>(() => (window.location.pathname === '/' ? 'waiting' : 'app'));
  useEffect(() => {
    if (view !== 'waiting') return;
    let live = true;
    const decide = (next: View) => {
      if (live) setView(next);
    };
    // A failed probe goes to the app too: it shows the session error with a retry.
    session.then(
      (probe) => decide(probe.data === null ? 'landing' : 'app'),
      () => decide('app'),
    );
    return () => {
      live = false;
    };
  }, [view, session]);
  const [leave] = useState(() => () => setView('app'));

  if (view === 'waiting') return <LoadingScreen />;
  if (view === 'landing') return <LandingOnly onLeave={leave} />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <App />
    </Suspense>
  );
}
