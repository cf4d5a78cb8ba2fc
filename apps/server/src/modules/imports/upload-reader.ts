import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  IMPORT_MESSAGES,
  IMPORT_SAMPLE_ROWS,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_ROWS,
} from '@crossover/domain/imports';
import { badRequest, conflict } from '@/lib/errors.ts';
import {
  type UploadLayout,
  asFileFieldError,
  asTableRefusal,
  openUploadTable,
  refuseTextNamedXlsx,
  scanUploadTable,
} from '@/lib/imports/read-upload.ts';
import {
  HEADER_NAME_CHARS,
  PREVIEW_CELL_CHARS,
  cut,
  offeredRows,
  tableWarnings,
} from '@/lib/imports/upload-notes.ts';
import type { WorkbookSheet } from '@/lib/spreadsheets/sheet-table.ts';
import type { ObjectStorage } from '@/lib/storage/types.ts';
import type { FileKind } from '@/lib/uploads/file-kind.ts';
import type { ReceivedUpload } from '@/lib/uploads/receive-upload.ts';
import {
  StoredFileTooLarge,
  WorkingCopyWriter,
  copyStoredToFile,
  importFileKey,
  importObjectKeys,
  storeImportFile,
  workingCopyKey,
} from './stored-file.ts';

/** Which sheet of a workbook and which of its rows names the columns (the wizard's choice). */
export type ImportLayout = UploadLayout;

/** What the wizard needs from a file: its header, a few rows and how many there are, and where the table is. */
export interface UploadedTable {
  headers: string[];
  sampleData: string[][];
  /** The sheet's own row number of each sample row. */
  sampleRowNumbers: number[];
  totalRows: number;
  headerRow: number;
  headerFound: boolean;
  topRows: { number: number; cells: string[] }[];
  sheets: WorkbookSheet[];
  sheet: string | null;
  warnings: string[];
}

/**
 * Reads a file in a layout: counted, sampled and — for a workbook — written to a CSV working copy
 * as its rows are read, each row at its own line number (title and blank rows as empty lines), so
 * the job numbers rows as the sheet does.
 */
async function readUpload(
  file: { path: string; kind: FileKind },
  layout: ImportLayout,
  copy: WorkingCopyWriter | null,
): Promise<UploadedTable> {
  const { table, sheets, sheet, encoding } = await openUploadTable(file, layout);
  try {
    await copy?.writeAt(table.headerRow, table.headers);
  } catch (error) {
    await table.rows.return(undefined);
    throw error;
  }
  const scanned = await scanUploadTable(table, {
    maxRows: MAX_IMPORT_ROWS,
    sampleSize: IMPORT_SAMPLE_ROWS,
    sampleCell: (cell) => cut(cell, PREVIEW_CELL_CHARS),
    onRow: copy ? (row) => copy.writeAt(row.number, row.cells) : undefined,
  });
  return {
    headers: table.headers.map((name) => cut(name, HEADER_NAME_CHARS)),
    ...scanned,
    headerRow: table.headerRow,
    headerFound: table.headerFound,
    topRows: offeredRows(table.topRows),
    sheets,
    sheet,
    warnings: tableWarnings(table.notes, encoding),
  };
}

/**
 * Reads an upload and stores it for its job under imports/<importId>/: a CSV streamed once
 * (bounded memory) and stored as it came; a workbook stored with a CSV working copy of its table,
 * written while it is read, so the job never parses it again. Refusals a person can fix are 400s
 * naming `fileField`; nothing is stored then.
 */
export async function readAndStoreUpload(
  storage: ObjectStorage,
  importId: string,
  upload: ReceivedUpload,
  fileField: string,
  layout: ImportLayout = {},
): Promise<UploadedTable & { fileKey: string }> {
  refuseTextNamedXlsx(upload, fileField);
  const fileKey = importFileKey(importId, upload.kind);
  const copy = upload.kind === 'csv' ? null : await WorkingCopyWriter.create();
  try {
    const table = await readUpload(upload, layout, copy);
    if (table.totalRows === 0)
      throw badRequest(IMPORT_MESSAGES.noDataRows, { file: IMPORT_MESSAGES.noDataRows });
    await storeImportFile(storage, fileKey, upload);
    if (copy) await copy.store(storage, workingCopyKey(fileKey, upload.kind));
    return { ...table, fileKey };
  } catch (error) {
    await removeImportObjects(storage, fileKey, upload.kind);
    throw asFileFieldError(asTableRefusal(error), fileField);
  } finally {
    await copy?.dispose();
  }
}

/**
 * Reads a stored upload again in another layout (another sheet or header row) and replaces its
 * working copy. Refusals as readAndStoreUpload's, naming `field`; the stored file stays as it was.
 */
export async function rereadStoredUpload(
  storage: ObjectStorage,
  file: { key: string; kind: FileKind },
  layout: ImportLayout,
  field: string,
): Promise<UploadedTable> {
  const dir = await mkdtemp(path.join(tmpdir(), 'crossover-layout-'));
  const copy = file.kind === 'csv' ? null : await WorkingCopyWriter.create();
  try {
    const local = path.join(dir, `upload.${file.kind}`);
    const copied = await copyStoredToFile(storage, file.key, local, MAX_IMPORT_FILE_BYTES).catch(
      (error: unknown) => {
        if (error instanceof StoredFileTooLarge) return null;
        throw error;
      },
    );
    if (!copied) throw conflict(IMPORT_MESSAGES.fileMissing);
    const table = await readUpload({ path: local, kind: file.kind }, layout, copy);
    if (table.totalRows === 0)
      throw badRequest(IMPORT_MESSAGES.noDataRows, { file: IMPORT_MESSAGES.noDataRows });
    if (copy) await copy.store(storage, workingCopyKey(file.key, file.kind));
    return table;
  } catch (error) {
    throw asFileFieldError(asTableRefusal(error), field);
  } finally {
    await copy?.dispose();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Removes an import's stored objects; a failure is left for the caller to log (it costs disk only). */
export async function removeImportObjects(
  storage: ObjectStorage,
  fileKey: string,
  kind: string,
): Promise<void> {
  const keys = importObjectKeys(fileKey, kind === 'csv' || kind === 'xlsx' || kind === 'xls' ? kind : 'csv');
  await Promise.all(keys.map((key) => storage.delete(key)));
}
