import type { CreateVehicleRequest, UpdateVehicleRequest } from '@crossover/domain/vehicles';
import { vehicleSchema } from '@crossover/domain/vehicles';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';
import { VEHICLES_QUERY_ROOT } from './get-vehicles';

export function createVehicle(body: CreateVehicleRequest) {
  return apiJson('POST', VEHICLES_QUERY_ROOT, vehicleSchema, body);
}

/** Edits, deactivates ({ isActive: false }) or reactivates a vehicle. */
export function updateVehicle({ id, body }: { id: string; body: UpdateVehicleRequest }) {
  return apiJson('PATCH', `${VEHICLES_QUERY_ROOT}/${encodeURIComponent(id)}`, vehicleSchema, body);
}

/** A vehicle write changes the list, the stat cards, the catalogue's choices and fitment labels. */
function useInvalidateVehicles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [VEHICLES_QUERY_ROOT] }),
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === '/api/products' && query.queryKey[2] === 'vehicles',
      }),
    ]);
}

/** Toasts are the caller's: the dialog also puts the server's field errors on its inputs. */
export function useCreateVehicle(config: MutationConfig<typeof createVehicle> = {}) {
  const invalidate = useInvalidateVehicles();
  return useMutation(withMutationConfig({ mutationFn: createVehicle, onSuccess: invalidate }, config));
}

export function useUpdateVehicle(config: MutationConfig<typeof updateVehicle> = {}) {
  const invalidate = useInvalidateVehicles();
  return useMutation(withMutationConfig({ mutationFn: updateVehicle, onSuccess: invalidate }, config));
}
