import { z } from 'zod';
import type { ImageSearchProviderSettings } from '@/config.ts';
import type { FetchOutside } from '@/lib/net/guarded-fetch.ts';
import { type ImageSearchProvider, ProviderRefused, imageUrls, providerJson, siteQuery } from './types.ts';

/** SerpApi, Google Images engine: GET /search.json?engine=google_images&q=…&api_key=… → images_results[].original. */
const answer = z.object({
  images_results: z.array(z.object({ original: z.string().optional() })).optional(),
  error: z.string().optional(),
});

export function createSerpApi(
  settings: ImageSearchProviderSettings & { key: string },
  fetchOutside: FetchOutside,
) {
  const label = 'SerpApi';
  return {
    name: 'serpapi',
    label,
    async search(query, site, signal) {
      const params = new URLSearchParams({
        engine: 'google_images',
        q: siteQuery(query, site),
        api_key: settings.key,
      });
      const json = answer.safeParse(
        await providerJson(fetchOutside, label, `${settings.baseUrl}/search.json?${params}`, { signal }),
      );
      if (!json.success) throw new ProviderRefused('failed', `${label} answered an unexpected shape`);
      // SerpApi answers 200 with an error for searches without results.
      if (!json.data.images_results) return [];
      return imageUrls(json.data.images_results.map((image) => image.original));
    },
  } satisfies ImageSearchProvider;
}
