import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMPORT_MESSAGES, MAX_IMPORT_FILE_BYTES } from '@crossover/domain/imports';
import type { ObjectStorage } from '@/lib/storage/types.ts';
import type { FileKind } from '@/lib/uploads/file-kind.ts';
import { type CsvTable, openCsvTable, tableCsv } from './table-stream.ts';

/**
 * An import's file in object storage: stored once at upload, read by every run of its job, never
 * sent by the client again (spec §7's csvData is ignored). Keys live under imports/, which is
 * never served publicly: the files hold manufacturers' costs.
 *
 * The job reads a CSV: the upload itself for a CSV, or — for a workbook, which SheetJS can only
 * read whole — a working copy of its table written at upload (`<key>.table.csv`), so every run
 * streams rows with a few MB instead of parsing the workbook again.
 */

const CONTENT_TYPES: Record<FileKind, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/** How long reading one workbook may take (SheetJS on 100,000 rows takes ~10 s here). */
export const READ_TIMEOUT_MS = 120_000;
/** A workbook's working copy can be larger than the workbook (it is not compressed). */
const MAX_WORKING_COPY_BYTES = 20 * MAX_IMPORT_FILE_BYTES;

export const importFileKey = (importId: string, kind: FileKind): string =>
  `imports/${importId}/${randomUUID()}.${kind}`;

/** Where the job reads the rows: the file itself for a CSV, its working copy for a workbook. */
export const workingCopyKey = (fileKey: string, kind: FileKind): string =>
  kind === 'csv' ? fileKey : `${fileKey}.table.csv`;

/** Every object an import stored (for its deletion). */
export const importObjectKeys = (fileKey: string, kind: FileKind): string[] =>
  kind === 'csv' ? [fileKey] : [fileKey, workingCopyKey(fileKey, kind)];

/** Copies an upload's temporary file into storage under `key`. */
export async function storeImportFile(
  storage: ObjectStorage,
  key: string,
  file: { path: string; kind: FileKind },
): Promise<void> {
  await storage.put(key, await readFile(file.path), CONTENT_TYPES[file.kind]);
}

/** A workbook's table as the CSV its job reads. */
export async function storeWorkingCopy(
  storage: ObjectStorage,
  key: string,
  table: { headers: readonly string[]; rows: readonly (readonly string[])[] },
): Promise<void> {
  await storage.put(key, Buffer.from(tableCsv(table.headers, table.rows)), 'text/csv');
}

async function copyToDisk(storage: ObjectStorage, key: string, local: string): Promise<void> {
  const stored = await storage.get(key, MAX_WORKING_COPY_BYTES);
  if (!stored) throw new Error(IMPORT_MESSAGES.fileMissing);
  if (stored.tooLarge) throw new Error('the stored file is larger than the upload limit');
  await writeFile(local, stored.body);
}

/**
 * Opens the rows the job reads, as often as `use` asks (the job reads them twice: to find each
 * repeated SKU's last row, then to stage), from a temporary copy removed afterwards.
 */
export async function withStoredTable<T>(
  storage: ObjectStorage | undefined,
  file: { key: string; kind: FileKind },
  use: (open: () => Promise<CsvTable>) => Promise<T>,
): Promise<T> {
  if (!storage) throw new Error('object storage is not available to this process');
  const dir = await mkdtemp(path.join(tmpdir(), 'crossover-import-'));
  try {
    const local = path.join(dir, 'table.csv');
    // In a function of its own so the object's bytes are not held while the rows are read.
    await copyToDisk(storage, workingCopyKey(file.key, file.kind), local);
    // Our working copies are comma-separated; an uploaded CSV's separator is guessed as at upload.
    return await use(() => openCsvTable(local, file.kind === 'csv' ? {} : { delimiter: ',' }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
