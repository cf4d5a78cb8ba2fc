import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { redirectTo } from '@/lib/browser';
import { clearEmulatedUserId } from '@/lib/emulation-storage';

export const LOGGED_OUT_URL = '/business-login?logout=success';

/** Ends the session, then always goes to the business login (spec §8: a failure is only logged). */
export async function logout(): Promise<void> {
  try {
    await apiRequest('GET', '/api/logout');
  } catch (error) {
    console.error('Logout request failed', error);
  }
  clearEmulatedUserId();
  redirectTo(LOGGED_OUT_URL);
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
