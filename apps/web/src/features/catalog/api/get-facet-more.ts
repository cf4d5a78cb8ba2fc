import { type FacetKey, facetMoreResponseSchema } from '@crossover/domain/facets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import { STALE_TIME_MS } from '@/lib/stale-times';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { FacetFilters } from './get-product-facets';

/** How many options a name search of one facet lists (the server allows up to 500). */
export const FACET_SEARCH_LIMIT = 100;

export type FacetMoreParams = FacetFilters & { facet: FacetKey; q: string };

export const facetMoreQueryOptions = (params: FacetMoreParams) =>
  queryOptions({
    queryKey: ['/api/products/facets/more', { ...params, limit: FACET_SEARCH_LIMIT }] as const,
    queryFn: async ({ queryKey }) => facetMoreResponseSchema.parse(await apiGet(urlFromQueryKey(queryKey))),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIME_MS.products,
  });

/**
 * The name search of a filter whose facet left options out (`more`): what is typed in one open
 * combobox at a time, and the server's matching options once the typing settles.
 */
export function useFacetSearch(filters: FacetFilters) {
  const [typed, setTyped] = useState<{ facet: FacetKey; q: string } | null>(null);
  const settled = useDebouncedValue(typed);
  const q = settled?.q.trim() ?? '';
  const found = useQuery({
    ...facetMoreQueryOptions({ ...filters, facet: settled?.facet ?? 'series', q }),
    enabled: settled !== null && q !== '',
  });
  return {
    search: (facet: FacetKey, text: string) => setTyped({ facet, q: text }),
    /** The server's options for `facet` while its search box holds text, else undefined. */
    resultsFor: (facet: FacetKey) =>
      settled?.facet === facet && q !== '' && typed?.q.trim() !== '' ? found.data?.options : undefined,
  };
}
