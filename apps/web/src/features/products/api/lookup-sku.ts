import type { SkuLookup } from '@crossover/domain/products';
import { skuMatchSchema } from '@crossover/domain/products';
import { apiGet } from '@/lib/api-client';

/**
 * GET /api/products/sku-match?sku=: the product already sold under this SKU, or null. A SKU no
 * product has is a normal answer ({ match: null }), so typing new SKUs logs no failed request.
 * The lookup only helps to fill the form, so it fails silently (spec §8): any error is null.
 */
export async function lookupSku(sku: string): Promise<SkuLookup | null> {
  try {
    const answer = await apiGet(`/api/products/sku-match?sku=${encodeURIComponent(sku)}`);
    return skuMatchSchema.parse(answer).match;
  } catch {
    return null;
  }
}
