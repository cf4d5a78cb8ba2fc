import { z } from 'zod';
import { MAX_AI_ENHANCE_BATCH, MAX_BULK_ENHANCE_PRODUCTS } from '@crossover/domain/ai-enhancement';
import type { AppContext } from '@/context.ts';
import { defineScheduledJob, defineTrackedJob } from '@/jobs/job-definition.ts';
import type { Enhancer } from '@/modules/ai-enhancement/enhancer.ts';
import { configuredEnhancer } from '@/modules/ai-enhancement/enhancer-from-config.ts';
import { productsToEnhance, writeProductAiFields } from '@/modules/products/ai-fields.ts';
import { enhancementInputs } from './enhancement-inputs.ts';
import {
  type RowOutcome,
  countByStatus,
  failRowsOfEndedJobs,
  markProcessing,
  rowsToEnhance,
  writeOutcomes,
} from './enhancement-repo.ts';

/**
 * AI enhancement as tracked jobs (decisions 0011, 0020). Each batch commits twice: its rows go
 * processing, then (after the enhancer answered, outside any transaction: on the embedded
 * database an open transaction holds the only connection) their outcomes with the cursor. A
 * crash between the two leaves the batch processing for the retry to redo; a job that ends
 * without its rows has them failed by the sweep.
 */

export const ENHANCE_STAGED_JOB = 'enhance-staged-products';
export const ENHANCE_PRODUCTS_JOB = 'enhance-products';

export const enhanceStagedPayload = z.object({
  stagedProductIds: z.array(z.string()).min(1).max(MAX_AI_ENHANCE_BATCH),
});
export const enhanceProductsPayload = z.object({
  productIds: z.array(z.string()).min(1).max(MAX_BULK_ENHANCE_PRODUCTS),
});
/**
 * One run's upper bound (heartbeats keep a live run; this ends one stuck past reason). Working
 * requests bound a run: 1,000 rows at ~10 s each with 4 in flight take ~42 min; a provider that
 * is down fails the rest fast (the breaker in openai-enhancer.ts), not at 2 minutes a row.
 */
const EXPIRE_IN_SECONDS = 6 * 3600;

interface Cursor {
  /** The next id's position in the payload's list. */
  index: number;
}

const failures = (outcomes: readonly RowOutcome[], labels: Map<string, string>) =>
  outcomes.flatMap((o) => (o.ok ? [] : [`${labels.get(o.id) ?? o.id}: ${o.error}`]));

/** Staged rows: pending → processing → completed or failed, each row only by the job that owns it. */
export function defineEnhanceStagedJob(enhancer: (context: AppContext) => Enhancer = configuredEnhancer) {
  return defineTrackedJob<z.infer<typeof enhanceStagedPayload>, Cursor>({
    kind: ENHANCE_STAGED_JOB,
    payload: enhanceStagedPayload,
    expireInSeconds: EXPIRE_IN_SECONDS,
    async run(run) {
      const ids = run.payload.stagedProductIds;
      if (run.total === null) await run.setTotal(ids.length);
      const active = enhancer(run.context);
      for (let index = run.cursor?.index ?? 0; index < ids.length; index += active.batchSize) {
        const slice = ids.slice(index, index + active.batchSize);
        await run.commitBatch(async (tx) => {
          await markProcessing(tx, slice, run.id);
          return { cursor: { index }, processed: 0 };
        });
        const rows = await rowsToEnhance(run.context.db, slice, run.id);
        const inputs = await enhancementInputs(
          run.context.db,
          rows.map((row) => ({
            ...row,
            seriesName: row.proposedSeriesName,
            manufacturerName: row.proposedManufacturerName,
          })),
        );
        const outcomes = await active.enhanceMany(inputs, run.signal);
        const results = rows.map((row, i): RowOutcome => ({ id: row.id, ...outcomes[i]! }));
        const labels = new Map(rows.map((row) => [row.id, row.sku ?? row.name]));
        await run.commitBatch(async (tx) => {
          await writeOutcomes(tx, run.id, results);
          return {
            cursor: { index: index + slice.length },
            processed: slice.length,
            errors: failures(results, labels),
          };
        });
      }
      return { enhancer: active.kind, rows: await countByStatus(run.context.db, run.id) };
    },
  });
}

/** Catalogue products: fills their aiEnhanced* proposals; a product's failure goes to the job's error log. */
export function defineEnhanceProductsJob(enhancer: (context: AppContext) => Enhancer = configuredEnhancer) {
  return defineTrackedJob<z.infer<typeof enhanceProductsPayload>, Cursor>({
    kind: ENHANCE_PRODUCTS_JOB,
    payload: enhanceProductsPayload,
    expireInSeconds: EXPIRE_IN_SECONDS,
    async run(run) {
      const ids = run.payload.productIds;
      if (run.total === null) await run.setTotal(ids.length);
      const active = enhancer(run.context);
      for (let index = run.cursor?.index ?? 0; index < ids.length; index += active.batchSize) {
        const slice = ids.slice(index, index + active.batchSize);
        const rows = await productsToEnhance(run.context.db, slice);
        const outcomes = await active.enhanceMany(await enhancementInputs(run.context.db, rows), run.signal);
        const results = rows.map((row, i): RowOutcome => ({ id: row.id, ...outcomes[i]! }));
        const labels = new Map(rows.map((row) => [row.id, row.sku]));
        await run.commitBatch(async (tx) => {
          await writeProductAiFields(
            tx,
            results.flatMap((o) =>
              o.ok
                ? [
                    {
                      id: o.id,
                      aiEnhancedName: o.result.name,
                      aiEnhancedDescription: o.result.description,
                      aiEnhancedCategory: o.result.category,
                    },
                  ]
                : [],
            ),
          );
          return {
            cursor: { index: index + slice.length },
            processed: slice.length,
            errors: failures(results, labels),
          };
        });
      }
      return { enhancer: active.kind };
    },
  });
}

/** Every minute: rows whose job ended without them (crashed on its last attempt, failed) are failed. */
export const aiEnhancementSweepJob = defineScheduledJob({
  kind: 'ai-enhancement-sweep',
  cron: '* * * * *',
  async run({ context }) {
    await failRowsOfEndedJobs(context.db);
  },
});

export const enhanceStagedProductsJob = defineEnhanceStagedJob();
export const enhanceProductsJob = defineEnhanceProductsJob();
