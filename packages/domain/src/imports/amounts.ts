import { MAX_MONEY_CENTS } from '../pricing/money.ts';

/**
 * A money cell read strictly, for imports where a price must be exactly what the file says (price
 * lists, PMAP workbooks): '$1,234.50', '1234.5', ' 12 ', '(0)' read; blank is null; anything else
 * is a problem the row reports. Unlike the product import's readAmount (imports-cells.ts) nothing
 * is rounded: '12.345' is refused, not read as 12.35.
 */

export type AmountProblem = 'notAmount' | 'negative' | 'decimals' | 'tooBig';

export type ExactAmount =
  { cents: number | null; problem?: undefined } | { cents?: undefined; problem: AmountProblem };

/** The usual cell ('90', '90.5', '1234.50'): read without the general path's work (a 50,000-row list). */
const PLAIN_AMOUNT = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

export function readExactAmount(cell: string | null | undefined): ExactAmount {
  const plain = cell ? PLAIN_AMOUNT.exec(cell) : null;
  if (plain) return { cents: Number(plain[1]) * 100 + Number((plain[2] ?? '').padEnd(2, '0')) };
  let text = (cell ?? '').replace(/\s+/g, '');
  if (text === '') return { cents: null };
  let negative = false;
  // '-12', '-$12', '$-12' and accounting's '(12)' are all negative.
  if (/^\(.*\)$/.test(text)) [negative, text] = [true, text.slice(1, -1)];
  if (text.startsWith('-')) [negative, text] = [true, text.slice(1)];
  if (text.startsWith('$')) text = text.slice(1);
  if (text.startsWith('-')) [negative, text] = [true, text.slice(1)];
  if (text.includes(',')) {
    // Commas only as thousands separators: '12,50' is not 1250.
    if (!/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) return { problem: 'notAmount' };
    text = text.replaceAll(',', '');
  }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === '' && !match[2])) return { problem: 'notAmount' };
  const [, whole = '', fraction = ''] = match;
  if (negative && /[1-9]/.test(whole + fraction)) return { problem: 'negative' };
  if (fraction.replace(/0+$/, '').length > 2) return { problem: 'decimals' };
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_MONEY_CENTS) return { problem: 'tooBig' };
  return { cents };
}
