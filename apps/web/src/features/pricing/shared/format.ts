/**
 * Dates on the pricing screens, month-day-year (back-office §9). An import's effective and
 * expiration dates are calendar days (the start of that UTC day on the wire), so they are shown in
 * UTC: "Mar 4, 2026" everywhere, whatever the viewer's time zone. Moments (created, applied, rolled
 * back) are shown in the viewer's time with the hour.
 */
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A bare 'YYYY-MM-DD' is read as that UTC day, the same as the server's start-of-day timestamp.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 4, 2026", or '-' when missing. */
export function formatDay(value: string | null | undefined): string {
  const date = parse(value);
  return date ? day.format(date) : '-';
}

/** "Mar 4, 2026, 3:05 PM", or '-' when missing. */
export function formatMoment(value: string | null | undefined): string {
  const date = parse(value);
  return date ? moment.format(date) : '-';
}

/** Today in the viewer's calendar as 'YYYY-MM-DD' (a date input's value). */
export function todayInput(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
