import { describe, expect, it } from 'vitest';
import { countText } from './count-text';

describe('countText', () => {
  it('says 1 product, 0 and 2 products, with thousands separators', () => {
    expect(countText(1, 'product')).toBe('1 product');
    expect(countText(0, 'product')).toBe('0 products');
    expect(countText(1200, 'row')).toBe('1,200 rows');
    expect(countText(1, 'row was', 'rows were')).toBe('1 row was');
  });
});
