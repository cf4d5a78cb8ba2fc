import type { UsersPageQuery } from '@crossover/domain/users';
import { usersPageSchema, userStatsSchema } from '@crossover/domain/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';

export const USERS_QUERY_ROOT = '/api/users/paginated';
export const USER_STATS_QUERY_KEY = ['/api/users/stats'] as const;

export type UsersPageParams = Omit<UsersPageQuery, 'search'> & { search: string };

export const usersPageQueryOptions = (params: UsersPageParams) => {
  const queryKey = [USERS_QUERY_ROOT, { ...params, search: params.search || undefined }] as const;
  return queryOptions({
    queryKey,
    queryFn: async () => usersPageSchema.parse(await apiGet(urlFromQueryKey(queryKey))),
    placeholderData: keepPreviousData,
  });
};

export function useUsersPage(
  params: UsersPageParams,
  options: QueryConfig<typeof usersPageQueryOptions> = {},
) {
  return useQuery({ ...usersPageQueryOptions(params), ...options });
}

export const userStatsQueryOptions = () =>
  queryOptions({
    queryKey: USER_STATS_QUERY_KEY,
    queryFn: async () => userStatsSchema.parse(await apiGet('/api/users/stats')),
  });

export function useUserStats(options: QueryConfig<typeof userStatsQueryOptions> = {}) {
  return useQuery({ ...userStatsQueryOptions(), ...options });
}
