import { IMAGE_SEARCH_MESSAGES, type ProviderStatus } from '@crossover/domain/image-search';
import type { AppContext } from '@/context.ts';
import type { ImageSearchProviderName } from '@/config.ts';
import { createDemoProvider } from './providers/demo.ts';
import { createSearchApi } from './providers/searchapi.ts';
import { createSerpApi } from './providers/serpapi.ts';
import { createSerper } from './providers/serper.ts';
import { type ImageSearchProvider, ProviderRefused } from './providers/types.ts';
import {
  blockProvider,
  monthOf,
  nextMonthStart,
  releaseSearch,
  reserveSearch,
  usageOfMonth,
} from './quota-repo.ts';

/** A provider that answered 429 is left alone this long. */
export const RATE_LIMIT_BLOCK_MS = 60 * 60 * 1000;

const LABELS: Record<ImageSearchProviderName, string> = {
  serpapi: 'SerpApi',
  searchapi: 'SearchApi.io',
  serper: 'Serper.dev',
};
const ORDER: ImageSearchProviderName[] = ['serpapi', 'searchapi', 'serper'];

/** No provider can take a search now (none configured, all used up or blocked). */
export class NoProviderAvailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoProviderAvailable';
  }
}

interface Slot {
  name: string;
  label: string;
  total: number;
  provider: ImageSearchProvider | null;
}

/**
 * The three providers with their monthly quotas (counted in image_search_usage), and load
 * balancing: each search goes to the available provider with the most searches left; a 429, a
 * refused key, a failure or a used-up quota moves on to the next (decision 0041). In demo mode
 * without keys, the demo provider answers alone, with no quota.
 */
export function createProviderPool(context: Pick<AppContext, 'config' | 'db' | 'clock' | 'fetchOutside'>) {
  const { config, db, clock, fetchOutside } = context;
  /** The providers as configured now (read on each use: tests change the settings). */
  function configured() {
    const settings = config.imageSearch.providers;
    const slots: Slot[] = ORDER.map((name) => {
      const { key } = settings[name];
      const provider = !key
        ? null
        : name === 'serpapi'
          ? createSerpApi({ ...settings[name], key }, fetchOutside)
          : name === 'searchapi'
            ? createSearchApi({ ...settings[name], key }, fetchOutside)
            : createSerper({ ...settings[name], key }, fetchOutside);
      return { name, label: LABELS[name], total: settings[name].monthlyQuota, provider };
    });
    const anyKey = slots.some((slot) => slot.provider);
    const demo = !anyKey && config.seedDemoOnStart ? createDemoProvider(config.publicUrl) : null;
    return { slots, anyKey, demo };
  }

  async function standing() {
    const { slots, anyKey, demo } = configured();
    const now = clock.now();
    const month = monthOf(now);
    const usage = await usageOfMonth(db, month);
    const rows = slots.map((slot) => {
      const row = usage.get(slot.name);
      const used = row?.used ?? 0;
      const remaining = Math.max(0, slot.total - used);
      const blocked = Boolean(row?.blockedUntil && row.blockedUntil > now);
      return { ...slot, used, remaining, available: Boolean(slot.provider) && remaining > 0 && !blocked };
    });
    return { month, rows, anyKey, demo };
  }

  /** Why nothing can search now, or null. */
  function refusal({ rows, anyKey, demo }: Awaited<ReturnType<typeof standing>>): string | null {
    if (demo) return null;
    if (!anyKey) return IMAGE_SEARCH_MESSAGES.notConfigured;
    return rows.some((row) => row.available) ? null : IMAGE_SEARCH_MESSAGES.exhausted;
  }

  return {
    async status(): Promise<ProviderStatus> {
      const now = await standing();
      const { rows, anyKey, demo } = now;
      const available = rows.filter((row) => row.available).sort((a, b) => b.remaining - a.remaining);
      const quota = (name: string) => {
        const row = rows.find((r) => r.name === name)!;
        return { remaining: row.provider ? row.remaining : 0, total: row.total };
      };
      return {
        current: demo ? demo.label : (available[0]?.label ?? null),
        available: demo ? [demo.label] : available.map((row) => row.label),
        loadBalancing: available.length > 1,
        totalMonthlySearches: rows.reduce((sum, row) => sum + row.used, 0),
        serpApiQuota: quota('serpapi'),
        searchApiQuota: quota('searchapi'),
        serperApiQuota: quota('serper'),
        configured: anyKey || Boolean(demo),
        message: refusal(now),
        providers: [
          ...rows.map((row) => ({
            name: row.name,
            label: row.label,
            configured: Boolean(row.provider),
            available: row.available,
            remaining: row.provider ? row.remaining : 0,
            total: row.total,
            used: row.used,
          })),
          ...(demo
            ? [
                {
                  name: 'demo',
                  label: demo.label,
                  configured: true,
                  available: true,
                  remaining: 0,
                  total: 0,
                  used: 0,
                },
              ]
            : []),
        ],
      };
    },

    /** Why a search cannot start now (for POST's 409), or null. */
    async refusal(): Promise<string | null> {
      return refusal(await standing());
    },

    /**
     * One search, on the provider with the most left; moves on while providers refuse. Throws
     * NoProviderAvailable when none is left (with the last provider's reason).
     */
    async search(
      query: string,
      site: string | null,
      signal?: AbortSignal,
    ): Promise<{ urls: string[]; provider: string }> {
      const { demo } = configured();
      if (demo) return { urls: await demo.search(query, site, signal), provider: demo.label };
      const tried = new Set<string>();
      let lastProblem: string | null = null;
      for (;;) {
        const now = await standing();
        const { month, rows } = now;
        const next = rows
          .filter((row) => row.available && !tried.has(row.name))
          .sort((a, b) => b.remaining - a.remaining)[0];
        if (!next?.provider)
          throw new NoProviderAvailable(lastProblem ?? refusal(now) ?? IMAGE_SEARCH_MESSAGES.exhausted);
        tried.add(next.name);
        if (!(await reserveSearch(db, next.name, month, next.total))) continue;
        try {
          return { urls: await next.provider.search(query, site, signal), provider: next.label };
        } catch (error) {
          if (!(error instanceof ProviderRefused)) throw error;
          lastProblem = error.message;
          const at = clock.now();
          if (error.failure === 'rateLimited') {
            await releaseSearch(db, next.name, month);
            await blockProvider(
              db,
              next.name,
              month,
              new Date(at.getTime() + RATE_LIMIT_BLOCK_MS),
              error.message,
            );
          } else if (error.failure === 'unauthorized') {
            await releaseSearch(db, next.name, month);
            await blockProvider(db, next.name, month, nextMonthStart(at), error.message);
          }
        }
      }
    },
  };
}

export type ProviderPool = ReturnType<typeof createProviderPool>;
