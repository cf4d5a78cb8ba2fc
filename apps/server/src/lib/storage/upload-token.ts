import { createHmac, timingSafeEqual } from 'node:crypto';

export interface UploadClaims {
  /** Object key the upload is written to. */
  key: string;
  /** The user who asked for the address; only that user's session may use it. */
  userId: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** `<base64url json>.<hmac>`: the local driver's signed upload token. */
export function createUploadToken(claims: UploadClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The claims of a token this secret signed and that has not expired; null otherwise. */
export function verifyUploadToken(token: string, secret: string, now = Date.now()): UploadClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as UploadClaims;
    if (
      typeof claims.key !== 'string' ||
      typeof claims.userId !== 'string' ||
      typeof claims.exp !== 'number'
    ) {
      return null;
    }
    if (claims.exp * 1000 < now) return null;
    return claims;
  } catch {
    return null;
  }
}
