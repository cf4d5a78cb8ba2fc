/** Where uploaded files live: local disk under DATA_DIR, or an S3-compatible bucket. */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Where the browser sends uploads when that is not our own origin (CSP connect-src needs it). */
  readonly uploadOrigin: string | null;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when missing; refuses (returns `tooLarge`) past maxBytes without reading it all. */
  get(key: string, maxBytes: number): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** A short-lived address the browser PUTs the file to. */
  createUploadUrl(key: string, userId: string, expiresInSeconds: number): Promise<string>;
  /** The object key behind an address createUploadUrl issued, or null if it is not one of ours. */
  keyFromUploadUrl(url: string): string | null;
}

export type StoredObject = { tooLarge: true } | { tooLarge: false; body: Buffer; contentType: string | null };

/** Keys are ours, never the client's: letters, digits, dashes, dots and slashes, no "..". */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9._/-]*$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`unsafe object key: ${key}`);
  }
}
