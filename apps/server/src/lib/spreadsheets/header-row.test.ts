import { describe, expect, it } from 'vitest';
import { type SheetRow, guessHeaderRow } from './header-row.ts';

const rows = (...lines: [number, string[]][]): SheetRow[] =>
  lines.map(([number, cells]) => ({ number, cells }));

describe('guessHeaderRow', () => {
  it('passes over a title and a date line to the first row of named cells the rows below fill', () => {
    const sheet = rows(
      [1, ['KICKER 2026 DEALER PRICE LIST']],
      [2, ['Effective January 1, 2026']],
      [4, ['Part #', 'Description', 'Dealer', 'MSRP']],
      [5, ['SUBWOOFERS']],
      [6, ['00123', 'CompC 10"', '89.99', '149.99']],
    );
    expect(guessHeaderRow(sheet)).toEqual({ row: 4, found: true });
  });

  it('does not take a two-cell title line or a row of numbers for the header', () => {
    const sheet = rows(
      [1, ['Price list', '', '', 'Page 1']],
      [2, ['2026', '1', '2', '3']],
      [3, ['SKU', 'Name', 'Cost', 'MSRP', 'UPC']],
      [4, ['K-1', 'Amp', '10', '20', '012345678901']],
    );
    expect(guessHeaderRow(sheet)).toEqual({ row: 3, found: true });
  });

  it('falls back to the first non-blank row when no row looks like a header (a cover of notes)', () => {
    const cover = rows([1, ['How to use this price list']], [2, ['Prices are in US dollars.']]);
    expect(guessHeaderRow(cover)).toEqual({ row: 1, found: false });
    expect(guessHeaderRow([])).toBeNull();
  });

  it('takes a plain file’s first row, header and rows from row 1', () => {
    const plain = rows([1, ['SKU', 'Name']], [2, ['K-1', 'Amp']]);
    expect(guessHeaderRow(plain)).toEqual({ row: 1, found: true });
  });
});
