import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { type FileHandle, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_MESSAGES, MAX_IMPORT_FILE_BYTES } from '@crossover/domain/imports';
import { TABLE_ERRORS, TableProblem } from '@/lib/spreadsheets/table.ts';
import type { ObjectStorage } from '@/lib/storage/types.ts';
import type { FileKind } from '@/lib/uploads/file-kind.ts';
import { csvSheetRows } from '@/lib/spreadsheets/csv-records.ts';
import { detectEncoding } from '@/lib/spreadsheets/decode-text.ts';
import { type SheetTable, openSheetTable } from '@/lib/spreadsheets/sheet-table.ts';
import { asTableRefusal } from '@/lib/imports/read-upload.ts';
import { csvLine } from './table-stream.ts';

/**
 * An import's file in object storage: stored once at upload, read by every run of its job, never
 * sent by the client again (spec §7's csvData is ignored). Keys live under imports/, which is
 * never served publicly: the files hold manufacturers' costs.
 *
 * The job reads a CSV: the upload itself for a CSV, or — for a workbook — a working copy of its
 * table written at upload (`<key>.table.csv`) as the rows are read, so every run streams rows
 * with a few MB instead of parsing the workbook again.
 */

const CONTENT_TYPES: Record<FileKind, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

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

/** Copies an upload's temporary file into storage under `key`, streamed (never held whole). */
export async function storeImportFile(
  storage: ObjectStorage,
  key: string,
  file: { path: string; kind: FileKind },
): Promise<void> {
  await storage.putStream(key, createReadStream(file.path), CONTENT_TYPES[file.kind]);
}

export class StoredFileTooLarge extends Error {}

/**
 * Streams a stored object to a local file; null when it is missing. Past `maxBytes` (by its
 * stated size, or counted as it arrives) it stops with StoredFileTooLarge and leaves no file.
 */
export async function copyStoredToFile(
  storage: ObjectStorage,
  key: string,
  local: string,
  maxBytes: number,
): Promise<true | null> {
  const stored = await storage.getStream(key);
  if (!stored) return null;
  if (stored.size !== null && stored.size > maxBytes) {
    stored.body.on('error', () => undefined);
    stored.body.destroy();
    throw new StoredFileTooLarge(`the stored file ${key} is larger than ${maxBytes} bytes`);
  }
  let total = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > maxBytes)
        done(new StoredFileTooLarge(`the stored file ${key} is larger than ${maxBytes} bytes`));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(stored.body, limit, createWriteStream(local));
  } catch (error) {
    await rm(local, { force: true });
    throw error;
  }
  return true;
}

/** Lines are gathered to about this many characters before they are written. */
const WRITE_PIECE_CHARS = 64 * 1024;

/**
 * A workbook's table as the CSV its job reads (RFC 4180, CRLF, as tableCsv), written to a
 * temporary file line by line as the rows are read, then stored: the table is never held whole.
 * Past MAX_WORKING_COPY_BYTES (a sheet of thousands of columns) it refuses, as the job would.
 */
export class WorkingCopyWriter {
  private pending = '';
  private bytes = 0;

  private constructor(
    private readonly dir: string,
    private readonly handle: FileHandle,
  ) {}

  static async create(): Promise<WorkingCopyWriter> {
    const dir = await mkdtemp(path.join(tmpdir(), 'crossover-working-copy-'));
    try {
      return new WorkingCopyWriter(dir, await open(path.join(dir, 'table.csv'), 'w'));
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  private get file(): string {
    return path.join(this.dir, 'table.csv');
  }

  private line = 0;

  async write(row: readonly string[]): Promise<void> {
    this.pending += csvLine(row);
    this.line += 1;
    if (this.pending.length >= WRITE_PIECE_CHARS) await this.flush();
  }

  /**
   * Writes the row as line `number` of the copy, blank lines before it, so the job numbers the rows
   * as the sheet does (title and blank rows counted). Rows come in order.
   */
  async writeAt(number: number, row: readonly string[]): Promise<void> {
    while (this.line < number - 1) {
      this.pending += '\r\n';
      this.line += 1;
      if (this.pending.length >= WRITE_PIECE_CHARS) await this.flush();
    }
    await this.write(row);
  }

  private async flush(): Promise<void> {
    if (this.pending === '') return;
    const piece = Buffer.from(this.pending);
    this.pending = '';
    this.bytes += piece.length;
    if (this.bytes > MAX_WORKING_COPY_BYTES) throw new TableProblem(TABLE_ERRORS.tooBig);
    await this.handle.write(piece);
  }

  /** Finishes the file and stores it under `key`, streamed. */
  async store(storage: ObjectStorage, key: string): Promise<void> {
    await this.flush();
    await this.handle.close();
    await storage.putStream(key, createReadStream(this.file), 'text/csv');
  }

  /** Removes the temporary file, stored or not. */
  async dispose(): Promise<void> {
    await this.handle.close().catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }
}

async function copyToDisk(storage: ObjectStorage, key: string, local: string): Promise<void> {
  try {
    if (!(await copyStoredToFile(storage, key, local, MAX_WORKING_COPY_BYTES))) {
      throw new Error(IMPORT_MESSAGES.fileMissing);
    }
  } catch (error) {
    if (error instanceof StoredFileTooLarge)
      throw new Error('the stored file is larger than the upload limit', { cause: error });
    throw error;
  }
}

/**
 * Opens the rows the job reads, as often as `use` asks (the job reads them twice: to find each
 * repeated SKU's last row, then to stage), from a temporary copy removed afterwards.
 */
export async function withStoredTable<T>(
  storage: ObjectStorage | undefined,
  file: { key: string; kind: FileKind; headerRow: number | null },
  use: (open: () => Promise<SheetTable>) => Promise<T>,
): Promise<T> {
  if (!storage) throw new Error('object storage is not available to this process');
  const dir = await mkdtemp(path.join(tmpdir(), 'crossover-import-'));
  try {
    const local = path.join(dir, 'table.csv');
    await copyToDisk(storage, workingCopyKey(file.key, file.kind), local);
    // Our working copies are comma-separated; an uploaded CSV's separator is guessed as at upload.
    const options = file.kind === 'csv' ? {} : { delimiter: ',' };
    const encoding = await detectEncoding(local);
    // An import uploaded before header rows were chosen: its header is its first non-blank row.
    const layout = file.headerRow === null ? { firstRow: true } : { headerRow: file.headerRow };
    return await use(() =>
      openSheetTable(csvSheetRows(local, encoding, options), layout).catch((error: unknown) => {
        throw asTableRefusal(error);
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
