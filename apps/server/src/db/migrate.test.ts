import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  type Database,
  SchemaNewerThanCode,
  migrateDatabase,
  openDatabase,
  queryRows,
  schemaState,
  vacuumRewrittenTables,
} from '@/db/database.ts';
import { createTestDatabase } from '@/test/database.ts';

describe('a migrated database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is at the head of the migrations this code carries', async () => {
    const state = await schemaState(database.db);
    expect(state.known).toBeGreaterThan(20);
    expect(state.applied).toBe(state.known);
    expect(state.newestApplied).toBe(state.newestKnown);
  });

  it('is refused, untouched, when newer code migrated it', async () => {
    const { newestKnown } = await schemaState(database.db);
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${newestKnown + 60_000})`,
    );
    const refusal = migrateDatabase(database);
    await expect(refusal).rejects.toBeInstanceOf(SchemaNewerThanCode);
    await expect(refusal).rejects.toThrow(/schema is newer than this code/);
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where hash = 'from-a-newer-release'`,
    );
    await expect(migrateDatabase(database)).resolves.toBeUndefined();
  });
});

// Several processes starting together on one empty PostgreSQL database (PGlite has one process).
describe('after new migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const visibility = async () =>
    (
      await queryRows<{ pages: number; visible: number }>(
        database.db,
        sql`select relpages as pages, relallvisible as visible from pg_class where relname = 'rewrite_probe'`,
      )
    )[0];

  it('vacuums a table a migration rewrote, so index-only scans need not read it', async () => {
    // A table written and analysed but never vacuumed, as a rewrite leaves one: no page all-visible.
    await database.db.execute(
      sql`create table rewrite_probe as select n, repeat('x', 200) as filler from generate_series(1, 2000) as n`,
    );
    await database.db.execute(sql`analyze rewrite_probe`);
    const before = await visibility();
    expect(before!.pages).toBeGreaterThan(10);
    expect(before!.visible).toBe(0);

    // A small table is left alone…
    expect(await vacuumRewrittenTables(database.db, before!.pages + 1)).not.toContain('rewrite_probe');
    // …a large one vacuumed (the migrated tables are empty, so this is the only one).
    expect(await vacuumRewrittenTables(database.db, before!.pages)).toEqual(['rewrite_probe']);
    const after = await visibility();
    expect(after!.visible).toBe(after!.pages);
    expect(await vacuumRewrittenTables(database.db, 1)).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('processes starting at once on an empty database', () => {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `crossover_migrate_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  beforeAll(async () => {
    await admin(`create database ${name}`);
  });
  afterAll(async () => {
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('all come up: they migrate in turn under one lock', async () => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const processes = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 })),
    );
    try {
      const results = await Promise.allSettled(processes.map((p) => migrateDatabase(p)));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const state = await schemaState(processes[0]!.db);
      expect(state.applied).toBe(state.known);
    } finally {
      await Promise.all(processes.map((p) => p.close()));
    }
  });
});
