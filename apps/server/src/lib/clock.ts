/**
 * Where services read the time from (`context.clock`), so a test can put a rule that depends on
 * the date (an expiry, a month's total, a campaign's window) at the moment it wants to check.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets: real time until `set`, then that moment, moved on by `advance`. */
export interface TestClock extends Clock {
  set(moment: Date | string): void;
  advance(ms: number): void;
  /** Back to real time. */
  reset(): void;
}

export function createTestClock(): TestClock {
  let fixed: number | null = null;
  return {
    now: () => new Date(fixed ?? Date.now()),
    set(moment) {
      fixed = new Date(moment).getTime();
    },
    advance(ms) {
      fixed = (fixed ?? Date.now()) + ms;
    },
    reset() {
      fixed = null;
    },
  };
}
