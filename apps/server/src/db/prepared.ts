import type { Db } from './database.ts';

/**
 * A statement drizzle builds once per database handle instead of on every call, sent to
 * PostgreSQL as a named prepared statement (parsed once per connection). For the hot fixed-shape
 * queries: building a wide select costs drizzle ~0.1–0.3 ms of CPU each time (decision 0017).
 * Values go in through `sql.placeholder(…)`. Keyed weakly by handle: a transaction's handle
 * builds its own copy, which PostgreSQL still finds prepared on the connection by its name.
 * Drizzle names every column it selects, so a migration that adds columns while a process runs
 * does not change a prepared statement's result ('cached plan must not change result type'
 * comes only from `select *`); PostgreSQL re-plans it after such a change by itself.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
