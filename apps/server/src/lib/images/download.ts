// PLACEHOLDER until feat/net merges
import type { FetchOutside } from '@/lib/net/guarded-fetch.ts';
import { ImageRejected, type PreparedImage, prepareImage } from './pipeline.ts';

export interface DownloadedImage extends PreparedImage {
  sourceUrl: string;
}
export async function downloadImage(
  fetchOutside: FetchOutside,
  url: string,
  options: { minDimension?: number; maxDimension?: number; signal?: AbortSignal },
): Promise<DownloadedImage> {
  const response = await fetchOutside(url, { signal: options.signal });
  if (response.status < 200 || response.status >= 300)
    throw new ImageRejected('notImage', `the image address answered ${response.status}`);
  const image = await prepareImage(response.body, {
    maxDimension: options.maxDimension ?? 2000,
    minDimension: options.minDimension,
  });
  return { ...image, sourceUrl: response.url || url };
}
