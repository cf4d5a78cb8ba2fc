import { describe, expect, it } from 'vitest';
import { parseSize, sizeLabel } from './scale.ts';
import { REQUESTS } from './scale-requests.ts';

describe('scale sizes', () => {
  it('reads 10k, 100k, 1m and plain numbers', () => {
    expect(parseSize('10k')).toBe(10_000);
    expect(parseSize('100K')).toBe(100_000);
    expect(parseSize('1m')).toBe(1_000_000);
    expect(parseSize('2.5m')).toBe(2_500_000);
    expect(parseSize('250_000')).toBe(250_000);
    expect(() => parseSize('lots')).toThrow(/10k, 100k or 1m/);
    expect(() => parseSize('0')).toThrow();
    expect(() => parseSize('1.5')).toThrow();
  });

  it('names a size the way a database suffix reads, and back', () => {
    expect(sizeLabel(10_000)).toBe('10k');
    expect(sizeLabel(1_000_000)).toBe('1m');
    expect(sizeLabel(12_345)).toBe('12345');
    for (const size of [10_000, 100_000, 1_000_000, 12_345]) expect(parseSize(sizeLabel(size))).toBe(size);
  });
});

describe('the request table', () => {
  it('has unique labels, and the embedded mode has its two requests', () => {
    expect(REQUESTS.length).toBeGreaterThan(0);
    expect(new Set(REQUESTS.map((r) => r.label)).size).toBe(REQUESTS.length);
    expect(REQUESTS.filter((r) => r.embedded).map((r) => r.label)).toEqual([
      'catalogue first page',
      "search 'titan'",
    ]);
  });
});
