import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '@/db/database.ts';
import { pricingImports } from '@/db/schema/pricing-imports.ts';
import { type JobRun, defineTrackedJob } from '@/jobs/job-definition.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { PRICE_ROUND, roundPause } from './process-job.ts';
import { appliedChangesOf, findImport, markRolledBack, priceChanges, updateImport } from './repo.ts';
import { type PriceTarget, restoreFromChanges, restoreRules } from './targets-repo.ts';

/**
 * Rolling an import back (issue 16 "Rollback", decision 0037). An import whose price changes touch
 * more products than one round is rolled back by this tracked job, so no transaction holds the
 * embedded database for seconds: each round restores the old values of up to `rollbackRounds.size`
 * products and marks their changes rolled back, with the job's tally, in one transaction (the
 * changes' is_rolled_back flag is the cursor: a crash redoes nothing). The last round switches the
 * PMAP rules back, marks the rest, and the import rolled_back with its time, user, reason and audit
 * entry. While it runs the import is `rolling_back` (no second rollback, no scheduled apply or
 * expiry); if the job fails for good the import returns to its previous status, and rolling it
 * back again carries on with the changes still in effect.
 */

export const PRICING_ROLLBACK_JOB = 'pricing-rollback';
/** Products per round (their up to three changes each); tests lower it to roll back small imports in rounds. */
export const rollbackRounds = { size: PRICE_ROUND };
const MAX_ATTEMPTS = 3;

const payload = z.object({
  importId: z.string().min(1).max(100),
  reason: z.string().min(1).max(1000),
  previousStatus: z.enum(['scheduled', 'completed']),
});
export type PricingRollbackPayload = z.infer<typeof payload>;
export interface RollbackTally {
  changes: number;
  restored: number;
  /** The last product rolled back (rounds go in product order: the index on import, product). */
  after?: string;
}

/** How many products the import's price changes still in effect (not rolled back) touch. */
export async function productsToRollBack(tx: Db, importId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(distinct c.product_id)::int as n from pricing_changes c
      where c.pricing_import_id = ${importId} and not c.is_rolled_back and ${priceChanges}`,
  );
  return row?.n ?? 0;
}

/**
 * One round: the next `size` products' price changes not rolled back yet get their old values back
 * (the applied ones; a scheduled change wrote nothing) and are marked rolled back.
 */
async function rollBackRound(
  tx: Db,
  target: PriceTarget,
  importId: string,
  at: Date,
  size: number,
  after: string | undefined,
) {
  const from = after ?? '';
  const [span] = await queryRows<{ products: number; last: string | null }>(
    tx,
    sql`select count(*)::int as products, max(r.product_id) as last from (
      select distinct c.product_id from pricing_changes c
      where c.pricing_import_id = ${importId} and c.product_id > ${from}
        and not c.is_rolled_back and ${priceChanges}
      order by 1 limit ${size}) r`,
  );
  if (!span?.last) return { products: 0, changes: 0, restored: 0, last: after };
  // The round is a range of the (import, product) index: read exactly, whatever the statistics say.
  const round = sql`c.pricing_import_id = ${importId} and c.product_id > ${from} and c.product_id <= ${span.last}
    and not c.is_rolled_back and ${priceChanges}`;
  const restored = await restoreFromChanges(tx, target, sql`${round} and c.state = 'applied'`);
  const [marked] = await queryRows<{ n: number }>(
    tx,
    sql`with marked as (update pricing_changes c set is_rolled_back = true, rolled_back_at = ${at}
      where ${round} returning 1) select count(*)::int as n from marked`,
  );
  return { products: span.products, changes: marked?.n ?? 0, restored, last: span.last };
}

/**
 * Ends a rollback in the caller's transaction: the PMAP rules switched back, the changes left marked,
 * the import rolled_back with who, when and why, and the audit entry.
 */
export async function finishRollback(
  tx: Db,
  rollback: {
    importId: string;
    filename: string;
    actor: Actor;
    reason: string;
    previousStatus: string;
    at: Date;
    tally: RollbackTally;
    jobId?: string;
  },
): Promise<void> {
  const { importId, actor, at, tally } = rollback;
  await restoreRules(tx, appliedChangesOf(importId));
  const rest = await markRolledBack(tx, importId, at);
  await updateImport(tx, importId, {
    status: 'rolled_back',
    rolledBackAt: at,
    rolledBackBy: actor.user.id,
    rollbackReason: rollback.reason,
  });
  await writeAudit(tx, {
    ...auditedBy(actor),
    action: 'pricing_import.rollback',
    entityType: 'pricing_import',
    entityId: importId,
    details: {
      filename: rollback.filename,
      previousStatus: rollback.previousStatus,
      reason: rollback.reason,
      changes: tally.changes + rest,
      restored: tally.restored,
      ...(rollback.jobId ? { jobId: rollback.jobId } : {}),
    },
  });
}

async function rollBackInRounds(run: JobRun<PricingRollbackPayload, RollbackTally>) {
  const { importId, reason, previousStatus } = run.payload;
  const { db, clock } = run.context;
  const source = await findImport(db, importId);
  if (!source) return { outcome: 'import deleted' };
  if (source.jobId !== run.id || source.status !== 'rolling_back') return { outcome: 'superseded' };
  let tally: RollbackTally = run.cursor ?? { changes: 0, restored: 0 };
  for (let done = false; !done;) {
    const started = performance.now();
    await run.commitBatch(async (tx) => {
      const at = clock.now();
      const round = await rollBackRound(
        tx,
        source.organizationId,
        importId,
        at,
        rollbackRounds.size,
        tally.after,
      );
      const next: RollbackTally = {
        changes: tally.changes + round.changes,
        restored: tally.restored + round.restored,
        ...(round.last === undefined ? {} : { after: round.last }),
      };
      if (round.products === 0) {
        const { filename } = source;
        await finishRollback(tx, {
          importId,
          filename,
          actor: run.actor,
          reason,
          previousStatus,
          at,
          tally: next,
          jobId: run.id,
        });
        done = true;
      }
      tally = next;
      return { cursor: next, processed: round.products };
    });
    if (!done) await roundPause(db, started, run.signal);
  }
  return { status: 'rolled_back', ...tally };
}

export const pricingRollbackJob = defineTrackedJob<PricingRollbackPayload, RollbackTally>({
  kind: PRICING_ROLLBACK_JOB,
  payload,
  maxAttempts: MAX_ATTEMPTS,
  async run(run) {
    try {
      return await rollBackInRounds(run);
    } catch (error) {
      // Failed for good: the import is rollbackable again (its changes still in effect unmarked).
      if (run.attempt >= MAX_ATTEMPTS && !run.signal.aborted) {
        const { importId, previousStatus } = run.payload;
        await run.context.db
          .update(pricingImports)
          .set({ status: previousStatus, updatedAt: new Date() })
          .where(
            and(
              eq(pricingImports.id, importId),
              eq(pricingImports.jobId, run.id),
              eq(pricingImports.status, 'rolling_back'),
            ),
          );
      }
      throw error;
    }
  },
});
