import { z } from 'zod';

/**
 * The per-row preview every import built on the import library answers (price lists, PMAP
 * workbooks): each row of the file with the sheet's own row number, a status and one message
 * saying why. Pure; the rules that decide a row's status live with each import.
 */

export const ROW_STATUSES = ['success', 'warning', 'error'] as const;
export type RowStatus = (typeof ROW_STATUSES)[number];
export const rowStatusSchema = z.enum(ROW_STATUSES);

/** The problems found on one row: an error keeps the row out, a warning lets it through. */
export interface RowFindings {
  errors: string[];
  warnings: string[];
}

export const noFindings = (): RowFindings => ({ errors: [], warnings: [] });

/** The row's status and message from its findings: errors first, then warnings, joined by '; '. */
export function rowVerdict(findings: RowFindings): { status: RowStatus; message: string | null } {
  const all = [...findings.errors, ...findings.warnings];
  const status: RowStatus =
    findings.errors.length > 0 ? 'error' : findings.warnings.length > 0 ? 'warning' : 'success';
  return { status, message: all.length > 0 ? all.join('; ') : null };
}

/** Spec §3 "Import stats". `processed` counts the rows read (every row of the preview). */
export const previewStatsSchema = z.object({
  total: z.number().int(),
  processed: z.number().int(),
  successful: z.number().int(),
  errors: z.number().int(),
  warnings: z.number().int(),
});
export type PreviewStats = z.infer<typeof previewStatsSchema>;

export function previewStats(rows: readonly { status: RowStatus }[]): PreviewStats {
  const count = (status: RowStatus) => rows.filter((row) => row.status === status).length;
  return {
    total: rows.length,
    processed: rows.length,
    successful: count('success'),
    errors: count('error'),
    warnings: count('warning'),
  };
}

/**
 * A key repeated on several rows (a SKU listed twice): the last row is used, each earlier one is
 * an error naming it, so a set-based apply never meets the same key twice. `keyOf` null = no key.
 */
export function markRepeatedKeys<T>(
  rows: readonly T[],
  keyOf: (row: T) => string | null,
  message: (usedRow: number) => string,
  rowNumberOf: (row: T) => number,
): Map<T, string> {
  const last = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key !== null) last.set(key, row);
  }
  const repeated = new Map<T, string>();
  for (const row of rows) {
    const key = keyOf(row);
    const used = key === null ? undefined : last.get(key);
    if (used !== undefined && used !== row) repeated.set(row, message(rowNumberOf(used)));
  }
  return repeated;
}
