import { describe, expect, it } from 'vitest';
import { productsFoundText } from './catalog-page';

describe('result count', () => {
  it("says '1 product found' for one, '{n} products found' otherwise", () => {
    expect(productsFoundText(1)).toBe('1 product found');
    expect(productsFoundText(0)).toBe('0 products found');
    expect(productsFoundText(84)).toBe('84 products found');
  });

  it("says '1,000+ products found' past the cap (decision 0045), with separators below it", () => {
    expect(productsFoundText(1000, true)).toBe('1,000+ products found');
    expect(productsFoundText(1000)).toBe('1,000 products found');
  });
});
