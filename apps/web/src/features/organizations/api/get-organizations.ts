import { organizationSchema } from '@crossover/domain/organizations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';
import { STALE_TIME_MS } from '@/lib/stale-times';
import { ORGANIZATIONS_QUERY_KEY } from './organization-urls';

export { ORGANIZATIONS_QUERY_KEY } from './organization-urls';

export async function fetchOrganizations() {
  return z.array(organizationSchema).parse(await apiGet(urlFromQueryKey(ORGANIZATIONS_QUERY_KEY)));
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
