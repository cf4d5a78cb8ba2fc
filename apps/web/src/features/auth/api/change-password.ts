import type { ChangePasswordRequest } from '@crossover/domain/auth';
import { messageSchema } from '@crossover/domain/auth';
import { useMutation } from '@/lib/use-mutation';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';

export function changePassword(body: ChangePasswordRequest) {
  return apiJson('POST', '/api/auth/traditional/change-password', messageSchema, body);
}

export function useChangePassword(config: MutationConfig<typeof changePassword> = {}) {
  return useMutation(withMutationConfig({ mutationFn: changePassword }, config));
}
