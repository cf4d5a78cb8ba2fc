import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { MAX_BULK_PRODUCTS } from '@crossover/domain/bulk-products';
import { type Db, queryRows } from '@/db/database.ts';
import { DEMO_ACCOUNTS } from '@/db/seed/demo.ts';
import { productCursor } from '@/modules/products/service.ts';
import { compareBulkUpdate, downloadExport } from './admin-writes.ts';
import { openBenchCatalogue, startBenchServer, wholeNumberOption } from './bench-setup.ts';
import { measureAgainstSql, summarize } from './compare.ts';
import { loadAverage, median, msText, ratioText } from './stats.ts';
import { captureStatements, sequentialRounds, statementTexts } from './sql-capture.ts';

const USAGE = `Usage: DATABASE_URL=postgres://… npm run bench -- admin [--products 100000] [--duration 5] [--iterations 200] [--exports 3] [--bulk-runs 5] [--only list,export,bulk] [--show-sql]
  Product administration at scale, as admin@demo.test against the server in its own process:
  the Product Management list (first page, a search, a deep cursor page) next to all of its SQL run
  directly; the CSV export of every product (rows/s, the server's resident memory growth); a bulk
  update of ${MAX_BULK_PRODUCTS.toLocaleString('en-US')} products against one UPDATE … WHERE id = ANY(…) run directly.`;

function options(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      products: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '5' },
      iterations: { type: 'string', default: '200' },
      exports: { type: 'string', default: '3' },
      'bulk-runs': { type: 'string', default: '5' },
      only: { type: 'string', default: 'list,export,bulk' },
      'show-sql': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return null;
  }
  const number = wholeNumberOption;
  return {
    products: number('products', values.products),
    duration: number('duration', values.duration),
    iterations: number('iterations', values.iterations),
    exports: number('exports', values.exports),
    bulkRuns: number('bulk-runs', values['bulk-runs']),
    showSql: values['show-sql'],
    parts: new Set(values.only.split(',').map((part) => part.trim())),
  };
}

/** Product Management's default view (active, newest first, 25 a page) and two harder ones. */
async function listScenarios(db: Db, productCount: number) {
  const middle = Math.floor(productCount / 2);
  const [deep] = await queryRows<{ k0: string; k1: string }>(
    db,
    sql`select created_at::text as k0, id as k1 from products where status = 'active'
        order by created_at desc, id desc offset ${middle} limit 1`,
  );
  const base = { limit: '25', sort: 'createdAt', order: 'desc', status: 'active', emulate: 'true' };
  return [
    { label: 'first page (newest first)', query: base },
    { label: 'search "titan"', query: { ...base, search: 'titan' } },
    {
      label: `deep cursor (row ${middle.toLocaleString('en-US')})`,
      query: { ...base, cursor: productCursor([deep!.k0, deep!.k1]) },
    },
  ];
}

/** Endpoint and SQL measurements alternate in this many slices. */
const SLICES = 10;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `npm run bench -- admin`: product administration at scale (decision 0017). */
export async function runAdminBench(args: string[] = []): Promise<void> {
  const parsed = options(args);
  if (!parsed) return;
  const opts = parsed;
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('The admin bench runs on PostgreSQL: set DATABASE_URL (see --help).');
  const { database, db, productCount } = await openBenchCatalogue(url, opts.products);
  console.log(
    `catalogue: ${productCount.toLocaleString('en-US')} products; load average ${loadAverage()} (1 / 5 / 15 min)`,
  );
  const bench = await startBenchServer(db, url, DEMO_ACCOUNTS.admin.email);
  const { server, cookie, capturer } = bench;

  try {
    if (opts.parts.has('list')) await listPart();
    if (opts.parts.has('export')) await exportPart();
    if (opts.parts.has('bulk')) await bulkPart();
  } finally {
    await bench.close();
    await database.close();
  }

  async function listPart() {
    console.log(
      `\n1. Product Management list (GET /api/products as ${DEMO_ACCOUNTS.admin.email}). Endpoint: 1 keep-alive connection × ${opts.duration} s,` +
        `\n   SQL: all statements of one request, same order and parallelism, run directly as long (≥ ${opts.iterations} times),\n   alternating in ${SLICES} slices. Target ≤ 1.5×. Times in ms.`,
    );
    console.log(
      `${'scenario'.padEnd(28)} ${'stmts'.padStart(5)} ${'rounds'.padStart(6)}  ${'end p50'.padStart(7)} ${'p99'.padStart(7)}  ${'SQL p50'.padStart(7)} ${'p99'.padStart(7)}  ${'×p50'.padStart(5)} ${'×p99'.padStart(5)}  req/s`,
    );
    for (const scenario of await listScenarios(db, productCount)) {
      const target = `/api/products?${new URLSearchParams(scenario.query)}`;
      const inject = async () => {
        const response = await capturer.inject({ method: 'GET', url: target, headers: { cookie } });
        if (response.statusCode !== 200)
          throw new Error(`${scenario.label}: ${response.statusCode} ${response.body}`);
      };
      await inject();
      const statements = await captureStatements(db, inject);
      // Endpoint and SQL in alternating slices, so both meet the same load on this shared machine.
      const result = await measureAgainstSql({
        url: `${server.url}${target}`,
        headers: { cookie },
        db,
        statements,
        connections: 1,
        durationS: opts.duration,
        slices: SLICES,
        minSqlSamples: opts.iterations,
      });
      const { e50, e99, s50, s99, x50, x99 } = summarize(result);
      console.log(
        `${scenario.label.padEnd(28)} ${String(statements.length).padStart(5)} ${String(sequentialRounds(statements)).padStart(6)}  ` +
          `${msText(e50)} ${msText(e99)}  ${msText(s50)} ${msText(s99)}  ${ratioText(x50)} ${ratioText(x99)}  ${result.requestsPerSecond.toFixed(0).padStart(5)}`,
      );
      if (opts.showSql)
        for (const text of statementTexts(statements))
          console.log(`    ${text.replace(/\s+/g, ' ').slice(0, 200)}`);
    }
  }

  async function exportPart() {
    console.log(
      `\n2. CSV export of every product (GET /api/products/export?status=all over HTTP, ${opts.exports} runs).` +
        `\n   Targets ≥ 50,000 rows/s and the server's resident memory growing < 100 MB. Load average ${loadAverage()}.`,
    );
    const exportUrl = `${server.url}/api/products/export?status=all`;
    const show = (label: string, result: Awaited<ReturnType<typeof downloadExport>>) =>
      console.log(
        `   ${label}: ${result.rows.toLocaleString('en-US')} rows, ${mb(result.bytes)}${result.encoding ? ` (${result.encoding})` : ''} in ${result.seconds.toFixed(2)} s = ` +
          `${Math.round(result.rows / result.seconds).toLocaleString('en-US')} rows/s; peak RSS growth ${result.rssGrowthBytes === null ? 'n/a' : mb(result.rssGrowthBytes)}`,
      );
    for (let run = 1; run <= opts.exports; run += 1)
      show(`run ${run}`, await downloadExport(exportUrl, cookie, server.pid));
    // What a browser asks for: the compression plugin then compresses the stream as it goes.
    show('as a browser asks', await downloadExport(exportUrl, cookie, server.pid, 'gzip, deflate, br'));
  }

  async function bulkPart() {
    const ids = (
      await queryRows<{ id: string }>(
        db,
        sql`select id from products order by md5(id) limit ${MAX_BULK_PRODUCTS}`,
      )
    ).map((r) => r.id);
    console.log(
      `\n3. Bulk update of ${ids.length.toLocaleString('en-US')} products' category: PUT /api/products/bulk-update over HTTP against one` +
        `\n   UPDATE … WHERE id = ANY($1) run directly, alternately, ${opts.bulkRuns} runs each after one warm-up. Target ≤ 3×. Load average ${loadAverage()}.`,
    );
    const bulk = await compareBulkUpdate(db, server.url, cookie, ids, opts.bulkRuns);
    const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
    console.log(`   API    ms: ${list(bulk.api)} (median ${median(bulk.api).toFixed(0)})`);
    console.log(`   direct ms: ${list(bulk.direct)} (median ${median(bulk.direct).toFixed(0)})`);
    console.log(
      `   ratio of medians ${(median(bulk.api) / median(bulk.direct)).toFixed(2)}×; load average ${loadAverage()}`,
    );
  }
}

/** The dispatcher (src/scripts/bench.ts) calls `run(args)`. */
export const run = runAdminBench;
