import { sql } from 'drizzle-orm';
import { numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Ids are generated uuids, as text so imported or legacy ids still fit. */
export const idColumn = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Money columns: numeric(10,2); drivers return them as strings. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
