import type { CsvColumn } from '@/lib/csv-export.ts';

/**
 * The failure report of any import: a failed row's cells named by the file's header, and the
 * failed rows as a CSV in the file's own columns plus an Error column (the product import's
 * failed_rows.csv, spec §7). Where the failed rows are kept is each import's own.
 */

/** A failed row's cells by header name; a header repeated in the file gets ' (2)', ' (3)'… */
export function cellsByHeader(headers: readonly string[], data: readonly string[]): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((header, index) => {
    const base = header || `Column ${index + 1}`;
    let name = base;
    for (let n = 2; name in record; n += 1) name = `${base} (${n})`;
    record[name] = data[index] ?? '';
  });
  return record;
}

/** The columns of a failed-rows CSV: the file's columns (unnamed ones 'Column n'), then Error. */
export function failedRowsColumns<T>(
  headers: readonly string[],
  of: (row: T) => { data: readonly string[]; error: string },
): CsvColumn<T>[] {
  return [
    ...headers.map((header, index) => ({
      header: header || `Column ${index + 1}`,
      value: (row: T) => of(row).data[index] ?? '',
    })),
    { header: 'Error', value: (row: T) => of(row).error },
  ];
}
