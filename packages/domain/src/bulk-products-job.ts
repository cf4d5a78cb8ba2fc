import { z } from 'zod';
import { bulkDeleteResponseSchema, bulkUpdateResultSchema } from './bulk-products.ts';
import { jobProgressSchema } from './job-progress.ts';

/**
 * Large bulk updates and deletes run as a background job (issue 15, decision 0029): one
 * transaction over 10,000 products held the embedded database for seconds. Up to
 * `BULK_IN_REQUEST_MAX` selected products are changed in the request (the spec's 200 answer);
 * more start a job that commits in rounds, answered with a 202 and the job's id, which the
 * screen polls (GET /api/products/bulk-jobs/{jobId}) until the job ends.
 */

/** Measured on PGlite: about a second of database time in the request (decision 0029). */
export const BULK_IN_REQUEST_MAX = 1_000;

export const BULK_JOB_ACTIONS = ['update', 'delete'] as const;
export type BulkJobAction = (typeof BULK_JOB_ACTIONS)[number];

const verb = { update: 'Updating', delete: 'Deleting' } as const;
const count = (n: number) => n.toLocaleString('en-US');
export const bulkJobStartedMessage = (action: BulkJobAction, total: number) =>
  `${verb[action]} ${count(total)} products in the background`;
export const bulkJobProgressMessage = (action: BulkJobAction, processed: number, total: number) =>
  `${verb[action]} products: ${count(processed)} of ${count(total)} done`;
export const BULK_JOB_MESSAGES = {
  notFound: 'Bulk update not found',
  updateStoppedTitle: 'Update stopped',
  deleteStoppedTitle: 'Delete stopped',
} as const;

/** PUT bulk-update's and DELETE bulk-delete's 202: the work runs as job `jobId` over `total`. */
export const bulkJobStartedSchema = z.object({
  action: z.enum(BULK_JOB_ACTIONS),
  jobId: z.string(),
  total: z.number().int(),
  message: z.string(),
});
export type BulkJobStarted = z.infer<typeof bulkJobStartedSchema>;

/** GET /api/products/bulk-jobs/{jobId}: progress, and once done the in-request answer. */
export const bulkJobSchema = jobProgressSchema(z.union([bulkUpdateResultSchema, bulkDeleteResponseSchema]));
export type BulkJob = z.infer<typeof bulkJobSchema>;
