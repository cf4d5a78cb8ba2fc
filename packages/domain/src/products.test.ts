import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRODUCT_MESSAGES,
  createProductSchema,
  moneyInput,
  productStatusRequestSchema,
  updateProductSchema,
} from './products.ts';

const valid = { name: 'Storm 12', sku: 'ST-12', manufacturerId: 'm1', seriesId: 's1' };
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('create product (spec §5)', () => {
  it('names each missing required field with the spec text', () => {
    expect(messagesOf(createProductSchema.safeParse({}))).toEqual({
      name: PRODUCT_MESSAGES.nameRequired,
      sku: PRODUCT_MESSAGES.skuRequired,
      manufacturerId: PRODUCT_MESSAGES.manufacturerRequired,
      seriesId: PRODUCT_MESSAGES.seriesRequired,
    });
    const blanks = { name: '  ', sku: '', manufacturerId: 'none', seriesId: '' };
    expect(Object.keys(messagesOf(createProductSchema.safeParse(blanks)))).toEqual([
      'name',
      'sku',
      'manufacturerId',
      'seriesId',
    ]);
  });

  it('applies the defaults and clears blanks', () => {
    expect(createProductSchema.parse({ ...valid, description: ' ', mfgMasterPackQty: '' })).toMatchObject({
      isActive: true,
      mfgMasterPackQty: 1,
      description: null,
      mapPrice: null,
      specifications: null,
    });
    expect(createProductSchema.parse(valid).mfgMasterPackQty).toBe(1);
  });

  it('drops fields a caller may not set', () => {
    const parsed = createProductSchema.parse({
      ...valid,
      id: 'x',
      status: 'discontinued',
      discontinuedReason: 'no',
      createdAt: '2020-01-01',
      source: 'CSV Import',
    });
    for (const key of ['id', 'status', 'discontinuedReason', 'createdAt', 'source'])
      expect(parsed).not.toHaveProperty(key);
  });

  it('accepts http(s) and stored image addresses only', () => {
    for (const imageUrl of ['https://x.test/a.jpg', '/objects/products/a.webp', '/api/demo-images/A.webp'])
      expect(createProductSchema.safeParse({ ...valid, imageUrl }).success, imageUrl).toBe(true);
    for (const imageUrl of ['javascript:alert(1)', '//evil.test/a.jpg', 'ftp://x/a', 'a b', '/\\evil'])
      expect(messagesOf(createProductSchema.safeParse({ ...valid, imageUrl })), imageUrl).toEqual({
        imageUrl: PRODUCT_MESSAGES.imageUrlInvalid,
      });
    expect(messagesOf(createProductSchema.safeParse({ ...valid, sourceUrl: '/objects/a' }))).toEqual({
      sourceUrl: PRODUCT_MESSAGES.sourceUrlInvalid,
    });
  });

  it('refuses a distributor part number past 255 characters', () => {
    const result = createProductSchema.safeParse({ ...valid, distributorPartNumber: 'x'.repeat(256) });
    expect(messagesOf(result)).toEqual({
      distributorPartNumber: 'Distributor part number must be at most 255 characters',
    });
  });
});

describe('money fields', () => {
  const money = moneyInput('MAP price');
  it('normalises to two decimals', () => {
    expect(money.parse('12.5')).toBe('12.50');
    expect(money.parse(12)).toBe('12.00');
    expect(money.parse('.5')).toBe('0.50');
    expect(money.parse('0')).toBe('0.00');
    expect(money.parse(' ')).toBeNull();
    expect(money.parse(null)).toBeNull();
    expect(money.parse('99999999.99')).toBe('99999999.99');
  });
  it('refuses negatives, a third decimal, text and overflow with messages naming the field', () => {
    const cases: [unknown, string][] = [
      ['-1', 'MAP price must be 0 or more'],
      [-0.01, 'MAP price must be 0 or more'],
      ['1.234', 'MAP price can have at most 2 decimals'],
      [0.125, 'MAP price can have at most 2 decimals'],
      ['abc', 'MAP price must be an amount such as 12.50'],
      ['1e3', 'MAP price must be an amount such as 12.50'],
      ['100000000', 'MAP price must be at most 99,999,999.99'],
      [true, 'MAP price must be an amount such as 12.50'],
    ];
    for (const [input, message] of cases)
      expect(money.safeParse(input).error?.issues[0]?.message, String(input)).toBe(message);
  });
  it('round-trips every amount in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_99 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(money.parse(text)).toBe(text);
      }),
    );
  });
  it('names each money field of the product', () => {
    const result = createProductSchema.safeParse({ ...valid, mfgCost: '-1', distributorMpqCost: '1.001' });
    expect(messagesOf(result)).toEqual({
      mfgCost: 'Manufacturer cost must be 0 or more',
      distributorMpqCost: 'Distributor MPQ cost can have at most 2 decimals',
    });
  });
});

describe('master pack quantity', () => {
  it('is a whole number of at least 1', () => {
    expect(createProductSchema.parse({ ...valid, mfgMasterPackQty: '24' }).mfgMasterPackQty).toBe(24);
    for (const mfgMasterPackQty of [0, '-2', 1.5, '2.0', 'six', 1_000_001])
      expect(
        createProductSchema.safeParse({ ...valid, mfgMasterPackQty }).success,
        String(mfgMasterPackQty),
      ).toBe(false);
  });
});

describe('update product (PATCH)', () => {
  it('keeps missing keys missing, so nothing is reset', () => {
    expect(updateProductSchema.parse({})).toEqual({});
    expect(updateProductSchema.parse({ mapPrice: '5' })).toEqual({ mapPrice: '5.00' });
  });
  it('clears with null and falls back to 1 for a blank quantity', () => {
    expect(updateProductSchema.parse({ category: null, mfgMasterPackQty: '' })).toEqual({
      category: null,
      mfgMasterPackQty: 1,
    });
  });
  it('still refuses a blank required field', () => {
    expect(messagesOf(updateProductSchema.safeParse({ name: ' ' }))).toEqual({
      name: PRODUCT_MESSAGES.nameRequired,
    });
  });
});

describe('status request', () => {
  it('requires a reason to discontinue, naming the field', () => {
    for (const reason of [undefined, null, '  '])
      expect(messagesOf(productStatusRequestSchema.safeParse({ status: 'discontinued', reason }))).toEqual({
        reason: PRODUCT_MESSAGES.reasonRequired,
      });
    expect(productStatusRequestSchema.parse({ status: 'discontinued', reason: ' EOL ' })).toEqual({
      status: 'discontinued',
      reason: 'EOL',
    });
  });
  it('ignores a reason when reactivating', () => {
    expect(productStatusRequestSchema.parse({ status: 'active', reason: 'x' })).toEqual({
      status: 'active',
      reason: null,
    });
    expect(productStatusRequestSchema.parse({ status: 'active' }).reason).toBeNull();
  });
  it('refuses an unknown status', () => {
    expect(messagesOf(productStatusRequestSchema.safeParse({ status: 'inactive' }))).toEqual({
      status: 'Choose a status',
    });
  });
});
