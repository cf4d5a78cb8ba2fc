import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { scratchFiles } from '@/test/scratch-files.ts';
import { readTable } from '@/lib/spreadsheets/read-table.ts';
import { TABLE_ERRORS } from '@/lib/spreadsheets/table.ts';
import { openCsvTable, tableCsv } from './table-stream.ts';

const onDisk = scratchFiles('table-stream', '.csv');

async function streamed(file: string, delimiter?: string) {
  const table = await openCsvTable(file, delimiter ? { delimiter } : {});
  const rows: string[][] = [];
  for await (const row of table.rows) rows.push(row);
  return { headers: table.headers, rows, rowCount: rows.length };
}

/** Files readTable is tested on, and the awkward ones an import meets. */
const FILES: [string, Buffer | string][] = [
  [
    'Windows-1252, semicolons, a quoted line break',
    iconv.encode('SKU;Name;Price\r\nA-1;Café crème;12,50 €\r\nB-2;"two\r\nlines";0,99 €\r\n', 'windows-1252'),
  ],
  ['UTF-8 with a BOM', '\uFEFFSKU,Name\nA-1,Ünïcode ✓\n'],
  ['blank lines before the header and between rows', '\n , ,\nSKU,Name\n\nA-1,One\n,\nB-2,Two\n'],
  ['trailing unnamed columns and ragged rows', 'SKU, Name ,,\nA-1,One,x,y,z\nB-2\n'],
  ['tabs', 'SKU\tName\nA-1\tOne\n'],
];

describe('openCsvTable', () => {
  it.each(FILES)('reads %s exactly as readTable does', async (_label, bytes) => {
    const file = onDisk(bytes);
    const { encoding: _encoding, ...whole } = await readTable({ path: file, kind: 'csv' });
    expect(await streamed(file)).toEqual(whole);
  });

  it('refuses a file without a header row as readTable does', async () => {
    await expect(openCsvTable(onDisk(' \n\n,, \n'))).rejects.toMatchObject({
      statusCode: 400,
      message: TABLE_ERRORS.noHeader,
    });
  });

  it('reads back a working copy of any table exactly (commas, quotes, line breaks, semicolons)', async () => {
    const headers = ['SKU', 'Name; with semicolon', 'Notes'];
    const rows = [
      ['A-1', 'Say "hi", then go', 'two\r\nlines'],
      ['B-2', '=1+2', ';;;'],
      ['C-3', '', ' padded '],
    ];
    const file = onDisk(tableCsv(headers, rows));
    expect(await streamed(file, ',')).toEqual({ headers, rows, rowCount: 3 });
  });
});
