import { describe, expect, it } from 'vitest';
import { campaignDateRange, discountPercent, fileSizeKb, isPmapFileName } from './pmap-format';

describe('PMAP screen formats', () => {
  it('takes .xlsx and .xls in any case, nothing else', () => {
    expect(['a.xlsx', 'B.XLS', 'c.Xlsx'].map(isPmapFileName)).toEqual([true, true, true]);
    expect(['a.csv', 'a.xlsx.pdf', 'xlsx'].map(isPmapFileName)).toEqual([false, false, false]);
  });

  it('shows sizes in KB, dates as UTC days and discounts with one decimal', () => {
    expect(fileSizeKb(12_697)).toBe('12.4 KB');
    expect(campaignDateRange('2026-07-01T00:00:00.000Z', '2026-07-31T23:59:59.999Z')).toBe(
      'Jul 1, 2026 - Jul 31, 2026',
    );
    expect(discountPercent(12.345)).toBe('12.3%');
    expect(discountPercent(-20)).toBe('-20.0%');
  });
});
