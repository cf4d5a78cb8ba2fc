import type { FetchOutside } from '../net/guarded-fetch.ts';
import { ImageRejected, type PreparedImage, prepareImage } from './pipeline.ts';

export interface DownloadedImage extends PreparedImage {
  /** The address asked for (the fetch may have followed redirects from it). */
  sourceUrl: string;
}

export interface DownloadImageOptions {
  minDimension?: number;
  /** Default 2000 (product images). */
  maxDimension?: number;
  signal?: AbortSignal;
}

/**
 * An outside image through the guarded fetcher, checked and re-encoded by the pipeline.
 * Throws OutsideRefused (address, timeout, size…) or ImageRejected; a non-2xx answer is
 * ImageRejected('notImage') naming the status.
 */
export async function downloadImage(
  fetchOutside: FetchOutside,
  url: string,
  options: DownloadImageOptions = {},
): Promise<DownloadedImage> {
  const response = await fetchOutside(url, {
    headers: { accept: 'image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1' },
    signal: options.signal,
  });
  if (response.status < 200 || response.status > 299) {
    throw new ImageRejected('notImage', `The image address answered HTTP ${response.status}`);
  }
  const prepared = await prepareImage(response.body, {
    maxDimension: options.maxDimension ?? 2000,
    minDimension: options.minDimension,
  });
  return { ...prepared, sourceUrl: url };
}
