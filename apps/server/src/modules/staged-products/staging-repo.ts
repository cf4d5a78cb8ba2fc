import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { ImportedProduct } from '@crossover/domain/imports-fields';
import { type Db, queryRows } from '@/db/database.ts';
import { stagedProducts as sp } from '@/db/schema/staged-products.ts';

/** The import write path's SQL (staging.ts): set-based, one statement per batch. */

const textArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::text[]`;

/**
 * The start of an import's staging batch (transaction-scoped):
 * - Serialises imports' staging batches: a batch's "is this SKU already pending?" then sees every
 *   other import's committed rows, so two imports running at once cannot both stage one SKU. Held
 *   only while a batch commits.
 * - Prices out sequential scans. Every lookup of a batch is an index probe by design, but the
 *   statistics lag behind a table growing by thousands of rows a second: with staging vacuumed
 *   near empty (and its pending-SKU index left large by earlier imports), the probe below was
 *   planned as a scan of staged_products per key, stopping at the first match the statistics
 *   promised; an import's own rows never match, so each scan read the whole table, and a
 *   50,000-row import took 444 s instead of 8 (staging-repo.test.ts rebuilds that state).
 */
export async function beginImportStaging(tx: Db): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('staged_products:import')), set_config('enable_seqscan', 'off', true)`,
  );
}

/**
 * Of these SKU keys (trimmed, lowercased), those pending review from another source: one index
 * probe per key (LATERAL … LIMIT 1 on staged_products_pending_sku_idx). The plain
 * `lower(sku) = any(…)` form was planned as a scan of every pending row while the statistics
 * lagged (18–33 ms a batch at 25,000 staged rows, against 0.6 ms probed).
 */
export function pendingSkuKeysQuery(keys: readonly string[], importId: string): SQL {
  return sql`select k.key from unnest(${textArray(keys)}) as k(key)
        cross join lateral (select 1 from ${sp} where lower(${sp.sku}) = k.key and ${sp.reviewStatus} = 'pending'
          and ${sp.csvImportId} is distinct from ${importId} limit 1) as pending`;
}

export async function pendingSkuKeysOutside(
  db: Db,
  keys: readonly string[],
  importId: string,
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await queryRows<{ key: string }>(db, pendingSkuKeysQuery(keys, importId));
  return new Set(rows.map((row) => row.key));
}

/**
 * One imported row as staged (the columns an import fills): the validated product, its series as
 * the staged row's proposal, with its row number in the file and whether the catalogue knows its SKU.
 */
export interface ImportedRowValues extends Omit<ImportedProduct, 'seriesName' | 'status'> {
  importRowNumber: number;
  /** What could not be read of the row (null when nothing). */
  importWarnings: string[] | null;
  /** Why it looks like no product, or null. */
  importFlag: string | null;
  isNewSku: boolean;
  proposedSeriesName: string | null;
  status: string;
}

const TEXT_COLUMNS = [
  ['name', 'name'],
  ['sku', 'sku'],
  ['proposedSeriesName', 'proposed_series_name'],
  ['description', 'description'],
  ['category', 'category'],
  ['subcategory', 'subcategory'],
  ['status', 'status'],
  ['mfgCost', 'mfg_cost'],
  ['mfgMasterPackCost', 'mfg_master_pack_cost'],
  ['mapPrice', 'map_price'],
  ['retailPrice', 'retail_price'],
  ['imageUrl', 'image_url'],
  ['upc', 'upc'],
  ['weight', 'weight'],
  ['dimensions', 'dimensions'],
  ['importFlag', 'import_flag'],
] as const;

/**
 * Inserts an import's rows in one statement whatever their number: one array parameter per column
 * (`unnest`), not one parameter per cell (500 rows × 20 columns would be 10,000 parameters to
 * build and parse). A row already staged for its (import, row number) is left as it is (a redone
 * batch, or a row reviewed before a retry). Answers the row numbers inserted.
 */
export async function insertImportedRows(
  db: Db,
  source: { importId: string; manufacturerId: string | null; manufacturerName: string | null },
  rows: readonly ImportedRowValues[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const array = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;
  const textArrays = TEXT_COLUMNS.map(([key]) =>
    array(
      rows.map((row) => row[key]),
      'text',
    ),
  );
  const inserted = await queryRows<{ rowNumber: number }>(
    db,
    sql`insert into ${sp} (csv_import_id, manufacturer_id, proposed_manufacturer_name, import_row_number,
          is_new_sku, mfg_master_pack_qty, import_warnings,
          ${sql.raw(TEXT_COLUMNS.map(([, column]) => column).join(', '))})
        select ${source.importId}, ${source.manufacturerId}, ${source.manufacturerName}, r.*
        from unnest(${array(
          rows.map((row) => row.importRowNumber),
          'int',
        )}, ${array(
          rows.map((row) => row.isNewSku),
          'bool',
        )}, ${array(
          rows.map((row) => row.mfgMasterPackQty),
          'int',
        )}, ${array(
          rows.map((row) => (row.importWarnings ? JSON.stringify(row.importWarnings) : null)),
          'jsonb',
        )}, ${sql.join(textArrays, sql`, `)}) as r
        on conflict (csv_import_id, import_row_number) do nothing
        returning import_row_number as "rowNumber"`,
  );
  return inserted.map((row) => row.rowNumber);
}

/**
 * Removes the rows pending review from other sources with these SKU keys (a corrected file replaces
 * them, issue 15 item 8). Answers how many.
 */
export async function deletePendingSkusOutside(
  db: Db,
  keys: readonly string[],
  importId: string,
): Promise<number> {
  if (keys.length === 0) return 0;
  const deleted = await queryRows<{ id: string }>(
    db,
    sql`delete from ${sp} where ${sp.id} in (select p.id from unnest(${textArray(keys)}) as k(key)
          cross join lateral (select ${sp.id} as id from ${sp} where lower(${sp.sku}) = k.key
            and ${sp.reviewStatus} = 'pending' and ${sp.csvImportId} is distinct from ${importId}) as p)
        returning ${sp.id}`,
  );
  return deleted.length;
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
