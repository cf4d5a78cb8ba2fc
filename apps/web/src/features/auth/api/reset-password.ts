import type { ResetPasswordRequest } from '@crossover/domain/auth';
import { messageSchema } from '@crossover/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export function requestPasswordReset(body: ResetPasswordRequest) {
  return apiJson('POST', '/api/auth/traditional/reset-password', messageSchema, body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
