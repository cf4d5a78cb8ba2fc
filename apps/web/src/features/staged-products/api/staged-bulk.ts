import type { StagedBulkRequest } from '@crossover/domain/staged-products';
import { stagedBulkResponseSchema } from '@crossover/domain/staged-products';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { apiJson } from '@/lib/api-client';
import { useInvalidateProducts } from '@/features/products/api/save-product';
import { useInvalidateSeries } from '@/features/series/api/save-series';
import { STAGED_QUERY_ROOT } from './get-staged-products';

/** POST /api/scraper/staged-bulk: approve (into the catalogue) or delete, admins only. */
export function stagedBulk(body: StagedBulkRequest) {
  return apiJson('POST', '/api/scraper/staged-bulk', stagedBulkResponseSchema, body);
}

/**
 * After an approve or delete the staged list refreshes; after an approval the catalogue's product
 * lists too, and the series after either (created for proposed names; proposals gone).
 */
export function useStagedBulk() {
  const queryClient = useQueryClient();
  const invalidateProducts = useInvalidateProducts();
  const invalidateSeries = useInvalidateSeries();
  return useMutation({
    mutationFn: stagedBulk,
    onSettled: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: [STAGED_QUERY_ROOT] });
      if (!answer) return;
      // Deleted rows no longer propose their series either.
      if (answer.approved + answer.deleted > 0) await invalidateSeries();
      if (answer.approved > 0) await invalidateProducts();
    },
  });
}
