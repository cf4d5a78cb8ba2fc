import { describe, expect, it } from 'vitest';
import { type ThrottleRule, delayAfter } from './throttle.ts';

const rule: ThrottleRule = {
  freeAttempts: 5,
  baseDelaySeconds: 1,
  maxDelaySeconds: 900,
  forgetAfterSeconds: 86_400,
};

describe('delayAfter', () => {
  it('asks for no wait during the free attempts', () => {
    for (let attempts = 0; attempts < rule.freeAttempts; attempts += 1) {
      expect(delayAfter(rule, attempts)).toBe(0);
    }
  });

  it('doubles the wait with each further attempt, up to the cap', () => {
    expect([5, 6, 7, 8, 9].map((n) => delayAfter(rule, n))).toEqual([1, 2, 4, 8, 16]);
    expect(delayAfter(rule, 14)).toBe(512);
    expect(delayAfter(rule, 15)).toBe(900);
    expect(delayAfter(rule, 10_000)).toBe(900);
  });
});
