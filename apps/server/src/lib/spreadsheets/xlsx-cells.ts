import { dateText, numberText, timeText, zeroPadWidth, zeroPadded } from './cell-text.ts';

/**
 * The cells of an .xlsx worksheet as text, from the XML as the streaming reader sees it: the
 * same text as `cellText` gives for SheetJS's cells (read-workbook.ts) — numbers without float
 * noise, dates as ISO in UTC, booleans TRUE/FALSE, formulas by their cached value, errors empty.
 * Pure functions; xlsx-rows.ts feeds them.
 */

/** Excel's last column, XFD. A reference past it is no worksheet Excel wrote. */
export const MAX_COLUMNS = 16_384;

/**
 * The zero-based column of a cell reference ('A1' → 0, 'AB12' → 27): its leading capital letters,
 * as SheetJS reads them. -1 when the reference starts with no letter (the caller counts on).
 */
export function columnOf(reference: string): number {
  let column = 0;
  let index = 0;
  for (; index < reference.length; index++) {
    const letter = reference.charCodeAt(index) - 64;
    if (letter < 1 || letter > 26) break;
    column = column * 26 + letter;
    // Past Excel's last column already: stop before the number grows without bound.
    if (column > MAX_COLUMNS) return MAX_COLUMNS;
  }
  return index === 0 ? -1 : column - 1;
}

/**
 * Built-in number formats that show a date or a time: 14–22 and 45–47 everywhere, and the ones
 * Excel defines for East Asian (27–36, 50–58) and Thai (71–81) locales. Every other built-in id
 * (0–13, 37–44, 48, 49 …) is a number or text format.
 */
const BUILT_IN_DATE_FORMATS = new Set([
  ...range(14, 22),
  ...range(27, 36),
  ...range(45, 47),
  ...range(50, 58),
  ...range(71, 81),
]);

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * Whether a number format code shows a date or time: a date or time token (d, m, y, h, s, the
 * era and Buddhist-year letters e, g, b, or AM/PM, A/P) outside quoted text, escaped characters
 * (\x), spacing and fill characters (_x, *x) and brackets — except the elapsed-time brackets
 * [h], [mm], [ss]. 'General' and the exponent of a scientific format (E+, e-) are not tokens.
 */
export function isDateFormat(code: string): boolean {
  for (let i = 0; i < code.length; i++) {
    const char = code[i]!;
    switch (char) {
      case '"': {
        const end = code.indexOf('"', i + 1);
        i = end === -1 ? code.length : end;
        break;
      }
      case '\\':
      case '_':
      case '*':
        i += 1;
        break;
      case '[': {
        const end = code.indexOf(']', i + 1);
        const inside = code.slice(i + 1, end === -1 ? code.length : end);
        if (/^(h+|m+|s+)$/i.test(inside)) return true;
        i = end === -1 ? code.length : end;
        break;
      }
      default: {
        const lower = char.toLowerCase();
        if (lower === 'g' && code.slice(i, i + 7).toLowerCase() === 'general') {
          i += 6;
        } else if (lower === 'e' && (code[i + 1] === '+' || code[i + 1] === '-')) {
          i += 1;
        } else if (lower === 'a' && /^(am\/pm|a\/p)/i.test(code.slice(i, i + 5))) {
          return true;
        } else if ('dmyhsegb'.includes(lower)) {
          return true;
        }
      }
    }
  }
  return false;
}

/** Which cell formats (the `s` of a cell: an index into styles.xml's cellXfs) show dates. */
export function dateStyles(
  cellFormatIds: readonly number[],
  customFormats: ReadonlyMap<number, string>,
): boolean[] {
  return cellFormatIds.map((id) => {
    // A custom format may reuse a built-in id; the workbook's own code wins, as in Excel.
    const custom = customFormats.get(id);
    return custom === undefined ? BUILT_IN_DATE_FORMATS.has(id) : isDateFormat(custom);
  });
}

/**
 * The digits of a zero-padded format ('00000' → 5), by cell style: Excel shows the number 123 in
 * it as 00123, and part numbers and UPCs are typed that way. 0 for every other format.
 */
export function padStyles(
  cellFormatIds: readonly number[],
  customFormats: ReadonlyMap<number, string>,
): number[] {
  return cellFormatIds.map((id) => zeroPadWidth(customFormats.get(id)));
}

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAYS_1900_TO_1904 = 1462;

/**
 * The text of a date serial (days since 1899-12-30, or since 1904-01-01 in a 1904 workbook).
 * Excel's serial 60 is 1900-02-29, a day that never was (Lotus's leap-year bug): serials below
 * it are a day early, and 60 itself has no date, so it reads as the number it is (as SheetJS does).
 * The millisecond is cut as SheetJS's Date does; dateText then rounds to the second.
 */
export function serialDateText(serial: number, date1904: boolean): string {
  const days = date1904 ? serial + DAYS_1900_TO_1904 : serial;
  if (days >= 60 && days < 61) return numberText(days);
  // Multiplied in this order, as SheetJS does, so the same float gives the same millisecond.
  return dateText(new Date((days > 60 ? days : days + 1) * 24 * 60 * 60 * 1000 + EXCEL_EPOCH_MS));
}

const TIME_ONLY = /^(\d+):(\d+)(?::(\d+))?(?:\.\d+)?$/;
const DATE_ONLY = /^(\d+)-(\d+)-(\d+)$/;
const LOCAL_DATE_TIME = /^(\d+)-(\d+)-(\d+)[T ](\d+):(\d+)(?::(\d+))?(?:\.\d+)?$/;

/**
 * The text of a `t="d"` cell (an ISO 8601 date, time or both). Without a zone it is read as UTC,
 * a time alone as the time it is (not as a day); with a zone
 * it is converted to UTC. Text that is no date reads as empty.
 */
export function isoDateText(value: string): string {
  let time: number;
  let match: RegExpMatchArray | null;
  if ((match = TIME_ONLY.exec(value))) {
    const [hours, minutes, seconds] = [match[1], match[2], match[3] ?? '0'].map(Number) as [
      number,
      number,
      number,
    ];
    return timeText(((hours * 60 + minutes) * 60 + seconds) % 86_400);
  } else if ((match = DATE_ONLY.exec(value))) {
    time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  } else if ((match = LOCAL_DATE_TIME.exec(value))) {
    const [year, month, day, hours, minutes] = match.slice(1, 6).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    time = Date.UTC(year, month - 1, day, hours, minutes, Number(match[6] ?? 0));
  } else {
    time = Date.parse(value);
  }
  return Number.isNaN(time) ? '' : dateText(new Date(time));
}

/**
 * OOXML's escapes inside text (ST_Xstring): '_x000D_' is a carriage return, '_x005F_' an
 * underscore; and a line break is '\n' whichever way the file wrote it (as SheetJS reads them).
 */
export function decodeText(text: string): string {
  const unescaped = text.includes('_x')
    ? text.replace(/_x([\da-fA-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;
  return unescaped.includes('\r\n') ? unescaped.replaceAll('\r\n', '\n') : unescaped;
}

/** A cell as the worksheet holds it: its type (`t`), its style's date-ness, its value's text. */
export interface RawCell {
  /** The `t` attribute; absent means a number. */
  type: string | undefined;
  /** `<v>`'s text, or the inline string's (`<is>`) text; undefined when the cell has neither. */
  value: string | undefined;
  dateStyle: boolean;
  /** The digits of its style's zero-padded format ('00000'), 0 for none. */
  padTo?: number;
}

export class SharedStringMissing extends Error {}

/** A cell's text, exactly as cellText reads SheetJS's cell for it. */
export function rawCellText(cell: RawCell, sharedStrings: readonly string[], date1904: boolean): string {
  const { type, value } = cell;
  switch (type) {
    case 's': {
      if (value === undefined || value === '') return '';
      const text = sharedStrings[parseInt(value, 10)];
      if (text === undefined) throw new SharedStringMissing(`no shared string ${value}`);
      return text;
    }
    case 'str':
    case 'inlineStr':
      return value === undefined ? '' : decodeText(value);
    case 'b':
      return value === '1' || value === 'true' ? 'TRUE' : 'FALSE';
    case 'e':
      return '';
    case 'd':
      return value === undefined || value === '' ? '' : isoDateText(value);
    case 'n':
    case undefined: {
      // A number, a date when its style's format is one.
      if (value === undefined || value === '') return '';
      const number = parseFloat(value);
      if (cell.dateStyle) return serialDateText(number, date1904);
      // As Excel shows it: 123 in '00000' is 00123 (a part number keeps its zeros).
      return zeroPadded(numberText(number), cell.padTo ?? 0);
    }
    default:
      // A type the format does not define.
      return '';
  }
}
