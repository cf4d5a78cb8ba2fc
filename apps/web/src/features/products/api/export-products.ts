import { useMutation } from '@/lib/use-mutation';
import { downloadFromApi } from '@/lib/download';
import type { ProductListFilters } from '../components/product-list-query';
import { exportUrl } from '../components/product-list-query';

/** GET /api/products/export with the list's filters and sort, saved once the answer is known good. */
export const exportProducts = (filters: ProductListFilters): Promise<string> =>
  downloadFromApi(exportUrl(filters), 'products.csv');

export function useExportProducts() {
  return useMutation({ mutationFn: exportProducts });
}
