import { parseMoneyText } from '@crossover/domain/staged-products-check';
import { formatMoney } from '@/lib/format';

/**
 * A staged price as the import wrote it ('$1,234.50', '329.99'): '$1,234.50' on screen, '-' when
 * missing or zero (spec §5); text that is no amount is shown as written (the row's problems say
 * why it cannot be approved).
 */
export function stagedMoney(text: string | null | undefined): string {
  const parsed = parseMoneyText('Price', text);
  if (!parsed.ok) return text?.trim() ?? '-';
  return parsed.cents ? formatMoney(parsed.cents / 100) : '-';
}

/** Spec §9: dates month-day-year ("Mar 4, 2026"). */
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export function formatStagedDate(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : dateFormat.format(date);
}

/** '-' for a missing or blank value. */
export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || String(value).trim() === '' ? '-' : String(value);
