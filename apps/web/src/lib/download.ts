import { apiRequest } from '@/lib/api-client';

/** The file name the server chose (Content-Disposition, the RFC 5987 form first), else `fallback`. */
export function downloadNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed name falls through to the plain one.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || fallback;
}

function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; give it a moment before releasing it.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Downloads a file the API streams (CSV exports). The answer is fetched (with the session and the
 * emulation header) and checked before the browser saves it: a plain link would save an error
 * answer under a .csv name and nobody would know it failed. Answers the saved file's name.
 */
export async function downloadFromApi(url: string, fallbackName: string): Promise<string> {
  const res = await apiRequest('GET', url);
  const fileName = downloadNameFrom(res.headers.get('content-disposition'), fallbackName);
  saveBlob(await res.blob(), fileName);
  return fileName;
}

/** Saves text made in the browser (a template) as a file: no request, nothing to fail. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), fileName);
}
