import { z } from 'zod';

/**
 * Where sign-in leads and comes back to, shared by the server (/api/login, the SSO callback) and
 * the web app (the sign-in pages). See docs/decisions/0008-sign-in-return.md.
 */

/** The query parameter that carries the page to return to after signing in. */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * A harmless, readable cookie naming how this browser last signed in ('business' or 'sso'), so a
 * lost session is sent back to the sign-in page that works for its user. It holds no identity.
 */
export const LAST_SIGN_IN_COOKIE = 'crossover.last-sign-in';
export const SIGN_IN_METHODS = ['business', 'sso'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export function parseSignInMethod(value: string | null | undefined): SignInMethod | null {
  return value === 'business' || value === 'sso' ? value : null;
}

/** Pages a return address must never point at: the sign-in screens themselves and the API. */
const NOT_A_DESTINATION = /^\/(?:api(?:\/|$)|business-login(?:[/?#]|$)|admin-login(?:[/?#]|$))/;

/**
 * The page to return to, or null unless `value` is a path on this site: it starts with a single
 * '/', has no backslash, no control characters, and resolves to the same origin. '//evil.test',
 * '/\evil.test', 'https://evil.test' and '/api/logout' are all refused.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read '\' as '/', and strip tabs and newlines before resolving.
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    return null;
  }
  const base = 'https://crossover.invalid';
  let resolved: URL;
  try {
    resolved = new URL(value, base);
  } catch {
    return null;
  }
  if (resolved.origin !== base) return null;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  if (NOT_A_DESTINATION.test(path)) return null;
  return path;
}

export { SESSION_PROBE_HEADER } from './http-headers.ts';

/** The answer of the logout endpoint: where the browser goes to end the provider's session too. */
export const logoutAnswerSchema = z.object({
  message: z.string(),
  /** Set after a single sign-on session when the provider supports RP-initiated logout. */
  endSessionUrl: z.string().optional(),
});
export type LogoutAnswer = z.infer<typeof logoutAnswerSchema>;
