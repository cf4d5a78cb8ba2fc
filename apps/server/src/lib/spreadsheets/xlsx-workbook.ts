import path from 'node:path';
import { TABLE_ERRORS, TableProblem } from './table.ts';
import { dateStyles, decodeText } from './xlsx-cells.ts';
import type { XlsxPackage, XmlHandler } from './xlsx-package.ts';

/**
 * What the streaming reader needs before the first worksheet's rows: where that sheet is, the
 * shared strings, which cell styles are dates, and the workbook's date system — read from
 * xl/workbook.xml, its relationships, xl/styles.xml and xl/sharedStrings.xml.
 */
export interface WorkbookInfo {
  /** The first worksheet's part, e.g. 'xl/worksheets/sheet1.xml' (whatever its name). */
  sheetPart: string;
  /**
   * The shared string table, held in memory: cells refer to it by index, anywhere in the sheet,
   * so it is the one part that must be random-access (a few MB for a 10 MB upload; the zip check
   * bounds it at 100 MB of XML).
   */
  sharedStrings: string[];
  /** By cell style index (a cell's `s`): whether its number format shows a date. */
  dateStyles: boolean[];
  /** The 1904 date system (old Mac Excel): serials count from 1904-01-01. */
  date1904: boolean;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';

const xmlTrue = (value: string | undefined) => value === '1' || value === 'true';

/** A relationship's target as a part name: relative to xl/, or absolute from the package root. */
function partName(target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  return path.posix.normalize(path.posix.join('xl', target));
}

async function readWorkbookXml(pkg: XlsxPackage): Promise<{ sheetRelId: string | null; date1904: boolean }> {
  let sheetRelId: string | null | undefined;
  let date1904 = false;
  await pkg.read(WORKBOOK, {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = xmlTrue(attributes.date1904);
      if (name === 'sheet' && sheetRelId === undefined) {
        // r:id, whatever the relationships namespace's prefix is.
        const key = Object.keys(attributes).find((attribute) => /^[^:]+:id$/.test(attribute));
        sheetRelId = key ? attributes[key]! : null;
      }
    },
    close() {},
    text() {},
  });
  if (sheetRelId === undefined) throw new TableProblem(TABLE_ERRORS.noSheet);
  return { sheetRelId, date1904 };
}

async function readRelationships(
  pkg: XlsxPackage,
): Promise<{ byId: Map<string, string>; byType: Map<string, string> }> {
  const byId = new Map<string, string>();
  const byType = new Map<string, string>();
  if (!pkg.has(WORKBOOK_RELS)) return { byId, byType };
  await pkg.read(WORKBOOK_RELS, {
    open(name, { Id, Type, Target, TargetMode }) {
      if (name !== 'Relationship' || !Target || TargetMode === 'External') return;
      const part = partName(Target);
      if (Id) byId.set(Id, part);
      // The last segment of the type: worksheet, sharedStrings, styles (transitional or strict).
      const type = Type?.slice(Type.lastIndexOf('/') + 1);
      if (type && !byType.has(type)) byType.set(type, part);
    },
    close() {},
    text() {},
  });
  return { byId, byType };
}

async function readStyles(pkg: XlsxPackage, part: string): Promise<boolean[]> {
  const custom = new Map<number, string>();
  const formatIds: number[] = [];
  let inside: 'numFmts' | 'cellXfs' | null = null;
  await pkg.read(part, {
    open(name, attributes) {
      if (name === 'numFmts' || name === 'cellXfs') inside = name;
      else if (inside === 'numFmts' && name === 'numFmt' && attributes.formatCode !== undefined)
        custom.set(parseInt(attributes.numFmtId ?? '', 10), attributes.formatCode);
      // Only cellXfs' own xf elements: cellStyleXfs and dxfs hold others.
      else if (inside === 'cellXfs' && name === 'xf')
        formatIds.push(parseInt(attributes.numFmtId ?? '0', 10) || 0);
    },
    close(name) {
      if (name === inside) inside = null;
    },
    text() {},
  });
  return dateStyles(formatIds, custom);
}

/** Each <si>'s text: its <t>, or its rich-text runs' <t>s together; phonetic runs (<rPh>) left out. */
function sharedStringReader(strings: string[]): XmlHandler {
  let text: string | null = null;
  let inText = false;
  let phonetic = 0;
  return {
    open(name) {
      if (name === 'si') text = '';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && text !== null && phonetic === 0) inText = true;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si' && text !== null) {
        strings.push(decodeText(text));
        text = null;
      }
    },
    text(value) {
      if (inText) text += value;
    },
  };
}

export async function readWorkbookInfo(pkg: XlsxPackage): Promise<WorkbookInfo> {
  const { sheetRelId, date1904 } = await readWorkbookXml(pkg);
  const { byId, byType } = await readRelationships(pkg);
  const sheetPart = sheetRelId === null ? undefined : byId.get(sheetRelId);
  if (!sheetPart || !pkg.has(sheetPart)) throw new TableProblem(TABLE_ERRORS.unreadable);
  const stylesPart = byType.get('styles') ?? 'xl/styles.xml';
  const stringsPart = byType.get('sharedStrings') ?? 'xl/sharedStrings.xml';
  const sharedStrings: string[] = [];
  if (pkg.has(stringsPart)) await pkg.read(stringsPart, sharedStringReader(sharedStrings));
  return {
    sheetPart,
    sharedStrings,
    dateStyles: pkg.has(stylesPart) ? await readStyles(pkg, stylesPart) : [],
    date1904,
  };
}
