import type { BulkDeleteRequest, BulkUpdateRequest } from '@crossover/domain/bulk-products';
import {
  bulkDeleteResponseSchema,
  bulkUpdatePreviewSchema,
  bulkUpdateResultSchema,
} from '@crossover/domain/bulk-products';
import { bulkJobStartedSchema } from '@crossover/domain/bulk-products-job';
import { z } from 'zod';
import { useMutation } from '@/lib/use-mutation';
import { apiJson } from '@/lib/api-client';
import { useInvalidateProducts } from './save-product';

/** PUT /api/products/bulk-update with dryRun: the preview; nothing changes. */
export function previewBulkUpdate(request: Omit<BulkUpdateRequest, 'dryRun'>) {
  return apiJson('PUT', '/api/products/bulk-update', bulkUpdatePreviewSchema, { ...request, dryRun: true });
}

const updateAnswerSchema = z.union([bulkJobStartedSchema, bulkUpdateResultSchema]);
const deleteAnswerSchema = z.union([bulkJobStartedSchema, bulkDeleteResponseSchema]);

/**
 * The real update: in one transaction on the server (200), or for a large selection a background
 * job to follow (202; decision 0029).
 */
export function applyBulkUpdate(request: Omit<BulkUpdateRequest, 'dryRun'>) {
  return apiJson('PUT', '/api/products/bulk-update', updateAnswerSchema, { ...request, dryRun: false });
}

/** DELETE /api/products/bulk-delete (admins): records, images, pricing and inventory go (200 or 202). */
export function bulkDeleteProducts(request: BulkDeleteRequest) {
  return apiJson('DELETE', '/api/products/bulk-delete', deleteAnswerSchema, request);
}

export function usePreviewBulkUpdate() {
  return useMutation({ mutationFn: previewBulkUpdate });
}

/** A started job refreshes the lists when it ends (the page's JobProgressStatus). */
export function useApplyBulkUpdate() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: applyBulkUpdate,
    onSuccess: (answer) => ('jobId' in answer ? undefined : invalidate()),
  });
}

export function useBulkDeleteProducts() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: bulkDeleteProducts,
    onSuccess: (answer) => ('jobId' in answer ? undefined : invalidate()),
  });
}
