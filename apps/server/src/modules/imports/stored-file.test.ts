import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '@/lib/storage/local.ts';
import type { ObjectStorage } from '@/lib/storage/types.ts';
import { StoredFileTooLarge, copyStoredToFile, storeImportFile } from './stored-file.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'crossover-stored-file-'));
const storage = createLocalStorage(path.join(dir, 'objects'), 'stored-file-test-secret');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The same storage, but its streams do not tell their size (as a chunked answer would not). */
const sizeless: ObjectStorage = {
  ...storage,
  async getStream(key) {
    const stored = await storage.getStream(key);
    return stored && { ...stored, size: null };
  },
};

describe('import files in storage, streamed', () => {
  it('stores an upload from its temporary file and copies it back to disk', async () => {
    const upload = path.join(dir, 'upload.csv');
    writeFileSync(upload, 'sku,cost\nA,1.00\n');
    await storeImportFile(storage, 'imports/i-1/a.csv', { path: upload, kind: 'csv' });
    expect(await storage.head('imports/i-1/a.csv')).toEqual({ size: 16, contentType: 'text/csv' });
    const local = path.join(dir, 'copy.csv');
    expect(await copyStoredToFile(storage, 'imports/i-1/a.csv', local, 100)).toBe(true);
    expect(readFileSync(local, 'utf8')).toBe('sku,cost\nA,1.00\n');
  });

  it('answers null for a missing file', async () => {
    expect(await copyStoredToFile(storage, 'imports/none/a.csv', path.join(dir, 'none.csv'), 100)).toBeNull();
  });

  it('refuses past the limit, by stated size or counted, leaving no file', async () => {
    for (const from of [storage, sizeless]) {
      const local = path.join(dir, 'big.csv');
      await expect(copyStoredToFile(from, 'imports/i-1/a.csv', local, 10)).rejects.toBeInstanceOf(
        StoredFileTooLarge,
      );
      expect(existsSync(local)).toBe(false);
    }
  });
});
