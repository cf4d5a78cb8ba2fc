import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_ACCOUNTS } from '@/db/seed/demo.ts';
import { sessionCookie } from '@/test/app.ts';
import { openBenchCatalogue, startBenchServer, wholeNumberOption } from './bench-setup.ts';
import { runLoad } from './http-load.ts';
import { percentile } from './stats.ts';
import { captureStatements, sequentialRounds, statementTexts } from './sql-capture.ts';

const USAGE = `Usage: DATABASE_URL=postgres://… npm run bench -- product-detail [--products 10000] [--duration 5] [--connections 1,10] [--show-sql]
  Seeds the demo data and generated products up to --products, starts the server in a separate
  process and loads GET /api/products/{id} (the Product Details dialog) as each kind of caller:
  admin, manufacturer, distributor, shop owner, marketing firm, and an admin emulating the shop
  owner. Prints the statements and dependent round trips of one request, then p50 and p99.`;

function options(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      products: { type: 'string', default: '10000' },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '1,10' },
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
  return {
    products: wholeNumberOption('products', values.products),
    duration: wholeNumberOption('duration', values.duration),
    connections: values.connections.split(',').map((c) => wholeNumberOption('connections', c)),
    showSql: values['show-sql'],
  };
}

/**
 * A product that makes every caller do its full work: active, in a series the shop owner may
 * order from, made by the demo manufacturer, with an active price from a distributor.
 */
async function busiestProduct(db: Db): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select p.id from products p
        join organizations m on m.id = p.manufacturer_id and m.name = 'Thunderline Audio'
        join series_authorizations sa on sa.series_id = p.series_id and sa.is_active
          and sa.authorization_type = 'can_order'
        join users u on u.organization_id = sa.organization_id and u.email = ${DEMO_ACCOUNTS.shop.email}
        where p.status = 'active' and p.is_active
        order by exists (select 1 from distributor_pricing d where d.product_id = p.id and d.is_active) desc, p.id
        limit 1`,
  );
  if (!row) throw new Error('no product the demo shop owner may order from');
  return row.id;
}

async function userId(db: Db, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} is not in the database`);
  return user.id;
}

const ms = (n: number) => n.toFixed(2).padStart(7);

/** `npm run bench -- product-detail`: the Product Details read for each kind of caller. */
export async function run(args: string[] = []): Promise<void> {
  const opts = options(args);
  if (!opts) return;
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('The product detail bench runs on PostgreSQL: set DATABASE_URL (see --help).');
  const { database, db, productCount } = await openBenchCatalogue(url, opts.products);
  const bench = await startBenchServer(db, url, DEMO_ACCOUNTS.admin.email);
  try {
    const productId = await busiestProduct(db);
    const target = `/api/products/${productId}`;
    const shopId = await userId(db, DEMO_ACCOUNTS.shop.email);
    const callers: { label: string; email: string; headers?: Record<string, string> }[] = [
      { label: 'admin (management fields)', email: DEMO_ACCOUNTS.admin.email },
      { label: 'manufacturer (own product)', email: DEMO_ACCOUNTS.manufacturer.email },
      { label: 'distributor', email: DEMO_ACCOUNTS.distributor.email },
      { label: 'shop owner', email: DEMO_ACCOUNTS.shop.email },
      { label: 'marketing firm', email: DEMO_ACCOUNTS.marketing.email },
      {
        label: 'admin emulating shop owner',
        email: DEMO_ACCOUNTS.admin.email,
        headers: { 'x-emulate-user': shopId },
      },
    ];
    console.log(
      `catalogue: ${productCount.toLocaleString('en-US')} products; GET ${target}; ${opts.duration} s per run. Times in ms.`,
    );
    console.log(
      `${'caller'.padEnd(28)} ${'stmts'.padStart(5)} ${'rounds'.padStart(6)}` +
        opts.connections
          .map((c) => `  ${`c=${c} p50`.padStart(9)} ${'p99'.padStart(7)} ${'req/s'.padStart(6)}`)
          .join(''),
    );
    for (const caller of callers) {
      const headers = {
        cookie: await sessionCookie({ db, config: bench.config }, await userId(db, caller.email)),
        ...caller.headers,
      };
      const inject = async () => {
        const response = await bench.capturer.inject({ method: 'GET', url: target, headers });
        if (response.statusCode !== 200)
          throw new Error(`${caller.label}: ${response.statusCode} ${response.body}`);
      };
      await inject();
      const statements = await captureStatements(db, inject);
      let line = `${caller.label.padEnd(28)} ${String(statements.length).padStart(5)} ${String(sequentialRounds(statements)).padStart(6)}`;
      for (const connections of opts.connections) {
        const load = await runLoad({
          url: `${bench.server.url}${target}`,
          headers,
          connections,
          durationS: opts.duration,
        });
        line += `  ${ms(percentile(load.latencies, 50)).padStart(9)} ${ms(percentile(load.latencies, 99))} ${load.requestsPerSecond.toFixed(0).padStart(6)}`;
      }
      console.log(line);
      if (opts.showSql)
        for (const text of statementTexts(statements))
          console.log(`    ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
  } finally {
    await bench.close();
    await database.close();
  }
}
