import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, url-safe. Used for session and password-reset tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
