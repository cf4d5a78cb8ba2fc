import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { queryRows } from '@/db/database.ts';
import { orders } from '@/db/schema/orders.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { paymentOptions } from '@/db/schema/payment-options.ts';
import { products } from '@/db/schema/products.ts';
import { users } from '@/db/schema/users.ts';

export type OrganizationRow = typeof organizations.$inferSelect;
export type OrganizationInsert = typeof organizations.$inferInsert;

export async function listOrganizations(db: Db, onlyId?: string | null): Promise<OrganizationRow[]> {
  const query = db.select().from(organizations);
  if (onlyId !== undefined) {
    if (onlyId === null) return [];
    return query.where(eq(organizations.id, onlyId));
  }
  return query.orderBy(asc(organizations.name), asc(organizations.id));
}

export async function findOrganization(db: Db, id: string): Promise<OrganizationRow | null> {
  const rows = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertOrganization(db: Db, values: OrganizationInsert): Promise<OrganizationRow> {
  const [row] = await db.insert(organizations).values(values).returning();
  return row!;
}

export async function updateOrganizationRow(
  db: Db,
  id: string,
  values: Partial<OrganizationInsert>,
): Promise<OrganizationRow | null> {
  const [row] = await db
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.id, id))
    .returning();
  return row ?? null;
}

/** Another organization of this type already carries this name, whatever the case. */
export async function nameTaken(db: Db, type: string, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(organizations.type, type),
        sql`lower(${organizations.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(organizations.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The distinct roles of an organization's members (to check a change of its type). */
export async function memberRoles(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ role: users.role })
    .from(users)
    .where(eq(users.organizationId, id))
    .orderBy(asc(users.role));
  return rows.map((r) => r.role);
}

/** `start` and every organization above it, following parent links (stops on an existing loop). */
export async function ancestorIds(db: Db, start: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with recursive chain(id, parent_id) as (
          select id, parent_id from organizations where id = ${start}
          union
          select o.id, o.parent_id from organizations o join chain c on o.id = c.parent_id
        ) select id from chain`,
  );
  return rows.map((r) => r.id);
}

/** What keeps an organization from being deleted: business records that must be kept. */
export async function deletionBlockers(db: Db, id: string) {
  const [[o], [p], [c]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(eq(orders.organizationId, id)),
    db.select({ n: count() }).from(paymentOptions).where(eq(paymentOptions.organizationId, id)),
    db.select({ n: count() }).from(products).where(eq(products.manufacturerId, id)),
  ]);
  return { orders: o?.n ?? 0, paymentOptions: p?.n ?? 0, products: c?.n ?? 0 };
}

/**
 * Unlinks the users (kept), then deletes; children lose their parent by the foreign key. Its price
 * lists go with its distributor_pricing rows (pricing_imports: ON DELETE CASCADE), their change
 * log first: it has no foreign keys (decision 0038).
 */
export async function deleteOrganizationRow(db: Db, id: string): Promise<{ unlinkedUsers: number }> {
  await db.execute(sql`delete from pricing_changes c using pricing_imports i
    where i.organization_id = ${id} and c.pricing_import_id = i.id`);
  const unlinked = await db
    .update(users)
    .set({ organizationId: null, updatedAt: new Date() })
    .where(eq(users.organizationId, id))
    .returning({ id: users.id });
  await db.delete(organizations).where(eq(organizations.id, id));
  return { unlinkedUsers: unlinked.length };
}

/** Organization names by id (ids without a row are absent). */
export async function organizationNamesById(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
