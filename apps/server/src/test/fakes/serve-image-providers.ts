import { startFakeImageProviders } from './image-providers.ts';

/**
 * The fake image search providers as a process of their own, for the journeys (playwright.config.ts
 * starts it beside the app, on E2E_PORT + 1, and points the app's SERPAPI_BASE_URL… at it).
 * e2e/image-search.spec.ts creates the three products these answers are for.
 */
export const E2E_IMAGE_SEARCH_ANSWERS: Record<string, string[]> = {
  // Found on the manufacturer's own site (Thunderline Audio: thunderline-audio.test).
  '"E2E-IMG-MAKER" Thunderline Audio site:thunderline-audio.test': [
    '/img/tiny-60x60.png',
    '/img/maker-480x360.png',
  ],
  // Found on the second dealer site.
  '"E2E-IMG-DEALER" Thunderline Audio site:dealer-two.example': [
    '/img/not-image.png',
    '/img/dealer-400x400.jpg',
  ],
  // Only unacceptable answers, a slow one first (the journey watches the progress meanwhile).
  '"E2E-IMG-NONE"': ['/img/slow-120x120.png', '/img/not-image.png'],
  // e2e/cdn-migration.spec.ts stores pictures for its two products this way, then moves them to the CDN.
  '"E2E-CDN-PIC-1"': ['/img/maker-480x360.png'],
  '"E2E-CDN-PIC-2"': ['/img/dealer-400x400.jpg'],
};

const port = Number(process.env.FAKE_PROVIDERS_PORT ?? 0);
const fake = await startFakeImageProviders({ images: E2E_IMAGE_SEARCH_ANSWERS, port, slowMs: 1_000 });
console.log(`Fake image search providers at ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
