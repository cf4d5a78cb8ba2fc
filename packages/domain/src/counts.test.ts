import { describe, expect, it } from 'vitest';
import { COUNT_CAP, exactCountResponseSchema, formatCount } from './counts.ts';

describe('formatCount', () => {
  it("says '1,000+' for a capped count, whatever the number", () => {
    expect(COUNT_CAP).toBe(1000);
    expect(formatCount(COUNT_CAP, true)).toBe('1,000+');
    expect(formatCount(3, true)).toBe('1,000+');
  });

  it('writes an exact count with thousands separators', () => {
    expect(formatCount(0, false)).toBe('0');
    expect(formatCount(999, false)).toBe('999');
    expect(formatCount(1000, false)).toBe('1,000');
    expect(formatCount(1234567, false)).toBe('1,234,567');
  });
});

describe('exactCountResponseSchema', () => {
  it('takes a whole count and refuses anything else', () => {
    expect(exactCountResponseSchema.parse({ count: 1201 })).toEqual({ count: 1201 });
    expect(exactCountResponseSchema.safeParse({ count: 1.5 }).success).toBe(false);
    expect(exactCountResponseSchema.safeParse({}).success).toBe(false);
  });
});
