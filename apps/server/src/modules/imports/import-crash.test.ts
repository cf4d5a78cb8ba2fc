import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { skuKey } from '@crossover/domain/imports-fields';
import { type Database, queryRows } from '@/db/database.ts';
import { findJobRow } from '@/jobs/job-rows.ts';
import {
  type WithDatabase,
  expectCommittedRounds,
  itOnBothDatabases,
  resumeToEnd,
  startUntilKilled,
} from '@/test/killed-process.ts';
import { IMPORT_BATCH_SIZE } from './process-job.ts';
import { findImport } from './repo.ts';
import { crashRows } from '@/test/imports/import-kit.ts';

/**
 * Acceptance (issue 10): a worker killed (SIGKILL) in the middle of a 50,000-row import and
 * restarted leaves every row staged or failed exactly once. Real processes and real pg-boss, on the
 * embedded database and on PostgreSQL.
 */
const ROWS = 50_000;
const KILL_AT = 20_000;
const CHILD = 'src/test/imports/import-crash-child.ts';

/** What the database holds for the import: its row, and each file row's outcomes. */
async function outcomes(database: Database, importId: string) {
  const [counts] = await queryRows<{
    staged: number;
    failed: number;
    stagedDistinct: number;
    failedDistinct: number;
    overlap: number;
  }>(
    database.db,
    sql`select
      (select count(*)::int from staged_products where csv_import_id = ${importId}) as staged,
      (select count(distinct import_row_number)::int from staged_products where csv_import_id = ${importId}) as "stagedDistinct",
      (select count(*)::int from csv_import_failed_rows where csv_import_id = ${importId}) as failed,
      (select count(distinct row_number)::int from csv_import_failed_rows where csv_import_id = ${importId}) as "failedDistinct",
      (select count(*)::int from staged_products s join csv_import_failed_rows f
         on f.csv_import_id = s.csv_import_id and f.row_number = s.import_row_number
         where s.csv_import_id = ${importId}) as overlap`,
  );
  return { row: (await findImport(database.db, importId))!, ...counts! };
}

/** Rows the file's planning stages and fails (no SKU; the earlier of a repeated pair). */
function expectedOutcome() {
  const rows = crashRows(ROWS);
  const last = new Map<string, number>();
  rows.forEach((row, index) => row[0] && last.set(skuKey(row[0]), index));
  const staged = rows.filter((row, index) => row[0] && last.get(skuKey(row[0])) === index).length;
  return { staged, failed: ROWS - staged };
}

async function crashAndRestart(target: string, withDatabase: WithDatabase) {
  const storage = mkdtempSync(path.join(tmpdir(), 'crossover-import-crash-storage-'));
  try {
    const env = { CRASH_DATABASE: target, CRASH_STORAGE: storage };
    const { importId } = await startUntilKilled<{ importId: string }>(CHILD, {
      ...env,
      CRASH_ROWS: String(ROWS),
      CRASH_KILL_AT: String(KILL_AT),
    });

    // The crash left committed batches only: processed is a whole number of batches, and every
    // processed row is staged or failed once; the open batch's writes are gone. (Batches commit
    // without waiting for the disk, so the last one or two before the kill may be gone too — with
    // their cursor, which is the point.)
    const afterCrash = await withDatabase((database) => outcomes(database, importId));
    expect(afterCrash.row.status).toBe('processing');
    expectCommittedRounds(afterCrash.row.processedRows, KILL_AT, IMPORT_BATCH_SIZE);
    expect(afterCrash.staged + afterCrash.failed).toBe(afterCrash.row.processedRows);
    expect(afterCrash.overlap).toBe(0);

    await resumeToEnd(CHILD, { ...env, CRASH_IMPORT: importId });

    const after = await withDatabase(async (database) => ({
      ...(await outcomes(database, importId)),
      job: await findJobRow(database.db, (await findImport(database.db, importId))!.jobId!),
    }));
    const expected = expectedOutcome();
    expect(after.row).toMatchObject({
      status: 'staged',
      totalRows: ROWS,
      processedRows: ROWS,
      recordsStaged: expected.staged,
      recordsFailed: expected.failed,
      recordsSkipped: 0,
    });
    // Every row exactly once: staged or failed, never both, never twice.
    expect({ staged: after.staged, distinct: after.stagedDistinct }).toEqual({
      staged: expected.staged,
      distinct: expected.staged,
    });
    expect({ failed: after.failed, distinct: after.failedDistinct }).toEqual({
      failed: expected.failed,
      distinct: expected.failed,
    });
    expect(after.overlap).toBe(0);
    expect(after.job).toMatchObject({ status: 'succeeded', attempts: 2, processed: ROWS, total: ROWS });
  } finally {
    rmSync(storage, { recursive: true, force: true });
  }
}

describe('an import whose worker is killed mid-way', () => {
  itOnBothDatabases(
    'resumed after a restart, every row staged or failed exactly once',
    crashAndRestart,
    300_000,
  );
});
