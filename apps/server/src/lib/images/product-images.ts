// PLACEHOLDER until feat/net merges
import { randomUUID } from 'node:crypto';
import type { ObjectStorage } from '@/lib/storage/types.ts';
import type { PreparedImage } from './pipeline.ts';

export function productImageKey(productId: string, format: 'jpeg' | 'png' | 'webp'): string {
  return `products/${productId}/${randomUUID()}.${format === 'jpeg' ? 'jpg' : format}`;
}
export async function storeProductImage(
  storage: ObjectStorage,
  productId: string,
  image: PreparedImage,
): Promise<string> {
  const key = productImageKey(productId, image.format);
  await storage.put(key, image.body, image.contentType);
  return `/objects/${key}`;
}
