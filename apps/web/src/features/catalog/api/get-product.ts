import { productSchema } from '@crossover/domain/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from './get-products';

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, id] as const,
    queryFn: async () => productSchema.parse(await apiGet(`/api/products/${encodeURIComponent(id)}`)),
  });

/** One product for the Product Details dialog. */
export function useProduct(id: string | null) {
  return useQuery({ ...productQueryOptions(id ?? ''), enabled: id !== null });
}
