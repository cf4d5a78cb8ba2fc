import { describe, expect, it } from 'vitest';
import { datesIn, readPmapTitle } from './pmap-workbook.ts';

describe('datesIn', () => {
  it('finds US, ISO and written dates in order, and only real days', () => {
    expect(datesIn('11/20/2026 - 12/01/2026').map((d) => d.iso)).toEqual(['2026-11-20', '2026-12-01']);
    expect(datesIn('Runs Nov 20, 2026 thru 2026-12-01').map((d) => d.iso)).toEqual([
      '2026-11-20',
      '2026-12-01',
    ]);
    expect(datesIn('End: 12/1/26').map((d) => d.iso)).toEqual(['2026-12-01']);
    expect(datesIn('2/30/2026 and 13/1/2026')).toEqual([]);
  });
});

describe('readPmapTitle', () => {
  it.each([
    [
      [['Black Friday PMAP'], ['Start Date: 11/20/2026'], ['End: 12/1/2026']],
      ['Black Friday PMAP', '2026-11-20', '2026-12-01'],
    ],
    [
      [['Campaign Name: Spring'], ['Valid 3/1/2027 through 3/31/2027']],
      ['Spring', '2027-03-01', '2027-03-31'],
    ],
    [
      [['End Date', '2027-03-31'], ['Start Date', '2027-03-01'], ['Spring']],
      ['Spring', '2027-03-01', '2027-03-31'],
    ],
    [
      [['Summer'], ['6/1/2027'], ['6/30/2027']],
      ['Summer', '2027-06-01', '2027-06-30'],
    ],
    [[], [null, null, null]],
  ])('%j', (rows, [campaignName, startDate, endDate]) => {
    expect(readPmapTitle(rows)).toEqual({ campaignName, startDate, endDate });
  });
});
