import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * For tests of readers that take a path: writes bytes to a new file in a scratch folder of the
 * test file (removed after its tests) and answers the path. Call at the top of a test file.
 */
export function scratchFiles(prefix: string, extension = ''): (bytes: Buffer | string) => string {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let count = 0;
  return (bytes) => {
    const file = path.join(dir, `file-${++count}${extension}`);
    writeFileSync(file, bytes);
    return file;
  };
}
