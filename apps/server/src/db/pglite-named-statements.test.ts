import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from './database.ts';
import { namedStatementClient } from './pglite-named-statements.ts';

// The embedded engine's own behaviour: nothing here runs on a server, so the PostgreSQL pass skips it.
const gadgets = pgTable('gadgets', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  price: numeric('price', { precision: 10, scale: 2 }),
  specs: jsonb('specs').$type<{ watts: number }>(),
  stock: integer('stock'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
const ids = ['6b0c3f0e-59a4-4d43-9c35-1b0f3d2f6a01', '6b0c3f0e-59a4-4d43-9c35-1b0f3d2f6a02'] as const;

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await database.db.execute(sql`
    create table gadgets (id uuid primary key, name text not null, price numeric(10, 2), specs jsonb,
      stock integer, created_at timestamptz not null default now())`);
  await database.db.insert(gadgets).values([
    { id: ids[0], name: 'Titan 12', price: '199.99', specs: { watts: 600 }, stock: 4 },
    { id: ids[1], name: 'Monarch', price: null, specs: null, stock: null },
  ]);
});
afterAll(async () => {
  await database.close();
});

const preparedStatements = async () =>
  (
    await queryRows<{ name: string }>(database.db, sql`select name from pg_prepared_statements order by name`)
  ).map((row) => row.name);
const byName = () =>
  database.db
    .select()
    .from(gadgets)
    .where(eq(gadgets.name, sql.placeholder('name')))
    .prepare('gadget_by_name');

describe.skipIf(process.env.TEST_DATABASE_URL)('named statements on the embedded database', () => {
  it('parses a statement prepared with a name once, then only binds it', async () => {
    const statement = byName();
    const before = await preparedStatements();
    for (let i = 0; i < 3; i += 1) expect(await statement.execute({ name: 'Titan 12' })).toHaveLength(1);
    const after = await preparedStatements();
    expect(after.length).toBe(before.length + 1);
    // Another handle on the same text finds it parsed: still one statement for it.
    expect(await byName().execute({ name: 'Monarch' })).toHaveLength(1);
    expect(await preparedStatements()).toEqual(after);
  });

  it('answers what the unnamed path answers: types, nulls, json, numbers and timestamps', async () => {
    const named = await database.db
      .select()
      .from(gadgets)
      .orderBy(gadgets.name)
      .prepare('all_gadgets')
      .execute();
    const unnamed = await database.db.select().from(gadgets).orderBy(gadgets.name);
    expect(named).toHaveLength(2);
    expect(named).toEqual(unnamed);
    expect(named[1]).toMatchObject({ name: 'Titan 12', price: '199.99', specs: { watts: 600 }, stock: 4 });
    expect(named[0]).toMatchObject({ name: 'Monarch', price: null, specs: null, stock: null });
    expect(named[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('serializes each value for its parameter type (json, arrays, nulls)', async () => {
    const statement = database.db
      .select({ name: gadgets.name })
      .from(gadgets)
      .where(
        sql`${gadgets.specs} @> ${sql.placeholder('specs')}::jsonb and ${gadgets.id} = any(${sql.placeholder('ids')}::uuid[])
            and (${sql.placeholder('stock')}::int is null or ${gadgets.stock} >= ${sql.placeholder('stock')}::int)`,
      )
      .prepare('gadgets_by_specs');
    const found = await statement.execute({
      specs: JSON.stringify({ watts: 600 }),
      ids: [...ids],
      stock: null,
    });
    expect(found).toEqual([{ name: 'Titan 12' }]);
    expect(
      await statement.execute({ specs: JSON.stringify({ watts: 600 }), ids: [ids[1]], stock: 1 }),
    ).toEqual([]);
  });

  it('raises the database error of a bad value, and the next statement runs', async () => {
    const statement = database.db
      .select({ name: gadgets.name })
      .from(gadgets)
      .where(eq(gadgets.id, sql.placeholder('id')))
      .prepare('gadget_by_id');
    const failure = await statement.execute({ id: 'not-a-uuid' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    const cause = (failure as { cause?: { code?: string } }).cause ?? failure;
    expect((cause as { code?: string }).code).toBe('22P02');
    expect(await statement.execute({ id: ids[0] })).toEqual([{ name: 'Titan 12' }]);
  });

  it('keeps a statement PostgreSQL refused unparsed, and parses it again once it can', async () => {
    await database.db.execute(sql`drop table if exists later_table`);
    const later = database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`later_table`)
      .prepare('later_count');
    await expect(later.execute()).rejects.toThrow();
    await database.db.execute(sql`create table later_table (x int)`);
    expect(await later.execute()).toEqual([{ n: 0 }]);
  });

  it('says the database is closed after close(), as an unnamed statement does', async () => {
    const closing = await openDatabase({ kind: 'pglite' });
    const statement = closing.db
      .select({ one: sql<number>`1` })
      .from(sql`(select 1) as t`)
      .prepare('one');
    expect(await statement.execute()).toEqual([{ one: 1 }]);
    await closing.close();
    const failure = (await statement.execute().catch((error: unknown) => error)) as Error & { cause?: Error };
    // Drizzle wraps it ('Failed query: …'), with PGlite's error as the cause.
    expect((failure.cause ?? failure).message).toMatch(/PGlite is closed/);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    const count = database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(gadgets)
      .prepare('gadget_count');
    let outside: Promise<{ n: number }[]> | undefined;
    await database.db
      .transaction(async (tx) => {
        await tx.insert(gadgets).values({ id: '6b0c3f0e-59a4-4d43-9c35-1b0f3d2f6a03', name: 'Undone' });
        outside = count.execute();
        // Long enough for the outside statement to have run, were it not waiting.
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    // Had it run inside the transaction it would have counted the row rolled back.
    expect(await outside).toEqual([{ n: 2 }]);
  });

  it('leaves a transaction its own statements: a prepared one inside it sees its writes', async () => {
    let seen: { name: string }[] = [];
    await database.db
      .transaction(async (tx) => {
        await tx.insert(gadgets).values({ id: '6b0c3f0e-59a4-4d43-9c35-1b0f3d2f6a04', name: 'Inside' });
        seen = await tx
          .select({ name: gadgets.name })
          .from(gadgets)
          .where(eq(gadgets.name, sql.placeholder('name')))
          .prepare('gadget_inside')
          .execute({ name: 'Inside' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(seen).toEqual([{ name: 'Inside' }]);
    expect(await database.db.select().from(gadgets).where(eq(gadgets.name, 'Inside'))).toEqual([]);
    expect(namedStatementClient(database.db)).toBeDefined();
  });
});
