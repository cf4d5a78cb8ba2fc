import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { type SQL, and, eq, gt, sql } from 'drizzle-orm';
import { MAX_STAGED_BULK } from '@crossover/domain/staged-products';
import { type Db, queryRows } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { stagedProducts as sp } from '@/db/schema/staged-products.ts';
import { searchSql } from './repo.ts';

/**
 * The review's writes (approve, delete) over a selection of pending rows: set-based statements
 * with one array parameter, whatever the number of rows (decision 0021).
 */

const textArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::text[]`;

/** The ticked rows, or the list's search minus the rows the user unticked (all of them: admins). */
export type StagedSelection =
  | { kind: 'ids'; ids: readonly string[] }
  | { kind: 'filter'; search: string | undefined; excludedIds: readonly string[] };

function selectionSql(selection: StagedSelection): SQL | undefined {
  if (selection.kind === 'ids') return sql`${sp.id} = any(${textArray(selection.ids)})`;
  const excluded =
    selection.excludedIds.length > 0
      ? sql`not (${sp.id} = any(${textArray(selection.excludedIds)}))`
      : undefined;
  return and(searchSql(selection.search), excluded);
}

const pendingIn = (selection: StagedSelection) =>
  and(selectionSql(selection), eq(sp.reviewStatus, 'pending'));

/** How many pending rows the selection holds now. */
export async function countPending(db: Db, selection: StagedSelection): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sp)
    .where(pendingIn(selection));
  return row?.count ?? 0;
}

export interface LockedStaged {
  id: string;
  sku: string | null;
  /** The SKU trimmed and lower-cased, '' without one: how the row finds its catalogue product. */
  skuKey: string;
  createdAt: string;
}

/**
 * The selection's pending rows, locked in id order until the transaction ends (at most `limit`).
 * A parallel approval of the same rows waits here, then finds them approved (PostgreSQL re-checks
 * the status on the rows it waited for) and leaves them: each row is approved once. Without
 * `lock` (an approval job choosing its rows: each round locks its own) only read, from the row
 * after `after` on (id order) when given.
 */
export function lockPending(
  tx: Db,
  selection: StagedSelection,
  limit: number,
  { lock = true, after }: { lock?: boolean; after?: string } = {},
): Promise<LockedStaged[]> {
  const query = tx
    .select({
      id: sp.id,
      sku: sp.sku,
      // Trimmed of any white space, as approval trims the SKU it writes (a tab too, not just spaces).
      skuKey: sql<string>`lower(regexp_replace(coalesce(${sp.sku}, ''), '^\\s+|\\s+$', '', 'g'))`,
      createdAt: sql<string>`to_char(${sp.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
    })
    .from(sp)
    .where(and(pendingIn(selection), after === undefined ? undefined : gt(sp.id, after)))
    .orderBy(sp.id)
    .limit(limit);
  return lock ? query.for('update') : query;
}

/** Rows a job's start reads per statement, letting other requests in between (PGlite). */
const START_PAGE = 5_000;

/**
 * The selection's pending rows in id order, read (not locked) a page at a time: one statement over
 * 50,000 rows held the embedded database for 1–2 s.
 */
export async function readPendingInPages(db: Db, selection: StagedSelection): Promise<LockedStaged[]> {
  const rows: LockedStaged[] = [];
  if (selection.kind === 'ids') {
    const ids = [...selection.ids].sort();
    for (let start = 0; start < ids.length; start += START_PAGE) {
      const page = { kind: 'ids', ids: ids.slice(start, start + START_PAGE) } as const;
      rows.push(...(await lockPending(db, page, START_PAGE, { lock: false })));
      await yieldToEventLoop();
    }
    return rows;
  }
  for (let after: string | undefined; rows.length <= MAX_STAGED_BULK;) {
    const page = await lockPending(db, selection, START_PAGE, { lock: false, after });
    rows.push(...page);
    if (page.length < START_PAGE) break;
    after = page.at(-1)!.id;
    await yieldToEventLoop();
  }
  return rows;
}

/** Locked rows in full, with their manufacturer organization as it is now. */
export function rowsForApproval(tx: Db, ids: readonly string[]) {
  return tx
    .select({
      row: sp,
      organizationName: organizations.name,
      organizationType: organizations.type,
      organizationActive: organizations.isActive,
    })
    .from(sp)
    .leftJoin(organizations, eq(organizations.id, sp.manufacturerId))
    .where(sql`${sp.id} = any(${textArray(ids)})`);
}
export type ApprovalRow = Awaited<ReturnType<typeof rowsForApproval>>[number];

/**
 * Approved by whom and when, and whether approval created the product (the New/Update badge of an
 * approved row then says what approval did); a note from an earlier failed attempt goes.
 */
export async function markApproved(
  tx: Db,
  rows: readonly { id: string; isNew: boolean }[],
  reviewerId: string,
): Promise<void> {
  if (rows.length === 0) return;
  await queryRows(
    tx,
    sql`update staged_products s set review_status = 'approved', reviewed_by = ${reviewerId},
          reviewed_at = now(), review_notes = null, is_new_sku = v.is_new, updated_at = now()
        from unnest(${textArray(rows.map((row) => row.id))},
                    ${sql.param(rows.map((row) => row.isNew))}::boolean[]) as v(id, is_new)
        where s.id = v.id`,
  );
}

/** Rows left pending get the reason as their note, for the list and the preview. */
export async function notePending(tx: Db, notes: ReadonlyMap<string, string>): Promise<void> {
  if (notes.size === 0) return;
  await queryRows(
    tx,
    sql`update staged_products s set review_notes = v.note, updated_at = now()
        from unnest(${textArray([...notes.keys()])}, ${textArray([...notes.values()])}) as v(id, note)
        where s.id = v.id`,
  );
}

/** Deletes the selection's pending rows; a parallel delete of the same rows deletes each once. */
export function deletePending(tx: Db, selection: StagedSelection, limit: number) {
  return queryRows<{ id: string; sku: string | null }>(
    tx,
    sql`delete from ${sp} where ${sp.id} in (
          select ${sp.id} from ${sp} where ${pendingIn(selection)} order by ${sp.id} limit ${limit} for update)
        returning id, sku`,
  );
}
