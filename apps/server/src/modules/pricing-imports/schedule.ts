import { performance } from 'node:perf_hooks';
import { and, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import { defineScheduledJob } from '@/jobs/job-definition.ts';
import { writeAudit } from '@/lib/audit.ts';
import type { Clock } from '@/lib/clock.ts';
import { type PriceRow, applyRound } from './apply.ts';
import { PRICE_ROUND, roundPause } from './process-job.ts';
import {
  appliedChangesOf,
  changesInState,
  dueImports,
  lockImport,
  priceChanges,
  supersededBy,
  updateImport,
} from './repo.ts';
import { type PriceField, restoreFromChanges, switchOffCreatedRules } from './targets-repo.ts';

/**
 * Effective and expiration dates (issue 16): every 5 minutes, imports whose effective date has
 * come are applied (their scheduled changes get the values they replace, state applied, the
 * import completed) and completed imports whose expiration date has come are reverted (each field
 * back to its old value, state expired, the import expired) — except a field a later import has
 * changed since, which keeps that import's value (counted on the import and in the audit entry).
 *
 * Work goes in rounds of one transaction each, the import row locked first; the changes' state is
 * the cursor (a round moves its changes to the next state), so a crash resumes on the next run.
 */

export const PRICING_SCHEDULE_JOB = 'pricing-schedule';

export function createPricingSchedule({ db, clock }: { db: Db; clock: Clock }) {
  /** Applies one due import round by round; answers whether it completed. */
  async function applyDue(importId: string): Promise<boolean> {
    for (;;) {
      const started = performance.now();
      const done = await db.transaction(async (tx) => {
        const source = await lockImport(tx, importId);
        if (!source || source.status !== 'scheduled') return true;
        const now = clock.now();
        if (!source.appliedAt) await updateImport(tx, importId, { appliedAt: now });
        const changes = await changesInState(tx, importId, 'scheduled', PRICE_ROUND * 3);
        if (changes.length > 0) {
          const rows = new Map<string, PriceRow>();
          for (const change of changes) {
            if (!change.productId) continue;
            const row = rows.get(change.productId) ?? {
              productId: change.productId,
              sku: change.sku ?? '',
              values: {},
            };
            if (change.newValue !== null) row.values[change.changeType as PriceField] = change.newValue;
            rows.set(change.productId, row);
          }
          // The scheduled entries give way to applied ones with the values they replace (a field
          // already at its new value records no change, as in an immediate import).
          await tx.execute(
            sql`delete from pricing_changes where id = any(${sql.param(changes.map((c) => c.id))}::bigint[])`,
          );
          await applyRound(tx, source.organizationId, importId, [...rows.values()]);
          return false;
        }
        await updateImport(tx, importId, { status: 'completed' });
        await writeAudit(tx, {
          actorUserId: source.userId,
          action: 'pricing_import.applied',
          entityType: 'pricing_import',
          entityId: importId,
          details: { scheduled: true, effectiveDate: source.effectiveDate, filename: source.filename },
        });
        return true;
      });
      if (done) return true;
      await roundPause(db, started, new AbortController().signal);
    }
  }

  /** Reverts one expired import round by round. */
  async function expire(importId: string): Promise<void> {
    let kept = 0;
    for (;;) {
      const started = performance.now();
      const done = await db.transaction(async (tx) => {
        const source = await lockImport(tx, importId);
        if (!source || source.status !== 'completed') return true;
        const products = await queryRows<{ productId: string }>(
          tx,
          sql`select distinct c.product_id as "productId" from pricing_changes c
            where ${appliedChangesOf(importId)} and ${priceChanges} limit ${PRICE_ROUND}`,
        );
        const ids = sql`c.product_id = any(${sql.param(products.map((p) => p.productId))}::text[])`;
        const round = and(appliedChangesOf(importId), priceChanges, ids)!;
        const later = supersededBy(source.appliedAt);
        if (products.length > 0) {
          await restoreFromChanges(tx, source.organizationId, sql`${round} and not ${later}`);
          const [counted] = await queryRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from pricing_changes c where ${round} and ${later}`,
          );
          kept += counted?.n ?? 0;
          await tx.execute(sql`update pricing_changes c set state = 'expired' where ${round}`);
          return false;
        }
        // Rule changes (PMAP imports, decision 0034) are not reverted like prices: the rules'
        // own window has ended, so the rules the import created are switched off; the rules it
        // replaced stay off (the campaign was re-imported; bringing them back is a rollback's job).
        await switchOffCreatedRules(tx, appliedChangesOf(importId));
        await tx.execute(
          sql`update pricing_changes c set state = 'expired' where ${appliedChangesOf(importId)}`,
        );
        const now = clock.now();
        await tx.execute(sql`update pricing_imports set status = 'expired', expired_at = ${now}, updated_at = now(),
            changes = coalesce(changes, '{}'::jsonb) || jsonb_build_object('keptOnExpiry',
              coalesce((changes ->> 'keptOnExpiry')::int, 0) + ${kept}::int)
          where id = ${importId}`);
        await writeAudit(tx, {
          actorUserId: source.userId,
          action: 'pricing_import.expired',
          entityType: 'pricing_import',
          entityId: importId,
          details: {
            expirationDate: source.expirationDate,
            filename: source.filename,
            keptLaterValues: kept,
          },
        });
        return true;
      });
      if (done) return;
      await roundPause(db, started, new AbortController().signal);
    }
  }

  return {
    /** Applies the imports due and reverts the imports expired at the clock's now. */
    async runDue(): Promise<{ applied: number; expired: number }> {
      const due = await dueImports(db, clock.now());
      let applied = 0;
      let expired = 0;
      for (const { id, action } of due) {
        if (action === 'apply') {
          await applyDue(id);
          applied += 1;
        } else {
          await expire(id);
          expired += 1;
        }
      }
      // An import both due and expired while the process was down: applied above, reverted now.
      if (applied > 0) expired += (await this.expireOnly()).expired;
      return { applied, expired };
    },
    async expireOnly(): Promise<{ expired: number }> {
      const due = (await dueImports(db, clock.now())).filter((d) => d.action === 'expire');
      for (const { id } of due) await expire(id);
      return { expired: due.length };
    },
  };
}

export const pricingScheduleJob = defineScheduledJob({
  kind: PRICING_SCHEDULE_JOB,
  cron: '*/5 * * * *',
  run: async ({ context }) => {
    await createPricingSchedule(context).runDue();
  },
});
