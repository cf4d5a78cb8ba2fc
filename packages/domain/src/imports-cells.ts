/**
 * Reading the optional cells of an imported row (issue 15 item 6): only the SKU decides whether a
 * row can be staged, so an optional cell that cannot be read ('Call', 'TBD', 'N/A', text in a
 * number field, an address that is not one) leaves its field empty with a warning that names the
 * value. Pure; no imports from imports-fields.ts (it builds on these).
 */

/** Longest part of a cell a message quotes. */
const QUOTE_MAX = 40;

/** A cell as a message quotes it: 'Call', or its first 40 characters and '…'. */
export const quoteCell = (cell: string): string =>
  `'${cell.length > QUOTE_MAX ? `${cell.slice(0, QUOTE_MAX)}…` : cell}'`;

export const CELL_WARNINGS = {
  notAmount: (label: string, cell: string) => `${label} ${quoteCell(cell)} is not an amount: left empty`,
  negative: (label: string, cell: string) => `${label} ${quoteCell(cell)} is negative: left empty`,
  tooBig: (label: string, cell: string) =>
    `${label} ${quoteCell(cell)} is more than 99,999,999.99: left empty`,
  rounded: (label: string, cell: string, value: string) =>
    `${label} ${quoteCell(cell)} was rounded to cents: ${value}`,
  notQty: (label: string, cell: string) =>
    `${label} ${quoteCell(cell)} is not a whole number of at least 1: left empty`,
  qtyTooBig: (label: string, cell: string, max: number) =>
    `${label} ${quoteCell(cell)} is more than ${max.toLocaleString('en-US')}: left empty`,
  notUrl: (label: string, cell: string) =>
    `${label} ${quoteCell(cell)} is not an http:// or https:// address: left empty`,
  firstUrl: (label: string, count: number) => `${label} has ${count} addresses: the first was kept`,
  tooLong: (label: string, length: number, max: number) =>
    `${label} is ${length.toLocaleString('en-US')} characters, more than ${max.toLocaleString('en-US')}: left empty`,
  statusUnknown: (cell: string) =>
    `Status ${quoteCell(cell)} is not a known status: staged as active (set its meaning in the preview)`,
} as const;

export type CellRead<T> = { value: T | null; warning?: string };

/**
 * A money cell: '$1,234.50', '1234.5', ' 12 ' → '1234.50', '12.00'; blank → null. Commas are
 * accepted only as thousands separators ('12,50' is not read as 1250). More than two decimals (a
 * formula's 714.9945) are rounded half up to cents with a warning.
 */
export function readAmount(cell: string, label: string, maxCents: number): CellRead<number> {
  let text = cell.replace(/\s+/g, '');
  if (text === '') return { value: null };
  let negative = false;
  // '-12', '-$12', '$-12' and accounting's '(12)' are all negative.
  if (/^\(.*\)$/.test(text)) [negative, text] = [true, text.slice(1, -1)];
  if (text.startsWith('-')) [negative, text] = [true, text.slice(1)];
  if (text.startsWith('$')) text = text.slice(1);
  if (text.startsWith('-')) [negative, text] = [true, text.slice(1)];
  const invalid = { value: null, warning: CELL_WARNINGS.notAmount(label, cell.trim()) };
  if (text.includes(',')) {
    if (!/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) return invalid;
    text = text.replaceAll(',', '');
  }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === '' && !match[2])) return invalid;
  const [, whole = '', fraction = ''] = match;
  if (negative && /[1-9]/.test(whole + fraction))
    return { value: null, warning: CELL_WARNINGS.negative(label, cell.trim()) };
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1 : 0;
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + roundUp;
  if (!Number.isSafeInteger(cents) || cents > maxCents)
    return { value: null, warning: CELL_WARNINGS.tooBig(label, cell.trim()) };
  if (fraction.replace(/0+$/, '').length > 2)
    return { value: cents, warning: CELL_WARNINGS.rounded(label, cell.trim(), (cents / 100).toFixed(2)) };
  return { value: cents };
}

/** A whole number ≥ 1 ('1,000' and '12.0' accepted); blank → null. */
export function readWholeNumber(cell: string, label: string, max: number): CellRead<number> {
  const text = cell.trim().replaceAll(',', '');
  if (text === '') return { value: null };
  const match = /^(\d+)(?:\.0*)?$/.exec(text);
  const qty = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(qty) || qty < 1)
    return { value: null, warning: CELL_WARNINGS.notQty(label, cell.trim()) };
  if (qty > max) return { value: null, warning: CELL_WARNINGS.qtyTooBig(label, cell.trim(), max) };
  return { value: qty };
}

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/**
 * An image cell: one http(s) address. A cell with several (separated by comma, semicolon, '|',
 * spaces or new lines, as Shopify and WooCommerce export galleries) keeps the first, with a note.
 */
export function readImageUrl(cell: string, label: string): CellRead<string> {
  const parts = cell.split(/[\s,;|]+/).filter((part) => part !== '');
  if (parts.length === 0) return { value: null };
  const first = parts[0]!;
  if (!HTTP_URL.test(first)) return { value: null, warning: CELL_WARNINGS.notUrl(label, cell.trim()) };
  return parts.length > 1
    ? { value: first, warning: CELL_WARNINGS.firstUrl(label, parts.length) }
    : { value: first };
}
