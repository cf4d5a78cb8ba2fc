import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MAX_BULK_PRODUCTS,
  type BulkDeleteResponse,
  type BulkUpdateResult,
  bulkDeletedMessage,
  bulkUpdatedMessage,
} from '@crossover/domain/bulk-products';
import { BULK_JOB_ACTIONS } from '@crossover/domain/bulk-products-job';
import type { Db } from '@/db/database.ts';
import { type IdRoundsCursor, runIdRounds } from '@/jobs/id-rounds.ts';
import { defineTrackedJob } from '@/jobs/job-definition.ts';
import { auditedBy } from '@/lib/actor.ts';
import { AUDIT_ID_SAMPLE, writeAudit } from '@/lib/audit.ts';
import { bulkValueRows, lockSelection, updateProducts } from './bulk-repo.ts';
import { checkSeries } from './bulk-selection.ts';
import { deleteProducts, removeStoredImages } from './deletion.ts';

/**
 * A large bulk update or delete as a tracked job (issue 15, decisions 0017, 0029), on the shared
 * mechanism of the approval job (jobs/id-rounds.ts): the request read the selection's ids; each
 * round locks its products in id order (FOR UPDATE, as in the request), checks the new series on
 * them and runs one set-based UPDATE or DELETE (order lines keep their SKU and name), with the
 * job's cursor in the same transaction, so a crash resumes after the last committed round. A
 * product deleted by someone else meanwhile is skipped and counted. The last round writes the
 * one audit entry: counts, the updates, the selection and a sample of ids.
 */

export const BULK_PRODUCTS_JOB = 'bulk-products';
/** Products per round: ~0.2 s of UPDATE on PGlite at this machine's load (decision 0029). */
export const BULK_ROUND = 250;

/** What the rounds did so far (kept in the job's cursor). */
interface BulkTally {
  done: number;
  /** Products gone before their round (deleted by someone else). */
  missing: number;
  sample: { id: string; sku: string }[];
}

export const bulkProductsPayload = z.object({
  action: z.enum(BULK_JOB_ACTIONS),
  /** The selected products, in id order (each round locks its own in that order). */
  productIds: z.array(z.string()).min(1).max(MAX_BULK_PRODUCTS),
  /** An update's columns as applied (null clears, absent keeps). */
  updates: z
    .object({
      category: z.string().nullable().optional(),
      subcategory: z.string().nullable().optional(),
      seriesId: z.string().optional(),
      isActive: z.boolean().optional(),
    })
    .optional(),
  /** The selection as the audit entry keeps it (the filter, or how many ids were ticked). */
  selection: z.record(z.string(), z.unknown()),
});
export type BulkProductsPayload = z.infer<typeof bulkProductsPayload>;

/** Test hook: runs inside each round's transaction before it commits (crash tests kill here). */
export const bulkJobHooks: { inRound?: (from: number, to: number) => void | Promise<void> } = {};

export const bulkProductsJob = defineTrackedJob<BulkProductsPayload, IdRoundsCursor<BulkTally>>({
  kind: BULK_PRODUCTS_JOB,
  payload: bulkProductsPayload,
  async run(run) {
    const { payload, actor } = run;
    const { storage, logger } = run.context;
    const deleting = payload.action === 'delete';
    async function round(tx: Db, ids: string[], tally: BulkTally) {
      // A round and its cursor commit together: a commit lost in a crash is redone (as approvals).
      await tx.execute(sql`set local synchronous_commit = off`);
      const locked = await lockSelection(tx, { kind: 'ids', ids }, ids.length);
      tally.missing += ids.length - locked.length;
      if (locked.length === 0) return;
      const seriesId = payload.updates?.seriesId;
      if (!deleting && seriesId) await checkSeries(tx, seriesId, { kind: 'ids', ids: locked });
      if (tally.sample.length < AUDIT_ID_SAMPLE) {
        const skus = new Map((await bulkValueRows(tx, locked)).map((row) => [row.id, row.sku]));
        const more = locked.slice(0, AUDIT_ID_SAMPLE - tally.sample.length);
        tally.sample.push(...more.map((id) => ({ id, sku: skus.get(id) ?? '' })));
      }
      if (!deleting) {
        await updateProducts(tx, locked, payload.updates ?? {});
        tally.done += locked.length;
        return;
      }
      const result = await deleteProducts(tx, locked);
      tally.done += result.deleted;
      // Files only once the round committed: a rolled-back round keeps its images.
      const keys = result.storedImageKeys;
      return keys.length > 0 ? () => removeStoredImages(storage, logger, keys) : undefined;
    }

    const tally = await runIdRounds(run, {
      ids: payload.productIds,
      roundSize: BULK_ROUND,
      initialTally: { done: 0, missing: 0, sample: [] },
      inRound: (from, to) => bulkJobHooks.inRound?.(from, to),
      async round(tx, ids, next, last) {
        const after = await round(tx, ids, next);
        if (last) await writeAudit(tx, { ...auditedBy(actor), ...auditEntry(run.id, payload, next) });
        return after;
      },
    });
    return deleting
      ? ({ message: bulkDeletedMessage(tally.done), deleted: tally.done } satisfies BulkDeleteResponse)
      : ({
          dryRun: false,
          message: bulkUpdatedMessage(tally.done),
          updated: tally.done,
        } satisfies BulkUpdateResult);
  },
});

/** The entry an in-request update or delete writes, with the job's id and the products skipped. */
function auditEntry(jobId: string, payload: BulkProductsPayload, tally: BulkTally) {
  const common = { jobId, ...payload.selection, missing: tally.missing };
  if (payload.action === 'update')
    return {
      action: 'product.bulk_update',
      entityType: 'product',
      details: {
        updated: tally.done,
        updates: payload.updates,
        ...common,
        sample: { productIds: tally.sample.map((s) => s.id) },
      },
    };
  return {
    action: 'product.bulk_delete',
    entityType: 'product',
    details: {
      deleted: tally.done,
      ...common,
      sample: { products: Object.fromEntries(tally.sample.map((s) => [s.id, s.sku])) },
    },
  };
}
