import { createHash } from 'node:crypto';
import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { preparedPerDb } from '@/db/prepared.ts';
import { PLACEABLE_FILTERS, type FilterValues, type ProductQueryFilters } from './repo.ts';
import { searchWords } from './search.ts';

/*
 * The plain product list (no search words, no vehicle) as statements prepared once per shape
 * (decisions 0017, 0062): the page and its capped count are the same few statements on every
 * request but for their values, and PostgreSQL spent longer planning the page than running it
 * (0.38 against 0.25 ms at 100k). A shape is what decides the SQL's text: which filters are set,
 * the status and listed-only choices, and whatever the caller adds (sort, order, a cursor). The
 * values go in as placeholders. A search's walks and a vehicle's subquery are built per request.
 */

/**
 * Shapes prepared per database handle, at most. Each becomes a statement on every pooled
 * connection that runs it (tens of KB each); the screens use a few dozen shapes.
 */
export const MAX_PREPARED_SHAPES = 128;

/** Whether the list with these filters can be a prepared statement. */
export function preparable(filters: ProductQueryFilters): boolean {
  const { fitYear, fitMake, fitModel } = filters;
  return searchWords(filters.search).length === 0 && fitYear === undefined && !fitMake && !fitModel;
}

/** The filters with each set value of PLACEABLE_FILTERS replaced by its placeholder. */
export function placeholderFilters(filters: ProductQueryFilters): FilterValues {
  const placed: FilterValues = { ...filters };
  for (const name of PLACEABLE_FILTERS) if (filters[name]) placed[name] = sql.placeholder(name);
  return placed;
}

/** The values for placeholderFilters' placeholders. */
export function filterValues(filters: ProductQueryFilters): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of PLACEABLE_FILTERS) {
    const value = filters[name];
    if (value) values[name] = value;
  }
  return values;
}

/** The placeholders standing for a cursor's values: c0, c1… */
export const cursorPlaceholders = (length: number): Placeholder[] =>
  Array.from({ length }, (_, i) => sql.placeholder(`c${i}`));

export const cursorValues = (after: readonly string[]): Record<string, string> =>
  Object.fromEntries(after.map((value, i) => [`c${i}`, value]));

/** The text that tells two shapes apart: the filters set (not their values) and the caller's `parts`. */
export function shapeOf(filters: ProductQueryFilters, parts: readonly (string | boolean)[]): string {
  return JSON.stringify([
    filters.status,
    filters.listedOnly === true,
    PLACEABLE_FILTERS.filter((name) => filters[name]),
    ...parts,
  ]);
}

/** Every shapeCache's statements, per database handle. */
const perDb = preparedPerDb(() => new Map<string, unknown>());

/**
 * A cache of statements by shape for one kind of statement, per database handle. The handle holds
 * at most MAX_PREPARED_SHAPES of every kind together: past that the cache answers null and the
 * caller builds the statement for this request alone, so an endless variety of requests cannot
 * fill PostgreSQL's memory with prepared statements.
 */
export function shapeCache<T>(kind: string) {
  return (db: Db, shape: string, prepare: (name: string) => T): T | null => {
    const statements = perDb(db);
    const key = `${kind} ${shape}`;
    let statement = statements.get(key) as T | undefined;
    if (statement === undefined) {
      if (statements.size >= MAX_PREPARED_SHAPES) return null;
      // A name per text: PostgreSQL keeps one statement per name on a connection.
      statement = prepare(`${kind}_${createHash('sha256').update(shape).digest('hex').slice(0, 16)}`);
      statements.set(key, statement);
    }
    return statement;
  };
}

/** How many shapes this handle has prepared. */
export const preparedShapeCount = (db: Db): number => perDb(db).size;

/**
 * Forgets this handle's shapes (tests that try more than MAX_PREPARED_SHAPES). Safe: a shape built
 * again has the same name and text, which a connection that prepared it reuses as it is.
 */
export function forgetPreparedShapes(db: Db): void {
  perDb(db).clear();
}
