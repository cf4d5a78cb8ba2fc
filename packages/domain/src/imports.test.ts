import { describe, expect, it } from 'vitest';
import { failureRateOf, importProgressPercent, processRequestSchema } from './imports.ts';

describe('importProgressPercent (spec §4: processed over total, clamped 25–95, 100 at the end)', () => {
  it('clamps while processing and is 100 once finished', () => {
    expect(importProgressPercent('processing', 0, 200)).toBe(25);
    expect(importProgressPercent('processing', 100, 200)).toBe(50);
    expect(importProgressPercent('processing', 199, 200)).toBe(95);
    expect(importProgressPercent('processing', 0, 0)).toBe(25);
    expect(importProgressPercent('staged', 3, 200)).toBe(100);
    expect(importProgressPercent('failed', 0, 200)).toBe(100);
  });
});

describe('failureRateOf', () => {
  it('is a percentage with one decimal, 0 for an empty file', () => {
    expect(failureRateOf(3, 20)).toBe(15);
    expect(failureRateOf(1, 3)).toBe(33.3);
    expect(failureRateOf(0, 0)).toBe(0);
  });
});

describe('processRequestSchema', () => {
  it('keeps the known fields of a mapping and accepts (to ignore) csvData', () => {
    const parsed = processRequestSchema.parse({ columnMapping: { sku: 0, bogus: 3 }, csvData: [['x']] });
    expect(parsed.columnMapping).toEqual({ sku: 0 });
  });

  it('refuses a column given by anything but a position', () => {
    for (const sku of [-1, 1.5, '0'])
      expect(processRequestSchema.safeParse({ columnMapping: { sku } }).success, String(sku)).toBe(false);
  });
});
