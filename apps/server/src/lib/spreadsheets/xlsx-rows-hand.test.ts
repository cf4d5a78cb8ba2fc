import { describe, expect, it } from 'vitest';
import { scratchFiles } from '@/test/scratch-files.ts';
import { buildZip } from '@/test/upload-fixtures.ts';
import { type HandWrittenBook, handWrittenXlsx } from '@/test/xlsx-fixtures.ts';
import { readWorkbook } from './read-workbook.ts';
import { TABLE_ERRORS } from './table.ts';
import { isDateFormat } from './xlsx-cells.ts';
import { openXlsxTable, xlsxRows } from './xlsx-rows.ts';

/** The streaming reader on .xlsx files written by hand: what SheetJS-written files cannot show. */

const onDisk = scratchFiles('xlsx-hand', '.xlsx');

async function streamed(file: string, timeoutMs = 10_000) {
  const table = await openXlsxTable(file, { timeoutMs });
  const rows: string[][] = [];
  for await (const row of table.rows) rows.push(row);
  return { headers: table.headers, rows };
}

/** Reads a hand-written book; where SheetJS reads it too, it must read it the same. */
async function read(book: HandWrittenBook) {
  const file = onDisk(handWrittenXlsx(book));
  const table = await streamed(file);
  const { headers, rows } = await readWorkbook(file, 1000);
  expect(table).toEqual({ headers, rows });
  return table;
}

const HEADER =
  '<row r="1"><c r="A1" t="inlineStr"><is><t>SKU</t></is></c><c r="B1" t="inlineStr"><is><t>Value</t></is></c></row>';

describe('the streaming .xlsx reader on hand-written parts', () => {
  it('reads inline strings with rich text, leaving out phonetic runs', async () => {
    const rows = `${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><r><rPr><b/></rPr><t>Bold</t></r><r><t xml:space="preserve"> and plain</t></r><rPh sb="0" eb="1"><t>ふりがな</t></rPh></is></c><c r="B2" t="inlineStr"><is><t>A_x000D_&#10;B</t></is></c></row>`;
    expect(await read({ sheets: [{ file: 'sheet1.xml', rows }] })).toEqual({
      headers: ['SKU', 'Value'],
      rows: [['Bold and plain', 'A\nB']],
    });
  });

  it('places sparse cells by their reference and skips missing rows', async () => {
    const rows = `${HEADER}<row r="4"><c r="B4"><v>7</v></c></row><row r="9"><c r="A9" t="inlineStr"><is><t>Z</t></is></c><c r="D9"><v>1</v></c></row><row><c><v>1</v></c><c><v>2</v></c></row>`;
    expect(await read({ sheets: [{ file: 'sheet1.xml', rows }] })).toEqual({
      headers: ['SKU', 'Value'],
      rows: [
        ['', '7'],
        ['Z', ''],
        ['1', '2'],
      ],
    });
  });

  it('fits a row with a cell in the last column (XFD) to the header without making 16,384 cells', async () => {
    const far = (n: number) =>
      `<row r="${n}"><c r="A${n}"><v>${n}</v></c><c r="XFD${n}"><v>${n}</v></c></row>`;
    // Text only right of the table's columns: blank for the table, as the job reads its CSV copy.
    const onlyFar = (n: number) => `<row r="${n}"><c r="XFD${n}"><v>${n}</v></c></row>`;
    const sparse = `${HEADER}${far(2)}${onlyFar(4)}${far(5)}`;
    expect(await read({ sheets: [{ file: 'sheet1.xml', rows: sparse }] })).toEqual({
      headers: ['SKU', 'Value'],
      rows: [
        ['2', ''],
        ['5', ''],
      ],
    });
    const many = Array.from({ length: 20_000 }, (_, i) => far(i + 2)).join('');
    const file = onDisk(handWrittenXlsx({ sheets: [{ file: 'sheet1.xml', rows: `${HEADER}${many}` }] }));
    const before = process.memoryUsage().heapUsed;
    const table = await openXlsxTable(file, { timeoutMs: 10_000 });
    let rows = 0;
    let widest = 0;
    for await (const row of table.rows) {
      rows += 1;
      widest = Math.max(widest, row.length);
    }
    expect({ rows, widest }).toEqual({ rows: 20_000, widest: 2 });
    // 20,000 rows of 16,384 cells would be 2.6 GB of pointers.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('reads the first sheet in workbook order through its relationship, whatever its part is called', async () => {
    const first = `${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>from products.xml</t></is></c></row>`;
    const decoy = '<row r="1"><c r="A1" t="inlineStr"><is><t>Decoy</t></is></c></row>';
    expect(
      await read({
        sheets: [
          { file: 'products.xml', rows: first },
          { file: 'sheet1.xml', rows: decoy },
        ],
      }),
    ).toEqual({ headers: ['SKU', 'Value'], rows: [['from products.xml', '']] });
  });

  it('reads numbers as dates by built-in and custom formats of cellXfs, not of other style lists', async () => {
    const numFmts =
      '<numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd hh:mm"/><numFmt numFmtId="165" formatCode="&quot;day&quot; 0"/>' +
      '<numFmt numFmtId="166" formatCode="[Red]0.00;[Blue]\\-0.00"/><numFmt numFmtId="167" formatCode="0.00E+00"/><numFmt numFmtId="168" formatCode="[h]:mm"/>';
    const ids = [0, 14, 22, 164, 165, 166, 167, 168, 2, 49];
    const cellXfs = ids.map((id) => `<xf numFmtId="${id}"/>`).join('');
    const cells = ids.map((_, s) => `<c s="${s}"><v>45351.5</v></c>`).join('');
    const header = `<row>${ids.map((id) => `<c t="inlineStr"><is><t>f${id}</t></is></c>`).join('')}</row>`;
    expect(
      await read({
        sheets: [{ file: 'sheet1.xml', rows: `${header}<row>${cells}</row>` }],
        numFmts,
        cellXfs,
      }),
    ).toEqual({
      headers: ids.map((id) => `f${id}`),
      rows: [
        [
          '45351.5',
          '2024-02-29 12:00:00',
          '2024-02-29 12:00:00',
          '2024-02-29 12:00:00',
          '45351.5',
          '45351.5',
          '45351.5',
          '2024-02-29 12:00:00',
          '45351.5',
          '45351.5',
        ],
      ],
    });
  });

  it('reads dates of the 1904 date system', async () => {
    const rows = `${HEADER}<row><c t="inlineStr"><is><t>D</t></is></c><c s="1"><v>0</v></c></row><row><c t="inlineStr"><is><t>E</t></is></c><c s="1"><v>43889.25</v></c></row>`;
    const book = { sheets: [{ file: 'sheet1.xml', rows }], cellXfs: '<xf numFmtId="0"/><xf numFmtId="14"/>' };
    expect(await read({ ...book, date1904: true })).toEqual({
      headers: ['SKU', 'Value'],
      rows: [
        ['D', '1904-01-01'],
        ['E', '2024-02-29 06:00:00'],
      ],
    });
    expect((await read(book)).rows).toEqual([
      ['D', '1899-12-31'],
      ['E', '2020-02-28 06:00:00'],
    ]);
  });

  it('reads shared strings with rich runs, escapes and phonetic runs (from an absolute part name)', async () => {
    const sharedStrings =
      '<si><t>SKU</t></si><si><r><t>Rich</t></r><r><rPr><i/></rPr><t xml:space="preserve"> text</t></r></si>' +
      '<si><t>Tab_x0009_bed &amp; &lt;ok&gt;</t><rPh><t>x</t></rPh></si><si><t/></si><si><t>Name</t></si>';
    const rows =
      '<row><c t="s"><v>0</v></c><c t="s"><v>4</v></c></row><row><c t="s"><v>1</v></c><c t="s"><v>2</v></c><c t="s"><v>3</v></c></row>';
    expect(await read({ sheets: [{ file: 'sheet1.xml', rows }], sharedStrings })).toEqual({
      headers: ['SKU', 'Name'],
      rows: [['Rich text', 'Tab\tbed & <ok>']],
    });
  });

  it('reads ISO date cells, booleans, errors and cached formula values; elements with a namespace prefix', async () => {
    const rows =
      '<x:row><x:c t="inlineStr"><x:is><x:t>When</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>Flag</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>Error</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>Formula</x:t></x:is></x:c></x:row>' +
      '<x:row><x:c t="d"><x:v>2024-01-31T13:05:00</x:v></x:c><x:c t="b"><x:v>1</x:v></x:c><x:c t="e"><x:v>#DIV/0!</x:v></x:c><x:c t="str"><x:f>A1&amp;"!"</x:f><x:v>When!</x:v></x:c></x:row>' +
      '<x:row><x:c t="d"><x:v>2024-02-01</x:v></x:c><x:c t="b"><x:v>0</x:v></x:c><x:c><x:f>1/0</x:f></x:c><x:c><x:f>1+1</x:f><x:v>2</x:v></x:c></x:row>';
    expect(await read({ sheets: [{ file: 'sheet1.xml', rows }], prefix: 'x' })).toEqual({
      headers: ['When', 'Flag', 'Error', 'Formula'],
      rows: [
        ['2024-01-31 13:05:00', 'TRUE', '', 'When!'],
        ['2024-02-01', 'FALSE', '', '2'],
      ],
    });
  });

  it('tells date formats from number formats', () => {
    for (const code of [
      'yyyy-mm-dd',
      'd/m/yy',
      'h:mm AM/PM',
      '[h]:mm:ss',
      '[$-409]mmmm d, yyyy',
      'mm:ss.0',
      'A/P h',
    ])
      expect(isDateFormat(code), code).toBe(true);
    for (const code of [
      'General',
      '0.00',
      '#,##0 "days"',
      '0.00E+00',
      '[Red]0;[Blue]-0',
      '\\d0',
      '_(* #,##0_)',
      '@',
      '"hms"0',
    ])
      expect(isDateFormat(code), code).toBe(false);
  });
});

describe('the streaming .xlsx reader refuses', () => {
  const expectProblem = async (bytes: Buffer, message: string, timeoutMs?: number) =>
    expect(streamed(onDisk(bytes), timeoutMs)).rejects.toMatchObject({ message });

  it('a sheet without a header row', async () => {
    const rows = '<row r="2"><c t="inlineStr"><is><t>  </t></is></c></row><row r="3"/>';
    await expectProblem(handWrittenXlsx({ sheets: [{ file: 'sheet1.xml', rows }] }), TABLE_ERRORS.noHeader);
  });

  it('a workbook without a worksheet', async () => {
    await expectProblem(handWrittenXlsx({ sheets: [] }), TABLE_ERRORS.noSheet);
  });

  it('damaged XML, wherever it is met (header, middle of the sheet, shared strings, styles)', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => `<row><c><v>${i}</v></c></row>`).join('');
    const sheet = (rows: string) => ({ file: 'sheet1.xml', rows });
    for (const book of [
      { sheets: [sheet('<row><c><v>1</v></row>')] },
      { sheets: [sheet(`${HEADER}${many}<row><c><v>1</c></v></row>`)] },
      { sheets: [sheet(HEADER)], sharedStrings: '<si><t>open' },
      { sheets: [sheet(HEADER)], cellXfs: '<xf numFmtId="0">' },
      {
        sheets: [sheet(`${HEADER}<row><c t="s"><v>5</v></c></row>`)],
        sharedStrings: '<si><t>only one</t></si>',
      },
      { sheets: [sheet(`${HEADER}<row><c r="XFE2"><v>1</v></c></row>`)] },
      { sheets: [sheet(`${HEADER}<row><c>&nosuchentity;</c></row>`)] },
    ]) {
      await expectProblem(handWrittenXlsx(book), TABLE_ERRORS.unreadable);
    }
  });

  it('a zip whose part does not inflate', async () => {
    const good = handWrittenXlsx({ sheets: [{ file: 'sheet1.xml', rows: HEADER }] });
    const sheetAt = good.indexOf('xl/worksheets/sheet1.xml') + 'xl/worksheets/sheet1.xml'.length;
    const broken = Buffer.from(good);
    broken.fill(0xff, sheetAt, sheetAt + 20);
    await expectProblem(broken, TABLE_ERRORS.unreadable);
    await expectProblem(
      buildZip([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook>') }]),
      TABLE_ERRORS.unreadable,
    );
  });

  it('to go on past its deadline', async () => {
    const rows = Array.from(
      { length: 20_000 },
      (_, i) => `<row><c><v>${i}</v></c><c><v>${i}</v></c></row>`,
    ).join('');
    await expectProblem(
      handWrittenXlsx({ sheets: [{ file: 'sheet1.xml', rows: `${HEADER}${rows}` }] }),
      TABLE_ERRORS.timeout(0),
      1,
    );
  });

  it('to be read on once its reader stopped early', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `<row><c><v>${i}</v></c></row>`).join('');
    const source = xlsxRows(onDisk(handWrittenXlsx({ sheets: [{ file: 'sheet1.xml', rows }] })), {
      timeoutMs: 10_000,
    });
    expect((await source.next()).value).toEqual(['0']);
    await source.return(undefined);
    expect(await source.next()).toEqual({ done: true, value: undefined });
  });
});
