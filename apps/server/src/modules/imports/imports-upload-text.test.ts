import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { UploadResponse } from '@crossover/domain/imports';
import { csvImports } from '@/db/schema/csv-imports.ts';
import { csvText, upload } from '@/test/imports/import-kit.ts';
import { importTestApp } from '@/test/imports/import-test-app.ts';

const { t, world } = await importTestApp();

const data = csvText([
  ['SKU', 'Name'],
  ['K-1', 'Kit 1'],
]);

// Issue 15 item 12: a NUL in a form field or a file name answered 500.
describe('text in an upload', () => {
  it('refuses a form field holding a NUL with a 400 naming the field', async () => {
    const response = await upload(t, world.admin, { data, manufacturerId: `${world.manufacturerId}\u0000x` });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { manufacturerId: 'Manufacturer ID must not contain control characters' },
    });
  });

  it('removes control characters from the file name before it is stored or shown', async () => {
    const response = await upload(t, world.admin, {
      data,
      filename: 'kits\u0000\u0007\t\u202e 2026.csv',
      manufacturerId: world.manufacturerId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<UploadResponse>();
    expect(body.filename).toBe('kits 2026.csv');
    const [stored] = await t.db.select().from(csvImports).where(eq(csvImports.id, body.importId));
    expect(stored!.filename).toBe('kits 2026.csv');
  });
});
