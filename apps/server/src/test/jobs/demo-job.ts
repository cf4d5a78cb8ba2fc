import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/db/database.ts';
import { defineTrackedJob } from '@/jobs/job-definition.ts';

/**
 * A job for tests only: writes units 0…units-1 to demo_job_units, `batchSize` per committed batch,
 * resuming from the row's cursor. The table has no unique key on purpose, so a unit done twice
 * shows up as a second row instead of an error.
 */
export const demoJobHooks: { beforeUnit?: (unit: number, tx: Db, kind: string) => void | Promise<void> } = {};

export async function createDemoUnitsTable(db: Db): Promise<void> {
  await db.execute(
    sql`create table if not exists demo_job_units (job_id text not null, unit integer not null)`,
  );
}

export async function countDemoUnits(db: Db, jobId: string): Promise<{ rows: number; distinct: number }> {
  const result = (await db.execute(
    sql`select count(*)::int as rows, count(distinct unit)::int as distinct from demo_job_units where job_id = ${jobId}`,
  )) as unknown as { rows: { rows: number; distinct: number }[] };
  return result.rows[0]!;
}

type DemoPayload = { units: number; batchSize: number; failAtUnit?: number };

function demoUnitsJob(kind: string, maxAttempts?: number) {
  return defineTrackedJob<DemoPayload, { next: number }>({
    kind,
    maxAttempts,
    payload: z.object({
      units: z.number().int().positive(),
      batchSize: z.number().int().positive(),
      failAtUnit: z.number().int().optional(),
    }),
    retryDelaySeconds: 0,
    async run(run) {
      const { units, batchSize, failAtUnit } = run.payload;
      if (run.total === null) await run.setTotal(units);
      while ((run.cursor?.next ?? 0) < units) {
        const from = run.cursor?.next ?? 0;
        const to = Math.min(units, from + batchSize);
        await run.commitBatch(async (tx) => {
          for (let unit = from; unit < to; unit += 1) {
            await demoJobHooks.beforeUnit?.(unit, tx, kind);
            if (unit === failAtUnit && run.attempt === 1)
              throw new Error(`unit ${unit} failed on the first attempt`);
            await tx.execute(sql`insert into demo_job_units (job_id, unit) values (${run.id}, ${unit})`);
          }
          return { cursor: { next: to }, processed: to - from };
        });
      }
      return { units };
    },
  });
}

export const demoJob = demoUnitsJob('demo-units');
/** The same work with a single attempt: an interruption fails it. */
export const demoJobOnce = demoUnitsJob('demo-units-once', 1);

/** What crash-child.ts runs and where it kills itself: both jobs mid-way, in the middle of a batch. */
export const CRASH_PLAN = {
  resumed: { job: demoJob, payload: { units: 2000, batchSize: 250 }, killAfterUnit: 800 },
  failed: { job: demoJobOnce, payload: { units: 5000, batchSize: 250 }, killAfterUnit: 300 },
};
