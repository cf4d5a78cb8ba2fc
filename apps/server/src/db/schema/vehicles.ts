import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';

/** A make/model/year range, for fit lookups. No end year means "to present". */
export const vehicles = pgTable(
  'vehicles',
  {
    id: idColumn(),
    yearStart: integer('year_start').notNull(),
    yearEnd: integer('year_end'),
    make: text('make').notNull(),
    model: text('model').notNull(),
    trim: text('trim'),
    bodyStyle: text('body_style'),
    engineSize: text('engine_size'),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One row per vehicle, case-insensitively (a duplicate is a 409); it also answers make/model lookups.
    uniqueIndex('vehicles_identity_uq').on(
      sql`lower(${t.make})`,
      sql`lower(${t.model})`,
      t.yearStart,
      sql`coalesce(${t.yearEnd}, 0)`,
      sql`lower(coalesce(${t.trim}, ''))`,
    ),
    check('vehicles_year_range', sql`${t.yearEnd} is null or ${t.yearEnd} >= ${t.yearStart}`),
  ],
);
