import type { FieldDefinition } from '../imports/column-mapping.ts';

/**
 * A PMAP workbook (back-office §2.5): a few title rows carrying the campaign's name and dates
 * ('Black Friday PMAP', 'Start Date: 11/20/2026', 'End: 12/1/2026', or '11/20/2026 - 12/01/2026'),
 * then a grid with SKU, UPC, MPQ, MSRP, UMAP, DEALER and PMAP columns. Pure: the columns as the
 * import library's field definitions, and the reading of the title rows. The server reads the
 * file in modules/pmap/pmap-workbook.ts.
 */

export const PMAP_FIELDS = ['sku', 'upc', 'mpq', 'msrp', 'umap', 'dealer', 'pmap'] as const;
export type PmapField = (typeof PMAP_FIELDS)[number];

export const PMAP_FIELD_DEFINITIONS: readonly FieldDefinition<PmapField>[] = [
  {
    key: 'sku',
    label: 'SKU',
    required: true,
    synonyms: [
      'sku',
      'itemno',
      'item',
      'itemcode',
      'partno',
      'part',
      'model',
      'modelno',
      'productcode',
      'mpn',
      'skuno',
    ],
  },
  { key: 'upc', label: 'UPC', synonyms: ['upc', 'upccode', 'barcode', 'ean', 'gtin'] },
  {
    key: 'mpq',
    label: 'MPQ',
    synonyms: ['mpq', 'masterpackqty', 'masterpack', 'masterpackquantity', 'packqty', 'casepack', 'caseqty'],
  },
  { key: 'msrp', label: 'MSRP', synonyms: ['msrp', 'retail', 'retailprice', 'srp', 'listprice', 'list'] },
  {
    key: 'umap',
    label: 'UMAP',
    synonyms: ['umap', 'map', 'mapprice', 'umapprice', 'minimumadvertisedprice', 'minadvertisedprice'],
  },
  {
    key: 'dealer',
    label: 'DEALER',
    synonyms: ['dealer', 'dealercost', 'dealerprice', 'cost', 'net', 'netprice', 'wholesale'],
  },
  {
    key: 'pmap',
    label: 'PMAP',
    required: true,
    synonyms: [
      'pmap',
      'pmapprice',
      'promomap',
      'promoprice',
      'promotionalmap',
      'promotionalprice',
      'saleprice',
    ],
  },
];

export const PMAP_WORKBOOK_MESSAGES = {
  noName: 'The workbook names no campaign above its grid: enter the campaign name',
  noStart: 'The workbook gives no start date above its grid: enter it',
  noEnd: 'The workbook gives no end date above its grid: enter it',
  endBeforeStart: 'The end date in the workbook is before its start date: check the dates',
  noSku: (row: number) => `Row ${row} has no SKU: skipped`,
  cell: (row: number, warning: string) => `Row ${row}: ${warning}`,
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** 'YYYY-MM-DD' of a real calendar day, else null. */
function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/** Dates in a line of text, in order: 11/20/2026, 11-20-26, 2026-11-20 (a date cell), Nov 20, 2026. */
export function datesIn(text: string): { iso: string; index: number }[] {
  const found: { iso: string; index: number }[] = [];
  const patterns: [RegExp, (m: RegExpExecArray) => string | null][] = [
    [/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, (m) => isoDay(Number(m[1]), Number(m[2]), Number(m[3]))],
    [
      /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/g,
      (m) => isoDay(fullYear(m[3]!), Number(m[1]), Number(m[2])),
    ],
    [
      /\b([a-z]{3})[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/gi,
      (m) => {
        const month = MONTHS.indexOf(m[1]!.toLowerCase()) + 1;
        return month > 0 ? isoDay(Number(m[3]), month, Number(m[2])) : null;
      },
    ],
  ];
  const taken: [number, number][] = [];
  for (const [pattern, read] of patterns) {
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const [start, end] = [match.index, match.index + match[0].length];
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      const iso = read(match);
      if (iso) {
        found.push({ iso, index: start });
        taken.push([start, end]);
      }
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

const END_WORDS = /\b(end|ends|ending|through|thru|until|till|to|expires?|expiration|stop)\b/i;
const START_WORDS = /\b(start|starts|starting|begin|begins|from|effective|valid)\b/i;
const LABEL = /^\s*(campaign(\s*name)?|promotion(\s*name)?|promo(\s*name)?|program|event)\s*[:-]\s*/i;

export interface PmapTitle {
  campaignName: string | null;
  startDate: string | null;
  endDate: string | null;
}

/**
 * The campaign's name and dates from the rows above the grid (each row's cells): a row with two
 * dates is the range; a row with one is the start or the end by its words ('Start Date:', 'End:',
 * 'through'), else the first such row the start and the next the end. The name is the first
 * text without a date (a 'Campaign:' label dropped).
 */
export function readPmapTitle(rows: readonly (readonly string[])[]): PmapTitle {
  const title: PmapTitle = { campaignName: null, startDate: null, endDate: null };
  const undecided: string[] = [];
  for (const cells of rows) {
    const text = cells
      .map((cell) => cell.trim())
      .filter((cell) => cell !== '')
      .join(' ');
    if (text === '') continue;
    const dates = datesIn(text);
    if (dates.length === 0) {
      title.campaignName ??= text.replace(LABEL, '').trim() || null;
      continue;
    }
    if (dates.length >= 2) {
      title.startDate ??= dates[0]!.iso;
      title.endDate ??= dates[1]!.iso;
      continue;
    }
    const label = text.slice(0, dates[0]!.index);
    if (END_WORDS.test(label)) title.endDate ??= dates[0]!.iso;
    else if (START_WORDS.test(label)) title.startDate ??= dates[0]!.iso;
    else undecided.push(dates[0]!.iso);
  }
  for (const iso of undecided) {
    if (title.startDate === null) title.startDate = iso;
    else if (title.endDate === null) title.endDate = iso;
  }
  return title;
}
