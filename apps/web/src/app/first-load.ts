import { firstRequestsAt } from '@/app/first-requests';
import { loadAuthenticatedLayout, screenLoaderAt } from '@/app/screen-loaders';
import { type SessionProbe, startEarlySessionProbe } from '@/features/auth/api/session-probe';
import { prefetchFirstRequests } from '@/lib/prefetch';

/*
 * What a first load starts before anything renders (decisions 0049, 0057): the session probe, and
 * the app, the signed-in shell and the screen at this address, side by side. At / the landing page
 * may be all a visitor needs, so the app waits for the session's answer there. Once signed in, the
 * screen's first data is asked for too (app/first-requests.ts, decision 0060). Imports neither
 * React nor zod, nor anything that does: early.ts runs it while React still downloads.
 */

let started: Promise<SessionProbe> | null = null;

/** Starts the first load once (early.ts, then main.tsx: the second call gets the same probe). */
export function startFirstLoad(): Promise<SessionProbe> {
  if (started) return started;
  const session = startEarlySessionProbe();
  started = session;
  const { pathname, search } = window.location;
  // Signed-out visitors ask for nothing: the screen's data would only be refused.
  session.then(
    (probe) =>
      probe.data === null ? undefined : prefetchFirstRequests(firstRequestsAt({ pathname, search })),
    () => {},
  );
  const loadSignedIn = () => {
    void import('@/app/app').catch(() => {});
    // The screen's own code straight away: pages.ts, in the shared code, would ask for it only
    // once that has downloaded and run. It preloads the same modules again to render them at once.
    void loadAuthenticatedLayout().catch(() => {});
    void screenLoaderAt(pathname)?.().catch(() => {});
    void import('@/app/pages')
      .then(({ preloadSignedInScreens }) => preloadSignedInScreens(pathname))
      .catch(() => {});
  };
  if (pathname === '/') {
    session.then((probe) => (probe.data === null ? undefined : loadSignedIn()), loadSignedIn);
  } else {
    loadSignedIn();
  }
  return session;
}
