import { organizationSchema } from '@crossover/domain/organizations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';
import { STALE_TIME_MS } from '@/lib/stale-times';

export const ORGANIZATIONS_QUERY_KEY = ['/api/organizations'] as const;

export async function fetchOrganizations() {
  return z.array(organizationSchema).parse(await apiGet('/api/organizations'));
}

export const organizationsQueryOptions = () =>
  queryOptions({
    queryKey: ORGANIZATIONS_QUERY_KEY,
    queryFn: fetchOrganizations,
    staleTime: STALE_TIME_MS.organizations,
  });

export function useOrganizations(
  enabled = true,
  options: QueryConfig<typeof organizationsQueryOptions> = {},
) {
  return useQuery({ ...organizationsQueryOptions(), enabled, ...options });
}
