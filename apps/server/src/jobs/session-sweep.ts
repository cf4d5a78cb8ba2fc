import { deleteExpiredSessions } from '@/modules/auth/session-repo.ts';
import { defineScheduledJob } from './job-definition.ts';

/** Deletes expired sessions every 15 minutes (was a setInterval in server.ts). */
export const sessionSweepJob = defineScheduledJob({
  kind: 'session-sweep',
  cron: '*/15 * * * *',
  run: ({ context }) => deleteExpiredSessions(context.db),
});
