import { type SQL, and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import { stagedProducts as sp } from '@/db/schema/staged-products.ts';

/** The import write path's SQL (staging.ts): set-based, one statement per batch. */

const textArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::text[]`;

export type StagedInsert = typeof sp.$inferInsert;

/**
 * Serialises imports' staging batches (transaction-scoped): a batch's "is this SKU already
 * pending?" then sees every other import's committed rows, so two imports running at once cannot
 * both stage one SKU. Held only while a batch commits.
 */
export async function lockImportStaging(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staged_products:import'))`);
}

/** Of these SKU keys (trimmed, lowercased), those pending review from another source. */
export async function pendingSkuKeysOutside(
  db: Db,
  keys: readonly string[],
  importId: string,
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await queryRows<{ key: string }>(
    db,
    sql`select distinct lower(${sp.sku}) as key from ${sp}
        where ${sp.reviewStatus} = 'pending' and lower(${sp.sku}) = any(${textArray(keys)})
          and ${sp.csvImportId} is distinct from ${importId}`,
  );
  return new Set(rows.map((row) => row.key));
}

/**
 * Inserts imported rows; a row already staged for its (import, row number) is left as it is
 * (a redone batch, or a row approved before a retry). Answers the row numbers inserted.
 */
export async function insertImportedRows(db: Db, rows: readonly StagedInsert[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(sp)
    .values([...rows])
    .onConflictDoNothing({ target: [sp.csvImportId, sp.importRowNumber] })
    .returning({ rowNumber: sp.importRowNumber });
  return inserted.map((row) => row.rowNumber!);
}

/** Removes an import's rows still waiting for review; reviewed ones stay. Answers how many. */
export async function deletePendingImportRows(db: Db, importId: string): Promise<number> {
  const deleted = await db
    .delete(sp)
    .where(and(eq(sp.csvImportId, importId), eq(sp.reviewStatus, 'pending')))
    .returning({ id: sp.id });
  return deleted.length;
}

/** An import's staged rows by review status. */
export async function countImportRowsByReview(db: Db, importId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ reviewStatus: sp.reviewStatus, count: sql<number>`count(*)::int` })
    .from(sp)
    .where(eq(sp.csvImportId, importId))
    .groupBy(sp.reviewStatus);
  return Object.fromEntries(rows.map((row) => [row.reviewStatus, row.count]));
}
