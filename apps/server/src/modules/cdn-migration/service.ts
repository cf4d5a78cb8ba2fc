import {
  CDN_MESSAGES,
  type CdnMigrationResponse,
  type CdnMigrationResult,
  type CdnMigrationStatus,
  cdnMigrationMessage,
} from '@crossover/domain/cdn-migration';
import { objectKeyOf } from '@/lib/storage/owned-objects.ts';
import type { AppContext } from '@/context.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { conflict } from '@/lib/errors.ts';
import type { ObjectStorage } from '@/lib/storage/types.ts';
import { mapLimited } from '@/modules/image-migration/migration-job.ts';
import {
  type CdnTarget,
  type StoredImageRow,
  countOnCdn,
  countProductImages,
  storedImagesAfter,
  switchToCdn,
} from './repo.ts';

/** Rows per round: copies run outside transactions, each round's switches commit together. */
export const cdnRounds = { size: 20, concurrency: 4 };

const pullZoneOf = (context: AppContext) => context.config.bunny?.pullZoneUrl.replace(/\/+$/, '') ?? null;

/** Copies one stored object to the CDN (unless it is there already): its CDN address, or the reason it failed. */
async function copyOne(storage: ObjectStorage, cdn: ObjectStorage, row: StoredImageRow) {
  const key = objectKeyOf(row.url);
  if (!key) return { row, error: 'not an address of our object storage' };
  try {
    if (!(await cdn.head(key))) {
      const source = await storage.getStream(key);
      if (!source) return { row, error: 'the stored image is missing' };
      await cdn.putStream(key, source.body, source.contentType ?? 'application/octet-stream');
    }
    return { row, to: cdn.publicUrl(key) };
  } catch (error) {
    return { row, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * CDN migration (back-office §2.15, §7; decision 0042): stored product images and logos are copied
 * to the Bunny storage zone (streamed) and their addresses switched to the pull zone. Rows already on
 * the pull zone are skipped; a row whose copy fails keeps its address and its reason is listed.
 */
export function createCdnMigrationService(context: AppContext) {
  const { db } = context;
  return {
    async status(): Promise<CdnMigrationStatus> {
      const counts = await countProductImages(db, pullZoneOf(context));
      return {
        currentStorageImages: counts.stored,
        bunnyImages: counts.cdn,
        needsMigration: counts.stored,
        configured: context.cdn !== null,
      };
    },

    async migrate(actor: Actor, target: CdnTarget): Promise<CdnMigrationResponse> {
      const { cdn } = context;
      const pullZone = pullZoneOf(context);
      if (!cdn || !pullZone) throw conflict(CDN_MESSAGES.notConfigured);
      const result: CdnMigrationResult = {
        total: 0,
        migrated: 0,
        failed: 0,
        skipped: await countOnCdn(db, target, pullZone),
        errors: [],
      };
      for (let after = ''; ;) {
        const round = await storedImagesAfter(db, target, after, cdnRounds.size);
        if (round.length === 0) break;
        after = round[round.length - 1]!.id;
        const copies = await mapLimited(round, cdnRounds.concurrency, (row) =>
          copyOne(context.storage, cdn, row),
        );
        await withTx(db, async (tx) => {
          for (const copy of copies) {
            if ('error' in copy) {
              result.failed += 1;
              result.errors.push(`${copy.row.label}: ${copy.error}`);
            } else if (await switchToCdn(tx, target, copy.row.id, copy.row.url, copy.to!)) {
              result.migrated += 1;
            } else {
              result.skipped += 1;
            }
          }
        });
      }
      result.total = result.migrated + result.failed + result.skipped;
      await withTx(db, (tx) =>
        writeAudit(tx, {
          ...auditedBy(actor),
          action: `cdn_migration.${target}`,
          entityType: target === 'products' ? 'product' : 'organization',
          details: {
            total: result.total,
            migrated: result.migrated,
            failed: result.failed,
            skipped: result.skipped,
          },
        }),
      );
      const what = target === 'products' ? 'product images' : 'logos';
      return { message: cdnMigrationMessage(what, result), result };
    },
  };
}
