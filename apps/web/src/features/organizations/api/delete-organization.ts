import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { OPERATION_MUTATION_META } from '@/lib/use-unauthorized-handler';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations';

export async function deleteOrganization(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/organizations/${encodeURIComponent(id)}`);
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OPERATION_MUTATION_META,
    mutationFn: deleteOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_QUERY_KEY }),
  });
}
