import { describe, expect, it } from 'vitest';
import { TableBuilder, TableShaper } from './table.ts';

describe('TableShaper', () => {
  it('takes the first non-blank row as the header and fits every later row to its width', () => {
    const shaper = new TableShaper();
    const taken = [[' ', ''], [' SKU ', 'Name', '', ''], ['A-1', 'Amp', 'extra'], ['B-2']].map((row) =>
      shaper.take(row),
    );
    expect(shaper.headers).toEqual(['SKU', 'Name']);
    expect(taken).toEqual([null, null, ['A-1', 'Amp'], ['B-2', '']]);
  });

  it('skips a row whose only text lies right of the last named column, as a copy of the table would read it', () => {
    const table = new TableBuilder(10);
    for (const row of [
      ['SKU', 'Name'],
      ['A-1', 'Amp'],
      ['', ' ', 'note beside the table'],
      ['B-2', ''],
    ])
      table.add(row);
    expect(table.finish()).toEqual({
      headers: ['SKU', 'Name'],
      rows: [
        ['A-1', 'Amp'],
        ['B-2', ''],
      ],
      rowCount: 2,
    });
  });
});
