import {
  IMAGE_SEARCH_MESSAGES,
  type ImageSearchJob,
  type ImageSearchStarted,
  MISSING_IMAGES_LIMIT,
  type MissingImages,
  type ProviderStatus,
  type StartImageSearch,
  imageSearchStartedMessage,
} from '@crossover/domain/image-search';
import type { AppContext } from '@/context.ts';
import { withTx } from '@/db/with-tx.ts';
import { findJobRow } from '@/jobs/job-rows.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { idSample, writeAudit } from '@/lib/audit.ts';
import { requireCapability } from '@/lib/authorize.ts';
import { AppError, badRequest, notFound } from '@/lib/errors.ts';
import { createProviderPool } from './provider-pool.ts';
import { existingProductIds, markPending, missingImageProducts } from './repo.ts';
import { IMAGE_SEARCH_JOB, imageSearchJob, toImageSearchJob } from './search-job.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const STATUSES = new Set(['pending', 'found', 'not_found', 'error']);

/** Product Image Search (back-office §2.12, §7; issue 17): admins only ('images.manage'). */
export function createImageSearchService(context: AppContext) {
  const { db, jobs } = context;
  const pool = createProviderPool(context);
  const allowed = (actor: Actor) => requireCapability(actor, 'images.manage', { scope: 'any' });

  return {
    async missingImages(actor: Actor): Promise<MissingImages> {
      allowed(actor);
      const { rows, total } = await missingImageProducts(db, MISSING_IMAGES_LIMIT);
      return {
        total,
        products: rows.map((row) => ({
          ...row,
          imageSearchStatus: STATUSES.has(row.imageSearchStatus ?? '')
            ? (row.imageSearchStatus as MissingImages['products'][number]['imageSearchStatus'])
            : null,
          imageSearchLastAttempt: iso(row.imageSearchLastAttempt),
        })),
      };
    },

    async providerStatus(actor: Actor): Promise<ProviderStatus> {
      allowed(actor);
      return pool.status();
    },

    async activeJob(actor: Actor): Promise<{ job: ImageSearchJob | null }> {
      allowed(actor);
      const row = await jobs.active(IMAGE_SEARCH_JOB);
      return { job: row ? toImageSearchJob(row) : null };
    },

    async jobStatus(actor: Actor, jobId: string): Promise<ImageSearchJob> {
      allowed(actor);
      const row = await findJobRow(db, jobId);
      if (!row || row.kind !== IMAGE_SEARCH_JOB) throw notFound(IMAGE_SEARCH_MESSAGES.jobNotFound);
      return toImageSearchJob(row);
    },

    /**
     * Starts the search of the selected products: refused (409) while one runs or when no provider
     * can search; the job's row, the products' 'pending' status and the audit entry commit together.
     */
    async start(actor: Actor, command: StartImageSearch): Promise<ImageSearchStarted> {
      allowed(actor);
      const ids = await existingProductIds(db, command.productIds);
      if (ids.length === 0)
        throw badRequest(IMAGE_SEARCH_MESSAGES.unknownProducts, {
          productIds: IMAGE_SEARCH_MESSAGES.unknownProducts,
        });
      const refusal = await pool.refusal();
      if (refusal) throw new AppError(409, refusal);
      const jobId = await withTx(db, async (tx) => {
        const id = await jobs.create(tx, imageSearchJob, { productIds: ids }, { actor, total: ids.length });
        await markPending(tx, ids);
        await writeAudit(tx, {
          ...auditedBy(actor),
          action: 'product.image_search_started',
          entityType: 'product',
          details: { jobId: id, products: ids.length, sample: { productIds: idSample(ids) } },
        });
        return id;
      });
      await jobs.dispatch(jobId);
      return { jobId, total: ids.length, message: imageSearchStartedMessage(ids.length) };
    },
  };
}
