/**
 * A process for approval-crash.test.ts to kill (see crash-child.ts for the shared set-up).
 *
 * CRASH_MODE=start: migrates, stages CRASH_ROWS pending rows of a new manufacturer, starts their
 * approval through the review service (a job), prints {"jobId"} and SIGKILLs itself inside a round
 * (products written, not committed) once the job is past CRASH_KILL_AT rows.
 * CRASH_MODE=resume: waits until the job has ended, then stops cleanly.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/database.ts';
import { approvalJobHooks } from '@/modules/staged-products/approval-job.ts';
import { createStagedReviewService } from '@/modules/staged-products/approval-service.ts';
import {
  awaitCrash,
  crashAdmin,
  killFromCrashPoint,
  printStartedJob,
  resumeUntilJobEnded,
  runCrashChild,
  startCrashChild,
} from '@/test/crash-child.ts';

runCrashChild(async () => {
  const { database, context, runtime, starting } = await startCrashChild();

  if (starting) {
    approvalJobHooks.inRound = killFromCrashPoint();
    const { manufacturerId, actor } = await crashAdmin(database);
    const rows = await queryRows<{ id: string }>(
      database.db,
      sql`insert into staged_products (name, sku, manufacturer_id, proposed_series_name, map_price)
          select 'Crash Amp ' || n, 'CRASH-' || n, ${manufacturerId}, 'Crash Line', '99.00'
          from generate_series(1, ${Number(process.env.CRASH_ROWS)}) as n
          returning id`,
    );
    const review = createStagedReviewService(context);
    const started = await review.bulk(actor, {
      action: 'approve',
      productIds: rows.map((row) => row.id),
      useAiEnhancements: false,
      includeFlagged: false,
    });
    printStartedJob(started, 'the approval');
    await awaitCrash('the approval');
  }

  await resumeUntilJobEnded(database, runtime, 'approval');
});
