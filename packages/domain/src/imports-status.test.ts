import { describe, expect, it } from 'vitest';
import { rowRulesFor, validateImportRow } from './imports-fields.ts';
import { ROW_FLAGS, rowFlagOf } from './imports-row-flags.ts';
import { isInvertedStatusHeader, statusMapSchema, tallyStatusValues } from './imports-status.ts';

const statusOfRow = (headers: string[], cell: string, map?: Record<string, 'active' | 'discontinued'>) => {
  const mapping = { sku: 0, status: 1 };
  const outcome = validateImportRow(['A-1', cell], mapping, rowRulesFor(headers, mapping, map));
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.product.status;
};

describe('the status of an imported row', () => {
  it.each([
    ['Status', 'Y', 'active'],
    ['Status', 'N', 'discontinued'],
    ['Active', 'TRUE', 'active'],
    ['Active', 'FALSE', 'discontinued'],
    ['Status', 'Inactive', 'discontinued'],
    ['Status', 'NLA', 'discontinued'],
    ['Status', 'Closeout', 'discontinued'],
    ['Status', 'draft', 'discontinued'],
    ['Status', 'archived', 'discontinued'],
    ['Status', 'active', 'active'],
    ['Status', '', 'active'],
    ['Published', '1', 'active'],
    ['Published', '-1', 'discontinued'],
    // A column asking "is it discontinued?" reads yes as discontinued.
    ['Discontinued', 'Y', 'discontinued'],
    ['Discontinued', 'Yes', 'discontinued'],
    ['Discontinued?', 'TRUE', 'discontinued'],
    ['Discontinued', 'X', 'discontinued'],
    ['NLA', '1', 'discontinued'],
    ['Discontinued', 'N', 'active'],
    ['Discontinued', '', 'active'],
    ['NLA (Y/N)', 'no', 'active'],
  ])('%s %j → %s', (header, cell, status) => {
    expect(statusOfRow(['SKU', header], cell)).toBe(status);
  });

  it("follows the admin's map before the trade's meaning", () => {
    expect(statusOfRow(['SKU', 'Status'], 'Closeout', { closeout: 'active' })).toBe('active');
    expect(statusOfRow(['SKU', 'Status'], 'Limited', { limited: 'discontinued' })).toBe('discontinued');
  });

  it('tells which headers are inverted', () => {
    expect(
      ['Discontinued', 'NLA', 'Disc.', 'Obsolete', 'Is Inactive'].filter(isInvertedStatusHeader),
    ).toHaveLength(5);
    expect(['Status', 'Active', 'Published', 'Availability'].some(isInvertedStatusHeader)).toBe(false);
  });

  it('tallies the distinct values of a column and what each becomes, unknown ones marked', () => {
    const cells = ['Y', 'y ', '', 'N', 'Limited', 'Y'];
    expect(tallyStatusValues(cells, true, undefined)).toEqual([
      { value: 'y', rows: 3, status: 'discontinued', known: true },
      { value: '', rows: 1, status: 'active', known: true },
      { value: 'n', rows: 1, status: 'active', known: true },
      { value: 'limited', rows: 1, status: 'active', known: false },
    ]);
  });

  it('accepts only active or discontinued in a map', () => {
    expect(statusMapSchema.safeParse({ y: 'discontinued' }).success).toBe(true);
    expect(statusMapSchema.safeParse({ y: 'gone' }).success).toBe(false);
  });
});

describe('rows that are not products', () => {
  const headers = ['Part #', 'Description', 'Dealer', 'MAP'];
  it.each([
    [['SUBWOOFERS', '', '', ''], ROW_FLAGS.onlySku('SUBWOOFERS')],
    [['KX-1000', '', '', ''], ROW_FLAGS.onlySku('KX-1000')],
    [
      ['Prices subject to change without notice', '', '', ''],
      ROW_FLAGS.prose('Prices subject to change without notice'),
    ],
    [['All prices in USD', 'see terms', '', ''], ROW_FLAGS.prose('All prices in USD')],
  ])('flags %j', (row, flag) => {
    expect(rowFlagOf(row, 0, row[0]!)).toBe(flag);
    expect(headers).toHaveLength(row.length);
  });

  it.each([
    [['CVR 12 L7', 'Subwoofer', '', '']],
    [['KM654', '', '199.00', '']],
    [['KICKER Comp R 12', 'Sub', '', '']],
  ])('does not flag the product %j', (row) => {
    expect(rowFlagOf(row, 0, row[0]!)).toBeNull();
  });

  it('does not flag a file that has only a SKU column', () => {
    expect(rowFlagOf(['KM654'], 0, 'KM654')).toBeNull();
  });
});
