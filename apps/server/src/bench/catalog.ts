import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import { DEMO_ACCOUNTS } from '@/db/seed/demo.ts';
import { productCursor as encodeCursor } from '@/modules/products/service.ts';
import { openBenchCatalogue, startBenchServer, wholeNumberOption } from './bench-setup.ts';
import { measureAgainstSql, summarize } from './compare.ts';
import { loadAverage, msText, ratioText } from './stats.ts';
import {
  type CapturedStatement,
  captureStatements,
  sequentialRounds,
  statementTexts,
} from './sql-capture.ts';

const USAGE = `Usage: DATABASE_URL=postgres://… npm run bench -- catalog [--products 100000] [--duration 5] [--connections 1] [--iterations 200] [--show-sql]
  Seeds the demo data and generated products up to --products, starts the server in a separate
  process on 127.0.0.1 and loads GET /api/products and /api/products/facets as shop@demo.test.
  Next to each endpoint figure: every SQL statement that endpoint sends for one request (captured
  from the pool), run directly with the same order and parallelism, from --connections workers side
  by side (as many as the endpoint's connections), for as long as the endpoint and at least
  --iterations times; endpoint and SQL alternate in 10 slices so both meet the same load.`;

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
      'show-sql': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    return null;
  }
  const number = wholeNumberOption;
  return {
    products: number('products', values.products),
    duration: number('duration', values.duration),
    connections: number('connections', values.connections),
    iterations: number('iterations', values.iterations),
    showSql: values['show-sql'],
  };
}

async function scenariosFor(db: Db, productCount: number): Promise<Scenario[]> {
  // A cursor half-way through the default partner sort (sub-category, then title).
  const middle = Math.floor(productCount / 2);
  const [deep] = await queryRows<{ k0: string; k1: string; k2: string }>(
    db,
    sql`select coalesce(lower(subcategory), '') as k0, lower(name) as k1, id as k2 from products
        where status = 'active' order by 1, 2, 3 offset ${middle} limit 1`,
  );
  const [manufacturer] = await queryRows<{ id: string }>(
    db,
    sql`select manufacturer_id as id from products group by 1 order by count(*) desc limit 1`,
  );
  return [
    { label: 'first page (sub-category sort)', query: { sort: 'subcategory' } },
    {
      label: 'filtered (category + manufacturer)',
      query: { sort: 'subcategory', category: 'Amplifiers', manufacturerId: manufacturer!.id },
    },
    { label: 'search "titan"', query: { sort: 'name', search: 'titan' } },
    { label: 'search "subwoofer 12" (2 words)', query: { sort: 'name', search: 'subwoofer 12' } },
    { label: 'search "12" (no trigram: scan)', query: { sort: 'name', search: '12' } },
    { label: 'price low-high', query: { sort: 'price' } },
    {
      label: `deep cursor (row ${middle.toLocaleString('en-US')})`,
      query: { sort: 'subcategory', cursor: encodeCursor([deep!.k0, deep!.k1, deep!.k2]) },
    },
    { label: 'facets (no filter)', path: '/api/products/facets', query: {} },
    { label: 'facets (search "titan")', path: '/api/products/facets', query: { search: 'titan' } },
  ];
}

/** `npm run bench -- catalog`: the catalogue endpoint at scale versus all the SQL it runs. */
export async function runCatalogBench(args: string[] = []): Promise<void> {
  const opts = options(args);
  if (!opts) return;
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('The catalogue bench runs on PostgreSQL: set DATABASE_URL (see --help).');
  const { database, db, productCount } = await openBenchCatalogue(url, opts.products);
  console.log(`catalogue: ${productCount.toLocaleString('en-US')} products`);
  const bench = await startBenchServer(db, url, DEMO_ACCOUNTS.shop.email);
  const { server, cookie, capturer } = bench;
  const scenarios = await scenariosFor(db, productCount);

  console.log(
    `\nAs ${DEMO_ACCOUNTS.shop.email}, 25 per page. Endpoint: server in its own process, ${opts.connections} keep-alive connection(s) × ${opts.duration} s.` +
      `\nSQL: all statements of one request, same order and parallelism, run directly by ${opts.connections} worker(s) as long (≥ ${opts.iterations} times);` +
      `\nendpoint and SQL alternate in 10 slices. Times in ms; load average ${loadAverage()} (1 / 5 / 15 min).`,
  );
  console.log(
    `${'scenario'.padEnd(36)} ${'stmts'.padStart(5)} ${'rounds'.padStart(6)}  ${'end p50'.padStart(7)} ${'p99'.padStart(7)}  ${'SQL p50'.padStart(7)} ${'p99'.padStart(7)}  ${'×p50'.padStart(5)} ${'×p99'.padStart(5)}  req/s`,
  );
  try {
    for (const scenario of scenarios) {
      const target = `${scenario.path ?? '/api/products'}?${new URLSearchParams(scenario.query)}`;
      const inject = async () => {
        const response = await capturer.inject({ method: 'GET', url: target, headers: { cookie } });
        if (response.statusCode !== 200)
          throw new Error(`${scenario.label}: ${response.statusCode} ${response.body}`);
      };
      await inject();
      const statements: CapturedStatement[] = await captureStatements(db, inject);

      const result = await measureAgainstSql({
        url: `${server.url}${target}`,
        headers: { cookie },
        db,
        statements,
        connections: opts.connections,
        durationS: opts.duration,
        minSqlSamples: opts.iterations,
      });
      const { e50, e99, s50, s99, x50, x99 } = summarize(result);
      console.log(
        `${scenario.label.padEnd(36)} ${String(statements.length).padStart(5)} ${String(sequentialRounds(statements)).padStart(6)}  ` +
          `${msText(e50)} ${msText(e99)}  ${msText(s50)} ${msText(s99)}  ${ratioText(x50)} ${ratioText(x99)}  ${result.requestsPerSecond.toFixed(0).padStart(5)}`,
      );
      if (opts.showSql)
        for (const text of statementTexts(statements))
          console.log(`    ${text.replace(/\s+/g, ' ').slice(0, 200)}`);
    }
  } finally {
    await bench.close();
    await database.close();
  }
}

/** The dispatcher (src/scripts/bench.ts) calls `run(args)`. */
export const run = runCatalogBench;
