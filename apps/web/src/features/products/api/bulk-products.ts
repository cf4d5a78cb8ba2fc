import type { BulkDeleteRequest, BulkUpdateRequest } from '@crossover/domain/bulk-products';
import {
  bulkDeleteResponseSchema,
  bulkUpdatePreviewSchema,
  bulkUpdateResultSchema,
} from '@crossover/domain/bulk-products';
import { useMutation } from '@/lib/use-mutation';
import { apiJson } from '@/lib/api-client';
import { useInvalidateProducts } from './save-product';

/** PUT /api/products/bulk-update with dryRun: the preview; nothing changes. */
export function previewBulkUpdate(request: Omit<BulkUpdateRequest, 'dryRun'>) {
  return apiJson('PUT', '/api/products/bulk-update', bulkUpdatePreviewSchema, { ...request, dryRun: true });
}

/** The real update, in one transaction on the server. */
export function applyBulkUpdate(request: Omit<BulkUpdateRequest, 'dryRun'>) {
  return apiJson('PUT', '/api/products/bulk-update', bulkUpdateResultSchema, { ...request, dryRun: false });
}

/** DELETE /api/products/bulk-delete (admins): records, images, pricing and inventory go. */
export function bulkDeleteProducts(request: BulkDeleteRequest) {
  return apiJson('DELETE', '/api/products/bulk-delete', bulkDeleteResponseSchema, request);
}

export function usePreviewBulkUpdate() {
  return useMutation({ mutationFn: previewBulkUpdate });
}

export function useApplyBulkUpdate() {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: applyBulkUpdate, onSuccess: invalidate });
}

export function useBulkDeleteProducts() {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: bulkDeleteProducts, onSuccess: invalidate });
}
