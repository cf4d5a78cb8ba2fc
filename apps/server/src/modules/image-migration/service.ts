import {
  EXTERNAL_IMAGE_LIST_SIZE,
  type ExternalImages,
  IMAGE_MIGRATION_MESSAGES,
  type ImageMigrationStatus,
  type MigrationJob,
  type MigrationStarted,
  migrationResultSchema,
  migrationStartedMessage,
} from '@crossover/domain/image-migration';
import type { AppContext } from '@/context.ts';
import { withTx } from '@/db/with-tx.ts';
import { readJobProgress } from '@/jobs/job-progress.ts';
import { findJobRow } from '@/jobs/job-rows.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { conflict, notFound } from '@/lib/errors.ts';
import { IMAGE_MIGRATION_JOB, cdnBaseOf, imageMigrationJob } from './migration-job.ts';
import { countImages, firstExternalImages } from './repo.ts';

/** Image migration (back-office §2.13, §7): counters, the external list, starting the job. */
export function createImageMigrationService(context: AppContext) {
  const { db, jobs } = context;
  return {
    async status(): Promise<ImageMigrationStatus> {
      const counts = await countImages(db, cdnBaseOf(context));
      const active = await jobs.active(IMAGE_MIGRATION_JOB);
      return {
        totalProducts: counts.totalProducts,
        productsWithImages: counts.productsWithImages,
        localImages: counts.productsWithImages - counts.externalImages,
        externalImages: counts.externalImages,
        missingImages: counts.totalProducts - counts.productsWithImages,
        activeJob: active ? { jobId: active.id, processed: active.processed, total: active.total } : null,
      };
    },

    async externalImages(): Promise<ExternalImages> {
      const cdnBase = cdnBaseOf(context);
      const [items, counts] = await Promise.all([
        firstExternalImages(db, cdnBase, EXTERNAL_IMAGE_LIST_SIZE),
        countImages(db, cdnBase),
      ]);
      return { items, total: counts.externalImages };
    },

    /** Starts the one migration job (409 naming the running one); its start is audited with it. */
    async start(actor: Actor): Promise<MigrationStarted> {
      const { externalImages } = await countImages(db, cdnBaseOf(context));
      if (externalImages === 0) throw conflict(IMAGE_MIGRATION_MESSAGES.nothingToMigrate);
      const jobId = await withTx(db, async (tx) => {
        const id = await jobs.create(tx, imageMigrationJob, {}, { actor, total: externalImages });
        await writeAudit(tx, {
          ...auditedBy(actor),
          action: 'image_migration.start',
          entityType: 'background_job',
          entityId: id,
          details: { externalImages },
        });
        return id;
      });
      await jobs.dispatch(jobId);
      return { message: migrationStartedMessage(externalImages), jobId, total: externalImages };
    },

    async job(jobId: string): Promise<MigrationJob> {
      const progress = await readJobProgress(db, jobId, IMAGE_MIGRATION_JOB, migrationResultSchema);
      if (!progress) throw notFound(IMAGE_MIGRATION_MESSAGES.notFound);
      const row = await findJobRow(db, jobId);
      return { ...progress, errors: row?.errorLog ?? [] };
    },
  };
}
