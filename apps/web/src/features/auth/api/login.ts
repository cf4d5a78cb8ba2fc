import type { LoginRequest } from '@crossover/domain/auth';
import { currentUserSchema } from '@crossover/domain/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { AUTH_USER_QUERY_KEY } from '@/features/auth/api/get-current-user';
import { apiJson } from '@/lib/api-client';
import { clearEmulatedUserId } from '@/lib/emulation-storage';
import { clearPrefetched } from '@/lib/prefetch';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';

export function login(body: LoginRequest) {
  return apiJson('POST', '/api/auth/traditional/login', currentUserSchema, body);
}

/** Signs in; on success the cached user is replaced and refetched before callers navigate. */
export function useLogin(config: MutationConfig<typeof login> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
        mutationFn: login,
        onSuccess: async (user) => {
          clearEmulatedUserId();
          // A first load's unclaimed prefetch belongs to the session it was made in.
          clearPrefetched();
          queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
          await queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
        },
      },
      config,
    ),
  );
}
