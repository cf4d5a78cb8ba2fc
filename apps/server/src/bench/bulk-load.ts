import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { BULK_IN_REQUEST_MAX, type BulkJobAction } from '@crossover/domain/bulk-products-job';
import { type Db, queryRows } from '@/db/database.ts';
import { wholeNumberOption } from './bench-setup.ts';
import { runLoad } from './http-load.ts';
import { CATALOGUE, jobLine, jobUnderLoad, line, loadAverage, ms, onDemoServer } from './job-load.ts';

const USAGE = `Usage: npm run bench -- bulk-load [--products 10000] [--duration 10] [--connections 2]
  Issue 15, on the embedded database (PGlite, the server in a child process on a fresh data folder
  with the demo data and --products more): the partner catalogue (GET /api/products as
  shop@demo.test) loaded on its own for --duration seconds (the baseline), then while admin@demo.test
  bulk updates and then bulk deletes the --products products (background jobs above
  ${BULK_IN_REQUEST_MAX.toLocaleString('en-US')} products). Also times an in-request update and delete of ${BULK_IN_REQUEST_MAX.toLocaleString('en-US')} products (the
  in-request limit). Target: p99 under 1 s while a job runs.`;

/** Adds the products (and another batch for the in-request timings). */
async function addProducts(db: Db, count: number) {
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
  return { big: await add('BULK-BIG-', count), small: await add('BULK-SMALL-', BULK_IN_REQUEST_MAX) };
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
  console.log(`adding ${count.toLocaleString('en-US')} + ${BULK_IN_REQUEST_MAX} products on PGlite …`);
  await onDemoServer(
    'crossover-bulk-load-',
    (db) => addProducts(db, count),
    async ({ base, admin, shop, added }) => {
      const target = { url: `${base}${CATALOGUE}`, headers: { cookie: shop }, connections };
      console.log(
        `\nBulk update and delete on the embedded database vs the partner catalogue (GET ${CATALOGUE} as` +
          ` shop@demo.test, ${connections} connections). Load average ${loadAverage()}.`,
      );
      console.log(line('baseline (nothing else running)', await runLoad({ ...target, durationS })));
      for (const action of ['update', 'delete'] as const) {
        const inRequest = performance.now();
        const small = await send(base, admin, action, added.small);
        console.log(
          `   in-request ${action} of ${BULK_IN_REQUEST_MAX.toLocaleString('en-US')} products: ` +
            `${ms(performance.now() - inRequest)} (answer ${small.status})`,
        );
      }
      for (const action of ['update', 'delete'] as const) {
        const during = await jobUnderLoad<{ message: string }>(
          target,
          () => send(base, admin, action, added.big),
          (jobId) => `${base}/api/products/bulk-jobs/${jobId}`,
          admin,
        );
        console.log(line(`during the ${count.toLocaleString('en-US')}-product ${action}`, during));
        console.log(
          jobLine(`${during.job.status}, "${during.job.result?.message ?? during.job.error}"`, during),
        );
      }
    },
  );
}
