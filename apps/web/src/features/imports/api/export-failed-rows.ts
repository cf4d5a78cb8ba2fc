import { FAILED_ROWS_FILENAME } from '@crossover/domain/imports';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The file name the server chose (Content-Disposition, RFC 5987 form first), else failed_rows.csv. */
export function downloadNameFrom(disposition: string | null, fallback = FAILED_ROWS_FILENAME): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed name falls back to the plain one.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || fallback;
}

function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob once the click is handled; release it a little later.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * GET /api/csv-import/{id}/export-failed. Fetched and checked before the browser saves it: a plain
 * link would save an error answer as a .csv and nobody would know ('Export Failed').
 */
export async function exportFailedRows(importId: string): Promise<string> {
  const res = await apiRequest('GET', `/api/csv-import/${encodeURIComponent(importId)}/export-failed`);
  const fileName = downloadNameFrom(res.headers.get('content-disposition'));
  saveFile(await res.blob(), fileName);
  return fileName;
}

export function useExportFailedRows() {
  return useMutation({ mutationFn: exportFailedRows });
}
