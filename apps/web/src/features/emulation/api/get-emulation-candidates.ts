import { emulationCandidateSchema } from '@crossover/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';

export const EMULATION_CANDIDATES_QUERY_KEY = ['/api/admin/users'] as const;

const candidatesSchema = z.array(emulationCandidateSchema);

export const emulationCandidatesQueryOptions = () =>
  queryOptions({
    queryKey: EMULATION_CANDIDATES_QUERY_KEY,
    queryFn: async () => candidatesSchema.parse(await apiGet('/api/admin/users')),
  });

/** The users an admin may emulate; only fetched for real admins. */
export function useEmulationCandidates(
  enabled: boolean,
  options: QueryConfig<typeof emulationCandidatesQueryOptions> = {},
) {
  return useQuery({ ...emulationCandidatesQueryOptions(), enabled, ...options });
}
