import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '@/app.ts';
import { type Config, loadConfig } from '@/config.ts';
import { type Database, type Db, migrateDatabase, openDatabase, queryRows } from '@/db/database.ts';
import { products } from '@/db/schema/products.ts';
import { users } from '@/db/schema/users.ts';
import { seedDemoData } from '@/db/seed/demo.ts';
import { generateProducts } from '@/db/seed/scale.ts';
import { sessionCookie } from '@/test/app.ts';
import { type ChildServer, startChildServer } from './child-server.ts';

/**
 * What the product benchmarks (catalog, admin) share: their whole-number options, a PostgreSQL
 * catalogue of at least N products, and the server under test in a child process with a signed-in
 * user and an in-process app that only captures the statements one request sends.
 */

/** A `--name` option's text as a whole number ≥ 1 ('100_000' and '100,000' read as 100000). */
export function wholeNumberOption(name: string, text: string): number {
  const n = Number(text.replaceAll('_', '').replaceAll(',', ''));
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`--${name} must be a whole number ≥ 1`);
  return n;
}

/** DATABASE_URL migrated, with the demo data and at least `wanted` products (generated once). */
export async function openBenchCatalogue(
  url: string,
  wanted: number,
): Promise<{ database: Database; db: Db; productCount: number }> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
  const { db } = database;
  await migrateDatabase(database);
  await seedDemoData(db);
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  if (count < wanted) {
    console.log(`generating ${(wanted - count).toLocaleString('en-US')} products …`);
    const { ms: took } = await generateProducts(db, wanted - count);
    console.log(`  done in ${(took / 1000).toFixed(1)} s (including VACUUM ANALYZE)`);
  }
  return { database, db, productCount: Math.max(count, wanted) };
}

export interface BenchServer {
  server: ChildServer;
  config: Config;
  /** A session cookie of the user the bench acts as. */
  cookie: string;
  /** An in-process app only to capture the statements one request sends; the load goes to the child. */
  capturer: Awaited<ReturnType<typeof buildApp>>;
  /** Stops the child, closes the capturer and removes the scratch data folder. */
  close(): Promise<void>;
}

/**
 * Vacuums (and analyzes) what a bench wrote, so the next bench does not pay for its dead rows:
 * autovacuum is off on the bench machine, and an import bench's approval once left 96,000 dead
 * products that made the next catalogue bench 3.5× slower. `tables` are the ones the bench knows
 * it wrote; to them are added any table the statistics show with dead rows (writes by triggers,
 * or by the server under test, whose counters arrive when its connections close).
 * Answers the tables vacuumed.
 */
export async function vacuumAfterBench(db: Db, tables: readonly string[]): Promise<string[]> {
  const dead = await queryRows<{ name: string }>(
    db,
    sql`select relname as name from pg_stat_user_tables where n_dead_tup > 0 and schemaname = current_schema()`,
  );
  const names = [...new Set([...tables, ...dead.map((row) => row.name)])].sort();
  if (names.length === 0) return names;
  await db.execute(
    sql`vacuum (analyze) ${sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    )}`,
  );
  return names;
}

/** A session cookie of the user with `email` (a demo account) for a server on this database. */
export async function cookieFor(db: Db, config: Config, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} is not in the database`);
  return sessionCookie({ db, config }, user.id);
}

/** The server under test on `url`, signed in as `email` (a demo account). */
export async function startBenchServer(db: Db, url: string, email: string): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crossover-bench-'));
  const env = { DATABASE_URL: url, DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web') };
  const server = await startChildServer(env);
  const config = loadConfig(server.env);
  const cookie = await cookieFor(db, config, email);
  const capturer = await buildApp({ config, db, logger: false, mailer: { send: async () => {} } });
  return {
    server,
    config,
    cookie,
    capturer,
    async close() {
      await server.stop();
      await capturer.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
