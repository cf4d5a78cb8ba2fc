import type { CurrentUser } from '@crossover/domain/auth';
import { currentUserSchema } from '@crossover/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { probeSession, takeEarlySessionProbe } from '@/features/auth/api/session-probe';
import { clearEmulatedUserId, getEmulatedUserId } from '@/lib/emulation-storage';

export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;

/**
 * The signed-in user, or null when signed out (no console error: see probeSession). The server decides
 * whether emulation is on: an emulated-user id it did not honour is stale and forgotten, but
 * only if it is still the id this request carried (another one may have been stored meanwhile).
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const { data, sentEmulatedId } = await (takeEarlySessionProbe() ?? probeSession());
  const stale = sentEmulatedId !== null && getEmulatedUserId() === sentEmulatedId;
  if (data === null) {
    if (stale) clearEmulatedUserId();
    return null;
  }
  const user = currentUserSchema.parse(data);
  if (!user.isEmulating && stale) clearEmulatedUserId();
  return user;
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: AUTH_USER_QUERY_KEY, queryFn: fetchCurrentUser, retry: false });

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  let status: AuthStatus;
  if (query.data) status = 'signed-in';
  else if (query.isPending) status = 'loading';
  else if (query.isError) status = 'error';
  else status = 'signed-out';
  return { user: query.data ?? null, status, error: query.error, refetch: query.refetch };
}

/** Only for components rendered inside the authenticated layout, where a user always exists. */
export function useSignedInUser(): CurrentUser {
  const { user } = useCurrentUser();
  if (!user) throw new Error('useSignedInUser must be used while a user is signed in');
  return user;
}

/** A real admin: signed in as admin, or emulating someone with an admin behind it. */
export function isRealAdmin(user: CurrentUser): boolean {
  return user.isEmulating ? user.realUserRole === 'admin' : user.role === 'admin';
}
