import {
  APPROVAL_JOB_MESSAGES,
  APPROVE_IN_REQUEST_MAX,
  type ApprovalJob,
  type StagedBulkStarted,
  approvalStartedMessage,
} from '@crossover/domain/staged-approval-job';
import {
  MAX_STAGED_BULK,
  STAGED_MESSAGES,
  type StagedBulkCommand,
  type StagedBulkResponse,
  deletedMessage,
  stagedBulkResponseSchema,
  tooManyMessage,
} from '@crossover/domain/staged-products';
import type { AppContext } from '@/context.ts';
import { withTx } from '@/db/with-tx.ts';
import { readJobProgress } from '@/jobs/job-progress.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { idSample, writeAudit } from '@/lib/audit.ts';
import { requireCapability } from '@/lib/authorize.ts';
import { badRequest, notFound } from '@/lib/errors.ts';
import {
  APPROVE_STAGED_JOB,
  type ApproveStagedPayload,
  approvalAnswer,
  approvalAuditDetails,
  approveStagedProductsJob,
} from './approval-job.ts';
import { approveLocked, emptyTally, noteDuplicates, retryLater } from './approval-rounds.ts';
import { newestPerSku } from './approval-plan.ts';
import {
  type StagedSelection,
  countPending,
  deletePending,
  lockPending,
  readPendingInPages,
} from './review-repo.ts';

/** Rows read and written per round inside the one transaction: bounds memory, not atomicity. */
export const APPROVAL_CHUNK = 10_000;
const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

/**
 * PostgreSQL gave up on one of two approvals that wanted the same new SKUs in opposite orders, or a
 * product changed manufacturer under an approval: nothing was kept, and approving again works.
 */
const DEADLOCK = '40P01';
function isDeadlock(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: string }).code === DEADLOCK) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function selectionOf(command: StagedBulkCommand): StagedSelection {
  if (command.filter)
    return { kind: 'filter', search: command.filter.search, excludedIds: command.excludedIds ?? [] };
  return { kind: 'ids', ids: [...new Set(command.productIds)] };
}

/** The selection as an audit entry keeps it: the filter and a sample of ids, never all of them. */
function auditedSelection(selection: StagedSelection) {
  if (selection.kind === 'ids') return { selected: selection.ids.length };
  return {
    filter: { search: selection.search ?? null },
    excludedCount: selection.excludedIds.length,
    excludedSample: idSample(selection.excludedIds),
  };
}

/**
 * Approve and delete (back-office §2.2, §7 staged-bulk; issues 10, 15): admins only. Up to
 * `APPROVE_IN_REQUEST_MAX` selected rows are approved in the request in one transaction with its
 * audit entry; more start the approval job (approval-job.ts), answered with a 202 and the job's id.
 * Only pending rows are touched; rows with problems stay pending with the reason as their note.
 * Delete is one set-based statement in the request. Decisions 0021, 0025.
 */
export function createStagedReviewService(
  { db, jobs }: Pick<AppContext, 'db' | 'jobs'>,
  {
    chunkSize = APPROVAL_CHUNK,
    inRequestMax = APPROVE_IN_REQUEST_MAX,
  }: { chunkSize?: number; inRequestMax?: number } = {},
) {
  /** How many rows the selection holds: a filter counted first (nothing, or over the limit, refused). */
  async function sizeOf(selection: StagedSelection, noSelection: string): Promise<number> {
    if (selection.kind === 'ids') return selection.ids.length;
    const count = await countPending(db, selection);
    if (count === 0) throw refuse('filter', noSelection);
    if (count > MAX_STAGED_BULK) throw refuse('filter', tooManyMessage(count));
    return count;
  }

  async function approve(actor: Actor, command: StagedBulkCommand, selection: StagedSelection) {
    const useAi = command.useAiEnhancements;
    const tally = emptyTally();
    const selected = await withTx(db, async (tx) => {
      const locked = await lockPending(tx, selection, MAX_STAGED_BULK + 1);
      if (locked.length > MAX_STAGED_BULK) throw refuse('filter', STAGED_MESSAGES.tooMany);
      const { ahead, duplicates } = newestPerSku(locked);
      const includeFlagged = command.includeFlagged;
      await approveLocked(tx, { reviewerId: actor.user.id, useAi, chunkSize, includeFlagged }, ahead, tally);
      await noteDuplicates(tx, tally, duplicates);
      const count = selection.kind === 'ids' ? selection.ids.length : locked.length;
      await writeAudit(tx, {
        ...auditedBy(actor),
        action: 'staged_product.approve',
        entityType: 'staged_product',
        details: { ...approvalAuditDetails(tally, count, useAi), ...auditedSelection(selection) },
      });
      return count;
    });
    return approvalAnswer(tally, selected, useAi);
  }

  /** Chooses the rows (newest of each SKU), notes the others and starts the job, in one transaction. */
  async function startApproval(actor: Actor, command: StagedBulkCommand, selection: StagedSelection) {
    const tally = emptyTally();
    // Read, not locked: locking 50,000 rows writes each of them; every round locks its own.
    const locked = await readPendingInPages(db, selection);
    if (locked.length > MAX_STAGED_BULK) throw refuse('filter', STAGED_MESSAGES.tooMany);
    const { ahead, duplicates } = newestPerSku(locked);
    const { jobId, total } = await withTx(db, async (tx) => {
      if (ahead.length === 0) return { jobId: null, total: 0 };
      await noteDuplicates(tx, tally, duplicates);
      const selected = selection.kind === 'ids' ? selection.ids.length : locked.length;
      const payload: ApproveStagedPayload = {
        stagedProductIds: ahead.map((row) => row.id),
        selected,
        useAiEnhancements: command.useAiEnhancements,
        includeFlagged: command.includeFlagged,
        tally,
      };
      const id = await jobs.create(tx, approveStagedProductsJob, payload, {
        actor,
        total: ahead.length,
      });
      await writeAudit(tx, {
        ...auditedBy(actor),
        action: 'staged_product.approve_started',
        entityType: 'staged_product',
        details: {
          jobId: id,
          rows: ahead.length,
          duplicates: duplicates.length,
          useAiEnhancements: command.useAiEnhancements,
          ...auditedSelection(selection),
          sample: { stagedProductIds: idSample(payload.stagedProductIds) },
        },
      });
      return { jobId: id, total: ahead.length };
    });
    // Nothing pending any more (approved or deleted meanwhile): the in-request answer, all skipped.
    if (!jobId) return approve(actor, command, selection);
    await jobs.dispatch(jobId);
    const started: StagedBulkStarted = {
      action: 'approve',
      jobId,
      total,
      message: approvalStartedMessage(total),
    };
    return started;
  }

  async function remove(actor: Actor, selection: StagedSelection): Promise<StagedBulkResponse> {
    const deleted = await withTx(db, async (tx) => {
      const rows = await deletePending(tx, selection, MAX_STAGED_BULK + 1);
      if (rows.length > MAX_STAGED_BULK) throw refuse('filter', STAGED_MESSAGES.tooMany);
      await writeAudit(tx, {
        ...auditedBy(actor),
        action: 'staged_product.delete',
        entityType: 'staged_product',
        details: {
          deleted: rows.length,
          ...auditedSelection(selection),
          sample: Object.fromEntries(idSample(rows).map((row) => [row.id, row.sku])),
        },
      });
      return rows.length;
    });
    const selected = selection.kind === 'ids' ? selection.ids.length : deleted;
    return {
      ...approvalAnswer(emptyTally(), 0, false),
      action: 'delete',
      deleted,
      skipped: selected - deleted,
      message: deletedMessage(deleted),
    };
  }

  const adminsOnly = (actor: Actor) =>
    requireCapability(
      actor,
      'stagedProducts.review',
      { scope: 'any' },
      { message: STAGED_MESSAGES.adminsOnly },
    );

  return {
    /** POST /api/scraper/staged-bulk: the answer, or (a large approval) the job that gives it. */
    async bulk(actor: Actor, command: StagedBulkCommand): Promise<StagedBulkResponse | StagedBulkStarted> {
      adminsOnly(actor);
      const selection = selectionOf(command);
      const none =
        command.action === 'approve' ? STAGED_MESSAGES.selectToApprove : STAGED_MESSAGES.selectToDelete;
      const size = await sizeOf(selection, none);
      try {
        if (command.action === 'delete') return await remove(actor, selection);
        if (size > inRequestMax) return await startApproval(actor, command, selection);
        return await approve(actor, command, selection);
      } catch (error) {
        if (isDeadlock(error)) throw retryLater();
        throw error;
      }
    },

    /** GET /api/scraper/staged-bulk/{jobId}: an approval job's progress and, once done, its answer. */
    async approvalJob(actor: Actor, jobId: string): Promise<ApprovalJob> {
      adminsOnly(actor);
      const job = await readJobProgress(db, jobId, APPROVE_STAGED_JOB, stagedBulkResponseSchema);
      if (!job) throw notFound(APPROVAL_JOB_MESSAGES.notFound);
      return job;
    },
  };
}
