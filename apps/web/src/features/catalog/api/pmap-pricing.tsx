import { MAX_PMAP_BATCH, pmapBatchResponseSchema } from '@crossover/domain/catalog';
import type { PmapPricing, pmapBatchRequestSchema } from '@crossover/domain/catalog';
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { STALE_TIME_MS } from '@/lib/stale-times';

export const PMAP_BATCH_URL = '/api/products/pmap-pricing/batch';
/** Spec §9: the provider sends its batch this long after the last card asked. */
export const PMAP_DEBOUNCE_MS = 100;

export function fetchPmapPricing(productIds: string[]) {
  const body = { productIds } satisfies z.input<typeof pmapBatchRequestSchema>;
  return apiJson('POST', PMAP_BATCH_URL, pmapBatchResponseSchema, body);
}

/**
 * Promotional prices by product id for the cards on screen. `request` queues an id it has no data
 * for, or data older than the spec's 2 minutes (kept on screen meanwhile), and is not fetching; 100 ms after the last request the queue goes out in chunks of
 * at most MAX_PMAP_BATCH. A failed chunk is only logged (spec §8): its ids stay without data until
 * a card asks again on a later mount, so there is no retry loop.
 */
export function createPmapPricingStore(staleTimeMs: number = STALE_TIME_MS.pmapPricing) {
  const data = new Map<string, PmapPricing>();
  /** When each id was last answered for (an id without promotion is answered too). */
  const fetchedAt = new Map<string, number>();
  const queued = new Set<string>();
  const inFlight = new Set<string>();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function send(productIds: string[]) {
    productIds.forEach((id) => inFlight.add(id));
    try {
      const answer = await fetchPmapPricing(productIds);
      const now = Date.now();
      for (const id of productIds) fetchedAt.set(id, now);
      for (const [id, pricing] of Object.entries(answer)) data.set(id, pricing);
      listeners.forEach((listener) => listener());
    } catch (error) {
      console.error('PMAP pricing batch failed', error);
    } finally {
      productIds.forEach((id) => inFlight.delete(id));
    }
  }

  function flush() {
    timer = undefined;
    const ids = [...queued];
    queued.clear();
    for (let start = 0; start < ids.length; start += MAX_PMAP_BATCH) {
      void send(ids.slice(start, start + MAX_PMAP_BATCH));
    }
  }

  return {
    get: (productId: string): PmapPricing | undefined => data.get(productId),
    request(productId: string) {
      const fresh = Date.now() - (fetchedAt.get(productId) ?? -Infinity) < staleTimeMs;
      if ((data.has(productId) && fresh) || inFlight.has(productId)) return;
      queued.add(productId);
      clearTimeout(timer);
      timer = setTimeout(flush, PMAP_DEBOUNCE_MS);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Drops the queued ids when the provider unmounts; cards mounting again queue theirs anew. */
    dispose() {
      clearTimeout(timer);
      queued.clear();
    },
  };
}

type PmapPricingStore = ReturnType<typeof createPmapPricingStore>;

const PmapPricingContext = createContext<PmapPricingStore | null>(null);

export function PmapPricingProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createPmapPricingStore);
  useEffect(() => () => store.dispose(), [store]);
  return <PmapPricingContext value={store}>{children}</PmapPricingContext>;
}

/** The product's promotional pricing; undefined until its batch answers (or when it failed). */
export function usePmapPricing(productId: string): PmapPricing | undefined {
  const store = useContext(PmapPricingContext);
  if (!store) throw new Error('usePmapPricing must be used within a PmapPricingProvider');
  useEffect(() => {
    store.request(productId);
  }, [store, productId]);
  return useSyncExternalStore(store.subscribe, () => store.get(productId));
}
