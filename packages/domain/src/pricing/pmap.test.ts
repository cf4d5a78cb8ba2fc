import { describe, expect, it } from 'vitest';
import {
  PMAP_MESSAGES,
  averageDiscount,
  formatPercentChange,
  isCalendarDate,
  parsePmapPrice,
  pmapImportRequestSchema,
  pmapPercentChange,
  pmapRowVerdict,
} from './pmap.ts';

describe('PMAP pure rules', () => {
  it('reads prices as cents: currency signs and thousands separators, never more than two decimals', () => {
    expect(['129.99', '$1,299.00', ' 45 ', '0.5', 12.5].map(parsePmapPrice)).toEqual([
      12999, 129900, 4500, 50, 1250,
    ]);
    expect(['', 'Call', '-5.00', '0', '1.999', null, undefined, '12.34.56'].map(parsePmapPrice)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('compares with MAP in percent with one decimal, and averages the percent off MAP', () => {
    expect(pmapPercentChange(20000, 15000)).toBe(-25);
    expect(pmapPercentChange(30000, 26999)).toBe(-10);
    expect(pmapPercentChange(10000, 11000)).toBe(10);
    expect(pmapPercentChange(null, 1000)).toBeNull();
    expect(pmapPercentChange(0, 1000)).toBeNull();
    expect(averageDiscount([-25, 10, null])).toBe(7.5);
    expect(averageDiscount([null])).toBe(0);
  });

  it('judges a row: unknown SKU, unreadable price and repeats are errors; above MAP or no MAP a warning', () => {
    const base = { sku: 'A', productFound: true, pmapCents: 900, mapCents: 1000, duplicateOfRow: null };
    expect(pmapRowVerdict(base)).toEqual({ status: 'success', message: null });
    expect(pmapRowVerdict({ ...base, productFound: false })).toEqual({
      status: 'error',
      message: PMAP_MESSAGES.skuNotFound,
    });
    expect(pmapRowVerdict({ ...base, pmapCents: null })).toEqual({
      status: 'error',
      message: PMAP_MESSAGES.priceMissing,
    });
    expect(pmapRowVerdict({ ...base, duplicateOfRow: 6 }).status).toBe('error');
    expect(pmapRowVerdict({ ...base, sku: '' })).toEqual({
      status: 'error',
      message: PMAP_MESSAGES.skuMissing,
    });
    expect(pmapRowVerdict({ ...base, pmapCents: 1100 })).toEqual({
      status: 'warning',
      message: PMAP_MESSAGES.priceAboveMap,
    });
    expect(pmapRowVerdict({ ...base, mapCents: null })).toEqual({
      status: 'warning',
      message: PMAP_MESSAGES.noCurrentMap,
    });
  });

  it('shows a plus sign on a positive change only', () => {
    expect([3, -12.5, 0, null].map(formatPercentChange)).toEqual(['+3.0%', '-12.5%', '0.0%', '-']);
  });

  it('takes real calendar dates and an end on or after the start', () => {
    expect(['2026-02-28', '2028-02-29'].map(isCalendarDate)).toEqual([true, true]);
    expect(['2026-02-30', '2026-2-1', '07/01/2026'].map(isCalendarDate)).toEqual([false, false, false]);
    const request = (startDate: string, endDate: string) =>
      pmapImportRequestSchema.safeParse({
        campaign: { name: 'X', startDate, endDate },
        products: [{ sku: 'A', newPmapPrice: '1.00' }],
      });
    expect(request('2026-07-01', '2026-07-01').success).toBe(true);
    expect(request('2026-07-02', '2026-07-01').error?.issues[0]).toMatchObject({
      path: ['campaign', 'endDate'],
      message: PMAP_MESSAGES.endBeforeStart,
    });
  });
});
