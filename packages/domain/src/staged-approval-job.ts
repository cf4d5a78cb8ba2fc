import { z } from 'zod';
import { jobProgressSchema } from './job-progress.ts';
import { stagedBulkResponseSchema } from './staged-products.ts';

/**
 * Large approvals run as a background job (issue 15, decision 0025): one transaction of 50,000
 * rows held the embedded database for 45 s. Up to `APPROVE_IN_REQUEST_MAX` selected rows are
 * approved in the request (the spec's 200 answer); more start a job that commits in rounds, and
 * the answer is a 202 with the job's id, which the screen polls until the job ends.
 */

/** Measured on PGlite: 1,000 rows approve in about a second (decision 0025). */
export const APPROVE_IN_REQUEST_MAX = 1_000;

export const approvalStartedMessage = (count: number) =>
  `Approving ${count.toLocaleString('en-US')} products in the background`;
export const approvalProgressMessage = (processed: number, total: number) =>
  `Approving products: ${processed.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} done`;
export const APPROVAL_JOB_MESSAGES = {
  notFound: 'Approval not found',
  failedTitle: 'Approval stopped',
} as const;

/** POST /api/scraper/staged-bulk's 202: the approval runs as job `jobId` over `total` rows. */
export const stagedBulkStartedSchema = z.object({
  action: z.literal('approve'),
  jobId: z.string(),
  total: z.number().int(),
  message: z.string(),
});
export type StagedBulkStarted = z.infer<typeof stagedBulkStartedSchema>;

/**
 * GET /api/scraper/staged-bulk/{jobId}: where an approval job is (job-progress.ts). `result` is the
 * answer an in-request approval gives, once the job succeeded; `error` the last reason when it failed.
 */
export const approvalJobSchema = jobProgressSchema(stagedBulkResponseSchema);
export type ApprovalJob = z.infer<typeof approvalJobSchema>;
