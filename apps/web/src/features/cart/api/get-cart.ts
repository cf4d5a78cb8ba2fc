import { cartSchema, cartSummarySchema } from '@crossover/domain/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { CART_QUERY_KEY } from './get-cart-count';
import type { QueryConfig } from '@/lib/query-config';

/** Same key as the sidebar badge, so one fetch serves both and invalidating it refreshes both. */
export const cartQueryOptions = () =>
  queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: async () => cartSchema.parse(await apiGet('/api/cart')),
  });

export function useCart(options: QueryConfig<typeof cartQueryOptions> = {}) {
  return useQuery({ ...cartQueryOptions(), ...options });
}

/** Under the cart key, so every cart invalidation refreshes the summary too. */
export const CART_SUMMARY_QUERY_KEY = [...CART_QUERY_KEY, 'summary'] as const;

export const cartSummaryQueryOptions = () =>
  queryOptions({
    queryKey: CART_SUMMARY_QUERY_KEY,
    queryFn: async () => cartSummarySchema.parse(await apiGet('/api/cart/summary')),
  });

export function useCartSummary(options: QueryConfig<typeof cartSummaryQueryOptions> = {}) {
  return useQuery({ ...cartSummaryQueryOptions(), ...options });
}
