import { productSchema } from '@crossover/domain/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from './get-products';
import type { QueryConfig } from '@/lib/query-config';
import { STALE_TIME_MS } from '@/lib/stale-times';

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, id] as const,
    queryFn: async () => productSchema.parse(await apiGet(`/api/products/${encodeURIComponent(id)}`)),
    staleTime: STALE_TIME_MS.products,
  });

/** One product for the Product Details dialog. */
export function useProduct(id: string | null, options: QueryConfig<typeof productQueryOptions> = {}) {
  return useQuery({ ...productQueryOptions(id ?? ''), enabled: id !== null, ...options });
}
