import type { productFiltersSchema } from '@crossover/domain/catalog';
import { exactCountResponseSchema } from '@crossover/domain/counts';
import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import { STALE_TIME_MS } from '@/lib/stale-times';
import { PRODUCTS_QUERY_KEY } from './get-products';

/** The list's filters as GET /api/products takes them (unset ones left out). */
export type ProductCountFilters = z.input<typeof productFiltersSchema>;

/**
 * GET /api/products/count: exactly how many products the filters match. The lists count only to
 * 1,000 (decision 0045); this is asked for on demand, when a screen needs the exact number of a
 * capped list (Select All). Under the products key, so every product write refreshes it.
 */
export const productCountQueryOptions = (filters: ProductCountFilters) => {
  const queryKey = [...PRODUCTS_QUERY_KEY, 'count', { ...filters }] as const;
  return queryOptions({
    queryKey,
    queryFn: async () => exactCountResponseSchema.parse(await apiGet(urlFromQueryKey(queryKey))).count,
    staleTime: STALE_TIME_MS.products,
  });
};

/** The exact count while `enabled`; undefined until it arrives. */
export function useExactProductCount(filters: ProductCountFilters, enabled: boolean) {
  return useQuery({ ...productCountQueryOptions(filters), enabled });
}
