import { defineScheduledJob } from '@/jobs/job-definition.ts';
import type { Db } from '@/db/database.ts';
import type { ObjectStorage } from '@/lib/storage/types.ts';
import { abandonedUploads, deleteUploadedImports } from './repo.ts';
import { removeImportObjects } from './upload-reader.ts';

/** An upload the wizard never started is removed, with its stored file, after this long. */
export const ABANDONED_UPLOAD_HOURS = 24;
const SWEEP_LIMIT = 500;

/**
 * Removes uploads never started (status 'uploaded': the wizard was left at the mapping step) and
 * their files. They are not imports yet: nothing was staged, no audit entry is owed beyond the
 * upload's. Answers how many went.
 */
export async function sweepAbandonedUploads(
  db: Db,
  storage: ObjectStorage | undefined,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_UPLOAD_HOURS * 3600_000);
  const rows = await abandonedUploads(db, before, SWEEP_LIMIT);
  const removed = await deleteUploadedImports(
    db,
    rows.map((row) => row.id),
  );
  // A file left behind by a failed delete costs disk only; the next upload never reuses its key.
  for (const row of removed)
    if (row.fileKey && storage)
      await removeImportObjects(storage, row.fileKey, row.fileKind ?? 'csv').catch(() => undefined);
  return removed.length;
}

/** Hourly: abandoned wizard uploads and their files go. */
export const uploadSweepJob = defineScheduledJob({
  kind: 'import-upload-sweep',
  cron: '17 * * * *',
  run: async ({ context }) => {
    const removed = await sweepAbandonedUploads(context.db, context.storage, context.clock.now());
    if (removed > 0) context.logger.info({ removed }, 'removed abandoned import uploads');
  },
});
