import { sweepRateLimits } from '@/modules/auth/password-check.ts';
import { defineScheduledJob } from './job-definition.ts';

/** Deletes sign-in and reset counters that no longer count, every 15 minutes. */
export const rateLimitSweepJob = defineScheduledJob({
  kind: 'rate-limit-sweep',
  cron: '*/15 * * * *',
  run: ({ context }) => sweepRateLimits(context.db),
});
