import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dir = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

const seed = Number(process.env.TEST_SEED) || Date.now() % 1_000_000;
console.log(`Server tests run shuffled with seed ${seed} (TEST_SEED=${seed} repeats the order).`);

export default defineConfig({
  test: {
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
        },
      },
    ],
  },
});
