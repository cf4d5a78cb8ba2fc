import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { APPROVE_IN_REQUEST_MAX } from '@crossover/domain/staged-approval-job';
import type { StagedBulkResponse } from '@crossover/domain/staged-products';
import { loadConfig } from '@/config.ts';
import { type Db, migrateDatabase, openConfiguredDatabase, queryRows } from '@/db/database.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '@/db/seed/demo.ts';
import { sessionCookie } from '@/test/app.ts';
import { wholeNumberOption } from './bench-setup.ts';
import { startChildServer } from './child-server.ts';
import { percentile, runLoad } from './http-load.ts';
import { line, loadAverage as load, loadWhile, ms, waitForJob } from './job-load.ts';
import { type Shape, stageRun } from './import-approve.ts';

const USAGE = `Usage: npm run bench -- approve-load [--rows 50000] [--duration 10] [--connections 2]
  Issue 15, on the embedded database (PGlite, the server in a child process on a fresh data folder
  with the demo data): the partner catalogue (GET /api/products as shop@demo.test) loaded on its own
  for --duration seconds (the baseline), then loaded while admin@demo.test approves --rows staged
  rows (POST /api/scraper/staged-bulk, a background job above ${APPROVE_IN_REQUEST_MAX.toLocaleString('en-US')} rows) until the job
  ends. Prints each phase's p50/p99/max next to the baseline; target p99 under 1 s during the
  approval. Also times one in-request approval of ${APPROVE_IN_REQUEST_MAX.toLocaleString('en-US')} rows (the in-request limit).`;

const CATALOGUE = '/api/products?limit=24';
/** Stages the rows and signs the two users in while the bench still holds the data folder. */
async function prepare(dataDir: string, rows: number) {
  const env = { DATABASE_URL: '', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web') };
  const config = loadConfig({ ...process.env, ...env });
  const database = await openConfiguredDatabase(config);
  try {
    await migrateDatabase(database);
    await seedDemoData(database.db);
    const db: Db = database.db;
    const [series] = await queryRows<{ id: string; name: string; manufacturerId: string }>(
      db,
      sql`select s.id, s.name, s.manufacturer_id as "manufacturerId" from product_series s
          join organizations o on o.id = s.manufacturer_id
          where o.type = 'manufacturer' and o.is_active order by o.name, s.name limit 1`,
    );
    if (!series) throw new Error('no series of an active manufacturer in the demo data');
    const shape = (count: number): Shape => ({
      rows: count,
      existing: 0,
      manufacturerId: series.manufacturerId,
      seriesId: series.id,
      seriesName: series.name,
    });
    const big = await stageRun(db, shape(rows), 'BL');
    const small = await stageRun(db, shape(APPROVE_IN_REQUEST_MAX), 'BS');
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

async function post(base: string, cookie: string, ids: string[]) {
  const response = await fetch(`${base}/api/scraper/staged-bulk`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'approve', productIds: ids }),
  });
  if (!response.ok) throw new Error(`staged-bulk answered ${response.status}: ${await response.text()}`);
  return { status: response.status, body: (await response.json()) as { jobId?: string; approved?: number } };
}

/** `npm run bench -- approve-load`. */
export async function run(args: string[] = []): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      rows: { type: 'string', default: '50000' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '2' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return void console.log(USAGE);
  const rows = wholeNumberOption('rows', values.rows);
  const durationS = wholeNumberOption('duration', values.duration);
  const connections = wholeNumberOption('connections', values.connections);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crossover-approve-load-'));
  try {
    console.log(`staging ${rows.toLocaleString('en-US')} + ${APPROVE_IN_REQUEST_MAX} rows on PGlite …`);
    const prepared = await prepare(dataDir, rows);
    const server = await startChildServer(prepared.env);
    try {
      const base = server.url;
      const headers = { cookie: prepared.shop };
      const url = `${base}${CATALOGUE}`;
      console.log(
        `\nApproval on the embedded database vs the partner catalogue (GET ${CATALOGUE} as shop@demo.test,` +
          ` ${connections} connections). Target: p99 under 1 s while the approval runs. Load average ${load()}.`,
      );
      const baseline = await runLoad({ url, headers, connections, durationS });
      console.log(line('baseline (nothing else running)', baseline));

      const inRequest = performance.now();
      const small = await post(base, prepared.admin, prepared.small);
      console.log(
        `   in-request approval of ${APPROVE_IN_REQUEST_MAX.toLocaleString('en-US')} rows: ${ms(performance.now() - inRequest)}` +
          ` (answer ${small.status}, approved ${small.body.approved})`,
      );

      // The catalogue is loaded from before the approval's request to the end of its job.
      let started = 0;
      let answeredMs = 0;
      const { latencies: during, value: finished } = await loadWhile(
        { url, headers, connections },
        async () => {
          started = performance.now();
          const answer = await post(base, prepared.admin, prepared.big);
          answeredMs = performance.now() - started;
          if (answer.status !== 202 || !answer.body.jobId)
            throw new Error(`expected a job, got ${answer.status}`);
          return waitForJob<StagedBulkResponse>(
            `${base}/api/scraper/staged-bulk/${answer.body.jobId}`,
            prepared.admin,
          );
        },
      );
      const jobS = (performance.now() - started) / 1000;
      console.log(line(`during the ${rows.toLocaleString('en-US')}-row approval`, { latencies: during }));
      console.log(
        `   the job: ${finished.status}, ${finished.result?.approved.toLocaleString('en-US')} approved in ${jobS.toFixed(1)} s` +
          ` (the 202 answered in ${ms(answeredMs)}); p99 ${percentile(during, 99) < 1000 ? 'under' : 'OVER'} 1 s.` +
          ` Load average ${load()}.`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
