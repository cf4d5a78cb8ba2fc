import { describe, expect, it } from 'vitest';
import { suggestMapping } from './imports-mapping.ts';

/** Shopify's product CSV columns, as its help centre lists them ("Using CSV files to import and export products"). */
const SHOPIFY = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'SEO Title',
  'SEO Description',
  'Google Shopping / Google Product Category',
  'Google Shopping / MPN',
  'Variant Image',
  'Variant Weight Unit',
  'Variant Tax Code',
  'Cost per item',
  'Status',
];

/** WooCommerce's product CSV export columns (its "Product CSV Import Schema"). */
const WOOCOMMERCE = [
  'ID',
  'Type',
  'SKU',
  'Name',
  'Published',
  'Is featured?',
  'Visibility in catalog',
  'Short description',
  'Description',
  'Date sale price starts',
  'Date sale price ends',
  'Tax status',
  'Tax class',
  'In stock?',
  'Stock',
  'Low stock amount',
  'Backorders allowed?',
  'Sold individually?',
  'Weight (kg)',
  'Length (cm)',
  'Width (cm)',
  'Height (cm)',
  'Allow customer reviews?',
  'Purchase note',
  'Sale price',
  'Regular price',
  'Categories',
  'Tags',
  'Shipping class',
  'Images',
  'Download limit',
  'Download expiry days',
  'Parent',
  'Grouped products',
  'Upsells',
  'Cross-sells',
  'External URL',
  'Button text',
  'Position',
  'Attribute 1 name',
  'Attribute 1 value(s)',
  'Attribute 1 visible',
  'Attribute 1 global',
];

const named = (headers: string[], mapping: Record<string, number | null | undefined>) =>
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
    const good = [['A', '$10.00', '6', 'https://x.test/a.jpg']];
    expect(named(headers, suggestMapping(headers, null, good).mapping)).toEqual({
      sku: 'SKU',
      mfgRetail: 'MSRP',
      mfgMasterPackQty: 'Case Pack',
      imageUrl: 'Image',
    });
  });
});
