import { MAX_IMPORT_FILE_BYTES } from '@crossover/domain/imports';

/** Back-office §5 and §9: the wizard takes .csv, .xlsx and .xls files up to 10 MB. */
export const IMPORT_FILE_EXTENSIONS = ['.csv', '.xlsx', '.xls'] as const;

/** The file input's `accept`: the extensions and their usual types (a hint; the server sniffs the bytes). */
export const IMPORT_FILE_ACCEPT = [
  ...IMPORT_FILE_EXTENSIONS,
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
].join(',');

export const FILE_MESSAGES = {
  wrongType: 'Please choose a .csv, .xlsx or .xls file',
  tooLarge: 'The file is larger than 10 MB',
  empty: 'The file is empty',
} as const;

/**
 * What is wrong with a chosen file before it is sent, or null. Only the name and size are judged
 * here (saves a 10 MB upload that would be refused); the server decides the kind by the content.
 */
export function importFileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!IMPORT_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) return FILE_MESSAGES.wrongType;
  if (file.size > MAX_IMPORT_FILE_BYTES) return FILE_MESSAGES.tooLarge;
  if (file.size === 0) return FILE_MESSAGES.empty;
  return null;
}

/** '812 KB', '4.2 MB' — the size as the file list shows it. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
