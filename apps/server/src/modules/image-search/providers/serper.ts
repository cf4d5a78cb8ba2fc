import { z } from 'zod';
import type { ImageSearchProviderSettings } from '@/config.ts';
import type { FetchOutside } from '@/lib/net/guarded-fetch.ts';
import { type ImageSearchProvider, ProviderRefused, imageUrls, providerJson, siteQuery } from './types.ts';

/** Serper.dev images endpoint: POST /images {q} (X-API-KEY) → images[].imageUrl. */
const answer = z.object({ images: z.array(z.object({ imageUrl: z.string().optional() })).optional() });

export function createSerper(
  settings: ImageSearchProviderSettings & { key: string },
  fetchOutside: FetchOutside,
) {
  const label = 'Serper.dev';
  return {
    name: 'serper',
    label,
    async search(query, site, signal) {
      const json = answer.safeParse(
        await providerJson(fetchOutside, label, `${settings.baseUrl}/images`, {
          method: 'POST',
          headers: { 'x-api-key': settings.key, 'content-type': 'application/json' },
          body: JSON.stringify({ q: siteQuery(query, site) }),
          signal,
        }),
      );
      if (!json.success) throw new ProviderRefused('failed', `${label} answered an unexpected shape`);
      return imageUrls((json.data.images ?? []).map((image) => image.imageUrl));
    },
  } satisfies ImageSearchProvider;
}
