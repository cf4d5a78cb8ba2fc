import path from 'node:path';
import type { WorkbookSheet } from './sheet-table.ts';
import { TABLE_ERRORS, TableProblem } from './table.ts';
import { dateStyles, decodeText, padStyles } from './xlsx-cells.ts';
import type { XlsxPackage, XmlHandler } from './xlsx-package.ts';

/**
 * What the streaming reader needs before the first worksheet's rows: where that sheet is, the
 * shared strings, which cell styles are dates, and the workbook's date system — read from
 * xl/workbook.xml, its relationships, xl/styles.xml and xl/sharedStrings.xml.
 */
/** A sheet of the workbook as its tab bar lists it. */
export interface SheetInfo extends WorkbookSheet {
  /** Its part, e.g. 'xl/worksheets/sheet1.xml' (whatever its name); null when the package lacks it. */
  part: string | null;
}

/**
 * What the streaming reader needs before a worksheet's rows: the sheets in tab order, the active
 * tab, the shared strings, how each cell style shows numbers, and the workbook's date system — read
 * from xl/workbook.xml, its relationships, xl/styles.xml and xl/sharedStrings.xml.
 */
export interface WorkbookInfo {
  sheets: SheetInfo[];
  /** The tab the workbook was saved on (an index into sheets). */
  activeTab: number;
  /**
   * The shared string table, held in memory: cells refer to it by index, anywhere in the sheet,
   * so it is the one part that must be random-access (a few MB for a 10 MB upload; the zip check
   * bounds it at 100 MB of XML).
   */
  sharedStrings: string[];
  /** By cell style index (a cell's `s`): whether its number format shows a date. */
  dateStyles: boolean[];
  /** By cell style index: the digits a zero-padded format ('00000') shows a whole number with, else 0. */
  padStyles: number[];
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

interface ListedSheet {
  name: string;
  state: string | undefined;
  relId: string | null;
}

async function readWorkbookXml(
  pkg: XlsxPackage,
): Promise<{ sheets: ListedSheet[]; activeTab: number; date1904: boolean }> {
  const sheets: ListedSheet[] = [];
  let activeTab = 0;
  let date1904 = false;
  await pkg.read(WORKBOOK, {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = xmlTrue(attributes.date1904);
      if (name === 'workbookView' && attributes.activeTab !== undefined)
        activeTab = parseInt(attributes.activeTab, 10) || 0;
      if (name === 'sheet') {
        // r:id, whatever the relationships namespace's prefix is.
        const key = Object.keys(attributes).find((attribute) => /^[^:]+:id$/.test(attribute));
        sheets.push({
          name: attributes.name ?? '',
          state: attributes.state,
          relId: key ? attributes[key]! : null,
        });
      }
    },
    close() {},
    text() {},
  });
  if (sheets.length === 0) throw new TableProblem(TABLE_ERRORS.noSheet);
  return { sheets, activeTab, date1904 };
}

async function readRelationships(
  pkg: XlsxPackage,
): Promise<{ byId: Map<string, { part: string; type: string }>; byType: Map<string, string> }> {
  const byId = new Map<string, { part: string; type: string }>();
  const byType = new Map<string, string>();
  if (!pkg.has(WORKBOOK_RELS)) return { byId, byType };
  await pkg.read(WORKBOOK_RELS, {
    open(name, { Id, Type, Target, TargetMode }) {
      if (name !== 'Relationship' || !Target || TargetMode === 'External') return;
      const part = partName(Target);
      // The last segment of the type: worksheet, sharedStrings, styles (transitional or strict).
      const type = Type?.slice(Type.lastIndexOf('/') + 1) ?? '';
      if (Id) byId.set(Id, { part, type });
      if (type && !byType.has(type)) byType.set(type, part);
    },
    close() {},
    text() {},
  });
  return { byId, byType };
}

async function readStyles(
  pkg: XlsxPackage,
  part: string,
): Promise<Pick<WorkbookInfo, 'dateStyles' | 'padStyles'>> {
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
  return { dateStyles: dateStyles(formatIds, custom), padStyles: padStyles(formatIds, custom) };
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

const SHEET_KINDS: Record<string, SheetInfo['kind']> = { worksheet: 'worksheet', chartsheet: 'chartsheet' };

export async function readWorkbookInfo(pkg: XlsxPackage): Promise<WorkbookInfo> {
  const { sheets: listed, activeTab, date1904 } = await readWorkbookXml(pkg);
  const { byId, byType } = await readRelationships(pkg);
  const sheets = listed.map(({ name, state, relId }): SheetInfo => {
    const target = relId === null ? undefined : byId.get(relId);
    return {
      name,
      visible: state !== 'hidden' && state !== 'veryHidden',
      kind: target ? (SHEET_KINDS[target.type] ?? 'other') : 'worksheet',
      part: target && pkg.has(target.part) ? target.part : null,
    };
  });
  const stylesPart = byType.get('styles') ?? 'xl/styles.xml';
  const stringsPart = byType.get('sharedStrings') ?? 'xl/sharedStrings.xml';
  const sharedStrings: string[] = [];
  if (pkg.has(stringsPart)) await pkg.read(stringsPart, sharedStringReader(sharedStrings));
  const styles = pkg.has(stylesPart) ? await readStyles(pkg, stylesPart) : { dateStyles: [], padStyles: [] };
  return { sheets, activeTab, sharedStrings, ...styles, date1904 };
}
