import {
  type CellRead,
  CELL_WARNINGS,
  quoteCell,
  readAmount,
  readImageUrl,
  readWholeNumber,
} from './imports-cells.ts';
import { upcWarning } from './imports-identifiers.ts';
import { rowFlagOf } from './imports-row-flags.ts';
import { type StatusMap, isInvertedStatusHeader, statusOf } from './imports-status.ts';
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
  {
    key: 'status',
    label: 'Status',
    required: false,
    hint: 'active/discontinued, Y/N, NLA… (the preview shows what each value becomes)',
  },
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

/**
 * Longest text kept per field: a longer cell is left empty with a warning (a longer SKU refuses its
 * row), never cut. Match the catalogue's limits.
 */
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

/** A row that can be staged, with what could not be read of it and, when it looks like no product, why. */
export type RowOutcome =
  | { ok: true; product: ImportedProduct; warnings: string[]; flag: string | null }
  | { ok: false; error: string };

/** Only the SKU can refuse a row (issue 15 item 6); each message shows the value. */
export const ROW_MESSAGES = {
  skuRequired: 'SKU is required',
  skuTooLong: (sku: string) =>
    `SKU ${quoteCell(sku)} is ${sku.length.toLocaleString('en-US')} characters, more than ${IMPORT_TEXT_LIMITS.sku}`,
} as const;

/** How a file's rows are read beyond the mapping: the Status column's meaning (imports-status.ts). */
export interface RowRules {
  /** The Status column's header asks "is it discontinued?" (Y → discontinued). */
  statusInverted?: boolean;
  /** The admin's value → status corrections, by statusKey. */
  statusMap?: StatusMap;
}

/** The rules for a file: whether its Status column's header is an inverted one, and the admin's map. */
export const rowRulesFor = (
  headers: readonly string[],
  mapping: ColumnMapping,
  statusMap?: StatusMap | null,
): RowRules => ({
  statusInverted: mapping.status != null && isInvertedStatusHeader(headers[mapping.status]),
  statusMap: statusMap ?? undefined,
});

/** The cell a field is mapped to, trimmed; '' when unmapped or out of the row. */
export function mappedCell(row: readonly string[], mapping: ColumnMapping, field: ImportField): string {
  const index = mapping[field];
  if (index === null || index === undefined) return '';
  return (row[index] ?? '').trim();
}

type TextField = keyof typeof IMPORT_TEXT_LIMITS;

/**
 * Validates one row under a mapping. Only a missing or overlong SKU refuses the row (the error
 * names the value); every other unreadable cell leaves its field empty with a warning naming the
 * value, in field order. A row that looks like a heading or a note is flagged (imports-row-flags).
 */
export function validateImportRow(
  row: readonly string[],
  mapping: ColumnMapping,
  rules: RowRules = {},
): RowOutcome {
  const warnings: string[] = [];
  const cell = (field: ImportField) => mappedCell(row, mapping, field);
  const take = <T>(read: CellRead<T>): T | null => {
    if (read.warning) warnings.push(read.warning);
    return read.value;
  };
  const text = (field: TextField): string | null => {
    const value = cell(field);
    const max = IMPORT_TEXT_LIMITS[field];
    if (value.length > max)
      return take({
        value: null,
        warning: CELL_WARNINGS.tooLong(IMPORT_FIELD_LABELS[field], value.length, max),
      });
    return value === '' ? null : value;
  };
  const amount = (field: ImportField): string | null => {
    const cents = take(readAmount(cell(field), IMPORT_FIELD_LABELS[field], MAX_MONEY_CENTS));
    return cents === null ? null : formatCents(cents);
  };

  const skuCell = cell('sku');
  if (skuCell === '') return { ok: false, error: ROW_MESSAGES.skuRequired };
  if (skuCell.length > IMPORT_TEXT_LIMITS.sku) return { ok: false, error: ROW_MESSAGES.skuTooLong(skuCell) };
  const name = text('name');
  const seriesName = text('seriesName');
  const description = text('description');
  const category = text('category');
  const subcategory = text('subcategory');
  const statusCell = cell('status');
  let status = statusOf(statusCell, rules.statusInverted ?? false, rules.statusMap);
  if (status === null) {
    warnings.push(CELL_WARNINGS.statusUnknown(statusCell));
    status = 'active';
  }
  const mfgCost = amount('mfgCost');
  const mfgMasterPackCost = amount('mfgMasterPackCost');
  const mfgMasterPackQty = take(
    readWholeNumber(cell('mfgMasterPackQty'), IMPORT_FIELD_LABELS.mfgMasterPackQty, MAX_MASTER_PACK_QTY),
  );
  const mapPrice = amount('mfgMAP');
  const retailPrice = amount('mfgRetail');
  const imageCell = cell('imageUrl');
  const imageUrl =
    imageCell.length > IMPORT_TEXT_LIMITS.imageUrl
      ? text('imageUrl')
      : take(readImageUrl(imageCell, IMPORT_FIELD_LABELS.imageUrl));
  const upc = text('upc');
  // Kept as written (a barcode may be checked by hand), but a UPC that lost digits to Excel's
  // scientific notation or is not 12–14 digits is named, at staging as in the preview.
  const upcDoubt = upc === null ? null : upcWarning(upc);
  if (upcDoubt) warnings.push(upcDoubt);
  const weight = text('weight');
  const dimensions = text('dimensions');

  return {
    ok: true,
    product: {
      sku: skuCell,
      name: name ?? skuCell,
      seriesName,
      description,
      category,
      subcategory,
      status,
      mfgCost,
      mfgMasterPackCost,
      mfgMasterPackQty,
      mapPrice,
      retailPrice,
      imageUrl,
      upc,
      weight,
      dimensions,
    },
    warnings,
    flag: rowFlagOf(row, mapping.sku!, skuCell),
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
