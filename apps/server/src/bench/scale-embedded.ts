import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@/config.ts';
import { migrateDatabase, openDatabase, queryRows } from '@/db/database.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '@/db/seed/demo.ts';
import { generateProducts } from '@/db/seed/scale.ts';
import { checkpointEmbedded } from '@/lib/db/checkpoint.ts';
import { cookieFor } from './bench-setup.ts';
import { startChildServer } from './child-server.ts';
import { runLoad } from './http-load.ts';
import { type Account, REQUESTS, fixtureOf } from './scale-requests.ts';
import { loadAverage, msText, percentile } from './stats.ts';

/** Bytes under `dir`, files of every depth. */
export function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += folderBytes(full);
    else if (entry.isFile()) total += statSync(full).size;
  }
  return total;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The data folder's size and its WAL's, as printed. */
function sizes(pgliteDir: string): string {
  return `data folder ${mb(folderBytes(pgliteDir))}, of which WAL ${mb(folderBytes(path.join(pgliteDir, 'pg_wal')))}`;
}

/** The embedded default's targets (issue 18): c=10 on 100,000 products. */
const CONNECTIONS = 10;
const MIN_FIRST_PAGE_RPS = 100;
const MAX_SEARCH_P99_MS = 500;

/**
 * `npm run bench -- scale --embedded`: what a trial on one laptop meets. The embedded database
 * (PGlite) in a data folder, seeded to `products` (kept between runs with --data-dir), then the
 * server on it in its own process, loaded at c=10. PGlite is one process's: the bench seeds and
 * signs in first, closes it, and only then starts the server.
 */
export async function runEmbeddedScale(opts: {
  products: number;
  dataDir?: string;
  duration: number;
}): Promise<void> {
  const root = opts.dataDir
    ? path.resolve(opts.dataDir)
    : mkdtempSync(path.join(tmpdir(), 'crossover-embedded-'));
  // Where the server keeps it (openConfiguredDatabase): DATA_DIR/pglite.
  const pgliteDir = path.join(root, 'pglite');
  mkdirSync(pgliteDir, { recursive: true });
  const env = { DATA_DIR: root, WEB_DIST_DIR: path.join(root, 'no-web') };
  const config = loadConfig({ ...process.env, ...env, DATABASE_URL: '' });
  console.log(`embedded scale bench in ${root}; load average ${loadAverage()} (1 / 5 / 15 min)`);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
    const cookies = {} as Record<Account, string>;
    let fixture;
    try {
      const { db } = database;
      await migrateDatabase(database);
      await seedDemoData(db);
      const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from products`,
      );
      if (count < opts.products) {
        console.log(`generating ${(opts.products - count).toLocaleString('en-US')} products …`);
        const { ms } = await generateProducts(db, opts.products - count, { checkpoint: false });
        console.log(`  done in ${(ms / 1000).toFixed(1)} s (including VACUUM ANALYZE)`);
      }
      console.log(
        `${Math.max(count, opts.products).toLocaleString('en-US')} products; before CHECKPOINT: ${sizes(pgliteDir)}`,
      );
      await checkpointEmbedded(db);
      console.log(`after CHECKPOINT: ${sizes(pgliteDir)}`);
      cookies.shop = await cookieFor(db, config, DEMO_ACCOUNTS.shop.email);
      cookies.admin = await cookieFor(db, config, DEMO_ACCOUNTS.admin.email);
      fixture = await fixtureOf(db);
    } finally {
      await database.close();
    }

    const server = await startChildServer(env);
    try {
      console.log(
        `\nThe server on it in its own process, ${CONNECTIONS} keep-alive connections × ${opts.duration} s each. Times in ms.` +
          `\nTargets: first page ≥ ${MIN_FIRST_PAGE_RPS} req/s, search p99 ≤ ${MAX_SEARCH_P99_MS} ms.`,
      );
      console.log(`${'request'.padEnd(28)} ${'req/s'.padStart(6)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}`);
      for (const request of REQUESTS.filter((r) => r.embedded)) {
        const result = await runLoad({
          url: `${server.url}${request.path}?${new URLSearchParams(request.query(fixture))}`,
          headers: { cookie: cookies[request.as] },
          connections: CONNECTIONS,
          durationS: opts.duration,
          warmup: 5,
        });
        console.log(
          `${request.label.padEnd(28)} ${result.requestsPerSecond.toFixed(1).padStart(6)} ` +
            `${msText(percentile(result.latencies, 50))} ${msText(percentile(result.latencies, 99))}`,
        );
      }
    } finally {
      await server.stop();
    }
    console.log(`after the load (server stopped): ${sizes(pgliteDir)}; load average ${loadAverage()}`);
  } finally {
    if (!opts.dataDir) rmSync(root, { recursive: true, force: true });
  }
}
