import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMPORT_MESSAGES, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from '@crossover/domain/imports';
import type { ObjectStorage } from '@/lib/storage/types.ts';
import { readTable } from '@/lib/spreadsheets/read-table.ts';
import type { Table } from '@/lib/spreadsheets/table.ts';
import type { FileKind } from '@/lib/uploads/file-kind.ts';

/**
 * An import's file in object storage: stored once at upload, read by every run of its job, never
 * sent by the client again (spec §7's csvData is ignored). Keys live under imports/, which is
 * never served publicly: the files hold manufacturers' costs.
 */

const CONTENT_TYPES: Record<FileKind, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/** How long reading one file may take (SheetJS on 100,000 rows takes ~10 s here). */
export const READ_TIMEOUT_MS = 120_000;

export const importFileKey = (importId: string, kind: FileKind): string =>
  `imports/${importId}/${randomUUID()}.${kind}`;

/** Copies an upload's temporary file into storage under `key`. */
export async function storeImportFile(
  storage: ObjectStorage,
  key: string,
  file: { path: string; kind: FileKind },
): Promise<void> {
  await storage.put(key, await readFile(file.path), CONTENT_TYPES[file.kind]);
}

/** The table of a stored import file (the same reader as at upload: same rows, same numbers). */
export async function readStoredTable(
  storage: ObjectStorage | undefined,
  file: { key: string; kind: FileKind },
): Promise<Table> {
  if (!storage) throw new Error('object storage is not available to this process');
  const stored = await storage.get(file.key, MAX_IMPORT_FILE_BYTES);
  if (!stored) throw new Error(IMPORT_MESSAGES.fileMissing);
  if (stored.tooLarge) throw new Error('the stored file is larger than the upload limit');
  const dir = await mkdtemp(path.join(tmpdir(), 'crossover-import-'));
  try {
    const local = path.join(dir, 'file');
    await writeFile(local, stored.body);
    return await readTable(
      { path: local, kind: file.kind },
      { maxRows: MAX_IMPORT_ROWS, timeoutMs: READ_TIMEOUT_MS },
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
