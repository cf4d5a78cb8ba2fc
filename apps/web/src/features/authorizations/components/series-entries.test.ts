import type { SeriesOption } from '@crossover/domain/authorizations';
import { describe, expect, it } from 'vitest';
import { groupSeries, isChosen, newSeriesKey } from './series-entries';

const saved = (overrides: Partial<SeriesOption>): SeriesOption => ({
  id: 's-1',
  name: 'Storm',
  manufacturerId: 'm-t',
  manufacturerName: 'Thunderline Audio',
  isActive: true,
  authorizationType: null,
  ...overrides,
});

describe('groupSeries', () => {
  it('groups saved and proposed series per manufacturer, by name, without proposals that exist', () => {
    const groups = groupSeries(
      [
        saved({ id: 's-2', name: 'Volt', authorizationType: 'can_order' }),
        saved({}),
        saved({ id: 's-3', name: 'Falcon', manufacturerId: 'm-k', manufacturerName: 'Kestrel Acoustics' }),
      ],
      [
        {
          manufacturerId: 'm-t',
          manufacturerName: 'Thunderline Audio',
          name: 'Cyclone',
          stagedProductCount: 3,
        },
        {
          manufacturerId: 'm-t',
          manufacturerName: 'Thunderline Audio',
          name: 'storm',
          stagedProductCount: 1,
        },
      ],
    );
    expect(groups.map((g) => [g.manufacturerName, g.entries.map((e) => `${e.kind}:${e.name}`)])).toEqual([
      ['Kestrel Acoustics', ['saved:Falcon']],
      ['Thunderline Audio', ['new:Cyclone', 'saved:Storm', 'saved:Volt']],
    ]);
  });

  it('filters by series or manufacturer name', () => {
    const all = [
      saved({}),
      saved({ id: 's-3', name: 'Falcon', manufacturerId: 'm-k', manufacturerName: 'Kestrel' }),
    ];
    expect(groupSeries(all, [], 'kestrel').map((g) => g.manufacturerName)).toEqual(['Kestrel']);
    expect(groupSeries(all, [], 'STORM').flatMap((g) => g.entries.map((e) => e.name))).toEqual(['Storm']);
  });
});

describe('isChosen', () => {
  it('ticks can_order grants only, unless the person changed it', () => {
    const [group] = groupSeries(
      [
        saved({ id: 'a', authorizationType: 'can_order' }),
        saved({ id: 'b', name: 'B', authorizationType: 'pricing_visible' }),
      ],
      [{ manufacturerId: 'm-t', manufacturerName: 'Thunderline Audio', name: 'New', stagedProductCount: 1 }],
    );
    const byName = (name: string) => group!.entries.find((e) => e.name === name)!;
    const none = new Map<string, boolean>();
    expect([
      isChosen(byName('Storm'), none),
      isChosen(byName('B'), none),
      isChosen(byName('New'), none),
    ]).toEqual([true, false, false]);
    const changed = new Map([
      ['a', false],
      [newSeriesKey('m-t', ' NEW '), true],
    ]);
    expect([isChosen(byName('Storm'), changed), isChosen(byName('New'), changed)]).toEqual([false, true]);
  });
});
