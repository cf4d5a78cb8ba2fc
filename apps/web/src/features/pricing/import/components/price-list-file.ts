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
  title: 'Invalid File Type',
  description: 'Please select an Excel (.xlsx, .xls) or CSV file.',
} as const;

export function isPriceListFile(name: string): boolean {
  const lower = name.toLowerCase();
  return PRICE_LIST_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

export const TEMPLATE_FILE_NAME = 'pricing_import_template.csv';
export const TEMPLATE_COLUMNS = ['SKU', 'Distributor Part Number', 'Cost', 'Master Pack Qty Cost'] as const;
/** Three sample rows (back-office §2.5): a full row, a row without a part number, one without MPQ cost. */
const TEMPLATE_ROWS = [
  ['KA-AMP-400', 'DP-10042', '189.50', '1137.00'],
  ['TL-SUB-12D2', '', '74.25', '297.00'],
  ['NG-SPK-65C', 'DP-20817', '42.00', ''],
] as const;

/** The template's text: a header line and the sample rows, CRLF like a spreadsheet's CSV export. */
export function templateCsv(): string {
  return [TEMPLATE_COLUMNS, ...TEMPLATE_ROWS].map((row) => row.join(',')).join('\r\n') + '\r\n';
}

/** Download Template: made here in the browser, nothing asked of the server. */
export function downloadTemplate(): void {
  downloadText(templateCsv(), TEMPLATE_FILE_NAME);
}
