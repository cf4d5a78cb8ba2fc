import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { IMPORT_MESSAGES } from '@crossover/domain/imports';
import type { ColumnMapping, RowRules } from '@crossover/domain/imports-fields';
import { rowNumberOf, rowRulesFor, skuKey } from '@crossover/domain/imports-fields';
import { noteValidRow, planRow } from '@crossover/domain/imports-plan';
import type { Db } from '@/db/database.ts';
import type { SheetRow } from '@/lib/spreadsheets/header-row.ts';
import { type JobRun, defineTrackedJob } from '@/jobs/job-definition.ts';
import type { FileKind } from '@/lib/uploads/file-kind.ts';
import { existingSkuKeys } from '@/modules/products/sku-lookup.ts';
import { type ImportedRow, createStagingService } from '@/modules/staged-products/staging.ts';
import { type FailedRowInsert, insertFailedRows } from './failed-rows-repo.ts';
import { type ImportRow, addBatchCounts, findImport, finishImport, setTotalRows } from './repo.ts';
import { withStoredTable } from './stored-file.ts';

export const IMPORT_JOB_KIND = 'csv-import';
/** Rows per committed batch: on the embedded database nothing else runs while one is open. */
export const IMPORT_BATCH_SIZE = 500;

type ImportPayload = { importId: string };
type ImportCursor = { next: number };

/** Import-level message for rows left out because their SKU was pending review already. */
export const skippedMessage = (count: number): string =>
  `${count.toLocaleString('en-US')} row${count === 1 ? ' was' : 's were'} skipped: ${count === 1 ? 'its SKU is' : 'their SKUs are'} already pending review in Staged Products`;

/** Test hook: runs inside each batch's transaction before it commits (crash tests kill here). */
export const importJobHooks: { inBatch?: (from: number, to: number) => void | Promise<void> } = {};

/**
 * Stages rows [from, to) of the file in the batch's transaction: each row is staged, failed or
 * skipped exactly once, with the import's counters in the same commit as the job's cursor.
 */
async function stageBatch(
  tx: Db,
  source: ImportRow,
  batch: readonly SheetRow[],
  mapping: ColumnMapping,
  winners: ReadonlyMap<string, number>,
  from: number,
  numbers: readonly number[],
  rules: RowRules,
): Promise<void> {
  const to = from + batch.length;
  // A batch's rows and its cursor commit together, so losing a just-committed batch in a database
  // crash loses both, and the job redoes it: the commit need not wait for the disk.
  await tx.execute(sql`set local synchronous_commit = off`);
  const staging = createStagingService({ db: tx });
  await staging.beginImportBatch();
  const candidates: Omit<ImportedRow, 'isNewSku'>[] = [];
  const failed: FailedRowInsert[] = [];
  for (let index = from; index < to; index += 1) {
    const { number, cells } = batch[index - from]!;
    const plan = planRow(cells, index, mapping, winners, (at) => numbers[at] ?? rowNumberOf(at), rules);
    if (plan.kind === 'stage')
      candidates.push({ rowNumber: number, product: plan.product, warnings: plan.warnings, flag: plan.flag });
    else failed.push({ csvImportId: source.id, rowNumber: number, error: plan.error, data: [...cells] });
  }
  const keys = candidates.map((candidate) => skuKey(candidate.product.sku));
  // A corrected file replaces its SKUs' rows pending from earlier imports, in this batch's commit.
  if (source.rowRules?.replacePending) await staging.replacePendingSkus(keys, source.id);
  const pendingElsewhere = await staging.pendingSkuKeys(keys, source.id);
  const toStage = candidates.filter((candidate) => !pendingElsewhere.has(skuKey(candidate.product.sku)));
  const existing = await existingSkuKeys(
    tx,
    toStage.map((candidate) => candidate.product.sku),
  );
  const staged = await staging.stageImportedRows(
    { importId: source.id, manufacturerId: source.manufacturerId, manufacturerName: source.manufacturerName },
    toStage.map((candidate) => ({ ...candidate, isNewSku: !existing.has(skuKey(candidate.product.sku)) })),
  );
  const failedCount = await insertFailedRows(tx, failed);
  await importJobHooks.inBatch?.(from, to);
  await addBatchCounts(tx, source.id, {
    staged: staged.inserted + staged.alreadyStaged,
    failed: failedCount,
    skipped: candidates.length - toStage.length,
    warned: toStage.filter((candidate) => candidate.warnings.length > 0).length,
    flagged: toStage.filter((candidate) => candidate.flag !== null).length,
  });
}

async function runImport(run: JobRun<ImportPayload, ImportCursor>) {
  const { db, storage } = run.context;
  const source = await findImport(db, run.payload.importId);
  // Deleted, or reset for another run (whose own job carries it now): nothing left for this one.
  if (!source) return { outcome: 'import deleted' };
  if (source.jobId !== run.id || source.storedStatus !== 'processing') return { outcome: 'superseded' };
  if (!source.fileKey || !source.fileKind || !source.columnMapping)
    throw new Error('the import has no stored file or no column mapping');
  const mapping = source.columnMapping as ColumnMapping;
  const rules = rowRulesFor(source.headers ?? [], mapping, source.rowRules?.statusMap);
  const file = { key: source.fileKey, kind: source.fileKind as FileKind, headerRow: source.headerRow };

  const total = await withStoredTable(storage, file, async (open) => {
    // First pass: which row of each repeated SKU wins (its last valid one), and how many rows.
    const winners = new Map<string, number>();
    // The sheet's own number of each row (title and blank rows counted): 'Row 17' is row 17 in Excel.
    const numbers: number[] = [];
    let count = 0;
    for await (const row of (await open()).rows) {
      numbers.push(row.number);
      noteValidRow(winners, row.cells, count++, mapping, rules);
    }
    if (run.total === null) await run.setTotal(count);
    if (source.totalRows !== count) await setTotalRows(db, source.id, count);

    // Second pass: from the cursor on, one committed batch at a time.
    let index = 0;
    let batch: SheetRow[] = [];
    const commit = async () => {
      const from = run.cursor?.next ?? 0;
      const rows = batch;
      batch = [];
      await run.commitBatch(async (tx) => {
        await stageBatch(tx, source, rows, mapping, winners, from, numbers, rules);
        return { cursor: { next: from + rows.length }, processed: rows.length };
      });
    };
    for await (const row of (await open()).rows) {
      if (index++ < (run.cursor?.next ?? 0)) continue;
      batch.push(row);
      if (batch.length === IMPORT_BATCH_SIZE) await commit();
    }
    if (batch.length > 0) await commit();
    return count;
  });

  // The end in a batch of its own: it commits only while this run still holds the job.
  let counts = { staged: 0, failed: 0, skipped: 0 };
  await run.commitBatch(async (tx) => {
    const current = (await findImport(tx, source.id))!;
    counts = {
      staged: current.recordsStaged,
      failed: current.recordsFailed,
      skipped: current.recordsSkipped,
    };
    // Rows and none staged: a failure, not a success with nothing in it (issue 15 item 22).
    const allFailed = counts.failed > 0 && counts.staged === 0 && counts.skipped === 0;
    const messages = allFailed ? [IMPORT_MESSAGES.allRowsFailed(counts.failed)] : [];
    if (counts.skipped > 0) messages.push(skippedMessage(counts.skipped));
    await finishImport(tx, source.id, messages, allFailed ? 'failed' : 'staged');
    return { cursor: { next: total }, processed: 0 };
  });
  return { totalRows: total, ...counts };
}

/**
 * Processes one import (decision 0019): streams its stored file twice (the first pass finds each
 * repeated SKU's last valid row), validates every row, and stages the valid ones through the staged-products module in committed batches of IMPORT_BATCH_SIZE
 * (cursor = the next row). A crash resumes at the cursor; after the last attempt the import reads
 * as failed with the job's reason (repo.ts effectiveStatus) and can be retried.
 */
export const importJob = defineTrackedJob<ImportPayload, ImportCursor>({
  kind: IMPORT_JOB_KIND,
  payload: z.object({ importId: z.string().min(1).max(100) }),
  maxAttempts: 3,
  retryDelaySeconds: 5,
  run: runImport,
});
