/**
 * A process for approval-crash.test.ts to kill. Runs the real jobs runtime (pg-boss, short
 * liveness timings) on the database named by CRASH_DATABASE ('pglite:<data dir>' or a postgres://
 * URL).
 *
 * CRASH_MODE=start: migrates, stages CRASH_ROWS pending rows of a new manufacturer, starts their
 * approval through the review service (a job), prints {"jobId"} and SIGKILLs itself inside a round
 * (products written, not committed) once the job is past CRASH_KILL_AT rows.
 * CRASH_MODE=resume: waits until the job has ended, then stops cleanly.
 */
import { sql } from 'drizzle-orm';
import { type Database, migrateDatabase, openDatabase, queryRows } from '@/db/database.ts';
import { findJobRow } from '@/jobs/job-rows.ts';
import { startJobsRuntime } from '@/jobs/runtime.ts';
import { actorOf } from '@/lib/actor.ts';
import { approvalJobHooks } from '@/modules/staged-products/approval-job.ts';
import { createStagedReviewService } from '@/modules/staged-products/approval-service.ts';
import { createOrganization, createUser } from '@/test/factories.ts';

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
    approvalJobHooks.inRound = (from) => {
      if (from >= killAt) process.kill(process.pid, 'SIGKILL');
    };
    const manufacturer = await createOrganization(database.db, { type: 'manufacturer' });
    const user = await createUser(database.db, { role: 'admin', authType: 'oidc' });
    const actor = actorOf(
      { ...user, organizationName: null, organizationType: null, organizationTaxRate: null },
      '127.0.0.1',
    );
    const rows = await queryRows<{ id: string }>(
      database.db,
      sql`insert into staged_products (name, sku, manufacturer_id, proposed_series_name, map_price)
          select 'Crash Amp ' || n, 'CRASH-' || n, ${manufacturer.id}, 'Crash Line', '99.00'
          from generate_series(1, ${Number(process.env.CRASH_ROWS)}) as n
          returning id`,
    );
    const review = createStagedReviewService({ db: database.db, jobs: runtime });
    const started = await review.bulk(actor, {
      action: 'approve',
      productIds: rows.map((row) => row.id),
      useAiEnhancements: false,
      includeFlagged: false,
    });
    if (!('jobId' in started)) throw new Error('the approval did not start a job');
    console.log(JSON.stringify({ jobId: started.jobId }));
    await new Promise((resolve) => setTimeout(resolve, 120_000));
    console.error('the approval ended without reaching the crash point');
    process.exit(3);
  }

  const jobId = process.env.CRASH_JOB!;
  const deadline = Date.now() + 150_000;
  for (;;) {
    const row = await findJobRow(database.db, jobId);
    if (row?.status === 'succeeded' || row?.status === 'failed') break;
    if (Date.now() > deadline) {
      console.error(`approval not finished: ${row?.status} ${row?.processed}`);
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
