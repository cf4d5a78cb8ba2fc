import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createLocalStorage } from './local.ts';
import { type S3Settings, createS3Storage } from './s3.ts';
import type { ObjectStorage } from './types.ts';

export type { ObjectStorage } from './types.ts';

export type AppStorage = ObjectStorage & {
  /** Only the local driver: checks an upload token of PUT /api/uploads?token=…. */
  verifyToken?: (token: string) => { key: string; userId: string } | null;
};

/** The configured secret, or a random key kept in DATA_DIR so every process on that disk shares it. */
async function signingSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
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

/** The configured storage (config.ts reads S3_* and UPLOAD_SIGNING_SECRET): S3, else local disk in dataDir/objects. */
export async function createStorage(config: {
  s3: S3Settings | undefined;
  uploadSigningSecret: string | undefined;
  dataDir: string;
}): Promise<AppStorage> {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(
    path.join(config.dataDir, 'objects'),
    await signingSecret(config.uploadSigningSecret, config.dataDir),
  );
}
