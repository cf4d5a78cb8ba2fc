import { demoImageUrl } from '@/modules/demo-images/demo-image-url.ts';
import { demoPictureSkus } from '@/modules/demo-images/demo-pictures.ts';
import type { ImageSearchProvider } from './types.ts';

export const DEMO_PROVIDER_LABEL = 'Demo (no API keys)';

/**
 * Demo mode only (demo data loaded on start, no provider keys): answers with the app's own
 * picture of a demo product (modules/demo-images), found on its manufacturer's site, so the
 * screen has something to find on a fresh machine. `appUrl` is the app's own address (in the
 * guarded fetcher's allow-list in demo mode).
 */
export function createDemoProvider(appUrl: string): ImageSearchProvider {
  let skus: Set<string> | null = null;
  return {
    name: 'demo',
    label: DEMO_PROVIDER_LABEL,
    async search(query) {
      skus ??= new Set(demoPictureSkus());
      // The manufacturer's site is searched first: the picture is found there.
      const sku = /"([^"]+)"/.exec(query)?.[1];
      return sku && skus.has(sku) ? [`${appUrl}${demoImageUrl(sku)}`] : [];
    },
  };
}
