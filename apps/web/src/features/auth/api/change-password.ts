import type { ChangePasswordRequest } from '@crossover/domain/auth';
import { messageSchema } from '@crossover/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export function changePassword(body: ChangePasswordRequest) {
  return apiJson('POST', '/api/auth/traditional/change-password', messageSchema, body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
