import type { Readable } from 'node:stream';

/** Where stored files live: local disk under DATA_DIR, an S3-compatible bucket, or a Bunny storage zone (the CDN). */
export interface ObjectStorage {
  readonly kind: 'local' | 's3' | 'bunny';
  /** Where the browser sends uploads when that is not our own origin (CSP connect-src needs it). */
  readonly uploadOrigin: string | null;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when missing; refuses (returns `tooLarge`) past maxBytes without reading it all. */
  get(key: string, maxBytes: number): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Stores a stream of unknown length without holding it whole. */
  putStream(key: string, body: Readable, contentType: string): Promise<void>;
  /** The object as a stream, or null when missing. The caller must consume or destroy `body`. */
  getStream(key: string): Promise<StoredStream | null>;
  /** Size and type without the bytes, or null when missing. */
  head(key: string): Promise<{ size: number; contentType: string | null } | null>;
  /** Every stored key (backups, lib/ops/backup.ts); the CDN driver, a copy of this storage, has none. */
  list?(): AsyncIterable<string>;
  /** Where a browser loads the object: `/objects/<key>` (local, S3: our GET /objects route), the pull zone (Bunny). */
  publicUrl(key: string): string;
  /** A short-lived address the browser PUTs the file to. */
  createUploadUrl(key: string, userId: string, expiresInSeconds: number): Promise<string>;
  /** The object key behind an address createUploadUrl issued, or null if it is not one of ours. */
  keyFromUploadUrl(url: string): string | null;
}

export interface StoredStream {
  body: Readable;
  contentType: string | null;
  size: number | null;
}

/** The address our GET /objects route serves a key at (local and S3 drivers). */
export const objectPath = (key: string): string => `/objects/${key}`;

export type StoredObject = { tooLarge: true } | { tooLarge: false; body: Buffer; contentType: string | null };

/** Keys are ours, never the client's: letters, digits, dashes, dots and slashes, no "..". */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9._/-]*$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`unsafe object key: ${key}`);
  }
}
