import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { fileURLToPath } from 'node:url';

/** Both drivers give the same query builder; code below the db plugin sees only this. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** What the job queue (pg-boss) connects with: the same embedded engine, or the same server. */
  connection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  close(): Promise<void>;
}

/**
 * Runs independent reads side by side on the pool, but one after another inside a transaction:
 * a transaction owns a single connection, and node-postgres warns about (and from v9 refuses) a
 * second query on a connection that is still busy.
 */
export async function concurrently<T extends readonly unknown[]>(
  db: Db,
  tasks: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  const thunks = tasks as unknown as ReadonlyArray<() => Promise<unknown>>;
  if (!(db instanceof PgTransaction))
    return (await Promise.all(thunks.map((task) => task()))) as unknown as T;
  const results: unknown[] = [];
  for (const task of thunks) results.push(await task());
  return results as unknown as T;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined means in memory (tests); `loadDataDir` starts from a dumped data directory. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    let closing = false;
    // An idle pooled connection can be cut by the server (restart, failover, a forced drop at
    // the end of a test). The pool discards that client and opens another on demand; without a
    // listener the 'error' event would be thrown and take the whole process down.
    pool.on('error', (error) => {
      if (!closing) console.error(`PostgreSQL dropped an idle connection: ${error.message}`);
    });
    const db = drizzlePg({ client: pool }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      connection: { kind: 'postgres', url: options.url },
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  // The extensions the migrations create must be bundled into the embedded engine up front.
  // (Options go in the one-argument form: PGlite ignores them after an undefined dataDir.)
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const db = drizzlePglite({ client }) as unknown as Db;
  return { db, kind: 'pglite', connection: { kind: 'pglite', client }, close: () => client.close() };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** The database the environment asks for: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR. */
export async function openConfiguredDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl });
  const { mkdir } = await import('node:fs/promises');
  const dataDir = `${config.dataDir}/pglite`;
  await mkdir(dataDir, { recursive: true });
  return openDatabase({ kind: 'pglite', dataDir });
}

/** Raw SQL returning rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
