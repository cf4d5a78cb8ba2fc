import type { FetchOutside } from '@/lib/net/guarded-fetch.ts';

/** Why a provider did not answer a search: moving on to the next provider in each case. */
export type ProviderFailure = 'rateLimited' | 'unauthorized' | 'failed';

export class ProviderRefused extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRefused';
  }
}

/** One web image search service behind the one interface (decision 0041). */
export interface ImageSearchProvider {
  /** 'serpapi', 'searchapi', 'serper' or 'demo': the quota table's key. */
  readonly name: string;
  /** What the status card shows. */
  readonly label: string;
  /** Image URLs for `query`, best first; `site` narrows to one website (`site:` operator). */
  search(query: string, site: string | null, signal?: AbortSignal): Promise<string[]>;
}

/** The query text a provider is sent: the words, then `site:host` when narrowed. */
export const siteQuery = (query: string, site: string | null) => (site ? `${query} site:${site}` : query);

/** Provider requests: 15 s, 2 MB of JSON at most. */
export const PROVIDER_REQUEST = { timeoutMs: 15_000, maxBytes: 2 * 1024 * 1024 } as const;

/**
 * Sends one provider request through the guarded fetcher and reads its JSON; 429 and 401/403
 * become the failures load balancing moves on at.
 */
export async function providerJson(
  fetchOutside: FetchOutside,
  label: string,
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; signal?: AbortSignal },
): Promise<unknown> {
  let response;
  try {
    response = await fetchOutside(url, { ...init, ...PROVIDER_REQUEST });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ProviderRefused(
      'failed',
      `${label}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (response.status === 429)
    throw new ProviderRefused('rateLimited', `${label} answered 429 (rate limited)`);
  if (response.status === 401 || response.status === 403)
    throw new ProviderRefused('unauthorized', `${label} refused the API key (${response.status})`);
  if (response.status < 200 || response.status >= 300)
    throw new ProviderRefused('failed', `${label} answered ${response.status}`);
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    throw new ProviderRefused('failed', `${label} answered something other than JSON`);
  }
}

/** Keeps http(s) URLs only, without repeats, in order. */
export function imageUrls(candidates: readonly (string | undefined)[]): string[] {
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (candidate && /^https?:\/\//i.test(candidate)) seen.add(candidate);
  }
  return [...seen];
}
