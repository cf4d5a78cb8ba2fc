import { z } from 'zod';
import type { ImageSearchProviderSettings } from '@/config.ts';
import type { FetchOutside } from '@/lib/net/guarded-fetch.ts';
import { type ImageSearchProvider, ProviderRefused, imageUrls, providerJson, siteQuery } from './types.ts';

/** SearchApi.io, Google Images engine: GET /api/v1/search?engine=google_images&q=… (Bearer) → images[].original.link. */
const answer = z.object({
  images: z.array(z.object({ original: z.object({ link: z.string().optional() }).optional() })).optional(),
});

export function createSearchApi(
  settings: ImageSearchProviderSettings & { key: string },
  fetchOutside: FetchOutside,
) {
  const label = 'SearchApi.io';
  return {
    name: 'searchapi',
    label,
    async search(query, site, signal) {
      const params = new URLSearchParams({ engine: 'google_images', q: siteQuery(query, site) });
      const json = answer.safeParse(
        await providerJson(fetchOutside, label, `${settings.baseUrl}/api/v1/search?${params}`, {
          headers: { authorization: `Bearer ${settings.key}` },
          signal,
        }),
      );
      if (!json.success) throw new ProviderRefused('failed', `${label} answered an unexpected shape`);
      return imageUrls((json.data.images ?? []).map((image) => image.original?.link));
    },
  } satisfies ImageSearchProvider;
}
