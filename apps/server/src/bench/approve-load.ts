import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { APPROVE_IN_REQUEST_MAX } from '@crossover/domain/staged-approval-job';
import type { StagedBulkResponse } from '@crossover/domain/staged-products';
import { type Db, queryRows } from '@/db/database.ts';
import { wholeNumberOption } from './bench-setup.ts';
import { runLoad } from './http-load.ts';
import { CATALOGUE, jobLine, jobUnderLoad, line, loadAverage as load, ms, onDemoServer } from './job-load.ts';
import { type Shape, stageRun } from './import-approve.ts';

const USAGE = `Usage: npm run bench -- approve-load [--rows 50000] [--duration 10] [--connections 2]
  Issue 15, on the embedded database (PGlite, the server in a child process on a fresh data folder
  with the demo data): the partner catalogue (GET /api/products as shop@demo.test) loaded on its own
  for --duration seconds (the baseline), then loaded while admin@demo.test approves --rows staged
  rows (POST /api/scraper/staged-bulk, a background job above ${APPROVE_IN_REQUEST_MAX.toLocaleString('en-US')} rows) until the job
  ends. Prints each phase's p50/p99/max next to the baseline; target p99 under 1 s during the
  approval. Also times one in-request approval of ${APPROVE_IN_REQUEST_MAX.toLocaleString('en-US')} rows (the in-request limit).`;

/** Stages the rows to approve in the job, and those to approve in one request. */
async function stage(db: Db, rows: number) {
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
  return {
    big: await stageRun(db, shape(rows), 'BL'),
    small: await stageRun(db, shape(APPROVE_IN_REQUEST_MAX), 'BS'),
  };
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
  console.log(`staging ${rows.toLocaleString('en-US')} + ${APPROVE_IN_REQUEST_MAX} rows on PGlite …`);
  await onDemoServer(
    'crossover-approve-load-',
    (db) => stage(db, rows),
    async ({ base, admin, shop, added }) => {
      const target = { url: `${base}${CATALOGUE}`, headers: { cookie: shop }, connections };
      console.log(
        `\nApproval on the embedded database vs the partner catalogue (GET ${CATALOGUE} as shop@demo.test,` +
          ` ${connections} connections). Target: p99 under 1 s while the approval runs. Load average ${load()}.`,
      );
      const baseline = await runLoad({ ...target, durationS });
      console.log(line('baseline (nothing else running)', baseline));

      const inRequest = performance.now();
      const small = await post(base, admin, added.small);
      console.log(
        `   in-request approval of ${APPROVE_IN_REQUEST_MAX.toLocaleString('en-US')} rows: ${ms(performance.now() - inRequest)}` +
          ` (answer ${small.status}, approved ${small.body.approved})`,
      );

      // The catalogue is loaded from before the approval's request to the end of its job.
      const during = await jobUnderLoad<StagedBulkResponse>(
        target,
        () => post(base, admin, added.big),
        (jobId) => `${base}/api/scraper/staged-bulk/${jobId}`,
        admin,
      );
      console.log(line(`during the ${rows.toLocaleString('en-US')}-row approval`, during));
      const approved = during.job.result?.approved.toLocaleString('en-US');
      console.log(jobLine(`${during.job.status}, ${approved} approved`, during));
    },
  );
}
