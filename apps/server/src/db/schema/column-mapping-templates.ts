import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * A saved CSV column mapping: product field → column index, or null when unmapped. Shared by the
 * administrators; names are unique whatever their case.
 */
export const columnMappingTemplates = pgTable(
  'column_mapping_templates',
  {
    id: idColumn(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mapping: jsonb('mapping').$type<Record<string, number | null>>().notNull(),
    description: text('description'),
    isDefault: boolean('is_default').notNull().default(false),
    usageCount: integer('usage_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('column_mapping_templates_user_idx').on(t.userId),
    uniqueIndex('column_mapping_templates_name_idx').on(sql`lower(${t.name})`),
  ],
);
