import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { useNamedStatements } from './pglite-named-statements.ts';
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

/**
 * Settings of every connection the app opens on PostgreSQL (decision 0066): no parallel workers.
 * A request's statement shares two cores with the other requests; workers only take cores those
 * are waiting for, read on past a LIMIT, and take ~30 ms to start on a small virtual machine
 * ('subwoofer 12' at 1M products: its page 17 ms alone, 65 ms with two workers). The embedded
 * database has none to begin with.
 */
const SESSION_SETTINGS = '-c max_parallel_workers_per_gather=0';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: SESSION_SETTINGS,
    });
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
  useNamedStatements(db, client);
  return { db, kind: 'pglite', connection: { kind: 'pglite', client }, close: () => client.close() };
}

/** The advisory lock key migrations run under (any fixed number no other lock uses). */
const MIGRATION_LOCK_KEY = 4_818_001_019;

/** Raised when the database was migrated by newer code than this process carries. */
export class SchemaNewerThanCode extends Error {}

/** Where the database's schema stands against the migrations this code carries. */
export interface SchemaState {
  /** Migrations this code carries (the journal), and the newest one's timestamp. */
  known: number;
  newestKnown: number;
  /** Migrations recorded in the database, and the newest one's timestamp (0 when none). */
  applied: number;
  newestApplied: number;
}

let journalEntries: { when: number; tag: string }[] | null = null;
/** The migrations this code carries (read once: the files do not change under a running process). */
function readJournal(): { when: number; tag: string }[] {
  if (journalEntries) return journalEntries;
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  journalEntries = journal.entries;
  return journalEntries;
}

export async function schemaState(db: Db): Promise<SchemaState> {
  const journal = readJournal();
  const [table] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const [row] = table?.present
    ? await queryRows<{ applied: number; newest: string | null }>(
        db,
        sql`select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
      )
    : [{ applied: 0, newest: null }];
  return {
    known: journal.length,
    newestKnown: Math.max(0, ...journal.map((e) => e.when)),
    applied: row?.applied ?? 0,
    newestApplied: Number(row?.newest ?? 0),
  };
}

/** Refuses to go on when a newer release migrated this database (its code would misread the schema). */
export async function assertSchemaNotNewer(db: Db): Promise<SchemaState> {
  const state = await schemaState(db);
  if (state.newestApplied > state.newestKnown) {
    throw new SchemaNewerThanCode(
      `The database schema is newer than this code: it has ${state.applied} migrations, the newest from ` +
        `${new Date(state.newestApplied).toISOString()}, and this code knows ${state.known} up to ` +
        `${new Date(state.newestKnown).toISOString()}. Start the newer release (or restore a backup taken ` +
        'before the upgrade); this process will not run against it.',
    );
  }
  return state;
}

/**
 * Brings the schema to this code's head. On PostgreSQL several processes may start at once on the
 * same database (a rolling deploy, app and worker together): they take turns under one advisory
 * lock, so the second finds the work done instead of failing on half-created tables. A database
 * migrated by newer code is refused before anything is changed.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const { connection } = database;
  if (connection.kind !== 'postgres') {
    const before = await assertSchemaNotNewer(database.db);
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    if (before.applied < before.known) await vacuumRewrittenTables(database.db);
    return;
  }
  // The lock lives on a connection of its own, held while the pool runs the migrations.
  const holder = new pg.Client({ connectionString: connection.url });
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const before = await assertSchemaNotNewer(database.db);
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    if (before.applied < before.known) await vacuumRewrittenTables(database.db);
  } finally {
    await holder.end();
  }
}

/** Tables of fewer pages are left to themselves: reading one whole costs little. */
export const REWRITTEN_TABLE_MIN_PAGES = 128;

/**
 * Vacuums the tables whose visibility map is mostly empty, after new migrations: a migration that
 * rewrites a table (0028 adding a stored column to products) empties it, and until a VACUUM
 * every index-only scan reads the table as well (category + manufacturer at 1M products, c=10:
 * 100 ms instead of ~22). Neither the embedded database nor a server with autovacuum off would
 * vacuum it, and autovacuum counts no rewrite as a reason to. VACUUM runs outside a transaction,
 * so here, after the migrations. Answers the tables vacuumed.
 */
export async function vacuumRewrittenTables(
  db: Db,
  minPages: number = REWRITTEN_TABLE_MIN_PAGES,
): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind = 'r'
          and c.relpages >= ${minPages} and c.relallvisible < c.relpages / 2
        order by c.relname`,
  );
  for (const { name } of tables) await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
  return tables.map((table) => table.name);
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
  const dataDir = embeddedDatabaseDir(config.dataDir);
  await mkdir(dataDir, { recursive: true });
  const release = await lockEmbeddedDatabase(config.dataDir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    return {
      ...database,
      async close() {
        await database.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Where the embedded database keeps its files inside DATA_DIR. */
export const embeddedDatabaseDir = (dataDir: string) => `${dataDir}/pglite`;

/** Raised when another live process has the embedded database open. */
export class EmbeddedDatabaseInUse extends Error {}

/**
 * The embedded engine has no lock of its own, and two processes writing one data directory corrupt
 * it: a pid file in DATA_DIR claims it. A file left by a process that is gone is taken over.
 */
export async function lockEmbeddedDatabase(dataDir: string): Promise<() => Promise<void>> {
  const { readFile, rm, writeFile } = await import('node:fs/promises');
  const file = `${dataDir}/pglite.pid`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return async () => {
        await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder))
        throw new EmbeddedDatabaseInUse(
          `The embedded database in ${dataDir} is open in process ${holder}: only one process may use it. ` +
            `Stop that process first (if none is running, delete ${file}).`,
        );
      await rm(file, { force: true });
    }
  }
  throw new EmbeddedDatabaseInUse(`Could not claim the embedded database in ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Raw SQL returning rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
