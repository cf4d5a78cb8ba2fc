import { describe, expect, it } from 'vitest';
import {
  PRICE_LIST_FIELD_DEFINITIONS,
  PRICE_LIST_MESSAGES,
  PRICE_LIST_TEMPLATE,
  type PriceListInput,
  type PriceListProduct,
  validatePriceListRow,
  validatePriceListRows,
} from './price-list.ts';
import { previewStats } from '../imports/row-preview.ts';
import { suggestColumns } from '../imports/column-mapping.ts';

const input = (overrides: Partial<PriceListInput> = {}): PriceListInput => ({
  rowNumber: 2,
  sku: 'KX-100',
  distPartNumber: 'D-100',
  cost: '10.00',
  mpqCost: null,
  ...overrides,
});
const product: PriceListProduct = { productId: 'p1', currentCost: '10.00' };

describe('validatePriceListRow', () => {
  const cases: [
    string,
    Partial<PriceListInput>,
    PriceListProduct | null,
    { status: string; cost?: string | null; message: string | null },
  ][] = [
    ['a plain row', {}, product, { status: 'success', cost: '10.00', message: null }],
    [
      'a dollar amount with a thousands comma',
      { cost: '$1,234.50' },
      { productId: 'p1', currentCost: '1000.00' },
      { status: 'success', cost: '1234.50', message: null },
    ],
    ['one decimal', { cost: '12.5' }, product, { status: 'success', cost: '12.50', message: null }],
    [
      'a blank cost (nothing to change)',
      { cost: '  ' },
      product,
      { status: 'success', cost: null, message: null },
    ],
    [
      'zero (a 100 % move)',
      { cost: '0' },
      product,
      { status: 'warning', cost: '0.00', message: 'Cost moves 100% from the current $10.00 to $0.00' },
    ],
    [
      "'Call'",
      { cost: 'Call' },
      product,
      { status: 'error', cost: 'Call', message: "Cost 'Call' is not an amount" },
    ],
    [
      'three decimals',
      { cost: '12.345' },
      product,
      { status: 'error', cost: '12.345', message: "Cost '12.345' has more than 2 decimals" },
    ],
    [
      'trailing zeros past two decimals',
      { cost: '12.3400' },
      product,
      { status: 'success', cost: '12.34', message: null },
    ],
    [
      'a negative cost',
      { cost: '-5.00' },
      product,
      { status: 'error', message: "Cost '-5.00' is negative: it must be 0 or more" },
    ],
    [
      'an accounting negative',
      { cost: '(5.00)' },
      product,
      { status: 'error', message: "Cost '(5.00)' is negative: it must be 0 or more" },
    ],
    [
      'a European decimal comma',
      { cost: '12,50' },
      product,
      { status: 'error', message: "Cost '12,50' is not an amount" },
    ],
    [
      'too big',
      { cost: '100000000' },
      product,
      { status: 'error', message: "Cost '100000000' is more than $99,999,999.99" },
    ],
    [
      'a blank part number',
      { distPartNumber: '  ' },
      product,
      { status: 'warning', message: PRICE_LIST_MESSAGES.noPartNumber },
    ],
    [
      'a part number too long',
      { distPartNumber: 'x'.repeat(256) },
      product,
      { status: 'error', message: PRICE_LIST_MESSAGES.partNumberTooLong },
    ],
    ['a blank SKU', { sku: ' ' }, null, { status: 'error', message: 'SKU is required' }],
    [
      'an unknown SKU',
      { sku: 'NOPE' },
      null,
      { status: 'error', message: "SKU 'NOPE' is not in the catalogue" },
    ],
    [
      'a cost up 51 %',
      { cost: '15.10' },
      product,
      { status: 'warning', message: 'Cost moves 51% from the current $10.00 to $15.10' },
    ],
    [
      'a cost up 50.2 % (shown with a decimal)',
      { cost: '15.02' },
      product,
      { status: 'warning', message: 'Cost moves 50.2% from the current $10.00 to $15.02' },
    ],
    ['a cost up exactly 50 %', { cost: '15.00' }, product, { status: 'success', message: null }],
    [
      'a cost down 60 %',
      { cost: '4.00' },
      product,
      { status: 'warning', message: 'Cost moves 60% from the current $10.00 to $4.00' },
    ],
    [
      'no current cost',
      { cost: '99.00' },
      { productId: 'p1', currentCost: null },
      { status: 'success', message: null },
    ],
    [
      'a current cost of zero',
      { cost: '99.00' },
      { productId: 'p1', currentCost: '0.00' },
      { status: 'success', message: null },
    ],
    [
      'a bad master pack cost',
      { mpqCost: 'TBD' },
      product,
      { status: 'error', message: "Master Pack Qty Cost 'TBD' is not an amount" },
    ],
    [
      'an error and a warning',
      { cost: 'Call', distPartNumber: null },
      product,
      { status: 'error', message: `Cost 'Call' is not an amount; ${PRICE_LIST_MESSAGES.noPartNumber}` },
    ],
  ];
  it.each(cases)('%s', (_label, overrides, known, expected) => {
    const row = validatePriceListRow(input(overrides), known);
    expect(row).toMatchObject(expected);
  });

  it('keeps leading zeros of part numbers and trims the SKU', () => {
    const row = validatePriceListRow(input({ sku: ' KX-100 ', distPartNumber: '000123' }), product);
    expect(row).toMatchObject({
      sku: 'KX-100',
      distPartNumber: '000123',
      productId: 'p1',
      currentCost: '10.00',
    });
  });
});

describe('validatePriceListRows', () => {
  it('applies a repeated SKU from its last row (case ignored) and counts the statuses', () => {
    const products = new Map([['kx-100', product]]);
    const rows = validatePriceListRows(
      [
        input({ rowNumber: 2 }),
        input({ rowNumber: 3, sku: 'kx-100' }),
        input({ rowNumber: 4, sku: 'GONE' }),
        input({ rowNumber: 5, distPartNumber: null, sku: 'KX-100' }),
      ],
      products,
    );
    expect(rows.map((row) => [row.rowNumber, row.status])).toEqual([
      [2, 'error'],
      [3, 'error'],
      [4, 'error'],
      [5, 'warning'],
    ]);
    expect(rows[0]!.message).toBe(PRICE_LIST_MESSAGES.repeated(5));
    expect(previewStats(rows)).toEqual({ total: 4, processed: 4, successful: 0, errors: 3, warnings: 1 });
  });
});

describe('PRICE_LIST_FIELD_DEFINITIONS', () => {
  it.each([
    [PRICE_LIST_TEMPLATE.headers, { sku: 0, distPartNumber: 1, cost: 2, mpqCost: 3 }],
    [
      ['Item #', 'Part #', 'Description', 'Dealer Cost', 'MPQ Cost'],
      { sku: 0, distPartNumber: 1, cost: 3, mpqCost: 4 },
    ],
    [['SKU', 'Master Pack Qty', 'Net Price'], { sku: 0, distPartNumber: null, cost: 2, mpqCost: null }],
    [
      ['Model', 'Distributor SKU', 'Distributor Cost', 'Case Cost'],
      { sku: 0, distPartNumber: 1, cost: 2, mpqCost: 3 },
    ],
  ])('maps %j', (headers, expected) => {
    expect(suggestColumns(headers, PRICE_LIST_FIELD_DEFINITIONS).mapping).toEqual(expected);
  });

  it("reads the template's sample rows as success rows", () => {
    const products = new Map(
      PRICE_LIST_TEMPLATE.sampleRows.map(([sku]) => [
        sku.toLowerCase(),
        { productId: sku, currentCost: null },
      ]),
    );
    const rows = validatePriceListRows(
      PRICE_LIST_TEMPLATE.sampleRows.map(([sku, distPartNumber, cost, mpqCost], index) => ({
        rowNumber: index + 2,
        sku,
        distPartNumber,
        cost,
        mpqCost: mpqCost || null,
      })),
      products,
    );
    expect(rows.map((row) => row.status)).toEqual(['success', 'success', 'success']);
  });
});
