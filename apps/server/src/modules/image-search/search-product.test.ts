import { describe, expect, it } from 'vitest';
import { demoPictureSkus } from '@/modules/demo-images/demo-pictures.ts';
import { createDemoProvider } from './providers/demo.ts';
import { productQuery, siteOf, sitesFor } from './search-product.ts';

describe('image search order', () => {
  it("takes the manufacturer website's host as the first site", () => {
    expect(siteOf('https://www.Maker.example/products?x=1')).toBe('maker.example');
    expect(siteOf('maker.example')).toBe('maker.example');
    expect(siteOf('ftp://maker.example')).toBeNull();
    expect(siteOf('  ')).toBeNull();
    expect(siteOf(null)).toBeNull();
    expect(sitesFor({ websiteUrl: 'http://www.d1.example' }, ['d1.example', 'd2.example'])).toEqual([
      'd1.example',
      'd2.example',
    ]);
    expect(sitesFor({ websiteUrl: null }, ['d1.example'])).toEqual(['d1.example']);
    expect(productQuery({ sku: 'AB-1', manufacturerName: 'Maker' })).toBe('"AB-1" Maker');
  });

  it("answers a demo product's own picture in demo mode", async () => {
    const sku = demoPictureSkus()[0]!;
    const demo = createDemoProvider('http://127.0.0.1:5000');
    expect(await demo.search(productQuery({ sku, manufacturerName: 'X' }), 'x.example')).toEqual([
      `http://127.0.0.1:5000/api/demo-images/${encodeURIComponent(sku)}.webp`,
    ]);
    expect(await demo.search('"NOT-A-DEMO-SKU" X', null)).toEqual([]);
  });
});
