import { describe, expect, it } from 'vitest';
import { importProgressPercent } from './import-progress';

describe('importProgressPercent', () => {
  const running = (processedRows: number, totalRows: number) =>
    importProgressPercent({ status: 'processing', processedRows, totalRows });

  it('is processed over total while processing', () => {
    expect(running(500, 1000)).toBe(50);
    expect(running(1, 3)).toBe(33);
  });

  it('never shows less than 25 % or more than 95 % while processing', () => {
    expect(running(0, 1000)).toBe(25);
    expect(running(249, 1000)).toBe(25);
    expect(running(999, 1000)).toBe(95);
    expect(running(1000, 1000)).toBe(95);
    // A count past the total (rows counted twice by a resumed job) still stays under 100.
    expect(running(1500, 1000)).toBe(95);
  });

  it('shows 25 % when the total is not known yet', () => {
    expect(running(0, 0)).toBe(25);
    expect(running(10, 0)).toBe(25);
  });

  it('is 100 % once the import has ended, staged or failed', () => {
    for (const status of ['staged', 'completed', 'failed']) {
      expect(importProgressPercent({ status, processedRows: 3, totalRows: 1000 })).toBe(100);
    }
  });
});
