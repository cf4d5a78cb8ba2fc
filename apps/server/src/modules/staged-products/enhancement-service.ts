import {
  AI_FLAG_LABELS,
  AI_MESSAGES,
  type AiToggleRequest,
  type AiToggleResponse,
  type BulkEnhanceRequest,
  type BulkEnhanceResponse,
  type EnhanceBatchRequest,
  type EnhanceBatchResponse,
  type EnhanceSingleResponse,
  bulkEnhanceStartedMessage,
  missingProductsMessage,
  noEnhancedValueMessage,
  processingManyMessage,
  toggleOf,
  unavailableMessage,
} from '@crossover/domain/ai-enhancement';
import type { AppContext } from '@/context.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { requireCapability } from '@/lib/authorize.ts';
import { AppError, badRequest, notFound } from '@/lib/errors.ts';
import { existingProductIds } from '@/modules/products/ai-fields.ts';
import { enhanceProductsJob, enhanceStagedProductsJob } from './enhancement-jobs.ts';
import {
  failRowsOfEndedJobs,
  lockForChoice,
  queueRows,
  reviewStates,
  setUseFlag,
} from './enhancement-repo.ts';

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });
const conflictOn = (field: string, message: string) => new AppError(409, message, { [field]: message });

/** The enhanced value each use-flag needs before it may be turned on. */
const NEEDS = {
  useAiName: 'aiEnhancedName',
  useAiDescription: 'aiEnhancedDescription',
  useAiImage: 'aiEnhancedImageUrl',
  useAiCategory: 'aiEnhancedCategory',
  useAiSeries: 'aiEnhancedSeriesName',
} as const;

/**
 * AI enhancement of staged rows and catalogue products (back-office §2.2, §7; decision 0020):
 * admins only. Starting is one transaction — the rows handed to a new job, the job's row and the
 * audit entry — and the job is sent to the queue after it commits.
 */
export function createEnhancementService({ db, jobs }: Pick<AppContext, 'db' | 'jobs'>) {
  /** Checks every id exists and waits for review, then starts one job for them. */
  async function start(actor: Actor, ids: string[], field: string, single: boolean): Promise<string> {
    requireCapability(actor, 'stagedProducts.review', { scope: 'any' });
    const states = await reviewStates(db, ids);
    const missing = ids.length - states.length;
    if (single && missing > 0) throw notFound(AI_MESSAGES.notFound);
    if (missing > 0) throw refuse(field, missingProductsMessage(missing));
    const reviewed = states.filter((row) => row.reviewStatus !== 'pending').length;
    if (single && reviewed > 0) throw conflictOn(field, AI_MESSAGES.notPending);
    if (reviewed > 0) throw refuse(field, unavailableMessage(reviewed));
    const jobId = await withTx(db, async (tx) => {
      const id = await jobs.create(
        tx,
        enhanceStagedProductsJob,
        { stagedProductIds: ids },
        { actor, total: ids.length },
      );
      // Approved or deleted since the check: refuse the whole request rather than enhance a part.
      const queued = await queueRows(tx, ids, id);
      if (queued < ids.length) throw conflictOn(field, unavailableMessage(ids.length - queued));
      await writeAudit(tx, {
        ...auditedBy(actor),
        action: 'staged_product.ai_enhance',
        entityType: 'staged_product',
        ...(single ? { entityId: ids[0] } : {}),
        details: { jobId: id, count: ids.length, stagedProductIds: ids },
      });
      return id;
    });
    await jobs.dispatch(jobId);
    return jobId;
  }

  return {
    /** POST /api/ai-enhancement/batch. */
    async enhanceBatch(actor: Actor, body: EnhanceBatchRequest): Promise<EnhanceBatchResponse> {
      const ids = [...new Set(body.stagedProductIds)];
      const jobId = await start(actor, ids, 'stagedProductIds', false);
      return { message: processingManyMessage(ids.length), count: ids.length, stagedProductIds: ids, jobId };
    },

    /** POST /api/ai-enhancement/single/{id}. */
    async enhanceSingle(actor: Actor, id: string): Promise<EnhanceSingleResponse> {
      const jobId = await start(actor, [id], 'id', true);
      return { message: AI_MESSAGES.processingOne, stagedProductId: id, jobId };
    },

    /** POST /api/ai-enhancement/toggle/{id}: sets one use-flag; on only where there is a value to use. */
    async toggle(actor: Actor, id: string, body: AiToggleRequest): Promise<AiToggleResponse> {
      requireCapability(actor, 'stagedProducts.review', { scope: 'any' });
      const { flag, value } = toggleOf(body);
      return withTx(db, async (tx) => {
        const row = await lockForChoice(tx, id);
        if (!row) throw notFound(AI_MESSAGES.notFound);
        if (row.reviewStatus !== 'pending') throw conflictOn(flag, AI_MESSAGES.notPending);
        if (value && !row[NEEDS[flag]]) throw refuse(flag, noEnhancedValueMessage(AI_FLAG_LABELS[flag]));
        const flags = await setUseFlag(tx, id, flag, value);
        await writeAudit(tx, {
          ...auditedBy(actor),
          action: 'staged_product.ai_choice',
          entityType: 'staged_product',
          entityId: id,
          details: { [flag]: value },
        });
        return flags;
      });
    },

    /** POST /api/scraper/bulk-enhance: fills catalogue products' aiEnhanced* proposals. */
    async enhanceProducts(actor: Actor, body: BulkEnhanceRequest): Promise<BulkEnhanceResponse> {
      requireCapability(actor, 'products.manage', { scope: 'any' });
      const ids = [...new Set(body.productIds)];
      const existing = await existingProductIds(db, ids);
      if (existing.length < ids.length)
        throw refuse('productIds', missingProductsMessage(ids.length - existing.length));
      const jobId = await withTx(db, async (tx) => {
        const id = await jobs.create(
          tx,
          enhanceProductsJob,
          { productIds: ids },
          { actor, total: ids.length },
        );
        await writeAudit(tx, {
          ...auditedBy(actor),
          action: 'product.ai_enhance',
          entityType: 'product',
          details: { jobId: id, count: ids.length, productIds: ids },
        });
        return id;
      });
      await jobs.dispatch(jobId);
      return { message: bulkEnhanceStartedMessage(ids.length), count: ids.length, jobId };
    },

    /** Fails rows whose job ended without them (the scheduled sweep; tests call it directly). */
    sweepInterrupted: () => failRowsOfEndedJobs(db),
  };
}

export type EnhancementService = ReturnType<typeof createEnhancementService>;
