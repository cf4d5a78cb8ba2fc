import type { CreateOrganizationRequest } from '@crossover/domain/organizations';
import { organizationSchema } from '@crossover/domain/organizations';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { apiJson } from '@/lib/api-client';
import { OPERATION_MUTATION_META } from '@/lib/use-unauthorized-handler';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';

export function createOrganization(body: CreateOrganizationRequest) {
  return apiJson('POST', '/api/organizations', organizationSchema, body);
}

export function updateOrganization(id: string, body: Partial<CreateOrganizationRequest> | { logoUrl: null }) {
  return apiJson('PATCH', `/api/organizations/${encodeURIComponent(id)}`, organizationSchema, body);
}

export function useCreateOrganization(config: MutationConfig<typeof createOrganization> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
        meta: OPERATION_MUTATION_META,
        mutationFn: createOrganization,
        onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_QUERY_KEY }),
      },
      config,
    ),
  );
}

export type UpdateOrganizationInput = {
  id: string;
  body: Partial<CreateOrganizationRequest> | { logoUrl: null };
};

export function useUpdateOrganization(
  config: MutationConfig<(input: UpdateOrganizationInput) => ReturnType<typeof updateOrganization>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
        meta: OPERATION_MUTATION_META,
        mutationFn: ({ id, body }: UpdateOrganizationInput) => updateOrganization(id, body),
        onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_QUERY_KEY }),
      },
      config,
    ),
  );
}
