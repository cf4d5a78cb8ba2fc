import type { SheetRow } from '@/lib/spreadsheets/header-row.ts';
import type { EncodingReport } from '@/lib/spreadsheets/decode-text.ts';
import { MAX_TABLE_COLUMNS, type TableNotes, columnLetters } from '@/lib/spreadsheets/sheet-table.ts';

/**
 * What the upload's answer says about a file beyond its table: what the table left out (text right
 * of the last named column, columns past the cap), rows it took that Excel hides, and an encoding
 * that may have misread accents. Each names the rows or columns to check.
 */

/** A preview cell or a header name is cut here: one 5 MB cell must not make a 5 MB answer. */
export const PREVIEW_CELL_CHARS = 500;
export const HEADER_NAME_CHARS = 200;

export const cut = (text: string, limit: number): string =>
  text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;

const listed = (items: readonly (string | number)[], total: number) =>
  `${items.join(', ')}${total > items.length ? ` and ${(total - items.length).toLocaleString('en-US')} more` : ''}`;

export const UPLOAD_WARNINGS = {
  beyondHeader: (columns: string[], total: number) =>
    `Column${total === 1 ? '' : 's'} ${listed(columns, total)} ha${total === 1 ? 's' : 've'} text but no name in the header row, so ${total === 1 ? 'it is' : 'they are'} not imported; name ${total === 1 ? 'it' : 'them'} or choose another header row`,
  pastCap: (row: number) =>
    `Only the first ${MAX_TABLE_COLUMNS} columns (A to ${columnLetters(MAX_TABLE_COLUMNS - 1)}) are read; row ${row} has text further right`,
  hiddenRows: (rows: number[], total: number) =>
    `${total === 1 ? 'Row' : 'Rows'} ${listed(rows, total)} ${total === 1 ? 'is' : 'are'} hidden in the workbook and will be imported too`,
  encoding: (report: EncodingReport) =>
    `${report.mixed ? 'The file mixes two text encodings' : 'The file is not UTF-8'}: it was read as Windows-1252, so accented letters may be wrong in row${report.suspectCount === 1 ? '' : 's'} ${listed(report.suspectLines, report.suspectCount)}; check them, or save the file as CSV UTF-8`,
};

export function tableWarnings(notes: TableNotes, encoding: EncodingReport | null): string[] {
  const warnings: string[] = [];
  if (encoding && encoding.suspectCount > 0) warnings.push(UPLOAD_WARNINGS.encoding(encoding));
  if (notes.beyondHeader.size > 0) {
    const columns = [...notes.beyondHeader.keys()].sort((a, b) => a - b);
    warnings.push(UPLOAD_WARNINGS.beyondHeader(columns.slice(0, 10).map(columnLetters), columns.length));
  }
  if (notes.pastCap !== null) warnings.push(UPLOAD_WARNINGS.pastCap(notes.pastCap));
  if (notes.hiddenCount > 0) warnings.push(UPLOAD_WARNINGS.hiddenRows(notes.hiddenRows, notes.hiddenCount));
  return warnings;
}

/** The first rows as the wizard offers them for a header: numbered, cells cut, trailing blanks left out. */
export function offeredRows(rows: readonly SheetRow[]): { number: number; cells: string[] }[] {
  return rows.map((row) => {
    const cells = row.cells.slice(0, 50).map((cell) => cut(cell.trim(), 60));
    while (cells.at(-1) === '') cells.pop();
    return { number: row.number, cells };
  });
}
