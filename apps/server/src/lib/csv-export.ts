import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** What a column may hold; everything becomes text in the file. */
export type CsvCell = string | number | bigint | boolean | Date | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

export interface CsvExport<Row> {
  /** The download's name as a person reads it; made safe by contentDisposition. */
  filename: string;
  columns: readonly CsvColumn<Row>[];
  /** Rows one at a time (a cursor, keyset pages): never the whole set in memory. */
  rows: AsyncIterable<Row>;
  /** A UTF-8 byte-order mark, so Excel reads 'é' and '€' right (default true). */
  bom?: boolean;
}

/**
 * A text cell a spreadsheet would run as a formula ('=HYPERLINK(…)', '+1+1', '-2+3', '@SUM(…)',
 * their full-width forms '＝' '＋' '－' '＠', which Excel and LibreOffice also read as a formula
 * start, or behind a tab or carriage return) gets a leading quote, so it is shown as text. A cell
 * that is a plain number ('-12.00', '+5.5', '-1,299.99') is no formula and stays as it is.
 */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);
const PLAIN_NUMBER = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const isFormula = (text: string) =>
  FORMULA_START.has(text.charAt(0)) && !(/\d/.test(text) && PLAIN_NUMBER.test(text));
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as RFC 4180 text: neutralised, then quoted (quotes doubled) when it holds , " CR or LF. */
export function csvCell(value: CsvCell): string {
  // Text first: nearly every cell of an export is text, and this runs for each of millions.
  if (typeof value === 'string') {
    const text = isFormula(value) ? `'${value}` : value;
    return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  }
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * A file name safe to send and to save: no folders, quotes, control or reserved characters, no
 * leading dots, at most 120 characters, ending in .csv; 'export.csv' when nothing is left.
 */
export function safeFilename(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[/\\"'<>:|?*;]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s._]+/, '')
    .trim();
  const stem = cleaned
    .replace(/\.csv$/i, '')
    .slice(0, 116)
    .trim();
  return stem ? `${stem}.csv` : 'export.csv';
}

/** RFC 5987: percent-encode everything but attr-char (encodeURIComponent leaves ' ( ) * alone). */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="…"` with an ASCII fallback ('Prix été.csv' → 'Prix ete.csv'), plus
 * `filename*=UTF-8''…` with the real name when it is not plain ASCII.
 */
export function contentDisposition(filename: string): string {
  const safe = safeFilename(filename);
  const ascii = safe
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_');
  if (ascii === safe) return `attachment; filename="${ascii}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(safe)}`;
}

/**
 * Rows from a database in pages by a unique, ordered key (keyset: `where (created_at, id) > last`
 * … `limit n`), one page in memory at a time. Works the same on PostgreSQL and on PGlite, which
 * has no server-side cursors; the next page is only fetched when the writer wants more rows.
 */
export async function* keysetPages<Row, Key>(
  fetchPage: (after: Key | undefined, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  pageSize = 1000,
): AsyncGenerator<Row> {
  let after: Key | undefined;
  for (;;) {
    const page = await fetchPage(after, pageSize);
    yield* page;
    if (page.length < pageSize) return;
    after = keyOf(page.at(-1)!);
  }
}

/** Lines joined into ~64 KB pieces: one write per piece rather than per row. */
async function* csvText<Row>({ columns, rows, bom = true }: CsvExport<Row>): AsyncGenerator<string> {
  let piece = (bom ? '\uFEFF' : '') + csvLine(columns.map((column) => column.header));
  for await (const row of rows) {
    piece += csvLine(columns.map((column) => column.value(row)));
    if (piece.length >= 64 * 1024) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}

/**
 * Streams a CSV download. The reply pulls text as the client reads it (Readable.from honours
 * backpressure), so rows are fetched only as fast as they are sent. The first piece is made
 * before anything is sent: a failing first query still gets a proper error answer; a failure
 * later can only cut the download short (and is logged).
 */
export async function sendCsv<Row>(reply: FastifyReply, csv: CsvExport<Row>): Promise<FastifyReply> {
  const pieces = csvText(csv);
  const first = await pieces.next();
  async function* all(): AsyncGenerator<string> {
    if (first.done) return;
    yield first.value;
    yield* pieces;
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(csv.filename))
    .header('cache-control', 'no-store')
    .send(Readable.from(all(), { objectMode: false }));
}
