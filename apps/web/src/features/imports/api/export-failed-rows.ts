import { FAILED_ROWS_FILENAME } from '@crossover/domain/imports';
import { useMutation } from '@/lib/use-mutation';
import { downloadFromApi } from '@/lib/download';

/** GET /api/csv-import/{id}/export-failed (default name failed_rows.csv), saved once known good. */
export const exportFailedRows = (importId: string): Promise<string> =>
  downloadFromApi(`/api/csv-import/${encodeURIComponent(importId)}/export-failed`, FAILED_ROWS_FILENAME);

export function useExportFailedRows() {
  return useMutation({ mutationFn: exportFailedRows });
}
