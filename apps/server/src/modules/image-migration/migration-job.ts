import { z } from 'zod';
import { IMAGE_MIGRATION_MESSAGES } from '@crossover/domain/image-migration';
import type { AppContext } from '@/context.ts';
import { type JobRun, defineTrackedJob } from '@/jobs/job-definition.ts';
import { downloadImage } from '@/lib/images/download.ts';
import { storeProductImage } from '@/lib/images/product-images.ts';
import { type ExternalImageRow, externalImagesAfter, switchToStored } from './repo.ts';

/**
 * The image migration (issue 17, decision 0042): every product whose image_url is an external
 * http(s) address gets it downloaded through the guarded fetcher, re-encoded, stored under
 * products/<id>/<uuid>.<ext> and its address switched to /objects/…. Rounds of `migrationRounds.size`
 * products: the downloads run outside any transaction (at most `concurrency` at once across rounds;
 * the fetcher itself allows 2 per host), then the round's switches and the cursor (the last product
 * id) commit together, in order, so a crash never skips a product and nothing committed is done
 * twice. It is a pipeline: up to `ahead` later rounds are read and started before a round commits,
 * so the downloads (I/O, bound by the per-host limit) never wait for a round's last re-encode
 * (CPU, in sharp's threads) or its commit; a crash redoes the uncommitted rounds. A failed product
 * keeps its external address and its reason goes to the job's error log ('SKU: reason').
 */

export const IMAGE_MIGRATION_JOB = 'image-migration';
export const migrationRounds = { size: 20, concurrency: 8, ahead: 2 };
/** Test hook: runs inside each round's transaction before it commits. */
export const migrationJobHooks: { inRound?: (ids: string[]) => void | Promise<void> } = {};

const payload = z.object({});
export type MigrationCursor = { after: string; migrated: number; failed: number };

/** The CDN's pull-zone address when one is configured (its images count as ours, not external). */
export function cdnBaseOf(context: AppContext): string | null {
  const pullZone = context.config.bunny?.pullZoneUrl;
  return pullZone ? pullZone.replace(/\/+$/, '') : null;
}

const siteOf = (url: string) => {
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
};

type Outcome = { row: ExternalImageRow; stored: string } | { row: ExternalImageRow; error: string };

async function migrateOne(context: AppContext, row: ExternalImageRow, signal: AbortSignal): Promise<Outcome> {
  try {
    const image = await downloadImage(context.fetchOutside, row.imageUrl, { signal });
    return { row, stored: await storeProductImage(context.storage, row.id, image) };
  } catch (error) {
    if (signal.aborted) throw error;
    return { row, error: error instanceof Error ? error.message : String(error) };
  }
}

/** A counting semaphore: `run(task)` starts it when fewer than `limit` run, first come first served. */
export function createLimiter(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function run<R>(task: () => Promise<R>): Promise<R> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next)
        next(); // the slot passes straight on
      else active -= 1;
    }
  };
}

/** Runs `work` over `items` with at most `limit` at a time, answers in input order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function migrate(run: JobRun<Record<string, never>, MigrationCursor>) {
  const { context } = run;
  const cdnBase = cdnBaseOf(context);
  let cursor: MigrationCursor = run.cursor ?? { after: '', migrated: 0, failed: 0 };
  const limit = createLimiter(migrationRounds.concurrency);
  type Started = { round: ExternalImageRow[]; outcomes: Promise<Outcome[]> };
  const start = (round: ExternalImageRow[]): Started => {
    const outcomes = Promise.all(round.map((row) => limit(() => migrateOne(context, row, run.signal))));
    // Awaited in order below; until then a rejection (an abort) must not count as unhandled.
    outcomes.catch(() => undefined);
    return { round, outcomes };
  };
  // Rounds read and started, oldest first; the next read starts after the newest one's last id.
  const inFlight: Started[] = [];
  let readAfter = cursor.after;
  let exhausted = false;
  const fill = async () => {
    while (!exhausted && inFlight.length <= migrationRounds.ahead) {
      const round = await externalImagesAfter(context.db, cdnBase, readAfter, migrationRounds.size);
      if (round.length === 0) {
        exhausted = true;
        break;
      }
      readAfter = round[round.length - 1]!.id;
      inFlight.push(start(round));
    }
  };
  try {
    await fill();
    while (inFlight.length > 0) {
      const { round, outcomes: pending } = inFlight[0]!;
      const outcomes = await pending;
      inFlight.shift();
      await run.commitBatch(async (tx) => {
        const errors: string[] = [];
        let migrated = 0;
        for (const outcome of outcomes) {
          if ('error' in outcome) {
            errors.push(`${outcome.row.sku}: ${outcome.error}`);
            continue;
          }
          const switched = await switchToStored(tx, {
            productId: outcome.row.id,
            from: outcome.row.imageUrl,
            to: outcome.stored,
            site: siteOf(outcome.row.imageUrl),
          });
          if (switched) migrated += 1;
          // Changed in between: the product's new address stands (the stored copy is unused).
          else
            errors.push(`${outcome.row.sku}: the image address changed during the migration; left as it is`);
        }
        await migrationJobHooks.inRound?.(round.map((row) => row.id));
        cursor = {
          after: round[round.length - 1]!.id,
          migrated: cursor.migrated + migrated,
          failed: cursor.failed + errors.length,
        };
        return { cursor, processed: round.length, errors };
      });
      await fill();
    }
  } finally {
    // A failed round or an abort: let the rounds still running settle before the run ends.
    await Promise.allSettled(inFlight.map((started) => started.outcomes));
  }
  return { migrated: cursor.migrated, failed: cursor.failed };
}

export const imageMigrationJob = defineTrackedJob<Record<string, never>, MigrationCursor>({
  kind: IMAGE_MIGRATION_JOB,
  payload: payload as unknown as z.ZodType<Record<string, never>>,
  exclusive: true,
  busyMessage: IMAGE_MIGRATION_MESSAGES.busy,
  run: migrate,
});
