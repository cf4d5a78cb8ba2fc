import { z } from 'zod';
import { jobProgressSchema } from './job-progress.ts';

/**
 * Image migration (back-office §2.13, §3, §7; issue 17): product images that still point at
 * someone else's site are downloaded (guarded), re-encoded and stored in our object storage.
 */

/** §9: the external image list shows 20. */
export const EXTERNAL_IMAGE_LIST_SIZE = 20;
/** §4/§9: after start, status and list refresh every 3 s, status polled every 5 s, stop at 300000 ms. */
export const MIGRATION_REFRESH_MS = 3_000;
export const MIGRATION_STATUS_POLL_MS = 5_000;
export const MIGRATION_POLL_STOP_MS = 300_000;

/** GET /api/migration/status. localImages + externalImages = productsWithImages. */
export const imageMigrationStatusSchema = z.object({
  totalProducts: z.number().int(),
  productsWithImages: z.number().int(),
  localImages: z.number().int(),
  externalImages: z.number().int(),
  missingImages: z.number().int(),
  /** The running (or queued) migration job, if any: a reopened page picks it up. */
  activeJob: z
    .object({ jobId: z.string(), processed: z.number().int(), total: z.number().int().nullable() })
    .nullable(),
});
export type ImageMigrationStatus = z.infer<typeof imageMigrationStatusSchema>;

/** §3 External image item. */
export const externalImageItemSchema = z.object({
  id: z.string(),
  sku: z.string(),
  imageUrl: z.string(),
  imageSourceSite: z.string().nullable(),
});
export type ExternalImageItem = z.infer<typeof externalImageItemSchema>;

/** GET /api/external-images: the first 20 and how many there are in all ('... and N more'). */
export const externalImagesSchema = z.object({
  items: z.array(externalImageItemSchema),
  total: z.number().int(),
});
export type ExternalImages = z.infer<typeof externalImagesSchema>;

/** POST /api/migration/start → 202. */
export const migrationStartedSchema = z.object({
  message: z.string(),
  jobId: z.string(),
  total: z.number().int(),
});
export type MigrationStarted = z.infer<typeof migrationStartedSchema>;

export const migrationResultSchema = z.object({ migrated: z.number().int(), failed: z.number().int() });
/** GET /api/migration/jobs/{jobId}. */
export const migrationJobSchema = jobProgressSchema(migrationResultSchema).extend({
  errors: z.array(z.string()),
});
export type MigrationJob = z.infer<typeof migrationJobSchema>;

export const IMAGE_MIGRATION_MESSAGES = {
  busy: 'An image migration is already running',
  nothingToMigrate: 'There are no external images to migrate',
  notFound: 'Image migration not found',
} as const;
export const migrationStartedMessage = (total: number) =>
  `Migrating ${total.toLocaleString('en-US')} images into object storage`;

/** Local over products with images, one decimal (§2.13). */
export function migrationPercent(
  status: Pick<ImageMigrationStatus, 'localImages' | 'productsWithImages'>,
): string {
  if (status.productsWithImages === 0) return '100.0';
  return ((status.localImages / status.productsWithImages) * 100).toFixed(1);
}
