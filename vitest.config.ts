import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dir = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

const seed = Number(process.env.TEST_SEED) || Date.now() % 1_000_000;
console.log(`Server tests run shuffled with seed ${seed} (TEST_SEED=${seed} repeats the order).`);

/**
 * Radix's toast starts its close timer on mount and does not clear it on unmount: a toast shown
 * near the end of a web test file can fire after the file's DOM is gone ('document is not
 * defined'), which fails the whole run though every test passed. Only that error is let through.
 */
function isToastTimerAfterTeardown(error: { name?: string; message?: string; stack?: string }): boolean {
  return (
    error.name === 'ReferenceError' &&
    error.message === 'document is not defined' &&
    (error.stack ?? '').includes('@radix-ui/react-toast')
  );
}

export default defineConfig({
  test: {
    onUnhandledError: (error) => !isToastTimerAfterTeardown(error),
    projects: [
      {
        test: { name: 'domain', root: dir('./packages/domain'), include: ['src/**/*.test.ts'] },
      },
      {
        resolve: { alias: { '@': dir('./apps/server/src') } },
        test: {
          name: 'server',
          root: dir('./apps/server'),
          include: ['src/**/*.test.ts'],
          // Migrates one database per run; each test file starts from a copy of it.
          globalSetup: ['./src/test/global-setup.ts'],
          // Files and the tests in them run in a random order: no test may lean on another having
          // run first. TEST_SEED=<the printed seed> repeats an order.
          sequence: { shuffle: true, seed },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': dir('./apps/web/src') } },
        test: {
          name: 'web',
          root: dir('./apps/web'),
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // A screen's test types into a form field by field: two took over 5 s (the default) beside
          // the journeys on a 2-core machine half as fast as the last one (CI, 2026-11-27). The
          // timeout is there to stop a hang, not to time a screen.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
