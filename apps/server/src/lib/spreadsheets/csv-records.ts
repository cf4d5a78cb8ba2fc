import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import Papa from 'papaparse';
import { decodeStream, detectEncoding } from './decode-text.ts';
import type { SheetRow } from './header-row.ts';
import { MAX_TABLE_COLUMNS } from './sheet-table.ts';
import type { TextEncoding } from './table.ts';

/**
 * papaparse's stream parser gets slower than linear in the size of the pieces it is fed: a
 * 10 MB CSV took 120 ms in 8 KB pieces, 320 ms in the file stream's usual 64 KB and 3.6 s in 1 MB
 * pieces (measured here on Node 20). The file is read in small pieces for that reason alone.
 */
const READ_CHUNK_BYTES = 8 * 1024;

export interface CsvRecordOptions {
  /** ',' for our own working copies; guessed by papaparse (comma, semicolon, tab, pipe) otherwise. */
  delimiter?: string;
  /** Keep blank lines as empty records (to number rows as a spreadsheet does); skipped by default. */
  keepBlank?: boolean;
}

/**
 * The records of a CSV file as papaparse reads them (blank lines skipped), decoded from the
 * detected encoding (BOM, UTF-8, else Windows-1252), one at a time: memory holds the current
 * piece of the file, never the file.
 */
export async function* csvRecords(
  path: string,
  options: CsvRecordOptions = {},
): AsyncGenerator<string[], void, undefined> {
  yield* csvRecordsIn(path, await detectEncoding(path), options);
}

/** As csvRecords, with the encoding already known (the caller reports it). */
export async function* csvRecordsIn(
  path: string,
  encoding: TextEncoding,
  options: CsvRecordOptions = {},
): AsyncGenerator<string[], void, undefined> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
    skipEmptyLines: options.keepBlank ? false : 'greedy',
    ...(options.delimiter ? { delimiter: options.delimiter } : {}),
  });
  const feeding = pipeline(
    createReadStream(path, { highWaterMark: READ_CHUNK_BYTES }),
    decodeStream(encoding),
    parser,
  );
  try {
    for await (const row of parser as AsyncIterable<string[]>) yield row;
    await feeding;
  } finally {
    parser.destroy();
    await feeding.catch(() => undefined);
  }
}

/**
 * The records of a CSV as numbered rows: blank lines are rows too, so row 17 is row 17 where Excel
 * opens the file (a quoted line break stays inside its cell there as here). Cells past
 * MAX_TABLE_COLUMNS are left out, the row marked.
 */
export async function* csvSheetRows(
  path: string,
  encoding: TextEncoding,
  options: Omit<CsvRecordOptions, 'keepBlank'> = {},
): AsyncGenerator<SheetRow, void, undefined> {
  let number = 0;
  for await (const cells of csvRecordsIn(path, encoding, { ...options, keepBlank: true })) {
    number += 1;
    if (cells.length <= MAX_TABLE_COLUMNS) yield { number, cells };
    else {
      const overflow = cells.slice(MAX_TABLE_COLUMNS).some((cell) => cell.trim() !== '');
      yield { number, cells: cells.slice(0, MAX_TABLE_COLUMNS), ...(overflow ? { overflow: true } : {}) };
    }
  }
}
