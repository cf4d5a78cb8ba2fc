import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { paymentOptions } from '@/db/schema/payment-options.ts';

export type PaymentOptionRow = typeof paymentOptions.$inferSelect;
export type PaymentOptionInsert = typeof paymentOptions.$inferInsert;

/** Default first, then oldest; null organization: every organization's (admins). */
export function listPaymentOptions(db: Db, organizationId: string | null): Promise<PaymentOptionRow[]> {
  return db
    .select()
    .from(paymentOptions)
    .where(organizationId ? eq(paymentOptions.organizationId, organizationId) : undefined)
    .orderBy(
      asc(paymentOptions.organizationId),
      desc(paymentOptions.isDefault),
      asc(paymentOptions.createdAt),
    );
}

export async function findPaymentOptionRow(db: Db, id: string): Promise<PaymentOptionRow | null> {
  const [row] = await db.select().from(paymentOptions).where(eq(paymentOptions.id, id));
  return row ?? null;
}

export async function organizationExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return Boolean(row);
}

/** Serialises default changes of one organization; the partial unique index is the last guard. */
export async function lockOrganizationOptions(db: Db, organizationId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-options:${organizationId}`}))`);
}

export async function countOptions(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentOptions)
    .where(eq(paymentOptions.organizationId, organizationId));
  return row?.n ?? 0;
}

export async function clearDefault(db: Db, organizationId: string, exceptId?: string): Promise<void> {
  await db
    .update(paymentOptions)
    .set({ isDefault: false })
    .where(
      and(
        eq(paymentOptions.organizationId, organizationId),
        eq(paymentOptions.isDefault, true),
        exceptId ? ne(paymentOptions.id, exceptId) : undefined,
      ),
    );
}

export async function insertPaymentOption(db: Db, values: PaymentOptionInsert): Promise<PaymentOptionRow> {
  const [row] = await db.insert(paymentOptions).values(values).returning();
  return row!;
}

export async function updatePaymentOption(
  db: Db,
  id: string,
  values: Partial<PaymentOptionInsert>,
): Promise<PaymentOptionRow> {
  const [row] = await db
    .update(paymentOptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentOptions.id, id))
    .returning();
  return row!;
}

export async function deletePaymentOption(db: Db, id: string): Promise<void> {
  await db.delete(paymentOptions).where(eq(paymentOptions.id, id));
}

/** After the default goes: the oldest remaining option becomes the default. */
export async function promoteOldest(db: Db, organizationId: string): Promise<void> {
  const [oldest] = await db
    .select({ id: paymentOptions.id })
    .from(paymentOptions)
    .where(eq(paymentOptions.organizationId, organizationId))
    .orderBy(desc(paymentOptions.isActive), asc(paymentOptions.createdAt))
    .limit(1);
  if (oldest)
    await db.update(paymentOptions).set({ isDefault: true }).where(eq(paymentOptions.id, oldest.id));
}
