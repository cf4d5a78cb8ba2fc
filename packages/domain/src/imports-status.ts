import { z } from 'zod';

/**
 * How an import reads a Status column (issue 15 item 3). Price lists say a product's status in the
 * trade's own words: Y/N, Yes/No, TRUE/FALSE, X, 1/0, NLA, Closeout, Inactive, Shopify's
 * active/draft/archived, WooCommerce's Published 1/0/-1. A yes-like value means "active" under a
 * 'Status', 'Active' or 'Published' header and "discontinued" under a header named like
 * 'Discontinued' or 'NLA' (the question the column asks is inverted). The preview shows the value →
 * status map of the whole file; the admin may correct it and the process step uses the corrected
 * map (`statusMapSchema`, checked on the server).
 */

export const IMPORT_STATUSES_OF_ROW = ['active', 'discontinued'] as const;
export type ImportedStatus = (typeof IMPORT_STATUSES_OF_ROW)[number];

/** A cell value (as statusKey gives it) → the status it stands for. */
export type StatusMap = Record<string, ImportedStatus>;

/** Distinct values a status map may list; a column with more is not a status column. */
export const MAX_STATUS_VALUES = 50;
const MAX_STATUS_VALUE_LENGTH = 100;

export const statusMapSchema = z
  .record(
    z
      .string()
      .max(MAX_STATUS_VALUE_LENGTH, `A status value is at most ${MAX_STATUS_VALUE_LENGTH} characters`),
    z.enum(IMPORT_STATUSES_OF_ROW, { error: 'Each status value must become active or discontinued' }),
  )
  .refine((map) => Object.keys(map).length <= MAX_STATUS_VALUES, {
    error: `The status map lists at most ${MAX_STATUS_VALUES} values`,
  });

/** How two cells are compared: 'Yes ', 'YES' and 'yes' are one value. */
export const statusKey = (cell: string): string => cell.trim().replace(/\s+/g, ' ').toLowerCase();

const YES = new Set(['y', 'yes', 'true', 'x', '1', '✓', '✔', 't']);
const NO = new Set(['n', 'no', 'false', '0', 'f', '-1']);
const ACTIVE_WORDS = new Set([
  'active',
  'enabled',
  'available',
  'current',
  'published',
  'publish',
  'in stock',
  'instock',
  'new',
]);
const DISCONTINUED_WORDS = new Set([
  'discontinued',
  'disc',
  'disc.',
  'd/c',
  'dc',
  'inactive',
  'nla',
  'no longer available',
  'closeout',
  'close out',
  'close-out',
  'clearance',
  'obsolete',
  'eol',
  'end of life',
  'archived',
  'draft',
  'private',
  'disabled',
  'retired',
]);

/** A header asking "is it discontinued?" rather than "is it active?". */
export function isInvertedStatusHeader(header: string | undefined): boolean {
  const name = (header ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return /discontinu|^disc$|nla|nolonger|obsolete|closeout|^eol|inactive|archived|retired/.test(name);
}

/**
 * The status a cell stands for under its header, or null when the value is not one the trade uses
 * (the row is staged active with a warning, and the preview asks the admin). Blank is active.
 */
export function defaultStatusOf(cell: string, inverted: boolean): ImportedStatus | null {
  const key = statusKey(cell);
  if (key === '') return 'active';
  if (ACTIVE_WORDS.has(key)) return 'active';
  if (DISCONTINUED_WORDS.has(key)) return 'discontinued';
  if (YES.has(key)) return inverted ? 'discontinued' : 'active';
  if (NO.has(key)) return inverted ? 'active' : 'discontinued';
  return null;
}

/** The status of a cell: the admin's map first, then the trade's meaning. */
export function statusOf(cell: string, inverted: boolean, map: StatusMap | undefined): ImportedStatus | null {
  return map?.[statusKey(cell)] ?? defaultStatusOf(cell, inverted);
}

/** One distinct value of a file's status column, as the preview lists it. */
export const statusValueSchema = z.object({
  /** The value as statusKey gives it ('' for blank cells). */
  value: z.string(),
  rows: z.number().int(),
  /** What it becomes (the admin's map or the trade's meaning); active with a warning when unknown. */
  status: z.enum(IMPORT_STATUSES_OF_ROW),
  /** False when the value is not one the trade uses: the admin should say what it means. */
  known: z.boolean(),
});
export type StatusValue = z.infer<typeof statusValueSchema>;

/** Counts a column's distinct values (up to MAX_STATUS_VALUES) and what each becomes. */
export function tallyStatusValues(
  cells: Iterable<string>,
  inverted: boolean,
  map: StatusMap | undefined,
): StatusValue[] {
  const counts = new Map<string, number>();
  for (const cell of cells) {
    const key = statusKey(cell);
    if (counts.has(key) || counts.size < MAX_STATUS_VALUES) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([value, rows]) => {
    const status = statusOf(value, inverted, map);
    return { value, rows, status: status ?? 'active', known: status !== null };
  });
}
