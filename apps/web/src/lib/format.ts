const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** `$1,234.50`; money arrives as two-decimal strings on the wire. Missing or invalid → '-'. */
export function formatMoney(value: string | number | null | undefined): string {
  const number = toNumber(value);
  return number === null ? '-' : usd.format(number);
}

/** For tables (spec §5): '-' for a missing or zero amount, else `$1,234.50`. */
export function formatMoneyOrDash(value: string | number | null | undefined): string {
  const number = toNumber(value);
  return number === null || number === 0 ? '-' : usd.format(number);
}

/** "First Last" from nullable parts; null when both are missing or blank. */
export function fullName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string | null {
  const name = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name === '' ? null : name;
}
