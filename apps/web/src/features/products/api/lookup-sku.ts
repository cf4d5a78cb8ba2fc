import type { SkuLookup } from '@crossover/domain/products';
import { skuLookupSchema } from '@crossover/domain/products';
import { apiGet } from '@/lib/api-client';

/**
 * GET /api/products/search-by-sku/{sku}: the product already sold under this SKU, or null. The
 * lookup only helps to fill the form, so it fails silently (spec §8): any error is null.
 */
export async function lookupSku(sku: string): Promise<SkuLookup | null> {
  try {
    return skuLookupSchema.parse(await apiGet(`/api/products/search-by-sku/${encodeURIComponent(sku)}`));
  } catch {
    return null;
  }
}
