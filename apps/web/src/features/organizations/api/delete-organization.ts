import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { apiRequest } from '@/lib/api-client';
import { OPERATION_MUTATION_META } from '@/lib/use-unauthorized-handler';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';

export async function deleteOrganization(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/organizations/${encodeURIComponent(id)}`);
}

export function useDeleteOrganization(config: MutationConfig<typeof deleteOrganization> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
        meta: OPERATION_MUTATION_META,
        mutationFn: deleteOrganization,
        onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_QUERY_KEY }),
      },
      config,
    ),
  );
}
