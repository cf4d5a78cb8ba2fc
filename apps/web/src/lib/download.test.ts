import { describe, expect, it } from 'vitest';
import { downloadNameFrom } from './download';

describe('downloadNameFrom', () => {
  it('saves under the server’s file name (the RFC 5987 form first), else the fallback', () => {
    expect(downloadNameFrom('attachment; filename="products-2026-01-31.csv"', 'products.csv')).toBe(
      'products-2026-01-31.csv',
    );
    expect(downloadNameFrom("attachment; filename*=UTF-8''products%20all.csv", 'products.csv')).toBe(
      'products all.csv',
    );
    expect(
      downloadNameFrom('attachment; filename="a.csv"; filename*=UTF-8\'\'%C3%A9t%C3%A9.csv', 'x.csv'),
    ).toBe('été.csv');
    expect(downloadNameFrom('attachment; filename*=UTF-8\'\'%E0%A4%A; filename="plain.csv"', 'x.csv')).toBe(
      'plain.csv',
    );
    expect(downloadNameFrom(null, 'failed_rows.csv')).toBe('failed_rows.csv');
    expect(downloadNameFrom('attachment', 'products.csv')).toBe('products.csv');
  });
});
