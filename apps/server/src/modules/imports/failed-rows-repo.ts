import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { csvImportFailedRows as fr } from '@/db/schema/csv-import-failed-rows.ts';

/** csv_import_failed_rows' SQL: the rows of an import that were not staged, and why. */

export interface FailedRowInsert {
  csvImportId: string;
  rowNumber: number;
  error: string;
  data: string[];
}

/** Records failed rows; a row already recorded (a redone batch) is kept. Answers how many were new. */
export async function insertFailedRows(db: Db, rows: readonly FailedRowInsert[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(fr)
    .values([...rows])
    .onConflictDoNothing({ target: [fr.csvImportId, fr.rowNumber] })
    .returning({ id: fr.id });
  return inserted.length;
}

/** The import's failed rows in file order, after a row number (keyset pages for the export). */
export function failedRowsPage(db: Db, importId: string, afterRowNumber: number | undefined, limit: number) {
  return db
    .select({ rowNumber: fr.rowNumber, error: fr.error, data: fr.data })
    .from(fr)
    .where(
      and(
        eq(fr.csvImportId, importId),
        afterRowNumber === undefined ? undefined : gt(fr.rowNumber, afterRowNumber),
      ),
    )
    .orderBy(asc(fr.rowNumber))
    .limit(limit);
}

export async function countFailedRows(db: Db, importId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(fr)
    .where(eq(fr.csvImportId, importId));
  return row?.count ?? 0;
}

/** Before a retry: the failures of the last run go. */
export async function deleteFailedRows(db: Db, importId: string): Promise<void> {
  await db.delete(fr).where(eq(fr.csvImportId, importId));
}
