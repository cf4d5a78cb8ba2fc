import { afterAll } from 'vitest';
import { type TestApp, createTestApp } from '@/test/app.ts';
import { type ImportWorld, createImportWorld } from './import-kit.ts';

/**
 * What an imports test file starts with (at its top level): a test app with an import world,
 * closed after the file's tests. Apart from import-kit.ts, which the crash child loads without
 * vitest.
 */
export async function importTestApp(): Promise<{ t: TestApp; world: ImportWorld }> {
  const t = await createTestApp();
  afterAll(() => t.close());
  return { t, world: await createImportWorld(t) };
}
