import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_ACCOUNTS } from '@/db/seed/demo.ts';
import { type InlineJobs, createInlineJobs } from '@/jobs/inline-jobs.ts';
import { actorOf } from '@/lib/actor.ts';
import { systemClock } from '@/lib/clock.ts';
import { PRICE_ROUND } from '@/modules/pricing-imports/process-job.ts';
import { createPricingImportsService } from '@/modules/pricing-imports/service.ts';
import { sessionCookie } from '@/test/app.ts';
import { openBenchCatalogue, vacuumAfterBench, wholeNumberOption } from './bench-setup.ts';
import { percentile } from './stats.ts';

/**
 * `DATABASE_URL=… npm run bench -- pricing [--rows 50000]` (PostgreSQL; issue 16):
 *
 * 1. A price list of N rows (a new cost and part number per product) processed through the real
 *    path — the service's process (re-validation, the import row, the job row) and the tracked job
 *    applying it in rounds with its change log — next to one set-based
 *    `UPDATE … FROM (VALUES …)` of the same changes run directly. Target ≤ 3×.
 * 2. Its rollback (the request and the rollback job's rounds restoring every old value, marking its changes) next to the same
 *    direct UPDATE restoring them. Target ≤ 3×.
 * 3. The catalogue's first page for a shop owner with 1,000 active rules against none (target
 *    ≤ 1.3×): `catalogueWithRules` below.
 *
 * Each side runs on the same rows from the same state (the bench distributor's N
 * distributor_pricing rows at their start values), twice, interleaved; the better run of each side
 * is compared and every run printed.
 */

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
type BenchApp = Awaited<ReturnType<typeof buildApp>>;
const ratio = (ms: number, baseline: number) => `${(ms / baseline).toFixed(2)}×`;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

interface BenchRow {
  productId: string;
  sku: string;
  start: string;
  next: string;
}

/** One `UPDATE … FROM (VALUES …)` setting every row's cost and part number (literals: 50,000 rows pass the parameter limit). */
function directUpdate(db: Db, distributorId: string, rows: readonly BenchRow[], pick: 'start' | 'next') {
  const values = rows
    .map((row) => `('${row.productId}', ${row[pick]}, 'BP-${row.sku.replaceAll("'", "''")}-${pick}')`)
    .join(',');
  return db.execute(sql`update distributor_pricing d
    set dist_cost = v.cost::numeric, dist_part_number = v.part, updated_at = now()
    from (values ${sql.raw(values)}) as v(product_id, cost, part)
    where d.distributor_id = ${distributorId} and d.product_id = v.product_id`);
}

export async function run(args: string[]): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('npm run bench -- pricing needs DATABASE_URL (PostgreSQL)');
  const at = args.indexOf('--rows');
  const count = at >= 0 ? wholeNumberOption('rows', args[at + 1] ?? '') : 50_000;
  const { database, db } = await openBenchCatalogue(url, count);
  // The app's context for the service and its (inline) jobs; the catalogue is asked in-process.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crossover-bench-pricing-'));
  const config = loadConfig({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  const jobs: InlineJobs = createInlineJobs(db);
  const app = await buildApp({ config, db, jobs, logger: false, mailer: { send: async () => {} } });
  try {
    const [distributor] = await db
      .insert(organizations)
      .values({ name: `Bench Distributor ${Date.now()}`, type: 'distributor' })
      .returning();
    const picked = await queryRows<{ productId: string; sku: string }>(
      db,
      sql`select id as "productId", sku from products order by id limit ${count}`,
    );
    const rows: BenchRow[] = picked.map((p, i) => ({
      ...p,
      start: (100 + (i % 50)).toFixed(2),
      next: (90 + (i % 50)).toFixed(2),
    }));
    await db.execute(sql`insert into distributor_pricing (product_id, distributor_id, dist_cost)
      select id, ${distributor!.id}, 0 from products where id = any(${sql.param(rows.map((r) => r.productId))}::text[])`);
    const reset = () => directUpdate(db, distributor!.id, rows, 'start');
    await reset();
    await db.execute(sql`vacuum analyze distributor_pricing`);
    await db.execute(sql`vacuum analyze pricing_changes`);
    console.log(
      `price list of ${rows.length.toLocaleString('en-US')} rows (cost and part number each) on PostgreSQL`,
    );

    const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    const actor = actorOf(
      { ...admin!, organizationName: null, organizationType: null, organizationTaxRate: null },
      '127.0.0.1',
    );
    const service = createPricingImportsService(app.context);
    const importIds: string[] = [];
    // Every timed run starts on a vacuumed table, as autovacuum leaves it between two price lists:
    // otherwise each side pays for the dead rows the run before it left.
    const settle = () => db.execute(sql`vacuum distributor_pricing, pricing_changes`);

    /** The real path once from the start values: process, its job, then the rollback back to them. */
    async function realPath() {
      await settle();
      const request = await timed(() =>
        service.process(actor, {
          pricingData: rows.map((row, i) => ({
            rowNumber: i + 2,
            sku: row.sku,
            distPartNumber: `BP-${row.sku}-next`,
            cost: row.next,
            mpqCost: null,
          })),
          effectiveDate: systemClock.now().toISOString().slice(0, 10),
          expirationDate: null,
          filename: 'bench.csv',
          organizationId: distributor!.id,
        }),
      );
      const job = await timed(() => jobs.drain());
      const importId = request.value.importId;
      importIds.push(importId);
      const [{ changes } = { changes: 0 }] = await queryRows<{ changes: number }>(
        db,
        sql`select count(*)::int as changes from pricing_changes where pricing_import_id = ${importId}`,
      );
      if (job.value.join() !== 'succeeded' || changes !== rows.length * 2)
        throw new Error(`the job ended ${job.value.join()} with ${changes} changes`);
      // A list this large is rolled back by the rollback job in rounds: the request and its job.
      await settle();
      const undo = await timed(async () => {
        const outcome = await service.rollback(actor, importId, 'bench');
        await jobs.drain();
        return outcome;
      });
      const [after] = await queryRows<{ status: string }>(
        db,
        sql`select status from pricing_imports where id = ${importId}`,
      );
      if (after?.status !== 'rolled_back') throw new Error('the rollback did not finish');
      return { request: request.ms, job: job.ms, changes, rollback: undo.ms, inRounds: undo.value.started };
    }

    // Two passes, each side's better run kept: the baseline's UPDATE of the new values and of the
    // start values back, then the real path (which ends at the start values again).
    const passes: Awaited<ReturnType<typeof realPath>>[] = [];
    const applyBase: number[] = [];
    const restoreBase: number[] = [];
    for (let pass = 0; pass < 2; pass += 1) {
      await settle();
      applyBase.push((await timed(() => directUpdate(db, distributor!.id, rows, 'next'))).ms);
      await settle();
      restoreBase.push((await timed(() => reset())).ms);
      passes.push(await realPath());
    }
    const best = (values: number[]) => Math.min(...values);
    const all = (values: number[]) => values.map(seconds).join(', ');
    const processMs = passes.map((p) => p.request + p.job);
    const rollbackMs = passes.map((p) => p.rollback);
    console.log(`\n1. processing (target ≤ 3×; two passes, the better of each side kept)`);
    console.log(`   direct UPDATE … FROM (VALUES …)              ${all(applyBase)}`);
    console.log(`   process request (validate, store, job row)    ${all(passes.map((p) => p.request))}`);
    console.log(
      `   job (${Math.ceil(rows.length / PRICE_ROUND)} rounds, ${passes[0]!.changes.toLocaleString('en-US')} changes logged)     ${all(passes.map((p) => p.job))}`,
    );
    console.log(
      `   process + job                                 ${all(processMs)}  = ${ratio(best(processMs), best(applyBase))}`,
    );
    console.log(`\n2. rollback (target ≤ 3×)`);
    console.log(`   direct UPDATE … FROM (VALUES …)              ${all(restoreBase)}`);
    console.log(
      `   rollback (${passes[0]!.inRounds ? 'request + job in rounds' : 'one transaction'})          ${all(rollbackMs)}  = ${ratio(best(rollbackMs), best(restoreBase))}`,
    );

    await catalogueWithRules(db, app);

    // Leave nothing behind but the demo data and generated products (the change log has no
    // foreign key to cascade from: decision 0038).
    const ids = sql`${sql.param(importIds)}::text[]`;
    await db.execute(sql`delete from pricing_changes where pricing_import_id = any(${ids})`);
    await db.execute(sql`delete from pricing_imports where id = any(${ids})`);
    await db.execute(sql`delete from organizations where id = ${distributor!.id}`);
    await vacuumAfterBench(db, [
      'distributor_pricing',
      'pricing_changes',
      'pricing_imports',
      'organizations',
    ]);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    await database.close();
  }
}

/**
 * 3. The catalogue's first page for the demo shop owner with 1,000 active pricing rules (600 on
 * products, 300 on series, 100 on manufacturers, live now) against none: p50 of in-process
 * requests (app.inject) on the same database, rules removed afterwards. Target ≤ 1.3×.
 * pricing-core or the lead may move this to the child server of bench/catalog.ts.
 */
async function catalogueWithRules(db: Db, app: BenchApp): Promise<void> {
  const { config } = app.context;
  {
    const [shop] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.shop.email));
    const cookie = await sessionCookie({ db, config }, shop!.id);
    const page = async () => {
      const times: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url: '/api/products', headers: { cookie } });
        if (response.statusCode !== 200) throw new Error(`catalogue answered ${response.statusCode}`);
        if (i >= 5) times.push(performance.now() - started);
      }
      return percentile(
        times.sort((a, b) => a - b),
        50,
      );
    };
    // Without rules before and after (the better kept), so a drift in the machine's load shows.
    const before = await page();
    const marker = `bench-rules-${Date.now()}`;
    await db.execute(sql`insert into pricing_rules
        (name, description, rule_type, product_id, series_id, manufacturer_id, discount_type, discount_value,
         apply_to, valid_from, valid_to, priority)
      select ${marker}, 'bench', 'promotional',
        case when n <= 600 then p.id end, case when n > 600 and n <= 900 then p.series_id end,
        case when n > 900 then p.manufacturer_id end,
        'percentage', 1 + n % 10, 'product', now() - interval '1 day', now() + interval '30 days', 1 + n % 10
      from generate_series(1, 1000) as n
      join lateral (select id, series_id, manufacturer_id from products order by id offset (n * 37) % 50000 limit 1) p on true`);
    await db.execute(sql`analyze pricing_rules`);
    const withRules = await page();
    await db.execute(sql`delete from pricing_rules where name = ${marker}`);
    const none = Math.min(before, await page());
    console.log(`\n3. catalogue first page for the shop owner (p50 of 35 requests, target ≤ 1.3×)`);
    console.log(`   no rules          ${none.toFixed(1)} ms`);
    console.log(`   1,000 live rules  ${withRules.toFixed(1)} ms  = ${(withRules / none).toFixed(2)}×`);
  }
}
