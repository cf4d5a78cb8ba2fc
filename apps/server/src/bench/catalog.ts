import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { type ProductListQuery, productListQuerySchema } from '@crossover/domain/catalog';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { migrateDatabase, openDatabase, queryRows } from '@/db/database.ts';
import { products } from '@/db/schema/products.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '@/db/seed/demo.ts';
import { generateProducts } from '@/db/seed/scale.ts';
import {
  countProducts,
  decodeCursor,
  encodeCursor,
  listProductPage,
  productFacets,
} from '@/modules/catalog/product-repo.ts';
import { sessionCookie } from '@/test/app.ts';

const USAGE = `Usage: npm run bench -- catalog [--products 100000] [--duration 5] [--connections 1] [--iterations 200]
  Seeds the demo data and generated products up to --products on DATABASE_URL (PGlite in memory
  without it), then prints p50/p99 of GET /api/products and /api/products/facets (autocannon) for shop@demo.test
  next to the same SQL (page + count, or the five facet counts) run directly.`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface Scenario {
  label: string;
  /** The endpoint: the product list unless said otherwise. */
  path?: '/api/products' | '/api/products/facets';
  query: Record<string, string>;
}

function options(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      products: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '1' },
      iterations: { type: 'string', default: '200' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    return null;
  }
  const number = (name: string, text: string) => {
    const n = Number(text.replaceAll('_', '').replaceAll(',', ''));
    if (!Number.isSafeInteger(n) || n < 1) throw new Error(`--${name} must be a whole number ≥ 1`);
    return n;
  };
  return {
    products: number('products', values.products),
    duration: number('duration', values.duration),
    connections: number('connections', values.connections),
    iterations: number('iterations', values.iterations),
  };
}

/** `npm run bench -- catalog`: the catalogue endpoint at scale versus its SQL. */
export async function runCatalogBench(args: string[] = []): Promise<void> {
  const opts = options(args);
  if (!opts) return;
  const url = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crossover-bench-'));
  const database = url
    ? await openDatabase({ kind: 'postgres', url, poolSize: 10 })
    : await openDatabase({ kind: 'pglite' });
  console.log(`database: ${url ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite (in memory)'}`);
  const { db } = database;
  await migrateDatabase(database);
  await seedDemoData(db);
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  if (count < opts.products) {
    console.log(`generating ${(opts.products - count).toLocaleString('en-US')} products …`);
    const { ms } = await generateProducts(db, opts.products - count);
    console.log(`  done in ${(ms / 1000).toFixed(1)} s`);
    // Steady state: what autovacuum leaves behind (statistics and a visibility map for index-only counts).
    await db.execute(sql`vacuum analyze`);
  }
  console.log(`catalogue: ${Math.max(count, opts.products).toLocaleString('en-US')} products`);

  const [shop] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.shop.email));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error' }), databaseUrl: url };
  const app = await buildApp({ config, db, logger: false, mailer: { send: async () => {} } });
  const cookie = await sessionCookie({ db, config }, shop!.id);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  // A cursor half-way through the default partner sort (sub-category, then title).
  const [deep] = await queryRows<{ k0: string; k1: string; k2: string }>(
    db,
    sql`select coalesce(lower(subcategory), '') as k0, lower(name) as k1, id as k2 from products
        where status = 'active' order by 1, 2, 3 offset ${Math.floor(opts.products / 2)} limit 1`,
  );
  const scenarios: Scenario[] = [
    { label: 'first page (sub-category sort)', query: { sort: 'subcategory' } },
    { label: 'filtered (category + manufacturer)', query: { sort: 'subcategory', category: 'Amplifiers' } },
    { label: 'search "titan" (name/description/SKU)', query: { sort: 'name', search: 'titan' } },
    { label: 'price low-high', query: { sort: 'price' } },
    {
      label: `deep cursor (row ${Math.floor(opts.products / 2).toLocaleString('en-US')})`,
      query: { sort: 'subcategory', cursor: encodeCursor([deep!.k0, deep!.k1, deep!.k2]) },
    },
  ];
  const [manufacturer] = await queryRows<{ id: string }>(
    db,
    sql`select manufacturer_id as id from products group by 1 order by count(*) desc limit 1`,
  );
  scenarios[1]!.query.manufacturerId = manufacturer!.id;
  scenarios.push(
    { label: 'facets (no filter)', path: '/api/products/facets', query: {} },
    { label: 'facets (search "titan")', path: '/api/products/facets', query: { search: 'titan' } },
  );

  console.log(
    `\nGET /api/products as ${DEMO_ACCOUNTS.shop.email}, 25 per page; autocannon ${opts.connections} connection(s) × ${opts.duration} s;` +
      ` direct SQL = the queries the endpoint runs for its data (page + count, or the facet counts), ${opts.iterations} runs`,
  );
  console.log(
    `${'scenario'.padEnd(40)} ${'endpoint p50'.padStart(12)} ${'p99'.padStart(8)}   ${'SQL p50'.padStart(8)} ${'p99'.padStart(8)}   ratio`,
  );
  for (const scenario of scenarios) {
    const qs = new URLSearchParams(scenario.query).toString();
    const path = scenario.path ?? '/api/products';
    const check = await fetch(`${address}${path}?${qs}`, { headers: { cookie } });
    if (check.status !== 200) throw new Error(`${scenario.label}: ${check.status} ${await check.text()}`);
    const result = await autocannon({
      url: `${address}${path}?${qs}`,
      headers: { cookie },
      connections: opts.connections,
      duration: opts.duration,
    });
    if (result.non2xx > 0) throw new Error(`${scenario.label}: ${result.non2xx} non-2xx answers`);

    const query: ProductListQuery = productListQuerySchema.parse(scenario.query);
    const after = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
    const order = query.order ?? (query.sort === 'createdAt' ? 'desc' : 'asc');
    const samples: number[] = [];
    for (let i = 0; i < opts.iterations + 5; i += 1) {
      const t0 = performance.now();
      if (path === '/api/products/facets') await productFacets(db, query);
      else
        await Promise.all([
          listProductPage(db, query, query.sort, order, query.limit, after),
          countProducts(db, query),
        ]);
      if (i >= 5) samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    const sqlP50 = percentile(samples, 50);
    const ratio = result.latency.p50 / Math.max(sqlP50, 0.001);
    console.log(
      `${scenario.label.padEnd(40)} ${`${result.latency.p50.toFixed(1)} ms`.padStart(12)} ${`${result.latency.p99.toFixed(1)}`.padStart(8)}   ` +
        `${`${sqlP50.toFixed(1)} ms`.padStart(8)} ${percentile(samples, 99).toFixed(1).padStart(8)}   ${ratio.toFixed(2)}×`,
    );
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The dispatcher (src/scripts/bench.ts) calls `run(args)`. */
export const run = runCatalogBench;
