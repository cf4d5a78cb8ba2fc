import { z } from 'zod';

/**
 * Money in the domain is integer cents; on the wire a two-decimal string ("1234.50"); in the
 * database numeric(10,2), which both drivers return as a string.
 */
export type Cents = number;

/** The largest amount numeric(10,2) holds, in cents. */
export const MAX_MONEY_CENTS = 99_999_999_99;

/** "12.5", "12.50", 12.5 → 1250; null, undefined and "" → null. Throws on anything else. */
export function toCents(value: string | number | null | undefined): Cents | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{0,2})\d*)?$/.exec(text);
  if (!match) throw new RangeError(`not a money amount: ${String(value)}`);
  const [, minus, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/** 123450 → "1234.50"; negative amounts keep their sign. */
export function formatCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const formatCentsOrNull = (cents: Cents | null | undefined): string | null =>
  cents === null || cents === undefined ? null : formatCents(cents);

/** A money amount on the wire: a non-negative two-decimal string. */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/, 'Expected an amount with two decimals');

/**
 * A tax rate stored as a decimal fraction with four places ("0.0725"), as ten-thousandths (725).
 * Null, blank or zero means tax exempt.
 */
export function taxRateToTenThousandths(rate: string | null | undefined): number {
  if (rate === null || rate === undefined || rate.trim() === '') return 0;
  const match = /^(\d+)(?:\.(\d{0,4})\d*)?$/.exec(rate.trim());
  if (!match) throw new RangeError(`not a tax rate: ${rate}`);
  return Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
}

/** Rounds half away from zero; inputs here are never negative. */
export const roundHalfUp = (value: number): number => Math.sign(value) * Math.round(Math.abs(value));
