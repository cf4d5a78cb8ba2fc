/**
 * How a workbook's numbers and dates read as text, in one place for both workbook readers
 * (SheetJS's cells in read-workbook.ts, the streaming .xlsx reader in xlsx-cells.ts), so an
 * .xlsx reads the same whichever reads it. No SheetJS here: the streaming reader runs on the
 * request thread and must not load it.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** A number without float noise: 0.1 + 0.2 → '0.3', 1e21 → '1e+21'. */
export const numberText = (value: number): string => String(Number(value.toPrecision(15)));

/**
 * A date as ISO in UTC: 'YYYY-MM-DD' at midnight, else 'YYYY-MM-DD HH:MM:SS', to the nearest
 * second. A workbook stores a date as a fraction of days, so 13:05:07 comes back as
 * 13:05:06.999…: cutting the milliseconds would read it a second early.
 */
export function dateText(exact: Date): string {
  const date = new Date(Math.round(exact.getTime() / 1000) * 1000);
  const seconds = date.getUTCHours() * 3600 + date.getUTCMinutes() * 60 + date.getUTCSeconds();
  // A time-only cell (12:30 is the serial 0.52…) falls on day zero, 1899-12-30 or -31: the time alone.
  if (seconds > 0 && date.getUTCFullYear() === 1899 && date.getUTCMonth() === 11 && date.getUTCDate() >= 30)
    return timeText(seconds);
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  if (seconds === 0) return day;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** A time of day (seconds since midnight) as 'HH:MM:SS': a time-only cell reads as the time it shows. */
export const timeText = (seconds: number): string =>
  `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;

/** The digits a zero-padded number format ('00000', '000000000000') shows a whole number with, else 0. */
export const zeroPadWidth = (code: string | undefined): number =>
  code !== undefined && /^0{2,}$/.test(code) ? code.length : 0;

/** A whole number's text as a zero-padded format shows it: 123 in '00000' is 00123 (part numbers, UPCs). */
export const zeroPadded = (text: string, width: number): string =>
  width > 0 && /^\d+$/.test(text) ? text.padStart(width, '0') : text;
