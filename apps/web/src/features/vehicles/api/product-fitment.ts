import type { LinkVehicleRequest, UpdateFitmentRequest } from '@crossover/domain/vehicles';
import { fitmentSchema } from '@crossover/domain/vehicles';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { z } from 'zod';
import { apiGet, apiJson, apiRequest } from '@/lib/api-client';
import type { MutationConfig, QueryConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';
import { STALE_TIME_MS } from '@/lib/stale-times';
import { VEHICLES_QUERY_ROOT } from './get-vehicles';

const fitmentUrl = (productId: string) => `/api/products/${encodeURIComponent(productId)}/vehicles`;
export const productFitmentQueryKey = (productId: string) =>
  ['/api/products', productId, 'vehicles'] as const;

/** What a product fits (everyone: active vehicles; administrators: all, with who verified). */
export const productFitmentQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: productFitmentQueryKey(productId),
    queryFn: async () => z.array(fitmentSchema).parse(await apiGet(fitmentUrl(productId))),
    staleTime: STALE_TIME_MS.products,
  });

export function useProductFitment(
  productId: string,
  options: QueryConfig<typeof productFitmentQueryOptions> = {},
) {
  return useQuery({ ...productFitmentQueryOptions(productId), ...options });
}

export function linkVehicle({ productId, body }: { productId: string; body: LinkVehicleRequest }) {
  return apiJson('POST', fitmentUrl(productId), fitmentSchema, body);
}

export function updateFitment({
  productId,
  vehicleId,
  body,
}: {
  productId: string;
  vehicleId: string;
  body: UpdateFitmentRequest;
}) {
  return apiJson('PATCH', `${fitmentUrl(productId)}/${encodeURIComponent(vehicleId)}`, fitmentSchema, body);
}

export async function unlinkVehicle({ productId, vehicleId }: { productId: string; vehicleId: string }) {
  await apiRequest('DELETE', `${fitmentUrl(productId)}/${encodeURIComponent(vehicleId)}`);
}

/** A fitment write changes the product's list and the vehicles' product counts and choices. */
function useInvalidateFitment() {
  const queryClient = useQueryClient();
  return (_: unknown, { productId }: { productId: string }) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productFitmentQueryKey(productId) }),
      queryClient.invalidateQueries({ queryKey: [VEHICLES_QUERY_ROOT] }),
    ]);
}

export function useLinkVehicle(config: MutationConfig<typeof linkVehicle> = {}) {
  const invalidate = useInvalidateFitment();
  return useMutation(withMutationConfig({ mutationFn: linkVehicle, onSuccess: invalidate }, config));
}

export function useUpdateFitment(config: MutationConfig<typeof updateFitment> = {}) {
  const invalidate = useInvalidateFitment();
  return useMutation(withMutationConfig({ mutationFn: updateFitment, onSuccess: invalidate }, config));
}

export function useUnlinkVehicle(config: MutationConfig<typeof unlinkVehicle> = {}) {
  const invalidate = useInvalidateFitment();
  return useMutation(withMutationConfig({ mutationFn: unlinkVehicle, onSuccess: invalidate }, config));
}
