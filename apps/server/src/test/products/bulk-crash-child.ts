/**
 * A process for bulk-crash.test.ts to kill (see crash-child.ts for the shared set-up).
 *
 * CRASH_MODE=start: migrates, adds CRASH_ROWS products of a new manufacturer, starts their bulk
 * delete through the bulk service (a job), prints {"jobId"} and SIGKILLs itself inside a round
 * (products deleted, not committed) once the job is past CRASH_KILL_AT products.
 * CRASH_MODE=resume: waits until the job has ended, then stops cleanly.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/database.ts';
import { bulkJobHooks } from '@/modules/products/bulk-job.ts';
import { createBulkProductsService } from '@/modules/products/bulk-service.ts';
import {
  awaitCrash,
  crashAdmin,
  killFromCrashPoint,
  printStartedJob,
  resumeUntilJobEnded,
  runCrashChild,
  startCrashChild,
} from '@/test/crash-child.ts';
import { createSeries } from '@/test/factories.ts';

runCrashChild(async () => {
  const { database, context, runtime, starting } = await startCrashChild();

  if (starting) {
    bulkJobHooks.inRound = killFromCrashPoint();
    const { manufacturerId, actor } = await crashAdmin(database);
    const series = await createSeries(database.db, { manufacturerId });
    const rows = await queryRows<{ id: string }>(
      database.db,
      sql`insert into products (name, sku, series_id, manufacturer_id)
          select 'Crash Amp ' || n, 'BCRASH-' || n, ${series.id}, ${manufacturerId}
          from generate_series(1, ${Number(process.env.CRASH_ROWS)}) as n
          returning id`,
    );
    const service = createBulkProductsService(context);
    const started = await service.delete(actor, { productIds: rows.map((row) => row.id) });
    printStartedJob(started, 'the bulk delete');
    await awaitCrash('the bulk delete');
  }

  await resumeUntilJobEnded(database, runtime, 'bulk delete');
});
