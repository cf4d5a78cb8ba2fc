/**
 * A process for import-crash.test.ts to kill (see crash-child.ts for the shared set-up), with
 * local object storage in CRASH_STORAGE.
 *
 * CRASH_MODE=start: migrates, makes an admin and a manufacturer, uploads a CRASH_ROWS-row CSV
 * through the imports service, starts it, prints {"importId"} and SIGKILLs itself inside a batch
 * (rows written, not committed) once the job is past CRASH_KILL_AT rows.
 * CRASH_MODE=resume: waits until the import has finished (staged or failed), then stops cleanly.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createStorage } from '@/lib/storage/index.ts';
import { importJobHooks } from '@/modules/imports/process-job.ts';
import { findImport } from '@/modules/imports/repo.ts';
import { createImportsService } from '@/modules/imports/service.ts';
import {
  awaitCrash,
  crashAdmin,
  killFromCrashPoint,
  resumeUntilEnded,
  runCrashChild,
  startCrashChild,
} from '@/test/crash-child.ts';
import { PRODUCT_HEADERS, PRODUCT_MAPPING, crashRows, csvText } from '@/test/imports/import-kit.ts';

runCrashChild(async () => {
  const storage = await createStorage({
    s3: undefined,
    uploadSigningSecret: 'crash-test-signing-secret-of-32-chars',
    dataDir: process.env.CRASH_STORAGE!,
  });
  const { database, runtime, context, starting } = await startCrashChild({ storage });

  if (starting) {
    importJobHooks.inBatch = killFromCrashPoint();
    const { manufacturerId, actor } = await crashAdmin(database);
    const file = path.join(process.env.CRASH_STORAGE!, 'crash.csv');
    await writeFile(file, csvText([PRODUCT_HEADERS, ...crashRows(Number(process.env.CRASH_ROWS))]));
    const imports = createImportsService(context);
    const uploaded = await imports.upload(
      actor,
      { path: file, size: 0, filename: 'crash.csv', kind: 'csv', fields: { manufacturerId }, keep() {} },
      'csvFile',
    );
    console.log(JSON.stringify({ importId: uploaded.importId }));
    await imports.process(actor, uploaded.importId, { columnMapping: PRODUCT_MAPPING });
    await awaitCrash('the import');
  }

  await resumeUntilEnded(database, runtime, 'import', async () => {
    const row = await findImport(database.db, process.env.CRASH_IMPORT!);
    return row?.status === 'staged' || row?.status === 'failed'
      ? null
      : `${row?.status} ${row?.processedRows}`;
  });
});
