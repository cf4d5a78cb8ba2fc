import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { BULK_IN_REQUEST_MAX, type BulkJobAction } from '@crossover/domain/bulk-products-job';
import { loadConfig } from '@/config.ts';
import { type Db, migrateDatabase, openConfiguredDatabase, queryRows } from '@/db/database.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '@/db/seed/demo.ts';
import { sessionCookie } from '@/test/app.ts';
import { wholeNumberOption } from './bench-setup.ts';
import { startChildServer } from './child-server.ts';
import { percentile, runLoad } from './http-load.ts';
import { line, loadAverage, loadWhile, ms, waitForJob } from './job-load.ts';

const USAGE = `Usage: npm run bench -- bulk-load [--products 10000] [--duration 10] [--connections 2]
  Issue 15, on the embedded database (PGlite, the server in a child process on a fresh data folder
  with the demo data and --products more): the partner catalogue (GET /api/products as
  shop@demo.test) loaded on its own for --duration seconds (the baseline), then while admin@demo.test
  bulk updates and then bulk deletes the --products products (background jobs above
  ${BULK_IN_REQUEST_MAX.toLocaleString('en-US')} products). Also times an in-request update and delete of ${BULK_IN_REQUEST_MAX.toLocaleString('en-US')} products (the
  in-request limit). Target: p99 under 1 s while a job runs.`;

const CATALOGUE = '/api/products?limit=24';

/** Adds the products (and another batch for the in-request timings) and signs the users in. */
async function prepare(dataDir: string, count: number) {
  const env = { DATABASE_URL: '', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web') };
  const config = loadConfig({ ...process.env, ...env });
  const database = await openConfiguredDatabase(config);
  try {
    await migrateDatabase(database);
    await seedDemoData(database.db);
    const db: Db = database.db;
    const add = async (prefix: string, n: number) =>
      (
        await queryRows<{ id: string }>(
          db,
          sql`insert into products (name, sku, series_id, manufacturer_id, category)
              select 'Bench Amp ' || g, ${prefix} || g, s.id, s.manufacturer_id, 'Amplifiers'
              from generate_series(1, ${n}) g,
                (select id, manufacturer_id from product_series order by name limit 1) s
              returning id`,
        )
      ).map((row) => row.id);
    const big = await add('BULK-BIG-', count);
    const small = await add('BULK-SMALL-', BULK_IN_REQUEST_MAX);
    await db.execute(sql`analyze`);
    const cookieOf = async (email: string) => {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return sessionCookie({ db, config }, user!.id);
    };
    return {
      env,
      big,
      small,
      admin: await cookieOf(DEMO_ACCOUNTS.admin.email),
      shop: await cookieOf(DEMO_ACCOUNTS.shop.email),
    };
  } finally {
    await database.close();
  }
}

async function send(base: string, cookie: string, action: BulkJobAction, ids: string[]) {
  const update = action === 'update';
  const response = await fetch(`${base}/api/products/${update ? 'bulk-update' : 'bulk-delete'}`, {
    method: update ? 'PUT' : 'DELETE',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(
      update ? { productIds: ids, updates: { category: 'Bench' }, dryRun: false } : { productIds: ids },
    ),
  });
  if (!response.ok) throw new Error(`bulk ${action} answered ${response.status}: ${await response.text()}`);
  return { status: response.status, body: (await response.json()) as { jobId?: string; message: string } };
}

/** `npm run bench -- bulk-load`. */
export async function run(args: string[] = []): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      products: { type: 'string', default: '10000' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '2' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return void console.log(USAGE);
  const count = wholeNumberOption('products', values.products);
  const durationS = wholeNumberOption('duration', values.duration);
  const connections = wholeNumberOption('connections', values.connections);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crossover-bulk-load-'));
  try {
    console.log(`adding ${count.toLocaleString('en-US')} + ${BULK_IN_REQUEST_MAX} products on PGlite …`);
    const prepared = await prepare(dataDir, count);
    const server = await startChildServer(prepared.env);
    try {
      const base = server.url;
      const target = { url: `${base}${CATALOGUE}`, headers: { cookie: prepared.shop }, connections };
      console.log(
        `\nBulk update and delete on the embedded database vs the partner catalogue (GET ${CATALOGUE} as` +
          ` shop@demo.test, ${connections} connections). Load average ${loadAverage()}.`,
      );
      console.log(line('baseline (nothing else running)', await runLoad({ ...target, durationS })));
      for (const action of ['update', 'delete'] as const) {
        const inRequest = performance.now();
        const small = await send(base, prepared.admin, action, prepared.small);
        console.log(
          `   in-request ${action} of ${BULK_IN_REQUEST_MAX.toLocaleString('en-US')} products: ` +
            `${ms(performance.now() - inRequest)} (answer ${small.status})`,
        );
      }
      for (const action of ['update', 'delete'] as const) {
        let started = 0;
        let answeredMs = 0;
        const { latencies, value: job } = await loadWhile(target, async () => {
          started = performance.now();
          const answer = await send(base, prepared.admin, action, prepared.big);
          answeredMs = performance.now() - started;
          if (answer.status !== 202 || !answer.body.jobId)
            throw new Error(`expected a job, got ${answer.status}`);
          return waitForJob<{ message: string }>(
            `${base}/api/products/bulk-jobs/${answer.body.jobId}`,
            prepared.admin,
          );
        });
        console.log(line(`during the ${count.toLocaleString('en-US')}-product ${action}`, { latencies }));
        console.log(
          `   the job: ${job.status}, "${job.result?.message ?? job.error}" in ${((performance.now() - started) / 1000).toFixed(1)} s` +
            ` (the 202 answered in ${ms(answeredMs)}); p99 ${percentile(latencies, 99) < 1000 ? 'under' : 'OVER'} 1 s.` +
            ` Load average ${loadAverage()}.`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
