import { z } from 'zod';
import {
  IMAGE_SEARCH_MESSAGES,
  type ImageSearchJob,
  MAX_IMAGE_SEARCH_PRODUCTS,
} from '@crossover/domain/image-search';
import { defineTrackedJob } from '@/jobs/job-definition.ts';
import type { JobRow } from '@/jobs/job-rows.ts';
import { auditedBy } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { createProviderPool } from './provider-pool.ts';
import { productToSearch, recordOutcome, skuOf } from './repo.ts';
import { searchProduct } from './search-product.ts';

export const IMAGE_SEARCH_JOB = 'image-search';

export const imageSearchPayload = z.object({
  productIds: z.array(z.string()).min(1).max(MAX_IMAGE_SEARCH_PRODUCTS),
});
export type ImageSearchPayload = z.infer<typeof imageSearchPayload>;

/** Kept in the job's row with each product's result: where to go on, the counts, the next SKU. */
const cursorSchema = z.object({
  next: z.number().int(),
  found: z.number().int(),
  failed: z.number().int(),
  currentSku: z.string().nullable(),
});
type ImageSearchCursor = z.infer<typeof cursorSchema>;

/**
 * The image search (issue 17, decision 0041): exclusive (one at a time), one product per round.
 * The outside work (provider searches, downloads, storing the image) happens between rounds; the
 * product's result, the counts and the next product's SKU commit together, so a retry resumes at
 * the first product whose result did not commit. The last round writes the audit entry of the
 * outcome (the start's entry was written with the job's row).
 */
export const imageSearchJob = defineTrackedJob<ImageSearchPayload, ImageSearchCursor>({
  kind: IMAGE_SEARCH_JOB,
  exclusive: true,
  busyMessage: IMAGE_SEARCH_MESSAGES.busy,
  payload: imageSearchPayload,
  // A product takes up to 8 searches and 24 downloads: a long list needs more than an hour.
  expireInSeconds: 4 * 60 * 60,
  async run(run) {
    const { db, clock } = run.context;
    const ids = run.payload.productIds;
    if (run.total === null) await run.setTotal(ids.length);
    let cursor: ImageSearchCursor = run.cursor ?? { next: 0, found: 0, failed: 0, currentSku: null };
    if (!run.cursor) {
      const first: ImageSearchCursor = { ...cursor, currentSku: await skuOf(db, ids[0]!) };
      await run.commitBatch(async () => ({ cursor: first, processed: 0 }));
      cursor = first;
    }
    const pool = createProviderPool(run.context);
    for (let index = cursor.next; index < ids.length; index += 1) {
      const id = ids[index]!;
      const product = await productToSearch(db, id);
      const outcome = product ? await searchProduct(run.context, pool, product, run.signal) : null;
      const currentSku = index + 1 < ids.length ? await skuOf(db, ids[index + 1]!) : null;
      const last = index + 1 === ids.length;
      const next: ImageSearchCursor = {
        next: index + 1,
        found: cursor.found + (outcome?.status === 'found' ? 1 : 0),
        failed: cursor.failed + (outcome && outcome.status !== 'found' ? 1 : 0),
        currentSku,
      };
      await run.commitBatch(async (tx) => {
        // A product deleted meanwhile is skipped (counted as processed, neither found nor failed).
        if (outcome) await recordOutcome(tx, id, outcome, clock.now());
        if (last)
          await writeAudit(tx, {
            ...auditedBy(run.actor),
            action: 'product.image_search',
            entityType: 'product',
            details: { jobId: run.id, products: ids.length, found: next.found, failed: next.failed },
          });
        return {
          cursor: next,
          processed: 1,
          errors: outcome?.status === 'error' && product ? [`${product.sku}: ${outcome.notes}`] : [],
        };
      });
      cursor = next;
    }
    return { total: ids.length, found: cursor.found, failed: cursor.failed };
  },
});

/** A job row as §3's Image search job: running (queued or running), completed or error. */
export function toImageSearchJob(row: JobRow): ImageSearchJob {
  const parsed = cursorSchema.safeParse(row.cursor);
  const cursor = parsed.success ? parsed.data : { next: 0, found: 0, failed: 0, currentSku: null };
  const status = row.status === 'succeeded' ? 'completed' : row.status === 'failed' ? 'error' : 'running';
  return {
    jobId: row.id,
    total: row.total ?? 0,
    processed: row.processed,
    found: cursor.found,
    failed: cursor.failed,
    currentSku: status === 'running' ? cursor.currentSku : null,
    status,
    error: status === 'error' ? (row.errorLog.at(-1) ?? null) : null,
  };
}
