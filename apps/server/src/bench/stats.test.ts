import { describe, expect, it } from 'vitest';
import { median, percentile, ratio, shares } from './stats.ts';

describe('percentile', () => {
  it('takes the nearest rank of sorted samples', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(51);
    expect(percentile(sorted, 99)).toBe(100);
    expect(percentile(sorted, 0)).toBe(1);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });
});

describe('median', () => {
  it('sorts before taking the middle', () => {
    // The middle of the unsorted runs would be 30.
    expect(median([50, 30, 10])).toBe(30);
    expect(median([30, 50, 10])).toBe(30);
    expect(median([10, 90, 20])).toBe(20);
  });

  it('averages the two middle values of an even count, and leaves its input alone', () => {
    const runs = [40, 10, 30, 20];
    expect(median(runs)).toBe(25);
    expect(runs).toEqual([40, 10, 30, 20]);
    expect(median([])).toBe(0);
  });
});

describe('shares', () => {
  it('splits a total into nearly equal whole parts that add up to it', () => {
    expect(shares(10, 4)).toEqual([3, 3, 2, 2]);
    expect(shares(3, 5)).toEqual([1, 1, 1, 0, 0]);
    expect(shares(200, 10)).toEqual(Array(10).fill(20));
    for (const [total, parts] of [
      [0, 3],
      [7, 7],
      [1001, 10],
    ] as const)
      expect(shares(total, parts).reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('refuses nonsense', () => {
    expect(() => shares(5, 0)).toThrow(RangeError);
    expect(() => shares(-1, 2)).toThrow(RangeError);
    expect(() => shares(1.5, 2)).toThrow(RangeError);
  });
});

describe('ratio', () => {
  it('divides, but not by zero', () => {
    expect(ratio(6, 3)).toBe(2);
    expect(ratio(1, 0)).toBeNull();
  });
});
