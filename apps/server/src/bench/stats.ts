import { loadavg } from 'node:os';

/**
 * The few statistics the benches print, kept pure so they are tested (stats.test.ts): a figure a
 * bench prints is only as true as the arithmetic behind it.
 */

/** Nearest-rank percentile of samples sorted ascending (0 for none). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * The median of samples in any order: sorted first (a copy), the middle one, or the mean of the two
 * middle ones for an even count. The import-approve bench once took the middle of unsorted runs and
 * printed 2.20× for 2.15×.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * `total` split into `parts` whole shares as equal as they can be (the first ones take the
 * remainder), e.g. 10 into 4 → [3, 3, 2, 2]: how many samples each alternating slice takes.
 */
export function shares(total: number, parts: number): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('total must be a whole number ≥ 0');
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError('parts must be a whole number ≥ 1');
  const base = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, i) => base + (i < total % parts ? 1 : 0));
}

/** a / b, or null when b is 0 (a ratio to a zero time means nothing). */
export function ratio(a: number, b: number): number | null {
  return b > 0 ? a / b : null;
}

/** The machine's load average over 1, 5 and 15 minutes, as the benches print it ("1.2 / 0.9 / 0.7"). */
export const loadAverage = (): string =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** A time in ms as the bench tables print it: one decimal, right-aligned in 7. */
export const msText = (ms: number): string => ms.toFixed(1).padStart(7);

/** A ratio as the bench tables print it ('n/a' for none), right-aligned in 5. */
export const ratioText = (x: number | null): string => (x === null ? 'n/a' : x.toFixed(2)).padStart(5);
