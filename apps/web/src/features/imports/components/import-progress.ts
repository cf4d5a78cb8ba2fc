/** Back-office §4 and §9: while processing, progress is clamped to 25–95 %; 100 once it ends. */
export const PROGRESS_MIN_PERCENT = 25;
export const PROGRESS_MAX_PERCENT = 95;

export interface ProgressInput {
  status: string;
  /** Rows handled so far (staged plus failed, and skipped ones). */
  processedRows: number;
  totalRows: number;
}

/**
 * The bar's percent: processed over total, held between 25 and 95 while the import runs (a bar
 * at 0 looks stuck, one at 100 looks done before it is), 100 when it has ended either way.
 */
export function importProgressPercent({ status, processedRows, totalRows }: ProgressInput): number {
  if (status !== 'processing') return 100;
  const ratio = totalRows > 0 ? (processedRows / totalRows) * 100 : 0;
  const percent = Number.isFinite(ratio) ? Math.round(ratio) : 0;
  return Math.min(PROGRESS_MAX_PERCENT, Math.max(PROGRESS_MIN_PERCENT, percent));
}
