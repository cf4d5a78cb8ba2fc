import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import Papa from 'papaparse';
import { decodeStream, detectEncoding } from './decode-text.ts';
import { type Table, TableBuilder } from './table.ts';

/**
 * Reads a CSV streaming: encoding detected first (one cheap pass), then decoded and parsed row by
 * row, so memory holds the rows kept, never the file twice. The separator (comma, semicolon, tab,
 * pipe) is guessed by papaparse from the first lines; quoted fields may hold line breaks.
 */
export async function readCsv(path: string, maxRows: number): Promise<Table> {
  const encoding = await detectEncoding(path);
  const table = new TableBuilder(maxRows);
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy' });
  const feeding = pipeline(createReadStream(path), decodeStream(encoding), parser);
  try {
    for await (const row of parser as AsyncIterable<string[]>) table.add(row);
    await feeding;
  } catch (error) {
    parser.destroy();
    await feeding.catch(() => undefined);
    throw error;
  }
  return { ...table.finish(), encoding };
}
