import {
  type FieldColumns,
  type FieldDefinition,
  missingFields,
  suggestColumns,
} from '@crossover/domain/imports/column-mapping';
import { badRequest } from '@/lib/errors.ts';
import type { SheetRow } from '@/lib/spreadsheets/header-row.ts';
import type { WorkbookSheet } from '@/lib/spreadsheets/sheet-table.ts';
import type { FileKind } from '@/lib/uploads/file-kind.ts';
import {
  type OpenedUpload,
  type UploadLayout,
  asFileFieldError,
  asTableRefusal,
  openUploadTable,
  scanUploadTable,
} from './read-upload.ts';
import { tableWarnings } from './upload-notes.ts';

/**
 * An uploaded file read whole for an import with fixed fields (a price list, a PMAP workbook): the
 * table found by the library's reader (read-upload.ts), its columns matched to the fields by their
 * names (domain imports/column-mapping.ts). When the table found first lacks a required field's
 * column — a cover sheet, or a title block the shape rules took for the header — the other rows
 * near the top, then the other worksheets, are tried as the header. Files are at most 10 MB, so
 * their rows are held.
 */

export const MAPPED_UPLOAD_MESSAGES = {
  missingColumns: (labels: string[]) =>
    `No row of the file names the ${labels.join(', ')} column${labels.length === 1 ? '' : 's'}: add ${labels.length === 1 ? 'it' : 'them'} to the header row`,
  noDataRows: 'The file has a header row but no rows under it',
};

/** Rows looked at when suggesting columns (a column whose filled cells all fail a field is skipped). */
const SAMPLE_ROWS = 10;

export interface MappedUpload<F extends string> {
  headers: string[];
  headerRow: number;
  sheets: WorkbookSheet[];
  sheet: string | null;
  /** The first non-blank rows of the sheet (title block, header and the first data rows). */
  topRows: SheetRow[];
  /** The data rows, numbered as the sheet numbers them, each as wide as the header. */
  rows: SheetRow[];
  mapping: FieldColumns<F>;
  warnings: string[];
}

/** An opened table whose header names every required field, or null (it is closed then). */
async function ifMapped<F extends string>(
  opened: OpenedUpload,
  fields: readonly FieldDefinition<F>[],
): Promise<OpenedUpload | null> {
  const { mapping } = suggestColumns(opened.table.headers, fields);
  if (missingFields(mapping, fields).length === 0) return opened;
  await opened.table.rows.return(undefined);
  return null;
}

/** Other rows of the top of a sheet that name every required field, in sheet order. */
function headerCandidates<F extends string>(
  opened: OpenedUpload,
  fields: readonly FieldDefinition<F>[],
): number[] {
  return opened.table.topRows
    .filter((row) => row.number !== opened.table.headerRow)
    .filter((row) => missingFields(suggestColumns(row.cells, fields).mapping, fields).length === 0)
    .map((row) => row.number);
}

/** The first layout whose header names every required field: as found, another top row, another sheet. */
async function findMappedTable<F extends string>(
  file: { path: string; kind: FileKind },
  fields: readonly FieldDefinition<F>[],
): Promise<OpenedUpload | null> {
  const tryLayout = async (layout: UploadLayout) => ifMapped(await openUploadTable(file, layout), fields);
  const first = await openUploadTable(file);
  if (await ifMapped(first, fields)) return first;
  const tryTop = async (opened: OpenedUpload) => {
    for (const headerRow of headerCandidates(opened, fields)) {
      const found = await tryLayout({ sheet: opened.sheet, headerRow });
      if (found) return found;
    }
    return null;
  };
  const onFirst = await tryTop(first);
  if (onFirst) return onFirst;
  const others = first.sheets.filter(
    (sheet) => sheet.kind === 'worksheet' && sheet.visible && sheet.name !== first.sheet,
  );
  for (const sheet of others) {
    const opened = await openUploadTable(file, { sheet: sheet.name }).catch(() => null);
    if (!opened) continue;
    if (await ifMapped(opened, fields)) return opened;
    const found = await tryTop(opened);
    if (found) return found;
  }
  return null;
}

/**
 * Reads an upload whole with its columns matched to `fields`. 400s naming `field`: no header naming
 * every required field ('No row of the file names the SKU column…'), no rows under it, more than
 * `maxRows`, and the reader's own refusals (damaged file, zip bomb…).
 */
export async function readMappedUpload<F extends string>(
  file: { path: string; kind: FileKind },
  fields: readonly FieldDefinition<F>[],
  { field, maxRows }: { field: string; maxRows: number },
): Promise<MappedUpload<F>> {
  const refuse = (message: string) => badRequest(message, { [field]: message });
  try {
    const opened = await findMappedTable(file, fields);
    if (!opened) {
      const required = fields
        .filter((definition) => definition.required)
        .map((definition) => definition.label);
      throw refuse(MAPPED_UPLOAD_MESSAGES.missingColumns(required));
    }
    const rows: SheetRow[] = [];
    await scanUploadTable(opened.table, { maxRows, sampleSize: 0, onRow: (row) => void rows.push(row) });
    if (rows.length === 0) throw refuse(MAPPED_UPLOAD_MESSAGES.noDataRows);
    const sampleRows = rows.slice(0, SAMPLE_ROWS).map((row) => row.cells);
    const sampled = suggestColumns(opened.table.headers, fields, { sampleRows }).mapping;
    // A required column whose sample cells all fail its reader is still the one the file names.
    const mapping =
      missingFields(sampled, fields).length === 0
        ? sampled
        : suggestColumns(opened.table.headers, fields).mapping;
    return {
      headers: opened.table.headers,
      headerRow: opened.table.headerRow,
      sheets: opened.sheets,
      sheet: opened.sheet,
      topRows: opened.table.topRows,
      rows,
      mapping,
      warnings: tableWarnings(opened.table.notes, opened.encoding),
    };
  } catch (error) {
    throw asFileFieldError(asTableRefusal(error), field);
  }
}
