import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_KEYS,
  ROW_MESSAGES,
  parseImportAmount,
  parseMasterPackQty,
  rowNumberOf,
  validateImportRow,
} from './imports-fields.ts';

const amount = (cell: string) => parseImportAmount(cell, 'Mfg Cost');

describe('importable fields', () => {
  it('are the spec’s sixteen, sku the only required one', () => {
    expect(IMPORT_FIELDS.map((field) => field.key)).toEqual([...IMPORT_FIELD_KEYS]);
    expect(IMPORT_FIELD_KEYS).toHaveLength(16);
    expect(IMPORT_FIELDS.filter((field) => field.required).map((field) => field.key)).toEqual(['sku']);
  });
});

describe('parseImportAmount', () => {
  it.each([
    ['$1,234.50', '1234.50'],
    ['1234.5', '1234.50'],
    [' 12 ', '12.00'],
    ['$ 1 234', '1234.00'],
    ['.5', '0.50'],
    ['0', '0.00'],
    ['-0', '0.00'],
    ['12.500', '12.50'],
    ['99,999,999.99', '99999999.99'],
  ])('reads %j', (cell, value) => {
    if (value === null) expect(amount(cell)).toHaveProperty('error');
    else expect(amount(cell)).toEqual({ value });
  });

  it('leaves a blank cell empty', () => {
    expect(amount('')).toEqual({ value: null });
    expect(amount('   ')).toEqual({ value: null });
  });

  it('names the problem: negative, too many decimals, not an amount, too large', () => {
    expect(amount('-1')).toEqual({ error: ROW_MESSAGES.amountNegative('Mfg Cost') });
    expect(amount('-$3.10')).toEqual({ error: ROW_MESSAGES.amountNegative('Mfg Cost') });
    expect(amount('(3.00)')).toEqual({ error: ROW_MESSAGES.amountNegative('Mfg Cost') });
    expect(amount('1.234')).toEqual({ error: ROW_MESSAGES.amountDecimals('Mfg Cost') });
    // A decimal comma is not silently read as a thousands separator (12,50 is not 1250).
    expect(amount('12,50')).toEqual({ error: ROW_MESSAGES.amountInvalid('Mfg Cost') });
    expect(amount('1,23,456')).toEqual({ error: ROW_MESSAGES.amountInvalid('Mfg Cost') });
    expect(amount('abc')).toEqual({ error: ROW_MESSAGES.amountInvalid('Mfg Cost') });
    expect(amount('$')).toEqual({ error: ROW_MESSAGES.amountInvalid('Mfg Cost') });
    expect(amount('1e3')).toEqual({ error: ROW_MESSAGES.amountInvalid('Mfg Cost') });
    expect(amount('100000000')).toEqual({ error: ROW_MESSAGES.amountTooBig('Mfg Cost') });
  });

  it('reads back every amount it could have written, with $ and thousands separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_99 }), fc.boolean(), (cents, dollar) => {
        const whole = Math.floor(cents / 100).toLocaleString('en-US');
        const text = `${dollar ? '$' : ''}${whole}.${String(cents % 100).padStart(2, '0')}`;
        const parsed = amount(text);
        expect(parsed).toEqual({
          value: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
        });
      }),
    );
  });
});

describe('parseMasterPackQty', () => {
  it('takes whole numbers of at least 1', () => {
    expect(parseMasterPackQty('12')).toEqual({ value: 12 });
    expect(parseMasterPackQty('1,000')).toEqual({ value: 1000 });
    expect(parseMasterPackQty('6.0')).toEqual({ value: 6 });
    expect(parseMasterPackQty('')).toEqual({ value: null });
    for (const cell of ['0', '-2', '1.5', 'six'])
      expect(parseMasterPackQty(cell)).toEqual({ error: ROW_MESSAGES.masterPackQtyInvalid });
    expect(parseMasterPackQty('1000001')).toEqual({ error: ROW_MESSAGES.masterPackQtyTooBig });
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
    });
  });

  it('names every problem of a row in field order', () => {
    expect(validateImportRow(['', 'x', 'retired', '-1', 'ftp://x.test/a.jpg', ''], mapping)).toEqual({
      ok: false,
      error: [
        ROW_MESSAGES.skuRequired,
        ROW_MESSAGES.statusInvalid,
        ROW_MESSAGES.amountNegative('MAP Price'),
        ROW_MESSAGES.imageUrlInvalid,
      ].join('; '),
    });
  });

  it('refuses text longer than the catalogue keeps instead of cutting it', () => {
    const outcome = validateImportRow(['A-1', '', '', '', '', '9'.repeat(51)], mapping);
    expect(outcome).toEqual({ ok: false, error: 'UPC must be at most 50 characters' });
  });

  it('reads unmapped fields and cells past the end of a short row as empty', () => {
    expect(validateImportRow(['A-1'], mapping)).toMatchObject({
      ok: true,
      product: { sku: 'A-1', status: 'active' },
    });
  });

  it('numbers rows as a spreadsheet shows them (the header is row 1)', () => {
    expect(rowNumberOf(0)).toBe(2);
  });
});
