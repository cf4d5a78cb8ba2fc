import { productSchema } from '@crossover/domain/catalog';
import {
  authorizationSummarySchema,
  authorizationsPageSchema,
  dashboardStatsSchema,
} from '@crossover/domain/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { DASHBOARD_STATS_QUERY_KEY } from '@/features/cart/api/place-order';
import type { QueryConfig } from '@/lib/query-config';

export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: DASHBOARD_STATS_QUERY_KEY,
    queryFn: async () => dashboardStatsSchema.parse(await apiGet('/api/dashboard/stats')),
  });

export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/dashboard/featured-products'] as const,
    queryFn: async () => z.array(productSchema).parse(await apiGet('/api/dashboard/featured-products')),
  });

/** Counts per type and the first few: the card never loads the whole list. */
export const authorizationSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/dashboard/authorizations'] as const,
    queryFn: async () => authorizationSummarySchema.parse(await apiGet('/api/dashboard/authorizations')),
  });

export const authorizationsPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['/api/dashboard/authorizations/page', page] as const,
    queryFn: async () =>
      authorizationsPageSchema.parse(await apiGet(`/api/dashboard/authorizations/page?page=${page}`)),
    placeholderData: keepPreviousData,
  });

export const useDashboardStats = (options: QueryConfig<typeof dashboardStatsQueryOptions> = {}) =>
  useQuery({ ...dashboardStatsQueryOptions(), ...options });
export const useFeaturedProducts = (options: QueryConfig<typeof featuredProductsQueryOptions> = {}) =>
  useQuery({ ...featuredProductsQueryOptions(), ...options });
export const useAuthorizationSummary = (options: QueryConfig<typeof authorizationSummaryQueryOptions> = {}) =>
  useQuery({ ...authorizationSummaryQueryOptions(), ...options });
export const useAuthorizationsPage = (
  page: number,
  options: QueryConfig<typeof authorizationsPageQueryOptions> = {},
) => useQuery({ ...authorizationsPageQueryOptions(page), ...options });
