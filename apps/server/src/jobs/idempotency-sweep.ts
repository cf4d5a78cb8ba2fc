import { sweepIdempotentRequests } from '@/plugins/idempotency.ts';
import { defineScheduledJob } from './job-definition.ts';

/** Deletes stored Idempotency-Key answers past their 24 h lifetime, every hour. */
export const idempotencySweepJob = defineScheduledJob({
  kind: 'idempotency-sweep',
  cron: '7 * * * *',
  run: ({ context }) => sweepIdempotentRequests(context.db),
});
