import { z } from 'zod';
import { type AmountProblem, readExactAmount } from '../imports/amounts.ts';
import type { FieldDefinition } from '../imports/column-mapping.ts';
import {
  type RowFindings,
  markRepeatedKeys,
  noFindings,
  previewStatsSchema,
  rowStatusSchema,
  rowVerdict,
} from '../imports/row-preview.ts';
import { formatCents, toCents } from './money.ts';

/**
 * A distributor's price list (back-office §2.5, §3 "Distributor pricing row", §5): the pure rules
 * each row meets. The server adds what only the catalogue knows (the product of each SKU and its
 * current cost) in modules/pricing-imports/validate.ts, at upload and again at process.
 *
 * Columns: SKU (required), Distributor Part Number, Cost, Master Pack Qty Cost (optional).
 */

/** A cost moving more than this fraction from the current one is a warning. */
export const PRICE_MOVE_WARNING = 0.5;
export const DIST_PART_NUMBER_MAX = 255;

export const PRICE_LIST_LABELS = {
  sku: 'SKU',
  distPartNumber: 'Distributor Part Number',
  cost: 'Cost',
  mpqCost: 'Master Pack Qty Cost',
} as const;

export type PriceListField = keyof typeof PRICE_LIST_LABELS;

/** Spec §2.5 "Download Template": pricing_import_template.csv, its columns and three sample rows. */
export const PRICE_LIST_TEMPLATE = {
  filename: 'pricing_import_template.csv',
  headers: [
    PRICE_LIST_LABELS.sku,
    PRICE_LIST_LABELS.distPartNumber,
    PRICE_LIST_LABELS.cost,
    PRICE_LIST_LABELS.mpqCost,
  ],
  sampleRows: [
    ['KX-1000.1', 'DIST-1001', '249.99', '1399.94'],
    ['CVR-124', 'DIST-1002', '89.50', '534.00'],
    ['QR-65', 'DIST-1003', '54.25', ''],
  ],
} as const;

/**
 * The columns as the import library's field definitions: the template's names (spec §2.5) and
 * what real lists call them ('Item #', 'Dealer Cost', 'MPQ Cost'). 'Part #' beside a SKU is the
 * distributor's own part number.
 */
export const PRICE_LIST_FIELD_DEFINITIONS: readonly FieldDefinition<PriceListField>[] = [
  {
    key: 'sku',
    label: PRICE_LIST_LABELS.sku,
    required: true,
    synonyms: [
      'sku',
      'itemno',
      'item',
      'itemcode',
      'model',
      'modelno',
      'mfgpartno',
      'manufacturerpartno',
      'mpn',
      'mfgsku',
      'productcode',
      'skuno',
    ],
  },
  {
    key: 'distPartNumber',
    label: PRICE_LIST_LABELS.distPartNumber,
    synonyms: [
      'distributorpartno',
      'distpartno',
      'partno',
      'part',
      'distributorsku',
      'distsku',
      'dealerpartno',
      'ourpartno',
      'yourpartno',
      'distributoritemno',
    ],
  },
  {
    key: 'cost',
    label: PRICE_LIST_LABELS.cost,
    synonyms: [
      'cost',
      'dealercost',
      'dealerprice',
      'dealer',
      'distributorcost',
      'distcost',
      'unitcost',
      'netcost',
      'netprice',
      'net',
      'price',
      'yourcost',
      'wholesale',
      'wholesaleprice',
    ],
    unlike: ['mpqcost', 'casecost'],
  },
  {
    key: 'mpqCost',
    label: PRICE_LIST_LABELS.mpqCost,
    synonyms: [
      'masterpackqtycost',
      'mpqcost',
      'masterpackcost',
      'mpcost',
      'casecost',
      'cartoncost',
      'distributormpqcost',
      'masterpackprice',
      'mpqprice',
    ],
    // The quantity column, one word short of the cost's name.
    unlike: ['masterpackqty', 'masterpackquantity', 'mpq'],
  },
];

const quote = (cell: string) => `'${cell.length > 40 ? `${cell.slice(0, 40)}…` : cell}'`;
const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** 60 for 60 %; one decimal, rounded up, where a whole number would read as 50 % or less (50.2). */
function movePercent(from: number, to: number): string {
  const percent = (Math.abs(to - from) / from) * 100;
  return Math.round(percent) > PRICE_MOVE_WARNING * 100
    ? String(Math.round(percent))
    : (Math.ceil(percent * 10) / 10).toFixed(1);
}

export const PRICE_LIST_MESSAGES = {
  invalidFileType: 'Invalid File Type',
  fileTypeHint: 'Please select an Excel (.xlsx, .xls) or CSV file.',
  skuRequired: 'SKU is required',
  unknownSku: (sku: string) => `SKU ${quote(sku)} is not in the catalogue`,
  amount: {
    notAmount: (label: string, cell: string) => `${label} ${quote(cell)} is not an amount`,
    negative: (label: string, cell: string) => `${label} ${quote(cell)} is negative: it must be 0 or more`,
    decimals: (label: string, cell: string) => `${label} ${quote(cell)} has more than 2 decimals`,
    tooBig: (label: string, cell: string) => `${label} ${quote(cell)} is more than $99,999,999.99`,
  } satisfies Record<AmountProblem, (label: string, cell: string) => string>,
  partNumberTooLong: `Distributor Part Number is longer than ${DIST_PART_NUMBER_MAX} characters`,
  noPartNumber: 'Distributor Part Number is missing',
  bigMove: (from: number, to: number) =>
    `Cost moves ${movePercent(from, to)}% from the current ${money(from)} to ${money(to)}`,
  repeated: (row: number) => `The SKU is listed again on row ${row}, which is used instead`,
};

/** A row as read from the file (or sent back to process): the cells as text. */
export const priceListInputSchema = z.object({
  rowNumber: z.number().int().min(1),
  sku: z.string().max(1000),
  distPartNumber: z.string().max(1000).nullable(),
  cost: z.string().max(100).nullable(),
  mpqCost: z.string().max(100).nullable(),
});
export type PriceListInput = z.infer<typeof priceListInputSchema>;

export const priceListRowSchema = z.object({
  rowNumber: z.number().int(),
  status: rowStatusSchema,
  sku: z.string(),
  distPartNumber: z.string().nullable(),
  /** Two decimals ('1234.50') when read; the cell as given when it could not be. */
  cost: z.string().nullable(),
  mpqCost: z.string().nullable(),
  message: z.string().nullable(),
  productId: z.string().nullable().optional(),
  /** The cost the row replaces: the distributor's, or the catalogue's reference column. */
  currentCost: z.string().nullable().optional(),
});
export type PriceListRow = z.infer<typeof priceListRowSchema>;

export const priceListStatsSchema = previewStatsSchema;

/** POST /api/pricing-import/upload's answer. */
export const priceListUploadSchema = z.object({
  data: z.array(priceListRowSchema),
  stats: priceListStatsSchema,
  filename: z.string(),
});
export type PriceListUpload = z.infer<typeof priceListUploadSchema>;

/** What the catalogue knows about a row's SKU: null when no product has it. */
export interface PriceListProduct {
  productId: string;
  /** The current cost ('12.50'), null when none is set. */
  currentCost: string | null;
}

/** An amount cell: two decimals when read, the cell kept (and an error) when not. */
function amountCell(
  cell: string | null,
  label: string,
  findings: RowFindings,
): { text: string | null; cents: number | null } {
  const read = readExactAmount(cell);
  if (read.problem) {
    findings.errors.push(PRICE_LIST_MESSAGES.amount[read.problem](label, (cell ?? '').trim()));
    return { text: (cell ?? '').trim(), cents: null };
  }
  return { text: read.cents === null ? null : formatCents(read.cents), cents: read.cents };
}

const blankToNull = (text: string | null): string | null => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * One row under the rules: SKU required and in the catalogue (`product` null: it is not);
 * cost and master pack cost blank or an amount ≥ 0 with at most 2 decimals; a cost moving more
 * than 50 % from the current one, or no part number, is a warning.
 */
export function validatePriceListRow(input: PriceListInput, product: PriceListProduct | null): PriceListRow {
  const findings = noFindings();
  const sku = input.sku.trim();
  if (sku === '') findings.errors.push(PRICE_LIST_MESSAGES.skuRequired);
  else if (!product) findings.errors.push(PRICE_LIST_MESSAGES.unknownSku(sku));
  const cost = amountCell(input.cost, PRICE_LIST_LABELS.cost, findings);
  const mpqCost = amountCell(input.mpqCost, PRICE_LIST_LABELS.mpqCost, findings);
  const distPartNumber = blankToNull(input.distPartNumber);
  if (distPartNumber !== null && distPartNumber.length > DIST_PART_NUMBER_MAX)
    findings.errors.push(PRICE_LIST_MESSAGES.partNumberTooLong);
  if (distPartNumber === null) findings.warnings.push(PRICE_LIST_MESSAGES.noPartNumber);
  const current = product ? toCents(product.currentCost) : null;
  if (cost.cents !== null && current !== null && current > 0) {
    if (Math.abs(cost.cents - current) / current > PRICE_MOVE_WARNING)
      findings.warnings.push(PRICE_LIST_MESSAGES.bigMove(current, cost.cents));
  }
  return {
    rowNumber: input.rowNumber,
    ...rowVerdict(findings),
    sku,
    distPartNumber,
    cost: cost.text,
    mpqCost: mpqCost.text,
    productId: product?.productId ?? null,
    currentCost: product?.currentCost ?? null,
  };
}

/** SKUs match ignoring case, as the catalogue's unique index does (decision 0018). */
export const priceListSkuKey = (sku: string): string => sku.trim().toLowerCase();

/**
 * Every row of a list: `products` by SKU key (priceListSkuKey). A SKU listed on several rows is
 * applied from its last row; the earlier ones become errors naming it.
 */
export function validatePriceListRows(
  inputs: readonly PriceListInput[],
  products: ReadonlyMap<string, PriceListProduct>,
): PriceListRow[] {
  const rows = inputs.map((input) =>
    validatePriceListRow(input, products.get(priceListSkuKey(input.sku)) ?? null),
  );
  const repeated = markRepeatedKeys(
    rows,
    (row) => (row.sku === '' ? null : priceListSkuKey(row.sku)),
    PRICE_LIST_MESSAGES.repeated,
    (row) => row.rowNumber,
  );
  return rows.map((row) => {
    const message = repeated.get(row);
    if (!message) return row;
    return { ...row, status: 'error', message: row.message ? `${message}; ${row.message}` : message };
  });
}
