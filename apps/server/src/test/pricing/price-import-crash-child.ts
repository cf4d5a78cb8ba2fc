/**
 * A process for price-import-crash.test.ts to kill (see crash-child.ts for the shared set-up).
 *
 * CRASH_MODE=start: migrates, adds CRASH_ROWS products and a distributor, processes a price list
 * of every product for that distributor as an admin (a tracked job), prints {"jobId"} and SIGKILLs
 * itself inside a round (prices written, not committed) once the job is past CRASH_KILL_AT rows.
 * CRASH_MODE=resume: waits until the job has ended, then stops cleanly.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/database.ts';
import { systemClock } from '@/lib/clock.ts';
import { pricingJobHooks } from '@/modules/pricing-imports/process-job.ts';
import { createPricingImportsService } from '@/modules/pricing-imports/service.ts';
import {
  awaitCrash,
  crashAdmin,
  killFromCrashPoint,
  printStartedJob,
  resumeUntilJobEnded,
  runCrashChild,
  startCrashChild,
} from '@/test/crash-child.ts';
import { createOrganization, createSeries } from '@/test/factories.ts';

runCrashChild(async () => {
  const { database, context, runtime, starting } = await startCrashChild();

  if (starting) {
    pricingJobHooks.inRound = killFromCrashPoint();
    const { manufacturerId, actor } = await crashAdmin(database);
    const distributor = await createOrganization(database.db, {
      type: 'distributor',
      name: 'Crash Distributor',
    });
    const series = await createSeries(database.db, { manufacturerId });
    const rows = await queryRows<{ sku: string }>(
      database.db,
      sql`insert into products (name, sku, series_id, manufacturer_id)
          select 'Crash Amp ' || n, 'PCRASH-' || n, ${series.id}, ${manufacturerId}
          from generate_series(1, ${Number(process.env.CRASH_ROWS)}) as n
          returning sku`,
    );
    const service = createPricingImportsService(context);
    const started = await service.process(actor, {
      pricingData: rows.map((row, index) => ({
        rowNumber: index + 2,
        sku: row.sku,
        distPartNumber: `D-${row.sku}`,
        cost: '10.00',
        mpqCost: null,
      })),
      effectiveDate: systemClock.now().toISOString().slice(0, 10),
      expirationDate: null,
      filename: 'crash.csv',
      organizationId: distributor.id,
    });
    printStartedJob(started, 'the price import');
    await awaitCrash('the price import');
  }

  await resumeUntilJobEnded(database, runtime, 'price import');
});
