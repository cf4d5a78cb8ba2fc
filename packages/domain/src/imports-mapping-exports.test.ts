import { describe, expect, it } from 'vitest';
import {
  SHOPIFY_PRODUCT_COLUMNS as SHOPIFY,
  WOOCOMMERCE_PRODUCT_COLUMNS as WOOCOMMERCE,
} from './imports-export-columns.ts';
import { suggestMapping } from './imports-mapping.ts';

const named = (headers: readonly string[], mapping: Record<string, number | null | undefined>) =>
  Object.fromEntries(
    Object.entries(mapping).flatMap(([field, index]) => (index == null ? [] : [[field, headers[index]]])),
  );

describe('suggestions for the commonest exports', () => {
  it("maps Shopify's export", () => {
    expect(named(SHOPIFY, suggestMapping(SHOPIFY).mapping)).toEqual({
      sku: 'Variant SKU',
      name: 'Title',
      description: 'Body (HTML)',
      category: 'Product Category',
      status: 'Status',
      mfgCost: 'Cost per item',
      mfgRetail: 'Variant Price',
      imageUrl: 'Image Src',
      upc: 'Variant Barcode',
    });
  });

  it("maps WooCommerce's export: category from Categories, never Type", () => {
    expect(named(WOOCOMMERCE, suggestMapping(WOOCOMMERCE).mapping)).toEqual({
      sku: 'SKU',
      name: 'Name',
      description: 'Description',
      category: 'Categories',
      status: 'Published',
      mfgRetail: 'Regular price',
      imageUrl: 'Images',
      weight: 'Weight (kg)',
    });
  });

  it("names products from a price list's Description when nothing else is name-like", () => {
    const headers = ['Part #', 'Description', 'Dealer', 'MAP', 'MSRP'];
    expect(named(headers, suggestMapping(headers).mapping)).toEqual({
      sku: 'Part #',
      name: 'Description',
      mfgCost: 'Dealer',
      mfgMAP: 'MAP',
      mfgRetail: 'MSRP',
    });
    // With a name column, Description stays the description.
    expect(
      named(['SKU', 'Name', 'Description'], suggestMapping(['SKU', 'Name', 'Description']).mapping),
    ).toEqual({
      sku: 'SKU',
      name: 'Name',
      description: 'Description',
    });
  });

  it("does not take a short word one letter away from a synonym ('last' is not 'list')", () => {
    for (const header of ['last', 'Lost', 'Cast', 'Mop', 'Nett'])
      expect(Object.values(suggestMapping(['SKU', header]).mapping), header).not.toContain(1);
  });

  it('does not suggest a number field for a column whose sample cells are no numbers', () => {
    const headers = ['SKU', 'MSRP', 'Case Pack', 'Image'];
    const rows = [
      ['A', 'See dealer', 'none', 'n/a'],
      ['B', 'Call', 'tbd', ''],
    ];
    expect(named(headers, suggestMapping(headers, null, rows).mapping)).toEqual({ sku: 'SKU' });
    // A formula's amount is read (rounded), so it does not hide the column.
    expect(suggestMapping(['SKU', 'Cost'], null, [['A', '714.9945']]).mapping.mfgCost).toBe(1);
    const good = [['A', '$10.00', '6', 'https://x.test/a.jpg']];
    expect(named(headers, suggestMapping(headers, null, good).mapping)).toEqual({
      sku: 'SKU',
      mfgRetail: 'MSRP',
      mfgMasterPackQty: 'Case Pack',
      imageUrl: 'Image',
    });
  });
});
