import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ProductListFilters } from '../components/product-list-query';
import { exportUrl } from '../components/product-list-query';

const FALLBACK_FILE_NAME = 'products.csv';

/** The file name the server chose (Content-Disposition), else products.csv. */
export function fileNameFrom(disposition: string | null): string {
  if (!disposition) return FALLBACK_FILE_NAME;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed name falls through to the plain one.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return plain?.trim() || FALLBACK_FILE_NAME;
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
 * GET /api/products/export with the list's filters and sort. The answer is fetched (with the
 * session and emulation header) and checked before the browser saves it: a plain link would save
 * an error page as a .csv and no one would know it failed ('Export Failed').
 */
export async function exportProducts(filters: ProductListFilters): Promise<string> {
  const res = await apiRequest('GET', exportUrl(filters));
  const fileName = fileNameFrom(res.headers.get('content-disposition'));
  saveBlob(await res.blob(), fileName);
  return fileName;
}

export function useExportProducts() {
  return useMutation({ mutationFn: exportProducts });
}
