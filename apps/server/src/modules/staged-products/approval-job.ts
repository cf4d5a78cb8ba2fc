import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MAX_STAGED_BULK,
  type StagedBulkResponse,
  aiApprovedMessage,
  approvedMessage,
} from '@crossover/domain/staged-products';
import type { Db } from '@/db/database.ts';
import { defineTrackedJob } from '@/jobs/job-definition.ts';
import { type IdRoundsCursor, runIdRounds } from '@/jobs/id-rounds.ts';
import { auditedBy } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { type ApprovalTally, approveLocked, emptyTally } from './approval-rounds.ts';
import { lockPending } from './review-repo.ts';

/**
 * A large approval as a tracked job (issue 15, decisions 0011 and 0025). The request chose the
 * rows (the newest of each SKU) and noted the others; the job approves them in rounds, each round
 * one transaction with the job's cursor and the tally so far, so a crash resumes after the last
 * committed round and no row is approved twice (a round locks only rows still pending). On the
 * embedded database a round holds the only connection: rounds stay well under a second.
 */

export const APPROVE_STAGED_JOB = 'approve-staged-products';
/**
 * Rows per round: ~0.3 s on PGlite; each round is followed by a pause as long as it took
 * (jobs/id-rounds.ts; decision 0025 has the figures).
 */
export const APPROVAL_ROUND = 150;
const problemSchema = z.object({ id: z.string(), sku: z.string().nullable(), message: z.string() });
const tallySchema = z.object({
  approved: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  leftPending: z.number().int(),
  seriesCreated: z.array(z.string()),
  problems: z.array(problemSchema),
  sample: z.object({ stagedProductIds: z.array(z.string()), productIds: z.array(z.string()) }),
});

export const approveStagedPayload = z.object({
  /** The rows to approve, in order (the newest row of each selected SKU). */
  stagedProductIds: z.array(z.string()).min(1).max(MAX_STAGED_BULK),
  /** How many rows were selected, for `skipped`. */
  selected: z.number().int(),
  useAiEnhancements: z.boolean(),
  /** Approve rows an import flagged as no product too (issue 15 item 4). */
  includeFlagged: z.boolean().optional(),
  /** What the request already did (duplicates noted). */
  tally: tallySchema,
});
export type ApproveStagedPayload = z.infer<typeof approveStagedPayload>;

/** Test hook: runs inside each round's transaction before it commits (crash tests kill here). */
export const approvalJobHooks: { inRound?: (from: number, to: number) => void | Promise<void> } = {};

/** The answer an approval gives, in the request or as the job's result. */
export function approvalAnswer(tally: ApprovalTally, selected: number, useAi: boolean): StagedBulkResponse {
  return {
    action: 'approve',
    message: useAi ? aiApprovedMessage(tally.approved) : approvedMessage(tally.approved),
    approved: tally.approved,
    deleted: 0,
    created: tally.created,
    updated: tally.updated,
    seriesCreated: tally.seriesCreated,
    skipped: selected - tally.approved,
    problems: tally.problems,
  };
}

/** The audit entry of a finished approval: counts and samples, never every id (issue 15). */
export function approvalAuditDetails(tally: ApprovalTally, selected: number, useAi: boolean) {
  return {
    approved: tally.approved,
    created: tally.created,
    updated: tally.updated,
    skipped: selected - tally.approved,
    useAiEnhancements: useAi,
    seriesCreated: tally.seriesCreated,
    leftPending: tally.leftPending,
    problems: tally.problems,
    sample: tally.sample,
  };
}

async function round(
  tx: Db,
  payload: ApproveStagedPayload,
  reviewerId: string,
  ids: string[],
  tally: ApprovalTally,
) {
  // A round's rows and its cursor commit together, so a database crash that loses a just-committed
  // round loses both and the job redoes it: the commit need not wait for the disk (as imports).
  await tx.execute(sql`set local synchronous_commit = off`);
  const locked = await lockPending(tx, { kind: 'ids', ids }, ids.length);
  await approveLocked(
    tx,
    {
      reviewerId,
      useAi: payload.useAiEnhancements,
      chunkSize: ids.length,
      includeFlagged: payload.includeFlagged ?? false,
    },
    locked,
    tally,
  );
}

export const approveStagedProductsJob = defineTrackedJob<ApproveStagedPayload, IdRoundsCursor<ApprovalTally>>(
  {
    kind: APPROVE_STAGED_JOB,
    payload: approveStagedPayload,
    async run(run) {
      // The user who started the approval approves (products' created/updated by, the audit entry).
      const { payload, actor } = run;
      const tally = await runIdRounds(run, {
        ids: payload.stagedProductIds,
        roundSize: APPROVAL_ROUND,
        initialTally: payload.tally ?? emptyTally(),
        inRound: (from, to) => approvalJobHooks.inRound?.(from, to),
        async round(tx, ids, next, last) {
          await round(tx, payload, actor.user.id, ids, next);
          if (last)
            await writeAudit(tx, {
              ...auditedBy(actor),
              action: 'staged_product.approve',
              entityType: 'staged_product',
              details: {
                jobId: run.id,
                ...approvalAuditDetails(next, payload.selected, payload.useAiEnhancements),
              },
            });
        },
      });
      return approvalAnswer(tally, payload.selected, payload.useAiEnhancements);
    },
  },
);
