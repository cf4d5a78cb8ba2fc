import { productFacetsResponseSchema } from '@crossover/domain/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { productFacetsUrl } from './catalog-urls';
import type { CatalogQuery } from './get-products';
import type { QueryConfig } from '@/lib/query-config';
import { STALE_TIME_MS } from '@/lib/stale-times';

export type FacetFilters = Omit<CatalogQuery, 'sort' | 'order'>;

export const productFacetsQueryOptions = (filters: FacetFilters) =>
  queryOptions({
    queryKey: ['/api/products/facets', filters] as const,
    queryFn: async () => productFacetsResponseSchema.parse(await apiGet(productFacetsUrl(filters))),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIME_MS.products,
  });

/** Filter options with counts, cross-filtered by the server. */
export function useProductFacets(
  filters: FacetFilters,
  options: QueryConfig<typeof productFacetsQueryOptions> = {},
) {
  return useQuery({ ...productFacetsQueryOptions(filters), ...options });
}
