import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot, loadApp } from '@/app/boot';
import { preloadSignedInScreens } from '@/app/pages';
import { startEarlySessionProbe } from '@/features/auth/api/session-probe';
import '@/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Everything a signed-in first load needs starts now, side by side (decision 0049): the session,
// the app, the signed-in shell and the screen at this address. At / the landing page may be all a
// visitor needs, so the app waits for the session's answer there.
const session = startEarlySessionProbe();
const { pathname } = window.location;
const loadSignedIn = () => {
  void loadApp().catch(() => {});
  preloadSignedInScreens(pathname);
};
if (pathname === '/') {
  session.then((probe) => (probe.data === null ? undefined : loadSignedIn()), loadSignedIn);
} else {
  loadSignedIn();
}

createRoot(container).render(
  <StrictMode>
    <Boot session={session} />
  </StrictMode>,
);
