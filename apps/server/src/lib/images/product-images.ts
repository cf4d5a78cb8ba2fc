import { randomUUID } from 'node:crypto';
import type { ObjectStorage } from '../storage/types.ts';
import type { PreparedImage } from './pipeline.ts';

const EXTENSIONS: Record<PreparedImage['format'], string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** products/<product id>/<uuid>.<ext>: a new image always gets a new key (cached for a year). */
export function productImageKey(productId: string, format: PreparedImage['format']): string {
  if (!/^[a-z0-9-]+$/i.test(productId)) throw new Error(`unsafe product id for an object key: ${productId}`);
  return `products/${productId}/${randomUUID()}.${EXTENSIONS[format]}`;
}

/** Stores a prepared image under a fresh key; answers the address it is served at. */
export async function storeProductImage(
  storage: ObjectStorage,
  productId: string,
  image: PreparedImage,
): Promise<string> {
  const key = productImageKey(productId, image.format);
  await storage.put(key, image.body, image.contentType);
  return storage.publicUrl(key);
}
