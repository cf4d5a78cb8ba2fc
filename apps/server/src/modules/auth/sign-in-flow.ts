import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LAST_SIGN_IN_COOKIE,
  RETURN_TO_PARAM,
  type SignInMethod,
  parseSignInMethod,
  safeReturnTo,
} from '@crossover/domain/sign-in';
import type { Config } from '@/config.ts';

/** The last-sign-in-method cookie lives about half a year; it only picks a sign-in page. */
const LAST_SIGN_IN_MAX_AGE_S = 180 * 24 * 3600;

/**
 * Whether a browser sent this request from another site. GET requests escape the global
 * cross-site check (plugins/security.ts), so the sign-in and logout GETs ask here: a page
 * elsewhere must not be able to end a session or start a sign-in in the user's browser.
 * 'none' is a typed address or a bookmark; requests without either header are not from a browser
 * page of another site (browsers send Sec-Fetch-Site, and Origin on cross-site requests).
 */
export function isCrossSite(request: FastifyRequest, config: Config): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== new URL(config.publicUrl).origin;
}

/** Remembers how this browser signed in, so /api/login sends a lost session to the right page. */
export function rememberSignInMethod(reply: FastifyReply, config: Config, method: SignInMethod): void {
  reply.setCookie(LAST_SIGN_IN_COOKIE, method, {
    path: '/',
    // Read by the web app to pick the sign-in page of a signed-out deep link; it names no one.
    httpOnly: false,
    sameSite: 'lax',
    secure: config.production || config.publicUrl.startsWith('https://'),
    maxAge: LAST_SIGN_IN_MAX_AGE_S,
  });
}

export function lastSignInMethod(request: FastifyRequest): SignInMethod | null {
  return parseSignInMethod(request.cookies[LAST_SIGN_IN_COOKIE]);
}

/** The checked return address of a request's ?returnTo=, or null. */
export function requestedReturnTo(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[RETURN_TO_PARAM];
  return safeReturnTo(typeof value === 'string' ? value : null);
}

/** A sign-in page, carrying the return address when there is one. */
export function signInPage(page: '/business-login' | '/admin-login', returnTo: string | null): string {
  return returnTo ? `${page}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}` : page;
}
