import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '@crossover/domain/imports/column-mapping';
import { scratchFiles } from '@/test/scratch-files.ts';
import { readMappedUpload } from './mapped-upload.ts';

const onDisk = scratchFiles('mapped-upload');
const FIELDS: FieldDefinition<'sku' | 'cost'>[] = [
  { key: 'sku', label: 'SKU', required: true, synonyms: ['sku', 'itemno'] },
  { key: 'cost', label: 'Cost', synonyms: ['cost', 'dealercost'] },
];

describe('readMappedUpload', () => {
  it('takes another top row as the header when the one found by shape names no required field', async () => {
    // 'Effective, Jan 1' looks like a header by its shape (two named cells filled below).
    const csv = 'Price list,2026\r\nEffective,Jan 1\r\n,\r\nItem #,Dealer Cost\r\nA-1,10\r\nA-2,12\r\n';
    const read = await readMappedUpload({ path: onDisk(csv), kind: 'csv' }, FIELDS, {
      field: 'file',
      maxRows: 10,
    });
    expect(read.headerRow).toBe(4);
    expect(read.mapping).toEqual({ sku: 0, cost: 1 });
    expect(read.rows.map((row) => [row.number, ...row.cells])).toEqual([
      [5, 'A-1', '10'],
      [6, 'A-2', '12'],
    ]);
    expect(read.topRows.map((row) => row.number)).toEqual([1, 2, 4, 5, 6]);
  });

  it('refuses a file no row of which names the required fields, and one past maxRows, naming the field', async () => {
    await expect(
      readMappedUpload({ path: onDisk('Name,Cost\r\nA,1\r\n'), kind: 'csv' }, FIELDS, {
        field: 'priceFile',
        maxRows: 10,
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      errors: { priceFile: 'No row of the file names the SKU column: add it to the header row' },
    });
    await expect(
      readMappedUpload({ path: onDisk('SKU\r\nA\r\nB\r\nC\r\n'), kind: 'csv' }, FIELDS, {
        field: 'priceFile',
        maxRows: 2,
      }),
    ).rejects.toMatchObject({ statusCode: 400, errors: { priceFile: expect.stringContaining('2') } });
  });
});
