import { type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's rows as one JSON array inside a bigger statement, and back into the objects drizzle
 * would have returned for `select()` of that table: what lets one statement carry a product and
 * the rows of other tables about it (the detail read, decision 0048). Numerics travel as text
 * (a JSON number would lose '12.50''s trailing zero); each value is mapped back by its column.
 */
export function jsonRowsOf<T extends PgTable>(table: T) {
  const columns = Object.entries(getTableColumns(table));
  const fields = sql.join(
    columns.map(([key, column]) => {
      const value = column.columnType === 'PgNumeric' ? sql`${column}::text` : sql`${column}`;
      // Keys are the schema's own property names: literal text, not user input.
      return sql`${sql.raw(`'${key}'`)}, ${value}`;
    }),
    sql`, `,
  );
  return {
    /** The rows of the table matching `where` (which may refer to the outer statement), as JSON. */
    select: (where: SQL | undefined): SQL =>
      sql`(select coalesce(json_agg(json_build_object(${fields})), '[]'::json) from ${table} where ${where ?? sql`true`})`,
    /** The JSON the select answered, as the table's rows. */
    decode: (value: unknown): T['$inferSelect'][] =>
      (value as Record<string, unknown>[]).map((row) =>
        Object.fromEntries(
          columns.map(([key, column]) => {
            const raw = row[key];
            return [key, raw === null || raw === undefined ? null : column.mapFromDriverValue(raw)];
          }),
        ),
      ) as T['$inferSelect'][],
  };
}
