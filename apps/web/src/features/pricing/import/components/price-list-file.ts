import { PRICE_LIST_MESSAGES, PRICE_LIST_TEMPLATE } from '@crossover/domain/pricing/price-list';
import { downloadText } from '@/lib/download';

/** Back-office §5: a distributor price list is .xlsx, .xls or .csv (any case). */
export const PRICE_LIST_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;

/** The file input's `accept`: the extensions and their usual types (a hint; the server reads the bytes). */
export const PRICE_LIST_ACCEPT = [
  ...PRICE_LIST_EXTENSIONS,
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
].join(',');

/** Back-office §8 Imports: the toast for a file of another kind. */
export const INVALID_FILE_TYPE = {
  title: PRICE_LIST_MESSAGES.invalidFileType,
  description: PRICE_LIST_MESSAGES.fileTypeHint,
} as const;

export function isPriceListFile(name: string): boolean {
  const lower = name.toLowerCase();
  return PRICE_LIST_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** Spec §2.5 template (pricing_import_template.csv): the domain's columns and three sample rows. */
export const TEMPLATE_FILE_NAME = PRICE_LIST_TEMPLATE.filename;

/** The template's text: a header line and the sample rows, CRLF like a spreadsheet's CSV export. */
export function templateCsv(): string {
  return (
    [PRICE_LIST_TEMPLATE.headers, ...PRICE_LIST_TEMPLATE.sampleRows]
      .map((row) => row.join(','))
      .join('\r\n') + '\r\n'
  );
}

/** Download Template: made here in the browser, nothing asked of the server. */
export function downloadTemplate(): void {
  downloadText(templateCsv(), TEMPLATE_FILE_NAME);
}
