import { organizationSchema } from '@crossover/domain/organizations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';

export const ORGANIZATIONS_QUERY_KEY = ['/api/organizations'] as const;

export async function fetchOrganizations() {
  return z.array(organizationSchema).parse(await apiGet('/api/organizations'));
}

export const organizationsQueryOptions = () =>
  queryOptions({ queryKey: ORGANIZATIONS_QUERY_KEY, queryFn: fetchOrganizations });

export function useOrganizations(enabled = true) {
  return useQuery({ ...organizationsQueryOptions(), enabled });
}
