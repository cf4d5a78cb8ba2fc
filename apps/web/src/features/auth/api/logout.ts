import { logoutAnswerSchema } from '@crossover/domain/sign-in';
import { useMutation } from '@/lib/use-mutation';
import { apiRequest } from '@/lib/api-client';
import { redirectTo } from '@/lib/browser';
import { clearEmulatedUserId } from '@/lib/emulation-storage';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';

export const LOGGED_OUT_URL = '/business-login?logout=success';

/**
 * Ends the session, then always goes to the business login (spec §8: a failure is only logged).
 * After single sign-on the server names the provider's logout address instead, which ends the
 * provider's session too and then comes back to the business login.
 */
export async function logout(): Promise<void> {
  let next = LOGGED_OUT_URL;
  try {
    const response = await apiRequest('GET', '/api/logout');
    const answer = logoutAnswerSchema.safeParse(await response.json().catch(() => null));
    if (answer.success && answer.data.endSessionUrl) next = answer.data.endSessionUrl;
  } catch (error) {
    console.error('Logout request failed', error);
  }
  clearEmulatedUserId();
  redirectTo(next);
}

export function useLogout(config: MutationConfig<typeof logout> = {}) {
  return useMutation(withMutationConfig({ mutationFn: logout }, config));
}
