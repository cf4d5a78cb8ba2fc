import { z } from 'zod';

/** CDN migration (back-office §2.15, §3, §7, §8; issue 17). */

/** GET /api/bunny-migration/status: product images on our storage, on the CDN, still to move. */
export const cdnMigrationStatusSchema = z.object({
  currentStorageImages: z.number().int(),
  bunnyImages: z.number().int(),
  needsMigration: z.number().int(),
  /** Whether BUNNY_* are set; false: the screen says the CDN is not configured. */
  configured: z.boolean(),
});
export type CdnMigrationStatus = z.infer<typeof cdnMigrationStatusSchema>;

export const cdnMigrationResultSchema = z.object({
  total: z.number().int(),
  migrated: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(z.string()),
});
export type CdnMigrationResult = z.infer<typeof cdnMigrationResultSchema>;

/** POST /api/bunny-migration/products and /logos. */
export const cdnMigrationResponseSchema = z.object({ message: z.string(), result: cdnMigrationResultSchema });
export type CdnMigrationResponse = z.infer<typeof cdnMigrationResponseSchema>;

/** §9: the results card lists 5 errors. */
export const CDN_ERROR_LIST_SIZE = 5;

export const CDN_MESSAGES = {
  notConfigured:
    'CDN not configured: set BUNNY_STORAGE_ZONE, BUNNY_STORAGE_KEY, BUNNY_PULL_ZONE_URL (and BUNNY_STORAGE_HOST) to migrate images',
  busy: 'A CDN migration is already running',
} as const;

const n = (count: number) => count.toLocaleString('en-US');
export const cdnMigrationMessage = (what: 'product images' | 'logos', result: CdnMigrationResult) =>
  `Migrated ${n(result.migrated)} of ${n(result.total)} ${what} to the CDN (${n(result.skipped)} already there, ${n(result.failed)} failed)`;

/** Migrated and skipped over total, one decimal; 100 when there was nothing. */
export function cdnResultPercent(result: Pick<CdnMigrationResult, 'total' | 'migrated' | 'skipped'>): string {
  if (result.total === 0) return '100.0';
  return (((result.migrated + result.skipped) / result.total) * 100).toFixed(1);
}
