import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ObjectStorage, assertSafeKey, objectPath } from './types.ts';
import { createUploadToken, verifyUploadToken } from './upload-token.ts';

export const LOCAL_UPLOAD_PATH = '/api/uploads';

/** Files under `root`; uploads go through our own PUT /api/uploads?token=…. */
export function createLocalStorage(
  root: string,
  signingSecret: string,
): ObjectStorage & {
  verifyToken(token: string): { key: string; userId: string } | null;
} {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const typeFile = (key: string) => `${fileOf(key)}.type`;
  return {
    kind: 'local',
    uploadOrigin: null,
    async put(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, body);
      await writeFile(typeFile(key), contentType, 'utf8');
      await rename(temp, file);
    },
    async putStream(key: string, body: Readable, contentType: string) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      try {
        await pipeline(body, createWriteStream(temp));
        await writeFile(typeFile(key), contentType, 'utf8');
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async getStream(key) {
      const file = fileOf(key);
      let handle;
      try {
        handle = await open(file, 'r');
      } catch {
        return null;
      }
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      const contentType = await readFile(typeFile(key), 'utf8').catch(() => null);
      // The stream owns the handle from here (closed when it ends or is destroyed).
      return { body: handle.createReadStream(), contentType, size: info.size };
    },
    async head(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        const contentType = await readFile(typeFile(key), 'utf8').catch(() => null);
        return { size: info.size, contentType };
      } catch {
        return null;
      }
    },
    publicUrl(key) {
      assertSafeKey(key);
      return objectPath(key);
    },
    async *list() {
      // Content types sit beside each object in `<key>.type`; writes in progress end in `.tmp`.
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || /\.(type|tmp)$/.test(entry.name)) continue;
        yield path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      }
    },
    async get(key, maxBytes) {
      const file = fileOf(key);
      let handle;
      try {
        handle = await open(file, 'r');
      } catch {
        return null;
      }
      try {
        const { size } = await handle.stat();
        if (size > maxBytes) return { tooLarge: true };
        const body = await handle.readFile();
        const contentType = await readFile(typeFile(key), 'utf8').catch(() => null);
        return { tooLarge: false, body, contentType };
      } finally {
        await handle.close();
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
      await rm(typeFile(key), { force: true });
    },
    async createUploadUrl(key, userId, expiresInSeconds) {
      assertSafeKey(key);
      const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
      return `${LOCAL_UPLOAD_PATH}?token=${createUploadToken({ key, userId, exp }, signingSecret)}`;
    },
    keyFromUploadUrl(url) {
      let parsed: URL;
      try {
        parsed = new URL(url, 'http://local.invalid');
      } catch {
        return null;
      }
      const token = parsed.searchParams.get('token');
      if (parsed.pathname !== LOCAL_UPLOAD_PATH || !token) return null;
      // Expiry does not matter here: the file was already uploaded while the token was valid.
      return verifyUploadToken(token, signingSecret, 0)?.key ?? null;
    },
    verifyToken(token) {
      const claims = verifyUploadToken(token, signingSecret);
      return claims ? { key: claims.key, userId: claims.userId } : null;
    },
  };
}
