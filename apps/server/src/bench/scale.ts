import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '@/db/seed/demo.ts';
import { cookieFor, openBenchCatalogue, startBenchServer, wholeNumberOption } from './bench-setup.ts';
import { measureAgainstSql, summarize } from './compare.ts';
import { runEmbeddedScale } from './scale-embedded.ts';
import { type Account, REQUESTS, fixtureOf } from './scale-requests.ts';
import { captureStatements, sequentialRounds } from './sql-capture.ts';
import { loadAverage, msText, ratio, ratioText } from './stats.ts';

const USAGE = `Usage: DATABASE_URL=postgres://…/<db> npm run bench -- scale [--sizes 10k,100k,1m] [--db-prefix <name>] [--duration 2] [--slices 6] [--only <label words>]
       npm run bench -- scale --embedded [--products 100k] [--data-dir <dir>] [--duration 5]
  The catalogue as it grows. For each size, a PostgreSQL database <db-prefix>_<size> (default prefix:
  DATABASE_URL's database name) holding the demo data and generated products up to that size: created
  and seeded the first time (the seed's time is printed), reused as it is afterwards. Every request in
  REQUESTS is loaded over HTTP at c=1 and c=10 (the server in its own process) and next to it all of
  the SQL it sends, replayed at the same concurrency, alternating in --slices slices; printed: p50,
  p99 and each endpoint's ratio to its SQL, then the first page's c=1 curve across the sizes.
  --embedded: PGlite in a data folder (scratch unless --data-dir), --products products, c=10 on the
  first page and search "titan", with the folder's size and its WAL's before and after CHECKPOINT.`;

/** The request whose c=1 p50 makes the curve across sizes. */
const CURVE_REQUEST = 'catalogue first page';

/** '10k' → 10000, '1m' → 1000000, '250000' → 250000. */
export function parseSize(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim().replaceAll('_', '').replaceAll(',', ''));
  const n = match ? Number(match[1]) * { '': 1, k: 1_000, m: 1_000_000 }[match[2]!.toLowerCase()]! : NaN;
  if (!Number.isSafeInteger(n) || n < 1)
    throw new Error(`a size must be a whole number like 10k, 100k or 1m, not "${text}"`);
  return n;
}

/** 10000 → '10k', 1000000 → '1m', 12345 → '12345': the suffix of a size's database name. */
export function sizeLabel(n: number): string {
  if (n % 1_000_000 === 0) return `${n / 1_000_000}m`;
  if (n % 1_000 === 0) return `${n / 1_000}k`;
  return String(n);
}

function options(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      sizes: { type: 'string', default: '10k,100k,1m' },
      'db-prefix': { type: 'string' },
      duration: { type: 'string' },
      slices: { type: 'string', default: '6' },
      only: { type: 'string' },
      embedded: { type: 'boolean', default: false },
      products: { type: 'string', default: '100k' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return null;
  return {
    sizes: values.sizes.split(',').map(parseSize),
    dbPrefix: values['db-prefix'],
    duration: wholeNumberOption('duration', values.duration ?? (values.embedded ? '5' : '2')),
    slices: wholeNumberOption('slices', values.slices),
    only: values.only?.toLowerCase(),
    embedded: values.embedded,
    products: parseSize(values.products),
    dataDir: values['data-dir'],
  };
}

/** DATABASE_URL with another database name. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates the database `name` on DATABASE_URL's server unless it exists; answers whether it did. */
async function ensureDatabase(url: string, name: string): Promise<boolean> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`"${name}" is not a plain database name`);
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`create database ${name}`);
    return true;
  } finally {
    await client.end();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const HEADER =
  `${'request'.padEnd(28)} ${'stmts'.padStart(5)} ${'rnds'.padStart(4)} | ` +
  ['c=1', 'c=10']
    .map(
      (c) =>
        `${c.padEnd(4)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'SQL p50'.padStart(7)} ${'p99'.padStart(7)} ${'×p50'.padStart(5)} ${'×p99'.padStart(5)} ${'req/s'.padStart(6)}`,
    )
    .join(' | ') +
  ` | ${'target'.padStart(6)} ${'bytes'.padStart(9)}`;

/** One size: seed or reuse its database, then load every request. Answers the curve's p50 at c=1. */
async function runSize(
  url: string,
  dbName: string,
  size: number,
  opts: NonNullable<ReturnType<typeof options>>,
): Promise<number | null> {
  const created = await ensureDatabase(url, dbName);
  const sizeUrl = withDatabase(url, dbName);
  console.log(
    `\n== ${size.toLocaleString('en-US')} products: database ${dbName} (${created ? 'created' : 'exists'}); load average ${loadAverage()} (1 / 5 / 15 min)`,
  );
  const { database, db, productCount } = await openBenchCatalogue(sizeUrl, size);
  const bench = await startBenchServer(db, sizeUrl, DEMO_ACCOUNTS.shop.email);
  let curve: number | null = null;
  try {
    const cookies: Record<Account, string> = {
      shop: bench.cookie,
      admin: await cookieFor(db, bench.config, DEMO_ACCOUNTS.admin.email),
    };
    const fixture = await fixtureOf(db);
    console.log(
      `${productCount.toLocaleString('en-US')} products. Endpoint: the server in its own process; SQL: every statement of one request,` +
        `\nsame order and parallelism, replayed directly at the same concurrency; ${opts.slices} alternating slices, ${opts.duration} s of each side per concurrency. Times in ms.`,
    );
    console.log(HEADER);
    const chosen = REQUESTS.filter((r) => !opts.only || r.label.toLowerCase().includes(opts.only));
    for (const request of chosen) {
      const target = `${request.path}?${new URLSearchParams(request.query(fixture))}`;
      const cookie = cookies[request.as];
      let bytes = 0;
      const inject = async () => {
        const response = await bench.capturer.inject({ method: 'GET', url: target, headers: { cookie } });
        if (response.statusCode !== 200)
          throw new Error(`${request.label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
        bytes = response.rawPayload.length;
      };
      await inject();
      const statements = await captureStatements(db, inject);
      const cells: string[] = [];
      for (const connections of [1, 10]) {
        const result = await measureAgainstSql({
          url: `${bench.server.url}${target}`,
          headers: { cookie },
          db,
          statements,
          connections,
          durationS: opts.duration,
          slices: opts.slices,
          warmup: 2,
        });
        const { e50, e99, s50, s99, x50, x99 } = summarize(result);
        if (connections === 1 && request.label === CURVE_REQUEST) curve = e50;
        cells.push(
          `${''.padEnd(4)} ${msText(e50)} ${msText(e99)} ${msText(s50)} ${msText(s99)} ${ratioText(x50)} ${ratioText(x99)} ${result.requestsPerSecond.toFixed(1).padStart(6)}`,
        );
      }
      console.log(
        `${request.label.padEnd(28)} ${String(statements.length).padStart(5)} ${String(sequentialRounds(statements)).padStart(4)} | ` +
          cells.join(' | ') +
          ` | ${String(request.target).padStart(6)} ${(request.bytes ? kb(bytes) : '').padStart(9)}`,
      );
    }
    console.log(`load average after ${size.toLocaleString('en-US')}: ${loadAverage()}`);
  } finally {
    await bench.close();
    await database.close();
  }
  return curve;
}

/** `npm run bench -- scale`: every list, search and count at 10k, 100k and 1M products (issue 18). */
export async function runScaleBench(args: string[] = []): Promise<void> {
  const opts = options(args);
  if (!opts) return void console.log(USAGE);
  if (opts.embedded) return runEmbeddedScale(opts);
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('The scale bench runs on PostgreSQL: set DATABASE_URL (see --help), or pass --embedded.');
  const prefix = opts.dbPrefix ?? new URL(url).pathname.slice(1);
  console.log(
    `scale bench: sizes ${opts.sizes.map(sizeLabel).join(', ')}; load average ${loadAverage()} (1 / 5 / 15 min)`,
  );
  const curve: { size: number; p50: number | null }[] = [];
  for (const size of opts.sizes) {
    curve.push({ size, p50: await runSize(url, `${prefix}_${sizeLabel(size)}`, size, opts) });
  }
  const measured = curve.filter((point): point is { size: number; p50: number } => point.p50 !== null);
  if (measured.length > 0) {
    const first = measured[0]!;
    const last = measured.at(-1)!;
    const growth = ratio(last.p50, first.p50);
    console.log(
      `\n${CURVE_REQUEST}, c=1 p50: ${measured.map((p) => `${sizeLabel(p.size)} ${p.p50.toFixed(1)} ms`).join(' → ')}` +
        (measured.length > 1
          ? `; ${sizeLabel(last.size)}/${sizeLabel(first.size)} = ${growth === null ? 'n/a' : `${growth.toFixed(2)}×`} (target ≤ 1.5×)`
          : ''),
    );
  }
  console.log(`load average at the end: ${loadAverage()} (1 / 5 / 15 min)`);
}

/** The dispatcher (src/scripts/bench.ts) calls `run(args)`. */
export const run = runScaleBench;
