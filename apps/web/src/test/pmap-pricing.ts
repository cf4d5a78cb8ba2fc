import type { PmapPricing } from '@crossover/domain/catalog';
import type { RecordedRequest } from './fetch-mock';
import { jsonResponse } from './fetch-mock';

export const PMAP_BATCH_ROUTE = 'POST /api/products/pmap-pricing/batch';

/** One product's batch entry; without overrides, a product with no campaign. */
export function buildPmapPricing(overrides: Partial<PmapPricing> = {}): PmapPricing {
  return {
    hasPmap: false,
    pmapPrice: null,
    campaignName: null,
    validFrom: null,
    validTo: null,
    distributorPricing: null,
    ...overrides,
  };
}

/** The batch route like the server: an entry for every requested id, `campaigns` where given. */
export function pmapBatchAnswer(campaigns: Record<string, PmapPricing> = {}) {
  return (request: RecordedRequest) => {
    const { productIds } = request.body as { productIds: string[] };
    return jsonResponse(
      200,
      Object.fromEntries(productIds.map((id) => [id, campaigns[id] ?? buildPmapPricing()])),
    );
  };
}

/** The request bodies' id lists, one per batch sent. */
export const batchedIds = (requests: RecordedRequest[]) =>
  requests.map((r) => (r.body as { productIds: string[] }).productIds);
