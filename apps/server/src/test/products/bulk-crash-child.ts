/**
 * A process for bulk-crash.test.ts to kill. Runs the real jobs runtime (pg-boss, short liveness
 * timings) on the database named by CRASH_DATABASE ('pglite:<data dir>' or a postgres:// URL).
 *
 * CRASH_MODE=start: migrates, adds CRASH_ROWS products of a new manufacturer, starts their bulk
 * delete through the bulk service (a job), prints {"jobId"} and SIGKILLs itself inside a round
 * (products deleted, not committed) once the job is past CRASH_KILL_AT products.
 * CRASH_MODE=resume: waits until the job has ended, then stops cleanly.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, migrateDatabase, openDatabase, queryRows } from '@/db/database.ts';
import { findJobRow } from '@/jobs/job-rows.ts';
import { startJobsRuntime } from '@/jobs/runtime.ts';
import { actorOf } from '@/lib/actor.ts';
import { createLocalStorage } from '@/lib/storage/local.ts';
import { bulkJobHooks } from '@/modules/products/bulk-job.ts';
import { createBulkProductsService } from '@/modules/products/bulk-service.ts';
import { createOrganization, createSeries, createUser } from '@/test/factories.ts';

const silent = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

async function open(target: string): Promise<Database> {
  if (target.startsWith('pglite:'))
    return openDatabase({ kind: 'pglite', dataDir: target.slice('pglite:'.length) });
  return openDatabase({ kind: 'postgres', url: target, poolSize: 3 });
}

async function main(): Promise<void> {
  const database = await open(process.env.CRASH_DATABASE!);
  const mode = process.env.CRASH_MODE;
  if (mode === 'start') await migrateDatabase(database);
  const runtime = await startJobsRuntime({
    database,
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
    bulkJobHooks.inRound = (from) => {
      if (from >= killAt) process.kill(process.pid, 'SIGKILL');
    };
    const manufacturer = await createOrganization(database.db, { type: 'manufacturer' });
    const series = await createSeries(database.db, { manufacturerId: manufacturer.id });
    const user = await createUser(database.db, { role: 'admin', authType: 'oidc' });
    const actor = actorOf(
      { ...user, organizationName: null, organizationType: null, organizationTaxRate: null },
      '127.0.0.1',
    );
    const rows = await queryRows<{ id: string }>(
      database.db,
      sql`insert into products (name, sku, series_id, manufacturer_id)
          select 'Crash Amp ' || n, 'BCRASH-' || n, ${series.id}, ${manufacturer.id}
          from generate_series(1, ${Number(process.env.CRASH_ROWS)}) as n
          returning id`,
    );
    const service = createBulkProductsService({
      db: database.db,
      jobs: runtime,
      storage: createLocalStorage(mkdtempSync(path.join(tmpdir(), 'crossover-crash-objects-')), 'crash-test'),
      logger: silent,
    });
    const started = await service.delete(actor, { productIds: rows.map((row) => row.id) });
    if (!('jobId' in started)) throw new Error('the bulk delete did not start a job');
    console.log(JSON.stringify({ jobId: started.jobId }));
    await new Promise((resolve) => setTimeout(resolve, 120_000));
    console.error('the bulk delete ended without reaching the crash point');
    process.exit(3);
  }

  const jobId = process.env.CRASH_JOB!;
  const deadline = Date.now() + 150_000;
  for (;;) {
    const row = await findJobRow(database.db, jobId);
    if (row?.status === 'succeeded' || row?.status === 'failed') break;
    if (Date.now() > deadline) {
      console.error(`bulk delete not finished: ${row?.status} ${row?.processed}`);
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
