import type { StagedProduct } from '@crossover/domain/staged-products';
import { useCallback, useEffect, useState } from 'react';

type Row = Pick<StagedProduct, 'id' | 'aiEnhancementStatus'>;

/** Tracked row id → when tracking began (ms): answers fetched before that may predate the request. */
export type Tracked = ReadonlyMap<string, number>;

const settled = (row: Row) => row.aiEnhancementStatus === 'completed' || row.aiEnhancementStatus === 'failed';

/**
 * Spec §4: while enhancing, the list is polled; tracking of a product stops when it completes.
 * Polling goes on while any row is tracked or any row shown is processing (started elsewhere too).
 */
export function keepPolling(rows: readonly Row[], tracked: Tracked): boolean {
  return tracked.size > 0 || rows.some((row) => row.aiEnhancementStatus === 'processing');
}

/**
 * The tracked ids to let go, given rows fetched at `fetchedAt`: those completed or failed, and
 * those no longer on the page (approved, deleted, or paged away: a row processing on another page
 * keeps the polling going when it is shown again). Answers older than the tracking are ignored.
 */
export function idsToRelease(rows: readonly Row[], fetchedAt: number, tracked: Tracked): string[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...tracked].flatMap(([id, since]) => {
    if (fetchedAt <= since) return [];
    const row = byId.get(id);
    return !row || settled(row) ? [id] : [];
  });
}

/** The rows this screen started enhancing (see useReleaseSettled for their release). */
export function useEnhancementTracking() {
  const [tracked, setTracked] = useState<Tracked>(new Map());
  const track = useCallback((ids: readonly string[]) => {
    const now = Date.now();
    setTracked((current) => new Map([...current, ...ids.map((id) => [id, now] as const)]));
  }, []);
  const release = useCallback((ids: readonly string[]) => {
    if (ids.length === 0) return;
    setTracked((current) => new Map([...current].filter(([id]) => !ids.includes(id))));
  }, []);
  return { tracked, track, release };
}

/** Lets tracked rows go as each new answer (fetched at `fetchedAt`) shows them settled or gone. */
export function useReleaseSettled(
  rows: readonly Row[] | undefined,
  fetchedAt: number,
  { tracked, release }: Pick<ReturnType<typeof useEnhancementTracking>, 'tracked' | 'release'>,
) {
  useEffect(() => {
    if (rows) release(idsToRelease(rows, fetchedAt, tracked));
    // Only a new answer releases rows; a change of the tracked set alone waits for one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, fetchedAt]);
}
