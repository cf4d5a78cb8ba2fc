import { productSchema, seriesAuthorizationSchema } from '@crossover/domain/catalog';
import { dashboardStatsSchema } from '@crossover/domain/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { DASHBOARD_STATS_QUERY_KEY } from '@/features/cart/api/place-order';

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

export const seriesAuthorizationsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/series-authorizations'] as const,
    queryFn: async () => z.array(seriesAuthorizationSchema).parse(await apiGet('/api/series-authorizations')),
  });

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
export const useFeaturedProducts = () => useQuery(featuredProductsQueryOptions());
export const useSeriesAuthorizations = () => useQuery(seriesAuthorizationsQueryOptions());
