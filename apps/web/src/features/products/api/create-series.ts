import type { Series } from '@crossover/domain/catalog';
import { seriesSchema } from '@crossover/domain/catalog';
import type { SeriesFormValues } from '@crossover/domain/series';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { PRODUCT_SERIES_ROOT, productSeriesQueryOptions } from './get-product-series';

/** POST /api/product-series (spec §7): the created series. */
export function createSeries(body: SeriesFormValues): Promise<Series> {
  return apiJson('POST', PRODUCT_SERIES_ROOT, seriesSchema, body);
}

/**
 * Creates a series from the product form. The new series goes into the cached list of its
 * manufacturer at once, so the form can select it before the lists are fetched again.
 */
export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeries,
    onSuccess: async (series) => {
      queryClient.setQueryData(productSeriesQueryOptions(series.manufacturerId).queryKey, (list) =>
        list ? [...list.filter((s) => s.id !== series.id), series] : [series],
      );
      await queryClient.invalidateQueries({ queryKey: [PRODUCT_SERIES_ROOT] });
      await queryClient.invalidateQueries({ queryKey: ['/api/series'] });
    },
  });
}
