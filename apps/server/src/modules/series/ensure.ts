import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';

/**
 * Series by manufacturer and name, created where missing (approval of staged rows, issue 10). The
 * series module owns `product_series`; others call this inside their own transaction. Set-based:
 * two statements whatever the number of names.
 */

export interface WantedSeries {
  manufacturerId: string;
  name: string;
}

/** How a series is matched: its manufacturer and its trimmed name ignoring case (the unique index). */
export const seriesKey = (manufacturerId: string, name: string) =>
  `${manufacturerId}\u0000${name.trim().toLowerCase()}`;

export interface EnsuredSeries {
  /** seriesKey → series id, for every wanted series. */
  ids: Map<string, string>;
  /** The series this call created, as named. */
  created: { id: string; name: string; manufacturerId: string }[];
}

/**
 * Creates the wanted series their manufacturers lack (the first spelling of a name wins; an
 * existing series of any case is used as it is) and answers every wanted series' id. A parallel
 * transaction creating the same series makes the insert wait and then skip it; the second
 * statement, a new snapshot, sees it.
 */
export async function ensureSeries(tx: Db, wanted: readonly WantedSeries[]): Promise<EnsuredSeries> {
  const unique = new Map<string, WantedSeries>();
  for (const w of wanted) {
    const key = seriesKey(w.manufacturerId, w.name);
    if (!unique.has(key)) unique.set(key, { manufacturerId: w.manufacturerId, name: w.name.trim() });
  }
  if (unique.size === 0) return { ids: new Map(), created: [] };
  const payload = JSON.stringify([...unique.values()].map((w) => ({ m: w.manufacturerId, n: w.name })));
  const created = await queryRows<{ id: string; name: string; manufacturerId: string }>(
    tx,
    sql`insert into product_series (name, manufacturer_id)
        select w.n, w.m from jsonb_to_recordset(${payload}::jsonb) as w(m text, n text)
        order by w.m, lower(w.n)
        on conflict (manufacturer_id, (lower(name))) do nothing
        returning id, name, manufacturer_id as "manufacturerId"`,
  );
  // Keyed by the wanted spelling: JavaScript's and the database's lower-casing may differ.
  const found = await queryRows<{ id: string; manufacturerId: string; name: string }>(
    tx,
    sql`select s.id, w.m as "manufacturerId", w.n as name
        from product_series s
        join jsonb_to_recordset(${payload}::jsonb) as w(m text, n text)
          on s.manufacturer_id = w.m and lower(s.name) = lower(w.n)`,
  );
  const ids = new Map(found.map((s) => [seriesKey(s.manufacturerId, s.name), s.id]));
  return { ids, created };
}
