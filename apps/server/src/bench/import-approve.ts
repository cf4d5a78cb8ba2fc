import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { StagedBulkResponse } from '@crossover/domain/staged-products';
import { type Db, queryRows } from '@/db/database.ts';
import { DEMO_ACCOUNTS } from '@/db/seed/demo.ts';
import { loadAverage, median } from './stats.ts';
import {
  type BenchServer,
  openBenchCatalogue,
  startBenchServer,
  vacuumAfterBench,
  wholeNumberOption,
} from './bench-setup.ts';

const USAGE = `Usage: DATABASE_URL=postgres://… npm run bench -- import-approve [--rows 10000] [--existing 2000] [--runs 3] [--products 1]
  Approving staged rows into the catalogue: POST /api/scraper/staged-bulk (action approve) over HTTP
  as admin@demo.test, against one INSERT … SELECT … ON CONFLICT (lower(sku)) DO UPDATE of the same
  kind of rows run directly; alternately, --runs each after one warm-up of each. Each run stages
  fresh rows as an import leaves them: --existing of them repeat SKUs already in the catalogue
  (updates), the rest are new. Target ≤ 3×. The import bench (npm run bench -- import) runs the
  same part after its file parts (runApprovePart).`;

const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');

export interface Shape {
  rows: number;
  existing: number;
  manufacturerId: string;
  seriesId: string;
  seriesName: string;
}

/**
 * Stages `rows` pending rows for the manufacturer as the import writes them (money normalized,
 * every field filled, the series by name); the first `existing` repeat SKUs created here as
 * catalogue products first (the approval then updates them). Answers the staged ids.
 */
export async function stageRun(db: Db, shape: Shape, prefix: string): Promise<string[]> {
  await db.execute(sql`
    insert into products (name, sku, series_id, manufacturer_id, mfg_cost, map_price, source)
    select 'Bench Existing ' || n, ${prefix} || '-' || n, ${shape.seriesId}, ${shape.manufacturerId}, 100, 199.99, 'CSV Import'
    from generate_series(1, ${shape.existing}) as n`);
  const staged = await queryRows<{ id: string }>(
    db,
    sql`insert into staged_products (name, sku, description, category, subcategory, status, mfg_cost,
          mfg_master_pack_cost, map_price, retail_price, mfg_master_pack_qty, image_url, upc, weight,
          dimensions, manufacturer_id, proposed_series_name, is_new_sku)
        select 'Bench Amp ' || n || '.4', ${prefix} || '-' || n, n || 'W class D, four channels',
          'Amplifiers', '4-Channel Amplifiers', 'active', (150 + n % 300)::text || '.00',
          (140 + n % 300)::text || '.00', (229 + n % 300)::text || '.99', '1' || (100 + n % 899)::text || '.99',
          4, 'https://img.test/' || ${prefix} || '-' || n || '.jpg', (700000000000 + n)::text, '4.5',
          '12x8x2 in', ${shape.manufacturerId}, ${shape.seriesName}, n > ${shape.existing}
        from generate_series(1, ${shape.rows}) as n
        returning id`,
  );
  return staged.map((row) => row.id);
}

/** The baseline: the same rows' products written by one statement, as directly as it gets. */
async function approveDirectly(db: Db, ids: string[]): Promise<number> {
  const started = performance.now();
  await db.execute(sql`
    insert into products (sku, name, manufacturer_id, series_id, description, category, subcategory,
      mfg_cost, mfg_master_pack_cost, mfg_master_pack_qty, map_price, retail_price, image_url, upc,
      weight, dimensions, source, status)
    select btrim(s.sku), s.name, s.manufacturer_id, ps.id, s.description, s.category, s.subcategory,
      s.mfg_cost::numeric(10,2), s.mfg_master_pack_cost::numeric(10,2), coalesce(s.mfg_master_pack_qty, 1),
      s.map_price::numeric(10,2), s.retail_price::numeric(10,2), s.image_url, s.upc, s.weight,
      s.dimensions, 'CSV Import', s.status
    from staged_products s
    join product_series ps on ps.manufacturer_id = s.manufacturer_id
      and lower(ps.name) = lower(s.proposed_series_name)
    where s.id = any(${sql.param(ids)}::text[])
    on conflict ((lower(sku))) do update set name = excluded.name, series_id = excluded.series_id,
      description = excluded.description, category = excluded.category,
      subcategory = excluded.subcategory, mfg_cost = excluded.mfg_cost,
      mfg_master_pack_cost = excluded.mfg_master_pack_cost,
      mfg_master_pack_qty = excluded.mfg_master_pack_qty, map_price = excluded.map_price,
      retail_price = excluded.retail_price, image_url = excluded.image_url, upc = excluded.upc,
      weight = excluded.weight, dimensions = excluded.dimensions, updated_at = now()`);
  return performance.now() - started;
}

/** The endpoint: one POST of the ids, as the screen sends it. */
async function approveThroughApi(base: string, cookie: string, ids: string[], shape: Shape): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/scraper/staged-bulk`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'approve', productIds: ids, useAiEnhancements: false }),
  });
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`staged-bulk answered ${response.status}: ${await response.text()}`);
  const answer = (await response.json()) as StagedBulkResponse;
  if (answer.approved !== shape.rows || answer.updated !== shape.existing)
    throw new Error(`approved ${answer.approved} (${answer.updated} updates) of ${shape.rows}`);
  return ms;
}

/** Removes a run's products and staged rows, so every run meets the same catalogue. */
async function cleanUp(db: Db, prefix: string): Promise<void> {
  await db.execute(sql`delete from products where sku like ${`${prefix}-%`}`);
  await db.execute(sql`delete from staged_products where sku like ${`${prefix}-%`}`);
}

export interface ApprovePartOptions {
  rows?: number;
  existing?: number;
  runs?: number;
}

/**
 * Part 3 of `npm run bench -- import`, or the whole of `npm run bench -- import-approve`: on the
 * bench's database and server (signed in as an admin), prints the API's and the direct
 * statement's times and the ratio of their medians.
 */
export async function runApprovePart(
  db: Db,
  bench: Pick<BenchServer, 'server' | 'cookie'>,
  options: ApprovePartOptions = {},
): Promise<{ apiMs: number[]; directMs: number[]; ratio: number }> {
  const rows = options.rows ?? 10_000;
  const existing = Math.min(options.existing ?? 2_000, rows);
  const runs = options.runs ?? 3;
  const [series] = await queryRows<{
    id: string;
    name: string;
    manufacturerId: string;
    manufacturer: string;
  }>(
    db,
    sql`select s.id, s.name, s.manufacturer_id as "manufacturerId", o.name as manufacturer
        from product_series s join organizations o on o.id = s.manufacturer_id
        where o.type = 'manufacturer' and o.is_active order by o.name, s.name limit 1`,
  );
  if (!series) throw new Error('no series of an active manufacturer in the database');
  const shape: Shape = {
    rows,
    existing,
    manufacturerId: series.manufacturerId,
    seriesId: series.id,
    seriesName: series.name,
  };
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from products`,
  );
  console.log(
    `\n3. Approving ${rows.toLocaleString('en-US')} staged rows (${existing.toLocaleString('en-US')} existing SKUs, the rest new) of ` +
      `${series.manufacturer} into a catalogue of ${count.toLocaleString('en-US')} products:` +
      `\n   POST /api/scraper/staged-bulk over HTTP against one INSERT … ON CONFLICT (lower(sku)) run directly,` +
      `\n   alternately, ${runs} runs each after one warm-up. Target ≤ 3×. Load average ${loadAverage()}.`,
  );
  const apiMs: number[] = [];
  const directMs: number[] = [];
  for (let run = 0; run <= runs; run += 1) {
    for (const side of ['api', 'direct'] as const) {
      const prefix = `BA${randomBytes(3).toString('hex').toUpperCase()}`;
      const ids = await stageRun(db, shape, prefix);
      await db.execute(sql`analyze staged_products`);
      const ms =
        side === 'api'
          ? await approveThroughApi(bench.server.url, bench.cookie, ids, shape)
          : await approveDirectly(db, ids);
      if (run > 0) (side === 'api' ? apiMs : directMs).push(ms);
      await cleanUp(db, prefix);
    }
  }
  const vacuumed = await vacuumAfterBench(db, ['products', 'staged_products', 'product_series']);
  console.log(`   vacuumed after the runs: ${vacuumed.join(', ')}`);
  const ratio = median(apiMs) / median(directMs);
  console.log(`   API    ms: ${list(apiMs)} (median ${median(apiMs).toFixed(0)})`);
  console.log(`   direct ms: ${list(directMs)} (median ${median(directMs).toFixed(0)})`);
  console.log(`   ratio of medians ${ratio.toFixed(2)}× (target ≤ 3×); load average ${loadAverage()}`);
  return { apiMs, directMs, ratio };
}

/** `npm run bench -- import-approve`: the approve part on its own. */
export async function runImportApproveBench(args: string[] = []): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      rows: { type: 'string', default: '10000' },
      existing: { type: 'string', default: '2000' },
      runs: { type: 'string', default: '3' },
      products: { type: 'string', default: '1' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return void console.log(USAGE);
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('The approve bench runs on PostgreSQL: set DATABASE_URL (see --help).');
  const { database, db } = await openBenchCatalogue(url, wholeNumberOption('products', values.products));
  const bench = await startBenchServer(db, url, DEMO_ACCOUNTS.admin.email);
  try {
    await runApprovePart(db, bench, {
      rows: wholeNumberOption('rows', values.rows),
      existing: values.existing === '0' ? 0 : wholeNumberOption('existing', values.existing),
      runs: wholeNumberOption('runs', values.runs),
    });
  } finally {
    await bench.close();
    await database.close();
  }
}

/** The dispatcher (src/scripts/bench.ts) calls `run(args)`. */
export const run = runImportApproveBench;
