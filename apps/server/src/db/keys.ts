import { type AnyColumn, Placeholder, type SQL, is, sql } from 'drizzle-orm';

/**
 * For SQL pieces that serve one row and a set alike (the price decision's inputs, decision 0059):
 * a text value as itself or as the placeholder of a prepared statement that binds it.
 */
export type TextValue = string | Placeholder;

/**
 * Which values a subquery's column must hold: an outer statement's column or expression (one
 * product's statement, decision 0048), or a placeholder bound to a list of texts (a page's
 * products, as one array parameter: the statement is the same for any number of them).
 */
export type Keys = SQL | AnyColumn | Placeholder;

/** `column` holds one of the keys. A null key (an outer column's null) matches nothing. */
export const matchesKeys = (column: SQL | AnyColumn, keys: Keys): SQL =>
  is(keys, Placeholder) ? sql`${column} = any(${keys}::text[])` : sql`${column} = ${keys}`;
