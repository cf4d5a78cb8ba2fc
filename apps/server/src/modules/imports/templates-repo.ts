import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { columnMappingTemplates as t } from '@/db/schema/column-mapping-templates.ts';
import { users } from '@/db/schema/users.ts';

/** column_mapping_templates' SQL. */

export type TemplateInsert = typeof t.$inferInsert;

const columns = {
  id: t.id,
  name: t.name,
  description: t.description,
  mapping: t.mapping,
  isDefault: t.isDefault,
  usageCount: t.usageCount,
  createdByName: sql<
    string | null
  >`coalesce(nullif(btrim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), ${users.email})`,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};

export type TemplateRow = Awaited<ReturnType<typeof listTemplateRows>>[number];

/** Every template, most used first, then by name; there are a handful per team, never thousands. */
export function listTemplateRows(db: Db) {
  return db
    .select(columns)
    .from(t)
    .leftJoin(users, eq(users.id, t.userId))
    .orderBy(desc(t.usageCount), asc(sql`lower(${t.name})`), asc(t.id))
    .limit(500);
}

export async function findTemplateRow(db: Db, id: string) {
  const [row] = await db.select(columns).from(t).leftJoin(users, eq(users.id, t.userId)).where(eq(t.id, id));
  return row ?? null;
}

export async function insertTemplate(db: Db, values: TemplateInsert): Promise<string> {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  return row!.id;
}

export async function deleteTemplate(db: Db, id: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id, name: t.name });
  return row ?? null;
}

/** One more use; false when the template is gone. */
export async function countTemplateUse(db: Db, id: string): Promise<boolean> {
  const updated = await db
    .update(t)
    .set({ usageCount: sql`${t.usageCount} + 1`, updatedAt: sql`now()` })
    .where(eq(t.id, id))
    .returning({ id: t.id });
  return updated.length > 0;
}
