import fc from 'fast-check';
import type * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { scratchFiles } from '@/test/scratch-files.ts';
import { sheetJsXlsx } from '@/test/xlsx-fixtures.ts';
import { readWorkbook } from './read-workbook.ts';
import { openXlsxTable } from './xlsx-rows.ts';

const onDisk = scratchFiles('xlsx-rows', '.xlsx');

type Outcome = { headers: string[]; rows: string[][] } | { problem: string };

async function streamed(file: string, timeoutMs = 10_000): Promise<Outcome> {
  try {
    const table = await openXlsxTable(file, { timeoutMs });
    const rows: string[][] = [];
    for await (const row of table.rows) rows.push(row);
    return { headers: table.headers, rows };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

async function bySheetJs(file: string): Promise<Outcome> {
  try {
    const { headers, rows } = await readWorkbook(file, 1_000_000);
    return { headers, rows };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

/** Both readers on the same bytes: they must agree, and the streaming one's answer is returned. */
async function bothAgree(bytes: Buffer): Promise<Outcome> {
  const file = onDisk(bytes);
  const outcome = await streamed(file);
  expect(outcome).toEqual(await bySheetJs(file));
  return outcome;
}

const day = (iso: string) => new Date(`${iso}Z`);

/** Awkward cells SheetJS writes: each case is a table as rows of cells (null: no cell). */
const SHEETJS_CASES: [string, unknown[][]][] = [
  [
    'dates, numbers, booleans',
    [
      ['SKU', 'Since', 'Price', 'Active'],
      ['A-1', day('2024-01-31T00:00:00'), 0.1 + 0.2, true],
      ['A-2', day('2024-02-29T13:05:07'), 1e21, false],
      ['A-3', day('1900-03-01T00:00:00'), -1234.5, true],
      ['A-4', day('9999-12-31T23:59:59'), 123456789012345680000, false],
      ['A-5', day('1999-12-31T12:00:00'), 1e-7, true],
      ['A-6', day('2024-06-15T06:30:00'), -0, false],
    ],
  ],
  [
    'empty cells in the middle, a blank row between rows, ragged rows',
    [
      ['SKU', 'Name', 'Cost', 'Notes'],
      ['B-1', null, 5, null],
      [],
      [null, null, null, 'only the last'],
      ['B-3'],
      ['B-4', 'past the header', 1, 2, 3, 4],
    ],
  ],
  [
    'long, accented, emoji and awkward text',
    [
      ['SKU', 'Text'],
      ['C-1', 'x'.repeat(20_000)],
      ['C-2', 'Café crème €, Ñandú, Ærø, 日本語'],
      ['C-3', 'Sub 🔊 12" 👍🏽 🇩🇪'],
      ['C-4', '  leading and trailing  '],
      ['C-5', 'Tom & Jerry <b>"quoted"</b> \'single\''],
      ['C-6', 'two\nlines, and\r\nWindows ones, a\ttab'],
      ['C-7', 'control \u0001 and \u001f characters'],
    ],
  ],
  ['a blank first row', [[], [null, null], ['SKU', 'Name'], ['D-1', 'One']]],
  [
    'trailing empty and whitespace-only header columns',
    [
      ['SKU ', ' Name', '', '  '],
      ['E-1', 'One', 'x', 'y'],
    ],
  ],
  ['no header at all', [[], [null, '  '], ['   ']]],
];

function withFormulasAndErrors(sheet: XLSX.WorkSheet): void {
  sheet.C2 = { t: 'n', v: 3, f: 'A2+B2' };
  sheet.D2 = { t: 's', v: 'ab', f: 'CONCAT("a","b")' };
  sheet.E2 = { t: 'b', v: true, f: 'TRUE()' };
  sheet.F2 = { t: 'e', v: 0x2a, f: 'NA()' };
  sheet.G2 = { t: 'e', v: 0x07 };
  sheet['!ref'] = 'A1:G2';
}

describe('xlsxRows / openXlsxTable (streaming) against SheetJS', () => {
  for (const sharedStrings of [false, true]) {
    const how = sharedStrings ? 'shared strings' : 'strings in the cells';
    it.each(SHEETJS_CASES)(`reads %s as SheetJS does (${how})`, async (_label, rows) => {
      await bothAgree(sheetJsXlsx(rows, { sharedStrings }));
    });

    it(`reads formulas by their cached values and errors as empty (${how})`, async () => {
      const bytes = sheetJsXlsx(
        [
          ['A', 'B', 'Sum', 'Text', 'Flag', 'Missing', 'Div'],
          [1, 2],
        ],
        { sharedStrings, edit: withFormulasAndErrors },
      );
      expect(await bothAgree(bytes)).toEqual({
        headers: ['A', 'B', 'Sum', 'Text', 'Flag', 'Missing', 'Div'],
        rows: [['1', '2', '3', 'ab', 'TRUE', '', '']],
      });
    });
  }

  it('gives the headers and rows readTable promises (a known table)', async () => {
    expect(await bothAgree(sheetJsXlsx(SHEETJS_CASES[0]![1]))).toEqual({
      headers: ['SKU', 'Since', 'Price', 'Active'],
      rows: [
        ['A-1', '2024-01-31', '0.3', 'TRUE'],
        ['A-2', '2024-02-29 13:05:07', '1e+21', 'FALSE'],
        ['A-3', '1900-03-01', '-1234.5', 'TRUE'],
        ['A-4', '9999-12-31 23:59:59', '123456789012346000000', 'FALSE'],
        ['A-5', '1999-12-31 12:00:00', '1e-7', 'TRUE'],
        ['A-6', '2024-06-15 06:30:00', '0', 'FALSE'],
      ],
    });
  });

  // Text SheetJS itself reads back differently: it unescapes a formula string's XML twice, so
  // '&amp;' written for '&' in a cell whose text is '&lt;' comes back as '<'; and '_x0041_' is
  // OOXML's escape for 'A'. Real files rarely hold either; the streaming reader unescapes once.
  const plainText = fc
    .oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 12 }))
    .filter((text) => !/&|_x[\da-fA-F]{4}_/.test(text));
  const cell = fc.oneof(
    { weight: 4, arbitrary: plainText },
    { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.boolean() },
    {
      weight: 2,
      arbitrary: fc.date({
        min: new Date(Date.UTC(1900, 2, 1)),
        max: new Date(Date.UTC(9999, 11, 31)),
        noInvalidDate: true,
      }),
    },
    { weight: 2, arbitrary: fc.constant(null) },
  );
  const table = fc.array(fc.array(cell, { maxLength: 7 }), { maxLength: 8 });

  it('reads any table SheetJS writes as SheetJS reads it (property)', async () => {
    await fc.assert(
      fc.asyncProperty(table, fc.boolean(), async (rows, sharedStrings) => {
        await bothAgree(sheetJsXlsx(rows, { sharedStrings }));
      }),
      { numRuns: 150 },
    );
  });
});
