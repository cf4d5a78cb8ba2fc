import type { ResetPasswordRequest } from '@crossover/domain/auth';
import { messageSchema } from '@crossover/domain/auth';
import { useMutation } from '@/lib/use-mutation';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';

export function requestPasswordReset(body: ResetPasswordRequest) {
  return apiJson('POST', '/api/auth/traditional/reset-password', messageSchema, body);
}

export function useResetPassword(config: MutationConfig<typeof requestPasswordReset> = {}) {
  return useMutation(withMutationConfig({ mutationFn: requestPasswordReset }, config));
}
