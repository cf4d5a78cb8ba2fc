import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { backgroundJobs as jobs } from '@/db/schema/background-jobs.ts';
import { columnMappingTemplates as templates } from '@/db/schema/column-mapping-templates.ts';
import { csvImports as ci } from '@/db/schema/csv-imports.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { users } from '@/db/schema/users.ts';

/** csv_imports' SQL (the imports module owns the table, decision 0014). */

export type ImportInsert = typeof ci.$inferInsert;
export type ColumnMappingValue = Record<string, number | null>;

/**
 * The status a person should see: an import whose job has failed for good is failed, even if
 * the job died before it could say so in csv_imports (a crash on the last attempt) — never left
 * 'processing' forever. The job's last error is the reason.
 */
const effectiveStatus = sql<string>`case when ${ci.status} = 'processing' and ${jobs.status} = 'failed'
  then 'failed' else ${ci.status} end`;
const jobFailure = sql<string | null>`case when ${jobs.status} = 'failed'
  then ${jobs.errorLog} ->> (jsonb_array_length(${jobs.errorLog}) - 1) end`;

const userName = sql<
  string | null
>`nullif(btrim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;

const importColumns = {
  id: ci.id,
  filename: ci.filename,
  fileKind: ci.fileKind,
  fileSize: ci.fileSize,
  fileKey: ci.fileKey,
  headers: ci.headers,
  sheetName: ci.sheetName,
  headerRow: ci.headerRow,
  columnMapping: ci.columnMapping,
  manufacturerId: ci.manufacturerId,
  manufacturerName: organizations.name,
  userId: ci.userId,
  userName: sql<string | null>`coalesce(${userName}, ${users.email})`,
  status: effectiveStatus,
  storedStatus: ci.status,
  totalRows: ci.totalRows,
  processedRows: ci.processedRows,
  recordsStaged: ci.recordsStaged,
  recordsImported: ci.recordsImported,
  recordsFailed: ci.recordsFailed,
  recordsSkipped: ci.recordsSkipped,
  errorLog: ci.errorLog,
  jobId: ci.jobId,
  jobStatus: jobs.status,
  jobFailure,
  templateId: ci.templateId,
  createdAt: ci.createdAt,
  createdAtText: sql<string>`${ci.createdAt}::text`,
  updatedAt: ci.updatedAt,
  finishedAt: ci.finishedAt,
};

function selectImports(db: Db) {
  return db
    .select(importColumns)
    .from(ci)
    .leftJoin(organizations, eq(organizations.id, ci.manufacturerId))
    .leftJoin(users, eq(users.id, ci.userId))
    .leftJoin(jobs, eq(jobs.id, ci.jobId));
}

export type ImportRow = Awaited<ReturnType<typeof findImport>> & {};

export async function findImport(db: Db, id: string) {
  const [row] = await selectImports(db).where(eq(ci.id, id));
  return row ?? null;
}

export async function insertImport(db: Db, values: ImportInsert) {
  const [row] = await db.insert(ci).values(values).returning({ id: ci.id });
  return row!;
}

/**
 * Imports started (not the wizard's uploads), newest first, after the keyset (created_at as
 * PostgreSQL's exact text, id). `limit + 1` rows: the extra one says there is a next page.
 */
export function listImportRows(db: Db, limit: number, after: [string, string] | null) {
  const keyset = after
    ? sql`(${ci.createdAt}, ${ci.id}) < (${after[0]}::timestamptz, ${after[1]}::text)`
    : undefined;
  return selectImports(db)
    .where(and(ne(ci.status, 'uploaded'), keyset))
    .orderBy(desc(ci.createdAt), desc(ci.id))
    .limit(limit + 1);
}

/** Whether any import is still processing (its job not failed for good): the screen polls while so. */
export async function anyImportProcessing(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: ci.id })
    .from(ci)
    .leftJoin(jobs, eq(jobs.id, ci.jobId))
    .where(and(eq(ci.status, 'processing'), sql`${jobs.status} is distinct from 'failed'`))
    .limit(1);
  return row !== undefined;
}

/** The manufacturer's latest started import with its headers and mapping (and template, if named). */
export async function latestMappingOf(db: Db, manufacturerId: string) {
  const [row] = await db
    .select({
      headers: ci.headers,
      columnMapping: ci.columnMapping,
      templateId: templates.id,
      templateName: templates.name,
    })
    .from(ci)
    .leftJoin(templates, eq(templates.id, ci.templateId))
    .where(and(eq(ci.manufacturerId, manufacturerId), isNotNull(ci.columnMapping), isNotNull(ci.headers)))
    .orderBy(desc(ci.createdAt), desc(ci.id))
    .limit(1);
  return row ?? null;
}

/** uploaded → processing, with its mapping and job; null when it was not 'uploaded' (a second click). */
export async function startImport(
  db: Db,
  id: string,
  values: { columnMapping: ColumnMappingValue; templateId: string | null; jobId: string },
) {
  const [row] = await db
    .update(ci)
    .set({ ...values, status: 'processing', updatedAt: sql`now()` })
    .where(and(eq(ci.id, id), eq(ci.status, 'uploaded')))
    .returning({ id: ci.id });
  return row ?? null;
}

/** Claims an import for a new run (retry) unless another request just did: counters back to zero. */
export async function resetImport(db: Db, id: string, expectedJobId: string | null, jobId: string) {
  const [row] = await db
    .update(ci)
    .set({
      status: 'processing',
      jobId,
      processedRows: 0,
      recordsStaged: 0,
      recordsImported: 0,
      recordsFailed: 0,
      recordsSkipped: 0,
      errorLog: null,
      finishedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(ci.id, id), expectedJobId ? eq(ci.jobId, expectedJobId) : sql`${ci.jobId} is null`))
    .returning({ id: ci.id });
  return row ?? null;
}

/** One batch's outcome added to the import's counters (in the batch's transaction). */
export async function addBatchCounts(
  db: Db,
  id: string,
  counts: { staged: number; failed: number; skipped: number },
): Promise<void> {
  await db
    .update(ci)
    .set({
      recordsStaged: sql`${ci.recordsStaged} + ${counts.staged}`,
      recordsImported: sql`${ci.recordsImported} + ${counts.staged}`,
      recordsFailed: sql`${ci.recordsFailed} + ${counts.failed}`,
      recordsSkipped: sql`${ci.recordsSkipped} + ${counts.skipped}`,
      processedRows: sql`${ci.processedRows} + ${counts.staged + counts.failed + counts.skipped}`,
      updatedAt: sql`now()`,
    })
    .where(eq(ci.id, id));
}

/** The run is done: staged, with import-level messages (rows skipped). */
export async function finishImport(db: Db, id: string, messages: string[]): Promise<void> {
  await db
    .update(ci)
    .set({
      status: 'staged',
      errorLog: messages.length > 0 ? messages : null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(ci.id, id));
}

export async function setTotalRows(db: Db, id: string, totalRows: number): Promise<void> {
  await db.update(ci).set({ totalRows }).where(eq(ci.id, id));
}

/** Deletes the import; its staged and failed rows go with it (foreign keys cascade). */
export async function deleteImport(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(ci).where(eq(ci.id, id)).returning({ id: ci.id });
  return deleted.length > 0;
}

/** Uploads never started, older than `before`: the wizard was left (swept with their files). */
export async function abandonedUploads(db: Db, before: Date, limit: number) {
  return db
    .select({ id: ci.id })
    .from(ci)
    .where(and(eq(ci.status, 'uploaded'), sql`${ci.createdAt} < ${before.toISOString()}::timestamptz`))
    .limit(limit);
}

/** Deletes those still 'uploaded' (one may have been started meanwhile); answers the ones deleted. */
export async function deleteUploadedImports(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .delete(ci)
    .where(and(sql`${ci.id} = any(${sql.param([...ids])}::text[])`, eq(ci.status, 'uploaded')))
    .returning({ id: ci.id, fileKey: ci.fileKey, fileKind: ci.fileKind });
}

/**
 * Records an upload's new layout (another sheet or header row), only while it is not started:
 * false when it has been started (or deleted) meanwhile.
 */
export async function relayImport(
  db: Db,
  id: string,
  values: Pick<ImportInsert, 'sheetName' | 'headerRow' | 'headers' | 'totalRows'>,
): Promise<boolean> {
  const updated = await db
    .update(ci)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(ci.id, id), eq(ci.status, 'uploaded')))
    .returning({ id: ci.id });
  return updated.length > 0;
}
