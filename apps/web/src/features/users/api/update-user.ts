import { userSchema } from '@crossover/domain/users';
import { useMutation } from '@/lib/use-mutation';
import { apiJson, apiRequest } from '@/lib/api-client';
import { OPERATION_MUTATION_META } from '@/lib/use-unauthorized-handler';
import { useInvalidateUsers } from './create-user';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';

export type UpdateUserBody = Record<string, unknown> & { id: string };

export function updateUser(body: UpdateUserBody) {
  return apiJson('PUT', `/api/users/${encodeURIComponent(body.id)}`, userSchema, body);
}

export async function deactivateUser(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/users/${encodeURIComponent(id)}`);
}

export async function hardDeleteUser(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/users/${encodeURIComponent(id)}/hard-delete`);
}

export function useUpdateUser(config: MutationConfig<typeof updateUser> = {}) {
  const invalidate = useInvalidateUsers();
  return useMutation(
    withMutationConfig(
      { meta: OPERATION_MUTATION_META, mutationFn: updateUser, onSuccess: invalidate },
      config,
    ),
  );
}

export function useDeactivateUser(config: MutationConfig<typeof deactivateUser> = {}) {
  const invalidate = useInvalidateUsers();
  return useMutation(
    withMutationConfig(
      { meta: OPERATION_MUTATION_META, mutationFn: deactivateUser, onSuccess: invalidate },
      config,
    ),
  );
}

export function useHardDeleteUser(config: MutationConfig<typeof hardDeleteUser> = {}) {
  const invalidate = useInvalidateUsers();
  return useMutation(
    withMutationConfig(
      { meta: OPERATION_MUTATION_META, mutationFn: hardDeleteUser, onSuccess: invalidate },
      config,
    ),
  );
}
