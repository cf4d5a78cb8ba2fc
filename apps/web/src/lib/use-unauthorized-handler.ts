import type { CurrentUser } from '@crossover/domain/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from '@/components/ui/use-toast';
import { isUnauthorizedError } from '@/lib/auth-errors';
import { redirectTo } from '@/lib/browser';
import { AUTH_USER_QUERY_KEY } from '@/features/auth/api/get-current-user';
import { currentReturnTo, withReturnTo } from '@/features/auth/lib/sign-in-return';

/** Spec §8/§9: redirect 0.5 s after the unauthorized toast. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;
export const UNAUTHORIZED_REDIRECT_URL = '/api/login';
/** Where an administrator (also one viewing as another user) signs in again. */
export const ADMIN_SIGN_IN_URL = '/admin-login';

/** Spec §8: the lost-session toast's text, and its wording on organization and user operations. */
export const UNAUTHORIZED_DESCRIPTION = 'You are logged out. Logging in again...';
export const OPERATION_UNAUTHORIZED_DESCRIPTION = 'Unauthorized - You are logged out. Logging in again...';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The lost-session toast's text for this mutation, when the spec words it differently. */
      unauthorizedDescription?: string;
    };
  }
}

/** The meta of every organization and user operation's mutation. */
export const OPERATION_MUTATION_META = { unauthorizedDescription: OPERATION_UNAUTHORIZED_DESCRIPTION };

/**
 * The one place that reacts to a lost session on a protected screen: while mounted, any query or
 * mutation failing with "401: …Unauthorized…" shows the toast and sends the browser to the login
 * endpoint (an administrator: the administrators' sign-in page) after 0.5 s, once; the redirect goes ahead even if the screen unmounts meanwhile.
 * Screens never toast a lost session themselves (so it is toasted exactly once); a mutation whose
 * toast the spec words differently says so in `meta.unauthorizedDescription`.
 * Other failures (a 404 from an endpoint that does not exist yet, a 403) are left to the screen.
 * The current-user query answers null on 401 instead of failing, so a visitor who is simply
 * signed out never lands here. Returns the handler for callers that catch errors themselves; it
 * answers whether the error was an unauthorized one.
 */
export function useUnauthorizedHandler(): (error: unknown, description?: string) => boolean {
  const queryClient = useQueryClient();
  const redirecting = useRef(false);

  const handle = useCallback(
    (error: unknown, description = UNAUTHORIZED_DESCRIPTION): boolean => {
      if (!isUnauthorizedError(error)) return false;
      if (redirecting.current) return true;
      redirecting.current = true;
      toast({ title: 'Unauthorized', description, variant: 'destructive' });
      // The user whose session ended is still known here: an administrator signs in again on the
      // administrators' page, whatever this browser's last sign-in cookie says.
      const user = queryClient.getQueryData<CurrentUser | null>(AUTH_USER_QUERY_KEY);
      const admin = (user?.realUserRole ?? user?.role) === 'admin';
      // The server sends everyone else to where they sign in; both come back to the page shown when
      // the redirect happens: the failing request may belong to the page just left (a dashboard
      // query still in flight when the user clicked through to Orders).
      const signIn = admin ? ADMIN_SIGN_IN_URL : UNAUTHORIZED_REDIRECT_URL;
      window.setTimeout(
        () => redirectTo(withReturnTo(signIn, currentReturnTo())),
        UNAUTHORIZED_REDIRECT_DELAY_MS,
      );
      return true;
    },
    [queryClient],
  );

  useEffect(() => {
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        handle(event.action.error, event.mutation.meta?.unauthorizedDescription);
      }
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, handle]);

  return handle;
}
