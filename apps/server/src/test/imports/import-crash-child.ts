/**
 * A process for import-crash.test.ts to kill. Runs the real jobs runtime (pg-boss, short liveness
 * timings) on the database named by CRASH_DATABASE ('pglite:<data dir>' or a postgres:// URL),
 * with local object storage in CRASH_STORAGE.
 *
 * CRASH_MODE=start: migrates, makes an admin and a manufacturer, uploads a CRASH_ROWS-row CSV
 * through the imports service, starts it, prints {"importId"} and SIGKILLs itself inside a batch
 * (rows written, not committed) once the job is past CRASH_KILL_AT rows.
 * CRASH_MODE=resume: waits until the import has finished (staged or failed), then stops cleanly.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, migrateDatabase, openDatabase } from '@/db/database.ts';
import { startJobsRuntime } from '@/jobs/runtime.ts';
import { actorOf } from '@/lib/actor.ts';
import { createStorage } from '@/lib/storage/index.ts';
import { createOrganization, createUser } from '@/test/factories.ts';
import { importJobHooks } from '@/modules/imports/process-job.ts';
import { findImport } from '@/modules/imports/repo.ts';
import { createImportsService } from '@/modules/imports/service.ts';
import { PRODUCT_HEADERS, PRODUCT_MAPPING, crashRows, csvText } from '@/test/imports/import-kit.ts';

async function open(target: string): Promise<Database> {
  if (target.startsWith('pglite:'))
    return openDatabase({ kind: 'pglite', dataDir: target.slice('pglite:'.length) });
  return openDatabase({ kind: 'postgres', url: target, poolSize: 3 });
}

const quiet = () => undefined;
const silent = { debug: quiet, info: quiet, warn: quiet, error: quiet };

async function main(): Promise<void> {
  const database = await open(process.env.CRASH_DATABASE!);
  const mode = process.env.CRASH_MODE;
  if (mode === 'start') await migrateDatabase(database);
  const storage = await createStorage({
    s3: undefined,
    uploadSigningSecret: 'crash-test-signing-secret-of-32-chars',
    dataDir: process.env.CRASH_STORAGE!,
  });
  const runtime = await startJobsRuntime({
    database,
    storage,
    work: true,
    timing: {
      heartbeatSeconds: 10,
      monitorIntervalSeconds: 1,
      pollingIntervalSeconds: 0.5,
      reconcileEverySeconds: 2,
    },
    onError: () => undefined,
  });

  if (mode === 'start') {
    const killAt = Number(process.env.CRASH_KILL_AT);
    importJobHooks.inBatch = (from) => {
      if (from >= killAt) process.kill(process.pid, 'SIGKILL');
    };
    const manufacturer = await createOrganization(database.db, { type: 'manufacturer' });
    const user = await createUser(database.db, { role: 'admin', authType: 'oidc' });
    const actor = actorOf(
      { ...user, organizationName: null, organizationType: null, organizationTaxRate: null },
      '127.0.0.1',
    );
    const file = path.join(process.env.CRASH_STORAGE!, 'crash.csv');
    await writeFile(file, csvText([PRODUCT_HEADERS, ...crashRows(Number(process.env.CRASH_ROWS))]));
    const imports = createImportsService({ db: database.db, storage, jobs: runtime, logger: silent });
    const uploaded = await imports.upload(
      actor,
      {
        path: file,
        size: 0,
        filename: 'crash.csv',
        kind: 'csv',
        fields: { manufacturerId: manufacturer.id },
        keep() {},
      },
      'csvFile',
    );
    console.log(JSON.stringify({ importId: uploaded.importId }));
    await imports.process(actor, uploaded.importId, { columnMapping: PRODUCT_MAPPING });
    await new Promise((resolve) => setTimeout(resolve, 120_000));
    console.error('the import ended without reaching the crash point');
    process.exit(3);
  }

  const importId = process.env.CRASH_IMPORT!;
  const deadline = Date.now() + 150_000;
  for (;;) {
    const row = await findImport(database.db, importId);
    if (row?.status === 'staged' || row?.status === 'failed') break;
    if (Date.now() > deadline) {
      console.error(`import not finished: ${row?.status} ${row?.processedRows}`);
      process.exit(4);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await runtime.stop();
  await database.db.execute(sql`checkpoint`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
