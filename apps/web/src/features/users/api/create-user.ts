import type { RegisterUserRequest } from '@crossover/domain/users';
import { userSchema } from '@crossover/domain/users';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { apiJson } from '@/lib/api-client';
import { OPERATION_MUTATION_META } from '@/lib/use-unauthorized-handler';
import { USERS_QUERY_ROOT, USER_STATS_QUERY_KEY } from './get-users-page';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';

export function createUser(body: RegisterUserRequest) {
  return apiJson('POST', '/api/auth/traditional/register', userSchema, body);
}

export function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [USERS_QUERY_ROOT] }),
      queryClient.invalidateQueries({ queryKey: USER_STATS_QUERY_KEY }),
    ]);
  };
}

export function useCreateUser(config: MutationConfig<typeof createUser> = {}) {
  const invalidate = useInvalidateUsers();
  return useMutation(
    withMutationConfig(
      { meta: OPERATION_MUTATION_META, mutationFn: createUser, onSuccess: invalidate },
      config,
    ),
  );
}
