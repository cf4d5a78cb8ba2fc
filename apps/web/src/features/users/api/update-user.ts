import { userSchema } from '@crossover/domain/users';
import { useMutation } from '@tanstack/react-query';
import { apiJson, apiRequest } from '@/lib/api-client';
import { OPERATION_MUTATION_META } from '@/lib/use-unauthorized-handler';
import { useInvalidateUsers } from './create-user';

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

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ meta: OPERATION_MUTATION_META, mutationFn: updateUser, onSuccess: invalidate });
}

export function useDeactivateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ meta: OPERATION_MUTATION_META, mutationFn: deactivateUser, onSuccess: invalidate });
}

export function useHardDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ meta: OPERATION_MUTATION_META, mutationFn: hardDeleteUser, onSuccess: invalidate });
}
