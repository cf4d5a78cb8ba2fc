/** Back-office §9: how many of each list the screens show before summing up the rest. */
export const PREVIEW_SAMPLE_ROWS = 3;
export const PREVIEW_ISSUES_SHOWN = 5;
export const REPORT_ERRORS_SHOWN = 10;
export const REPORT_FAILED_ROWS_SHOWN = 5;

/** The first `limit` items and how many more there are. */
export function firstOf<T>(items: readonly T[], limit: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}
