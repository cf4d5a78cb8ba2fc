import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { ObjectStorage } from './types.ts';

export type { ObjectStorage } from './types.ts';

export type AppStorage = ObjectStorage & {
  /** Only the local driver: checks an upload token of PUT /api/uploads?token=…. */
  verifyToken?: (token: string) => { key: string; userId: string } | null;
};

/** UPLOAD_SIGNING_SECRET, or a random key kept in DATA_DIR so every process on that disk shares it. */
async function signingSecret(env: NodeJS.ProcessEnv, dataDir: string): Promise<string> {
  if (env.UPLOAD_SIGNING_SECRET) {
    if (env.UPLOAD_SIGNING_SECRET.length < 32)
      throw new Error('UPLOAD_SIGNING_SECRET must be at least 32 characters');
    return env.UPLOAD_SIGNING_SECRET;
  }
  const file = path.join(dataDir, 'secrets', 'upload-signing.key');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    await writeFile(file, secret, { encoding: 'utf8', flag: 'wx' }).catch(() => undefined);
    await chmod(file, 0o600).catch(() => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}

/**
 * S3-compatible storage when S3_BUCKET is set (S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX); otherwise local disk in DATA_DIR/objects.
 */
export async function createStorageFromEnv(env: NodeJS.ProcessEnv, dataDir: string): Promise<AppStorage> {
  if (env.S3_BUCKET) {
    const prefix = (env.S3_PREFIX ?? '').replace(/^\/+/, '');
    return createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    });
  }
  return createLocalStorage(path.join(dataDir, 'objects'), await signingSecret(env, dataDir));
}
