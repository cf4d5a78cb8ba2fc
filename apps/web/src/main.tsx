import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from '@/app/boot';
import { startFirstLoad } from '@/app/first-load';
import '@/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// early.ts has usually started it already (the built index.html runs it first; the dev server
// does not): then this is the same session probe, with the app's code already on its way.
const session = startFirstLoad();

createRoot(container).render(
  <StrictMode>
    <Boot session={session} />
  </StrictMode>,
);
