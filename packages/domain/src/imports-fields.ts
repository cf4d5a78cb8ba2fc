import { MAX_MONEY_CENTS, formatCents } from './pricing/money.ts';

/**
 * The product fields a CSV/Excel column can be mapped to (back-office §3 "Importable product
 * fields") and the rule each imported cell must meet (issue 10 "Processing"). Pure: the server's
 * import job validates every row with `validateImportRow`; the wizard's preview lists the same
 * problems for its sample rows.
 */

export const IMPORT_FIELD_KEYS = [
  'sku',
  'name',
  'seriesName',
  'description',
  'category',
  'subcategory',
  'status',
  'mfgCost',
  'mfgMasterPackCost',
  'mfgMasterPackQty',
  'mfgMAP',
  'mfgRetail',
  'imageUrl',
  'upc',
  'weight',
  'dimensions',
] as const;
export type ImportField = (typeof IMPORT_FIELD_KEYS)[number];

export interface ImportFieldInfo {
  key: ImportField;
  label: string;
  required: boolean;
  /** What the wizard shows under the field. */
  hint: string;
}

/** In the order the mapping step lists them. Only sku is required (spec §3). */
export const IMPORT_FIELDS: readonly ImportFieldInfo[] = [
  { key: 'sku', label: 'SKU', required: true, hint: 'Unique product code' },
  { key: 'name', label: 'Product Name', required: false, hint: 'The SKU when left empty' },
  { key: 'seriesName', label: 'Series', required: false, hint: 'Created on approval when new' },
  { key: 'description', label: 'Description', required: false, hint: '' },
  { key: 'category', label: 'Category', required: false, hint: '' },
  { key: 'subcategory', label: 'Subcategory', required: false, hint: '' },
  { key: 'status', label: 'Status', required: false, hint: 'active or discontinued (active when empty)' },
  { key: 'mfgCost', label: 'Mfg Cost', required: false, hint: 'Amount such as 1,234.50' },
  { key: 'mfgMasterPackCost', label: 'Master Pack Cost', required: false, hint: 'Amount such as 1,234.50' },
  { key: 'mfgMasterPackQty', label: 'Master Pack Qty', required: false, hint: 'Whole number, 1 or more' },
  { key: 'mfgMAP', label: 'MAP Price', required: false, hint: 'Amount such as 1,234.50' },
  { key: 'mfgRetail', label: 'Retail Price (MSRP)', required: false, hint: 'Amount such as 1,234.50' },
  { key: 'imageUrl', label: 'Image URL', required: false, hint: 'http:// or https:// address' },
  { key: 'upc', label: 'UPC', required: false, hint: '' },
  { key: 'weight', label: 'Weight', required: false, hint: '' },
  { key: 'dimensions', label: 'Dimensions', required: false, hint: '' },
];

export const IMPORT_FIELD_LABELS = Object.fromEntries(
  IMPORT_FIELDS.map((field) => [field.key, field.label]),
) as Record<ImportField, string>;

export const REQUIRED_IMPORT_FIELDS = IMPORT_FIELDS.filter((field) => field.required).map(
  (field) => field.key,
);

/** Longest text kept per field; longer cells are refused, never cut. Match the catalogue's limits. */
export const IMPORT_TEXT_LIMITS = {
  sku: 100,
  name: 300,
  seriesName: 200,
  description: 10_000,
  category: 200,
  subcategory: 200,
  imageUrl: 2000,
  upc: 50,
  weight: 100,
  dimensions: 200,
} as const;

const MAX_MASTER_PACK_QTY = 1_000_000;

/** Product field → column index in the file's header row, or null (not mapped). */
export type ColumnMapping = Partial<Record<ImportField, number | null>>;

/** A valid row as it is staged: text as read (trimmed), amounts as two-decimal strings. */
export interface ImportedProduct {
  sku: string;
  /** The SKU when the file gives no name (a staged product needs one). */
  name: string;
  seriesName: string | null;
  description: string | null;
  category: string | null;
  subcategory: string | null;
  status: 'active' | 'discontinued';
  mfgCost: string | null;
  mfgMasterPackCost: string | null;
  mfgMasterPackQty: number | null;
  mapPrice: string | null;
  retailPrice: string | null;
  imageUrl: string | null;
  upc: string | null;
  weight: string | null;
  dimensions: string | null;
}

export type RowOutcome = { ok: true; product: ImportedProduct } | { ok: false; error: string };

export const ROW_MESSAGES = {
  skuRequired: 'SKU is required',
  statusInvalid: 'Status must be active or discontinued',
  masterPackQtyInvalid: 'Master Pack Qty must be a whole number of at least 1',
  masterPackQtyTooBig: `Master Pack Qty must be at most ${MAX_MASTER_PACK_QTY.toLocaleString('en-US')}`,
  imageUrlInvalid: 'Image URL must be an http:// or https:// address',
  amountInvalid: (label: string) => `${label} must be an amount such as 1,234.50`,
  amountNegative: (label: string) => `${label} must be 0 or more`,
  amountDecimals: (label: string) => `${label} can have at most 2 decimals`,
  amountTooBig: (label: string) => `${label} must be at most 99,999,999.99`,
  tooLong: (label: string, max: number) =>
    `${label} must be at most ${max.toLocaleString('en-US')} characters`,
} as const;

/**
 * A money cell: '$1,234.50', '1234.5', ' 12 ' → '1234.50', '12.00'; blank → null. Commas are
 * accepted only as thousands separators ('12,50' is refused rather than read as 1250).
 */
export function parseImportAmount(cell: string, label: string): { value: string | null } | { error: string } {
  let text = cell.replace(/\s+/g, '');
  if (text === '') return { value: null };
  // '-12', '-$12', '$-12' and accounting's '(12)' are all negative.
  let negative = false;
  if (/^\(.*\)$/.test(text)) [negative, text] = [true, text.slice(1, -1)];
  if (text.startsWith('-')) [negative, text] = [true, text.slice(1)];
  if (text.startsWith('$')) text = text.slice(1);
  if (text.startsWith('-')) [negative, text] = [true, text.slice(1)];
  if (text.includes(',')) {
    if (!/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) return { error: ROW_MESSAGES.amountInvalid(label) };
    text = text.replaceAll(',', '');
  }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === '' && !match[2])) return { error: ROW_MESSAGES.amountInvalid(label) };
  const [, whole = '', fraction = ''] = match;
  if (negative && /[1-9]/.test(whole + fraction)) return { error: ROW_MESSAGES.amountNegative(label) };
  if (fraction.replace(/0+$/, '').length > 2) return { error: ROW_MESSAGES.amountDecimals(label) };
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_MONEY_CENTS)
    return { error: ROW_MESSAGES.amountTooBig(label) };
  return { value: formatCents(cents) };
}

/** A whole number ≥ 1 ('1,000' and '12.0' accepted); blank → null. */
export function parseMasterPackQty(cell: string): { value: number | null } | { error: string } {
  const text = cell.trim().replaceAll(',', '');
  if (text === '') return { value: null };
  const match = /^(\d+)(?:\.0*)?$/.exec(text);
  const qty = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(qty) || qty < 1) return { error: ROW_MESSAGES.masterPackQtyInvalid };
  if (qty > MAX_MASTER_PACK_QTY) return { error: ROW_MESSAGES.masterPackQtyTooBig };
  return { value: qty };
}

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/** The cell a field is mapped to, trimmed; '' when unmapped or out of the row. */
export function mappedCell(row: readonly string[], mapping: ColumnMapping, field: ImportField): string {
  const index = mapping[field];
  if (index === null || index === undefined) return '';
  return (row[index] ?? '').trim();
}

type TextField = keyof typeof IMPORT_TEXT_LIMITS;

/**
 * Validates one row under a mapping. Every problem of the row is named, in field order, joined
 * with '; ' ("SKU is required; Mfg Cost must be 0 or more"), so one look tells what to fix.
 */
export function validateImportRow(row: readonly string[], mapping: ColumnMapping): RowOutcome {
  const problems: string[] = [];
  const cell = (field: ImportField) => mappedCell(row, mapping, field);
  const text = (field: TextField): string | null => {
    const value = cell(field);
    if (value.length > IMPORT_TEXT_LIMITS[field]) {
      problems.push(ROW_MESSAGES.tooLong(IMPORT_FIELD_LABELS[field], IMPORT_TEXT_LIMITS[field]));
      return null;
    }
    return value === '' ? null : value;
  };
  const amount = (field: ImportField): string | null => {
    const outcome = parseImportAmount(cell(field), IMPORT_FIELD_LABELS[field]);
    if ('error' in outcome) {
      problems.push(outcome.error);
      return null;
    }
    return outcome.value;
  };

  const sku = text('sku');
  if (sku === null && cell('sku') === '') problems.push(ROW_MESSAGES.skuRequired);
  const name = text('name');
  const seriesName = text('seriesName');
  const description = text('description');
  const category = text('category');
  const subcategory = text('subcategory');
  const statusText = cell('status').toLowerCase();
  const status = statusText === '' ? 'active' : statusText;
  if (status !== 'active' && status !== 'discontinued') problems.push(ROW_MESSAGES.statusInvalid);
  const mfgCost = amount('mfgCost');
  const mfgMasterPackCost = amount('mfgMasterPackCost');
  const qty = parseMasterPackQty(cell('mfgMasterPackQty'));
  if ('error' in qty) problems.push(qty.error);
  const mapPrice = amount('mfgMAP');
  const retailPrice = amount('mfgRetail');
  const imageUrl = text('imageUrl');
  if (imageUrl !== null && !HTTP_URL.test(imageUrl)) problems.push(ROW_MESSAGES.imageUrlInvalid);
  const upc = text('upc');
  const weight = text('weight');
  const dimensions = text('dimensions');

  if (problems.length > 0 || sku === null) return { ok: false, error: problems.join('; ') };
  return {
    ok: true,
    product: {
      sku,
      name: name ?? sku,
      seriesName,
      description,
      category,
      subcategory,
      status: status as 'active' | 'discontinued',
      mfgCost,
      mfgMasterPackCost,
      mfgMasterPackQty: 'value' in qty ? qty.value : null,
      mapPrice,
      retailPrice,
      imageUrl,
      upc,
      weight,
      dimensions,
    },
  };
}

/** The key two SKUs are compared by, as the catalogue does (its lower(sku) index). */
export const skuKey = (sku: string): string => sku.trim().toLowerCase();

/** 'Row 12: SKU is required' — how a failed row reads in summaries. */
export const rowErrorLine = (rowNumber: number, error: string): string => `Row ${rowNumber}: ${error}`;

/** The failure recorded for an earlier row whose SKU a later row of the same file replaces. */
export const duplicateSkuMessage = (sku: string, laterRowNumber: number): string =>
  `Duplicate SKU "${sku}": replaced by row ${laterRowNumber}`;

/**
 * Row numbers as a spreadsheet shows them: the header is row 1, the first data row row 2 (wholly
 * blank lines are not counted, as the reader skips them).
 */
export const FIRST_DATA_ROW_NUMBER = 2;
export const rowNumberOf = (dataIndex: number): number => dataIndex + FIRST_DATA_ROW_NUMBER;
