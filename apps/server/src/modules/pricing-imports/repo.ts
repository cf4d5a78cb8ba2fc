import { type AnyColumn, type SQL, and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '@/db/database.ts';
import { backgroundJobs } from '@/db/schema/background-jobs.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { pricingChanges } from '@/db/schema/pricing-changes.ts';
import { pricingImports } from '@/db/schema/pricing-imports.ts';
import { products } from '@/db/schema/products.ts';
import { users } from '@/db/schema/users.ts';

/** The pricing_imports and pricing_changes rows (this module's tables). */

const pi = pricingImports;
const pc = pricingChanges;
const rolledBackBy = alias(users, 'rolled_back_by_user');

const nameOf = (u: { firstName: AnyColumn; lastName: AnyColumn; email: AnyColumn }) =>
  sql<
    string | null
  >`coalesce(nullif(btrim(coalesce(${u.firstName}, '') || ' ' || coalesce(${u.lastName}, '')), ''), ${u.email})`;
const day = (column: AnyColumn) => sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** A job that failed for good makes its import failed, with the job's last reason (as CSV imports). */
const jobFailed = sql`${pi.status} = 'processing' and ${backgroundJobs.status} = 'failed'`;

const summaryColumns = {
  id: pi.id,
  importType: pi.importType,
  filename: pi.filename,
  campaignName: pi.campaignName,
  organizationId: pi.organizationId,
  organizationName: organizations.name,
  userId: pi.userId,
  userName: nameOf(users),
  effectiveDate: day(pi.effectiveDate),
  expirationDate: day(pi.expirationDate),
  recordsProcessed: pi.recordsProcessed,
  recordsSuccessful: pi.recordsSuccessful,
  recordsFailed: pi.recordsFailed,
  status: sql<string>`case when ${jobFailed} then 'failed' else ${pi.status} end`,
  failureReason: sql<
    string | null
  >`coalesce(${pi.failureReason}, case when ${jobFailed} then ${backgroundJobs.errorLog} ->> (jsonb_array_length(${backgroundJobs.errorLog}) - 1) end)`,
  createdAt: pi.createdAt,
  appliedAt: pi.appliedAt,
  expiredAt: pi.expiredAt,
  rolledBackAt: pi.rolledBackAt,
  rolledBackByName: sql<
    string | null
  >`case when ${rolledBackBy.id} is null then null else ${nameOf(rolledBackBy)} end`,
  rollbackReason: pi.rollbackReason,
  jobId: pi.jobId,
  jobProcessed: backgroundJobs.processed,
  jobTotal: backgroundJobs.total,
};
export type ImportSummaryRow = Awaited<ReturnType<typeof listImports>>[number];

function selectSummaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(pi)
    .leftJoin(organizations, eq(organizations.id, pi.organizationId))
    .leftJoin(users, eq(users.id, pi.userId))
    .leftJoin(rolledBackBy, eq(rolledBackBy.id, pi.rolledBackBy))
    .leftJoin(backgroundJobs, eq(backgroundJobs.id, pi.jobId));
}

/** Imports newest first; only one organization's when given. */
export function listImports(db: Db, organizationId?: string, limit = 500) {
  return selectSummaries(db)
    .where(organizationId === undefined ? undefined : eq(pi.organizationId, organizationId))
    .orderBy(desc(pi.createdAt), desc(pi.id))
    .limit(limit);
}

export async function findImportSummary(db: Db, id: string) {
  const [row] = await selectSummaries(db).where(eq(pi.id, id));
  return row;
}

/** The stored row, locked for the transaction (rollback, the scheduled apply and expiry). */
export async function lockImport(tx: Db, id: string) {
  const [row] = await tx.select().from(pi).where(eq(pi.id, id)).for('update');
  return row;
}

/** Marks the import failed, while the job `jobId` still holds it. */
export async function failImport(db: Db, id: string, jobId: string, reason: string) {
  await db
    .update(pi)
    .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
    .where(and(eq(pi.id, id), eq(pi.jobId, jobId), eq(pi.status, 'processing')));
}

export async function findImport(db: Db, id: string) {
  const [row] = await db.select().from(pi).where(eq(pi.id, id));
  return row;
}

export async function insertImport(tx: Db, values: typeof pi.$inferInsert) {
  const [row] = await tx.insert(pi).values(values).returning({ id: pi.id });
  return row!.id;
}

export async function updateImport(tx: Db, id: string, values: Partial<typeof pi.$inferInsert>) {
  await tx
    .update(pi)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(pi.id, id));
}

/** How many changes the detail answers at most (a 50,000-row list makes up to 150,000). */
export const CHANGES_SHOWN = 1_000;

export async function listChanges(db: Db, importId: string) {
  return db
    .select({
      id: sql<string>`${pc.id}::text`,
      productId: pc.productId,
      sku: pc.sku,
      productName: products.name,
      changeType: pc.changeType,
      fieldName: pc.fieldName,
      oldValue: pc.oldValue,
      newValue: pc.newValue,
      state: pc.state,
      isRolledBack: pc.isRolledBack,
      rolledBackAt: pc.rolledBackAt,
    })
    .from(pc)
    .leftJoin(products, eq(products.id, pc.productId))
    .where(eq(pc.pricingImportId, importId))
    .orderBy(pc.sku, pc.changeType, pc.id)
    .limit(CHANGES_SHOWN);
}

export interface ChangeInsert {
  productId: string;
  sku: string;
  changeType: string;
  fieldName: string;
  oldValue: string | null;
  newValue: string | null;
}

/** One INSERT for a round's changes (one array parameter per column). */
export async function insertChanges(
  tx: Db,
  importId: string,
  organizationId: string | null,
  state: 'scheduled' | 'applied',
  changes: readonly ChangeInsert[],
): Promise<void> {
  if (changes.length === 0) return;
  const column = (pick: (c: ChangeInsert) => string | null) => sql`${sql.param(changes.map(pick))}::text[]`;
  await tx.execute(sql`insert into pricing_changes
      (pricing_import_id, organization_id, state, product_id, sku, change_type, field_name, old_value, new_value)
    select ${importId}, ${organizationId}, ${state}, v.* from unnest(
      ${column((c) => c.productId)}, ${column((c) => c.sku)}, ${column((c) => c.changeType)},
      ${column((c) => c.fieldName)}, ${column((c) => c.oldValue)}, ${column((c) => c.newValue)})
      as v(product_id, sku, change_type, field_name, old_value, new_value)`);
}

/** A round of an import's changes still in `state` (their order is the round cursor: state moves on). */
export function changesInState(tx: Db, importId: string, state: 'scheduled' | 'applied', limit: number) {
  return tx
    .select({
      id: pc.id,
      productId: pc.productId,
      sku: pc.sku,
      changeType: pc.changeType,
      newValue: pc.newValue,
    })
    .from(pc)
    .where(and(eq(pc.pricingImportId, importId), eq(pc.state, state), eq(pc.isRolledBack, false)))
    .orderBy(pc.productId, pc.id)
    .limit(limit);
}

/**
 * Changes of a later import, still in effect, to one of the same fields (same product,
 * organization and field): applied after this import was, and not rolled back. `alias c` is the
 * earlier import's change.
 */
export const supersededBy = (appliedAt: Date | null): SQL => sql`exists (
  select 1 from pricing_changes l join pricing_imports li on li.id = l.pricing_import_id
  where l.product_id = c.product_id and l.change_type = c.change_type
    and l.organization_id is not distinct from c.organization_id
    and l.pricing_import_id <> c.pricing_import_id and l.state = 'applied' and not l.is_rolled_back
    and li.applied_at > ${appliedAt ?? new Date(0)})`;

/**
 * The latest later import that changed one of this import's applied fields since, if any. The
 * imports applied later (usually none) are read first, then each one's changes probe this
 * import's (import, product) index: the work follows the later lists, not this list's size, and
 * no plan depends on statistics a list of 50,000 rows has just made stale.
 */
export async function laterImportOf(tx: Db, importId: string, appliedAt: Date | null) {
  const later = await queryRows<{ id: string; filename: string; appliedAt: string }>(
    tx,
    sql`select li.id, li.filename, to_char(li.applied_at at time zone 'UTC', 'YYYY-MM-DD') as "appliedAt"
      from pricing_imports li
      where li.applied_at > ${appliedAt ?? new Date(0)} and li.id <> ${importId}
      order by li.applied_at desc`,
  );
  for (const candidate of later) {
    const overlap = await queryRows(
      tx,
      sql`select 1 from pricing_changes l
        join pricing_changes c on c.pricing_import_id = ${importId} and c.product_id = l.product_id
          and c.change_type = l.change_type and c.state = 'applied' and not c.is_rolled_back
        where l.pricing_import_id = ${candidate.id} and l.state = 'applied' and not l.is_rolled_back
          and l.organization_id is not distinct from c.organization_id and l.product_id is not null
        limit 1`,
    );
    if (overlap.length > 0) return candidate;
  }
  return undefined;
}

/** Changes (alias c) to the three price fields, which expiry and rollback rounds revert product by product (not PMAP rule changes). */
export const priceChanges = sql`c.product_id is not null
  and c.change_type in ('distributor_cost', 'distributor_mpq_cost', 'distributor_part_number')`;

/** The changes of one import that a rollback or expiry restores (alias c). */
export const appliedChangesOf = (importId: string): SQL =>
  sql`c.pricing_import_id = ${importId} and c.state = 'applied' and not c.is_rolled_back`;

/** Marks every change of the import rolled back; answers how many (counted in the statement, not sent back). */
export async function markRolledBack(tx: Db, importId: string, at: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with marked as (
      update pricing_changes set is_rolled_back = true, rolled_back_at = ${at}
      where pricing_import_id = ${importId} and not is_rolled_back returning 1)
    select count(*)::int as n from marked`,
  );
  return row?.n ?? 0;
}

/** Imports whose date has come, oldest first: scheduled ones due, completed ones expired. */
export async function dueImports(db: Db, now: Date) {
  return queryRows<{ id: string; action: 'apply' | 'expire' }>(
    db,
    sql`select id, 'apply' as action from pricing_imports where status = 'scheduled' and effective_date <= ${now}
      union all
      select id, 'expire' from pricing_imports
        where status = 'completed' and expiration_date is not null and expiration_date <= ${now}
      order by action, id`,
  );
}
