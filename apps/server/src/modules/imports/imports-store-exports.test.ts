import { describe, expect, it } from 'vitest';
import type { UploadResponse } from '@crossover/domain/imports';
import {
  SHOPIFY_PRODUCT_COLUMNS,
  WOOCOMMERCE_PRODUCT_COLUMNS,
} from '@crossover/domain/imports-export-columns';
import { csvText, processImport, stagedOf, upload } from '@/test/imports/import-kit.ts';
import { importTestApp } from '@/test/imports/import-test-app.ts';

/**
 * Issue 15 item 7 through the pipeline: a Shopify and a WooCommerce product export, made from their
 * published column lists, are uploaded, the ★ suggestion is taken as it is, and the products are
 * staged with their SKU, prices, cost, barcode, image and status.
 */
const { t, world } = await importTestApp();

/** A row of the export with the named cells filled, the others blank. */
const rowOf = (columns: readonly string[], cells: Record<string, string>) =>
  columns.map((column) => cells[column] ?? '');

async function importWithSuggestion(columns: readonly string[], rows: string[][], filename: string) {
  const uploaded = await upload(t, world.admin, {
    data: csvText([[...columns], ...rows]),
    filename,
    manufacturerId: world.manufacturerId,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const { importId, suggestion } = uploaded.json<UploadResponse>();
  const entry = await processImport(t, world, importId, { columnMapping: suggestion.mapping });
  return { entry, staged: await stagedOf(t, importId) };
}

describe('store exports imported with the suggested mapping', () => {
  it('stages a Shopify export: Variant SKU, Body (HTML), prices, cost, barcode, image, draft as discontinued', async () => {
    const rows = [
      rowOf(SHOPIFY_PRODUCT_COLUMNS, {
        Handle: 'comp-r-12',
        Title: 'CompR 12" Subwoofer',
        'Body (HTML)': '<p>Dual 4-ohm voice coils</p>',
        Vendor: 'Kicker',
        Type: 'Subwoofers',
        Published: 'TRUE',
        'Variant SKU': '48CWR124',
        'Variant Price': '229.95',
        'Variant Compare At Price': '259.95',
        'Variant Barcode': '713034087536',
        'Image Src': 'https://cdn.shopify.test/compr12.jpg',
        'SEO Description': 'Buy the CompR 12 online',
        'Cost per item': '114.9750',
        Status: 'active',
      }),
      rowOf(SHOPIFY_PRODUCT_COLUMNS, {
        Handle: 'old-amp',
        Title: 'Old Amplifier',
        'Variant SKU': '43CXA3004',
        'Variant Price': '199.95',
        Status: 'draft',
      }),
      // Shopify's extra image row of the first product: no SKU, so not a product.
      rowOf(SHOPIFY_PRODUCT_COLUMNS, {
        Handle: 'comp-r-12',
        'Image Src': 'https://cdn.shopify.test/compr12-b.jpg',
      }),
    ];
    const { entry, staged } = await importWithSuggestion(
      SHOPIFY_PRODUCT_COLUMNS,
      rows,
      'products_export.csv',
    );
    expect(entry).toMatchObject({ recordsStaged: 2, recordsFailed: 1, recordsWarned: 1 });
    expect(staged[0]).toMatchObject({
      sku: '48CWR124',
      name: 'CompR 12" Subwoofer',
      description: '<p>Dual 4-ohm voice coils</p>',
      retailPrice: '229.95',
      mfgCost: '114.98',
      upc: '713034087536',
      imageUrl: 'https://cdn.shopify.test/compr12.jpg',
      status: 'active',
      importWarnings: ["Mfg Cost '114.9750' was rounded to cents: 114.98"],
    });
    expect(staged[1]).toMatchObject({ sku: '43CXA3004', status: 'discontinued', importWarnings: null });
  });

  it('stages a WooCommerce export: Categories (not Type), Regular price, the first of its Images, Published -1', async () => {
    const rows = [
      rowOf(WOOCOMMERCE_PRODUCT_COLUMNS, {
        ID: '101',
        Type: 'simple',
        SKU: 'KS-65',
        Name: 'KS 6.5" Coaxial Speakers',
        Published: '1',
        'Short description': 'Coaxial pair',
        Description: 'A 6.5 inch coaxial pair with a silk tweeter.',
        'Weight (kg)': '1.8',
        'Sale price': '',
        'Regular price': '129.99',
        Categories: 'Speakers > Coaxial Speakers',
        Images: 'https://shop.test/ks65-a.jpg, https://shop.test/ks65-b.jpg',
      }),
      rowOf(WOOCOMMERCE_PRODUCT_COLUMNS, {
        ID: '102',
        Type: 'simple',
        SKU: 'KS-69',
        Name: 'KS 6x9 Speakers',
        Published: '-1',
        'Regular price': 'Call',
        Categories: 'Speakers',
      }),
    ];
    const { entry, staged } = await importWithSuggestion(
      WOOCOMMERCE_PRODUCT_COLUMNS,
      rows,
      'wc-product-export.csv',
    );
    expect(entry).toMatchObject({ recordsStaged: 2, recordsFailed: 0, recordsWarned: 2 });
    expect(staged[0]).toMatchObject({
      sku: 'KS-65',
      name: 'KS 6.5" Coaxial Speakers',
      description: 'A 6.5 inch coaxial pair with a silk tweeter.',
      category: 'Speakers > Coaxial Speakers',
      retailPrice: '129.99',
      weight: '1.8',
      imageUrl: 'https://shop.test/ks65-a.jpg',
      status: 'active',
      importWarnings: ['Image URL has 2 addresses: the first was kept'],
    });
    expect(staged[1]).toMatchObject({
      sku: 'KS-69',
      retailPrice: null,
      status: 'discontinued',
      importWarnings: ["Retail Price (MSRP) 'Call' is not an amount: left empty"],
    });
  });
});
