import {
  LAST_SIGN_IN_COOKIE,
  RETURN_TO_PARAM,
  type SignInMethod,
  parseSignInMethod,
  safeReturnTo,
} from '@crossover/domain/sign-in';

/**
 * The page to come back to after signing in (docs/decisions/0008): carried as ?returnTo= through
 * the sign-in pages and /api/login, and only ever a path on this site.
 */

/** The page the browser shows now, as a return address; none for the dashboard itself. */
export function currentReturnTo(): string | null {
  const { pathname, search, hash } = window.location;
  return returnAddress(`${pathname}${search}${hash}`);
}

/** A path as a return address: null when it is '/' (the default) or not a page of this site. */
export function returnAddress(path: string | null | undefined): string | null {
  const safe = safeReturnTo(path);
  return safe === '/' ? null : safe;
}

export function withReturnTo(url: string, returnTo: string | null): string {
  if (!returnTo) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;
}

/** How this browser last signed in, from the harmless cookie the server sets on sign-in. */
export function lastSignInMethod(): SignInMethod | null {
  const prefix = `${LAST_SIGN_IN_COOKIE}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return parseSignInMethod(entry?.slice(prefix.length));
}
