import { productFacetsResponseSchema } from '@crossover/domain/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import type { CatalogQuery } from './get-products';

export type FacetFilters = Omit<CatalogQuery, 'sort' | 'order'>;

export const productFacetsQueryOptions = (filters: FacetFilters) =>
  queryOptions({
    queryKey: ['/api/products/facets', filters] as const,
    queryFn: async () =>
      productFacetsResponseSchema.parse(
        await apiGet(urlFromQueryKey(['/api/products/facets', { ...filters }])),
      ),
    placeholderData: keepPreviousData,
  });

/** Filter options with counts, cross-filtered by the server. */
export function useProductFacets(filters: FacetFilters) {
  return useQuery(productFacetsQueryOptions(filters));
}
