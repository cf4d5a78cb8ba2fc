import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { cartItems } from '@/db/schema/cart-items.ts';

export type CartRow = typeof cartItems.$inferSelect;

export async function listCartRows(db: Db, userId: string): Promise<CartRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
}

export async function findCartRow(db: Db, userId: string, id: string): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
  return row ?? null;
}

export async function findCartRowByProduct(
  db: Db,
  userId: string,
  productId: string,
): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .limit(1);
  return row ?? null;
}

export async function insertCartRow(db: Db, values: typeof cartItems.$inferInsert): Promise<CartRow> {
  const [row] = await db.insert(cartItems).values(values).returning();
  return row!;
}

export async function updateCartRow(
  db: Db,
  id: string,
  values: { quantity?: number; unitPrice: string; totalPrice: string },
): Promise<void> {
  await db
    .update(cartItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cartItems.id, id));
}

export async function deleteCartRow(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function clearCart(db: Db, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** Serialises one user's cart changes (and order placement) across processes. */
export async function lockUserCart(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${userId}`}))`);
}
