import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CELL_WARNINGS, readAmount, readImageUrl, readWholeNumber } from './imports-cells.ts';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_KEYS,
  ROW_MESSAGES,
  rowNumberOf,
  validateImportRow,
} from './imports-fields.ts';
import { UPC_MESSAGES } from './imports-identifiers.ts';
import { MAX_MONEY_CENTS } from './pricing/money.ts';

const amount = (cell: string) => readAmount(cell, 'Mfg Cost', MAX_MONEY_CENTS);

describe('importable fields', () => {
  it('are the spec’s sixteen, sku the only required one', () => {
    expect(IMPORT_FIELDS.map((field) => field.key)).toEqual([...IMPORT_FIELD_KEYS]);
    expect(IMPORT_FIELD_KEYS).toHaveLength(16);
    expect(IMPORT_FIELDS.filter((field) => field.required).map((field) => field.key)).toEqual(['sku']);
  });
});

describe('readAmount', () => {
  it.each([
    ['$1,234.50', 123450],
    ['1234.5', 123450],
    [' 12 ', 1200],
    ['$ 1 234', 123400],
    ['.5', 50],
    ['0', 0],
    ['-0', 0],
    ['12.500', 1250],
    ['99,999,999.99', 9_999_999_999],
  ])('reads %j', (cell, cents) => {
    expect(amount(cell)).toEqual({ value: cents });
  });

  it('leaves a blank cell empty', () => {
    expect(amount('')).toEqual({ value: null });
    expect(amount('   ')).toEqual({ value: null });
  });

  it('leaves what is no amount empty, with a warning that shows the value', () => {
    expect(amount('-1')).toEqual({ value: null, warning: CELL_WARNINGS.negative('Mfg Cost', '-1') });
    expect(amount('(3.00)')).toEqual({ value: null, warning: CELL_WARNINGS.negative('Mfg Cost', '(3.00)') });
    // A decimal comma is not silently read as a thousands separator (12,50 is not 1250).
    for (const cell of ['12,50', '1,23,456', 'Call', 'TBD', 'N/A', '$', '1e3'])
      expect(amount(cell)).toEqual({
        value: null,
        warning: `Mfg Cost '${cell}' is not an amount: left empty`,
      });
    expect(amount('100000000')).toEqual({
      value: null,
      warning: CELL_WARNINGS.tooBig('Mfg Cost', '100000000'),
    });
  });

  it("rounds a formula's amount to cents, half up, and says so", () => {
    expect(amount('714.9945')).toEqual({
      value: 71499,
      warning: "Mfg Cost '714.9945' was rounded to cents: 714.99",
    });
    expect(amount('0.125')).toMatchObject({ value: 13 });
    expect(amount('99.999')).toMatchObject({ value: 10000 });
  });

  it('reads back every amount it could have written, with $ and thousands separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_99 }), fc.boolean(), (cents, dollar) => {
        const whole = Math.floor(cents / 100).toLocaleString('en-US');
        const text = `${dollar ? '$' : ''}${whole}.${String(cents % 100).padStart(2, '0')}`;
        expect(amount(text)).toEqual({ value: cents });
      }),
    );
  });
});

describe('readWholeNumber', () => {
  it('takes whole numbers of at least 1, and leaves anything else empty with a warning', () => {
    expect(readWholeNumber('12', 'Qty', 100)).toEqual({ value: 12 });
    expect(readWholeNumber('1,000', 'Qty', 10_000)).toEqual({ value: 1000 });
    expect(readWholeNumber('6.0', 'Qty', 100)).toEqual({ value: 6 });
    expect(readWholeNumber('', 'Qty', 100)).toEqual({ value: null });
    for (const cell of ['0', '-2', '1.5', 'six'])
      expect(readWholeNumber(cell, 'Qty', 100)).toEqual({
        value: null,
        warning: CELL_WARNINGS.notQty('Qty', cell),
      });
    expect(readWholeNumber('101', 'Qty', 100).warning).toBe("Qty '101' is more than 100: left empty");
  });
});

describe('readImageUrl', () => {
  it.each([',', ';', ' ', '|', '\n', ' | ', ', '])(
    'takes the first of several addresses separated by %j',
    (sep) => {
      expect(readImageUrl(`https://x.test/a.jpg${sep}https://x.test/b.jpg`, 'Image URL')).toEqual({
        value: 'https://x.test/a.jpg',
        warning: 'Image URL has 2 addresses: the first was kept',
      });
    },
  );

  it('leaves a cell that is no address empty, naming it', () => {
    expect(readImageUrl('ftp://x.test/a.jpg', 'Image URL')).toEqual({
      value: null,
      warning: "Image URL 'ftp://x.test/a.jpg' is not an http:// or https:// address: left empty",
    });
  });
});

describe('validateImportRow', () => {
  const mapping = { sku: 0, name: 1, status: 2, mfgMAP: 3, imageUrl: 4, upc: 5 };

  it('turns a good row into a staged product; the SKU stands in for a missing name', () => {
    expect(
      validateImportRow(['  A-1 ', '', 'Discontinued', '$1,099.00', 'https://x.test/a.jpg', ''], mapping),
    ).toEqual({
      ok: true,
      product: expect.objectContaining({
        sku: 'A-1',
        name: 'A-1',
        status: 'discontinued',
        mapPrice: '1099.00',
        imageUrl: 'https://x.test/a.jpg',
        upc: null,
        mfgMasterPackQty: null,
        seriesName: null,
      }),
      warnings: [],
      flag: null,
    });
  });

  it('refuses a row only for its SKU', () => {
    expect(validateImportRow(['', 'x', 'retired', '-1', 'ftp://x.test/a.jpg', ''], mapping)).toEqual({
      ok: false,
      error: ROW_MESSAGES.skuRequired,
    });
    const long = `K${'1'.repeat(100)}`;
    expect(validateImportRow([long, 'x'], mapping)).toEqual({
      ok: false,
      error: ROW_MESSAGES.skuTooLong(long),
    });
    expect(ROW_MESSAGES.skuTooLong(long)).toContain(`'K${'1'.repeat(39)}…'`);
  });

  it('stages a row whose optional cells cannot be read, with those fields empty and a warning each', () => {
    const outcome = validateImportRow(['A-1', 'Amp', 'maybe', 'Call', 'see site', '9'.repeat(51)], mapping);
    expect(outcome).toEqual({
      ok: true,
      product: expect.objectContaining({
        sku: 'A-1',
        status: 'active',
        mapPrice: null,
        imageUrl: null,
        upc: null,
      }),
      warnings: [
        CELL_WARNINGS.statusUnknown('maybe'),
        "MAP Price 'Call' is not an amount: left empty",
        CELL_WARNINGS.notUrl('Image URL', 'see site'),
        'UPC is 51 characters, more than 50: left empty',
      ],
      flag: null,
    });
  });

  it('stages a doubtful UPC as written with a warning: scientific notation, or not 12 to 14 digits', () => {
    const warningsFor = (upc: string) => {
      const outcome = validateImportRow(['A-1', 'Amp', '', '', '', upc], mapping);
      if (!outcome.ok) throw new Error(outcome.error);
      return { upc: outcome.product.upc, warnings: outcome.warnings };
    };
    expect(warningsFor('3.65275E+11')).toEqual({
      upc: '3.65275E+11',
      warnings: [UPC_MESSAGES.scientific('3.65275E+11')],
    });
    expect(warningsFor('12345')).toEqual({ upc: '12345', warnings: [UPC_MESSAGES.digits('12345')] });
    expect(warningsFor('012345678905')).toEqual({ upc: '012345678905', warnings: [] });
    expect(warningsFor('0 12345 67890 5')).toEqual({ upc: '0 12345 67890 5', warnings: [] });
  });

  it('reads unmapped fields and cells past the end of a short row as empty', () => {
    expect(validateImportRow(['A-1'], mapping)).toMatchObject({
      ok: true,
      product: { sku: 'A-1', status: 'active' },
      flag: null,
    });
  });

  it('numbers rows as a spreadsheet shows them (the header is row 1)', () => {
    expect(rowNumberOf(0)).toBe(2);
  });
});
