import type { SeriesOption } from '@crossover/domain/authorizations';
import type { UncommittedSeries } from '@crossover/domain/series';

/** A series on the screen: saved (it exists) or proposed by imports and not yet created. */
export type SeriesEntry =
  | ({ kind: 'saved'; key: string } & SeriesOption)
  | ({ kind: 'new'; key: string } & Omit<UncommittedSeries, 'manufacturerName'> & {
        manufacturerName: string | null;
      });

export interface ManufacturerGroup {
  manufacturerId: string;
  manufacturerName: string;
  entries: SeriesEntry[];
}

/** A proposed series' key: its manufacturer and its name in any case (as the server matches). */
export const newSeriesKey = (manufacturerId: string, name: string) =>
  `new:${manufacturerId}:${name.trim().toLowerCase()}`;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Saved and proposed series grouped per manufacturer (groups and series by name). A proposal whose
 * series exists after all (created meanwhile) is left out: the saved one stands for it.
 */
export function groupSeries(
  saved: readonly SeriesOption[],
  proposed: readonly UncommittedSeries[],
  filter = '',
): ManufacturerGroup[] {
  const existing = new Set(saved.map((s) => newSeriesKey(s.manufacturerId, s.name)));
  const entries: SeriesEntry[] = [
    ...saved.map((s): SeriesEntry => ({ kind: 'saved', key: s.id, ...s })),
    ...proposed
      .filter((p) => !existing.has(newSeriesKey(p.manufacturerId, p.name)))
      .map((p): SeriesEntry => ({ kind: 'new', key: newSeriesKey(p.manufacturerId, p.name), ...p })),
  ];
  const needle = filter.trim().toLowerCase();
  const groups = new Map<string, ManufacturerGroup>();
  for (const entry of entries) {
    const manufacturerName = entry.manufacturerName ?? 'Unknown manufacturer';
    if (needle && !`${entry.name} ${manufacturerName}`.toLowerCase().includes(needle)) continue;
    const group = groups.get(entry.manufacturerId) ?? {
      manufacturerId: entry.manufacturerId,
      manufacturerName,
      entries: [],
    };
    group.entries.push(entry);
    groups.set(entry.manufacturerId, group);
  }
  const sorted = [...groups.values()].sort((a, b) =>
    collator.compare(a.manufacturerName, b.manufacturerName),
  );
  for (const group of sorted) group.entries.sort((a, b) => collator.compare(a.name, b.name));
  return sorted;
}

/** What is ticked: the server's can_order grants, changed by the person's clicks (`overrides`). */
export function isChosen(entry: SeriesEntry, overrides: ReadonlyMap<string, boolean>): boolean {
  const override = overrides.get(entry.key);
  if (override !== undefined) return override;
  return entry.kind === 'saved' && entry.authorizationType === 'can_order';
}
