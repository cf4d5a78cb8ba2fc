import { messageSchema } from '@crossover/domain/auth';
import { seriesSchema } from '@crossover/domain/catalog';
import type { CreateSeriesRequest, UpdateSeriesRequest } from '@crossover/domain/series';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';
import { OPERATION_MUTATION_META } from '@/lib/use-unauthorized-handler';
import { PRODUCT_SERIES_QUERY_ROOT } from './get-series';
import { UNCOMMITTED_SERIES_QUERY_KEY } from './get-uncommitted-series';

/** POST /api/product-series: the created series with its manufacturer's name. */
export function createSeries(body: CreateSeriesRequest) {
  return apiJson('POST', PRODUCT_SERIES_QUERY_ROOT, seriesSchema, body);
}

export function updateSeries({ id, body }: { id: string; body: UpdateSeriesRequest }) {
  return apiJson('PATCH', `${PRODUCT_SERIES_QUERY_ROOT}/${encodeURIComponent(id)}`, seriesSchema, body);
}

export function deleteSeries(id: string) {
  return apiJson('DELETE', `${PRODUCT_SERIES_QUERY_ROOT}/${encodeURIComponent(id)}`, messageSchema);
}

/** Every cached list a series change shows in: management, pickers, the catalogue filter, proposals. */
export function useInvalidateSeries() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [PRODUCT_SERIES_QUERY_ROOT] }),
      queryClient.invalidateQueries({ queryKey: ['/api/series'] }),
      queryClient.invalidateQueries({ queryKey: UNCOMMITTED_SERIES_QUERY_KEY }),
    ]);
  };
}

/**
 * Creates a series (toasts are the caller's: the management dialog, the product dialog's inline
 * new series and the authorizations screen each word their own).
 */
export function useCreateSeries(config: MutationConfig<typeof createSeries> = {}) {
  const invalidate = useInvalidateSeries();
  return useMutation(
    withMutationConfig(
      { meta: OPERATION_MUTATION_META, mutationFn: createSeries, onSuccess: invalidate },
      config,
    ),
  );
}

export function useUpdateSeries(config: MutationConfig<typeof updateSeries> = {}) {
  const invalidate = useInvalidateSeries();
  return useMutation(
    withMutationConfig(
      { meta: OPERATION_MUTATION_META, mutationFn: updateSeries, onSuccess: invalidate },
      config,
    ),
  );
}

export function useDeleteSeries(config: MutationConfig<typeof deleteSeries> = {}) {
  const invalidate = useInvalidateSeries();
  return useMutation(
    withMutationConfig(
      { meta: OPERATION_MUTATION_META, mutationFn: deleteSeries, onSuccess: invalidate },
      config,
    ),
  );
}
