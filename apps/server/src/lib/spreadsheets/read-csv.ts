import { csvRecordsIn } from './csv-records.ts';
import { detectEncoding } from './decode-text.ts';
import { type Table, TableBuilder } from './table.ts';

/**
 * Reads a CSV streaming: encoding detected first (one cheap pass), then decoded and parsed row by
 * row, so memory holds the rows kept, never the file twice. The separator (comma, semicolon, tab,
 * pipe) is guessed by papaparse from the first lines; quoted fields may hold line breaks.
 */
export async function readCsv(path: string, maxRows: number): Promise<Table> {
  const encoding = await detectEncoding(path);
  const table = new TableBuilder(maxRows);
  for await (const row of csvRecordsIn(path, encoding)) table.add(row);
  return { ...table.finish(), encoding };
}
