import * as XLSX from 'xlsx';
import { buildZip } from './upload-fixtures.ts';

/**
 * Test-only .xlsx files: written by SheetJS from rows, or written by hand from XML, for what a
 * SheetJS-written file cannot show (inline rich text, sparse rows, a first sheet that is not
 * sheet1.xml, custom date formats, the 1904 date system, shared strings with rich runs).
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** An .xlsx of `rows` as SheetJS writes it; `sharedStrings` puts text in xl/sharedStrings.xml. */
export function sheetJsXlsx(
  rows: readonly (readonly unknown[])[],
  { sharedStrings = false, edit }: { sharedStrings?: boolean; edit?: (sheet: XLSX.WorkSheet) => void } = {},
): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows as unknown[][], { cellDates: true });
  edit?.(sheet);
  return XLSX.write(XLSX.utils.book_new(sheet, 'Products'), {
    type: 'buffer',
    bookType: 'xlsx',
    bookSST: sharedStrings,
    compression: true,
  }) as Buffer;
}

export interface HandWrittenSheet {
  /** The part's name under xl/worksheets/ (not necessarily sheet1.xml). */
  file: string;
  /** The <sheetData> contents: <row> elements. */
  rows: string;
  /** The tab's name ('Sheet N' by default) and visibility. */
  name?: string;
  state?: 'hidden' | 'veryHidden';
  /** A chart sheet (under xl/chartsheets/, no cells) instead of a worksheet. */
  chart?: boolean;
}

export interface HandWrittenBook {
  /** In workbook order: the first is the one an import reads. */
  sheets: HandWrittenSheet[];
  /** <si> elements of xl/sharedStrings.xml (omitted when absent). */
  sharedStrings?: string;
  /** The styles part's <numFmts> and <cellXfs> contents. */
  numFmts?: string;
  cellXfs?: string;
  date1904?: boolean;
  /** The tab the workbook was saved on (workbookView activeTab). */
  activeTab?: number;
  /** Writes every SpreadsheetML element with this prefix (x:row …), as some generators do. */
  prefix?: string;
  /** Overrides a part's bytes, e.g. damaged XML. */
  parts?: Record<string, string>;
}

/** An .xlsx written by hand: workbook, relationships (ids in reverse order), styles, sheets. */
export function handWrittenXlsx(book: HandWrittenBook): Buffer {
  const p = book.prefix ? `${book.prefix}:` : '';
  const ns = book.prefix ? `xmlns:${book.prefix}="${MAIN}"` : `xmlns="${MAIN}"`;
  // Relationship ids that do not follow sheet order, so nothing can guess by position.
  const sheetId = (index: number) => `rId${10 - index}`;
  const sheets = book.sheets
    .map(
      (sheet, index) =>
        `<${p}sheet name="${sheet.name ?? `Sheet ${index + 1}`}" sheetId="${index + 1}"${sheet.state ? ` state="${sheet.state}"` : ''} r:id="${sheetId(index)}"/>`,
    )
    .join('');
  const relationships = [
    ...book.sheets.map(
      (sheet, index) =>
        `<Relationship Id="${sheetId(index)}" Type="${REL}/${sheet.chart ? 'chartsheet' : 'worksheet'}" Target="${sheet.chart ? 'chartsheets' : 'worksheets'}/${sheet.file}"/>`,
    ),
    `<Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/>`,
    ...(book.sharedStrings === undefined
      ? []
      : [`<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="/xl/strings.xml"/>`]),
  ].join('');
  const type = (kind: string) => `application/vnd.openxmlformats-officedocument.spreadsheetml.${kind}+xml`;
  const overrides = [
    ['/xl/workbook.xml', type('sheet.main')],
    ['/xl/styles.xml', type('styles')],
    ...book.sheets.map((sheet) =>
      sheet.chart
        ? [`/xl/chartsheets/${sheet.file}`, type('chartsheet')]
        : [`/xl/worksheets/${sheet.file}`, type('worksheet')],
    ),
    ...(book.sharedStrings === undefined ? [] : [['/xl/strings.xml', type('sharedStrings')]]),
  ]
    .map(([name, contentType]) => `<Override PartName="${name}" ContentType="${contentType}"/>`)
    .join('');
  const parts: Record<string, string> = {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>${overrides}</Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<${p}workbook ${ns} xmlns:r="${REL}"><${p}workbookPr${book.date1904 ? ' date1904="1"' : ''}/>${book.activeTab === undefined ? '' : `<${p}bookViews><${p}workbookView activeTab="${book.activeTab}"/></${p}bookViews>`}<${p}sheets>${sheets}</${p}sheets></${p}workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${PKG_REL}">${relationships}</Relationships>`,
    'xl/styles.xml': `${XML}<${p}styleSheet ${ns}><${p}numFmts>${book.numFmts ?? ''}</${p}numFmts><${p}cellStyleXfs><${p}xf numFmtId="14"/></${p}cellStyleXfs><${p}cellXfs>${book.cellXfs ?? `<${p}xf numFmtId="0"/>`}</${p}cellXfs><${p}dxfs><${p}dxf><${p}numFmt numFmtId="0" formatCode="yyyy"/></${p}dxf></${p}dxfs></${p}styleSheet>`,
  };
  if (book.sharedStrings !== undefined)
    parts['xl/strings.xml'] = `${XML}<${p}sst ${ns}>${book.sharedStrings}</${p}sst>`;
  for (const sheet of book.sheets)
    if (sheet.chart)
      parts[`xl/chartsheets/${sheet.file}`] =
        `${XML}<${p}chartsheet ${ns}><${p}sheetViews/></${p}chartsheet>`;
    else
      parts[`xl/worksheets/${sheet.file}`] =
        `${XML}<${p}worksheet ${ns}><${p}dimension ref="A1"/><${p}sheetData>${sheet.rows}</${p}sheetData></${p}worksheet>`;
  Object.assign(parts, book.parts);
  return buildZip(Object.entries(parts).map(([name, text]) => ({ name, data: Buffer.from(text) })));
}
