import type {
  AdjustInventoryRequest,
  CreateInventoryRequest,
  UpdateInventoryRequest,
} from '@crossover/domain/inventory';
import { inventoryRecordSchema } from '@crossover/domain/inventory';
import { type UseMutationOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { apiJson, apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';
import { INVENTORY_QUERY_ROOT, INVENTORY_STATS_QUERY_ROOT } from './get-inventory';

export function createInventory(body: CreateInventoryRequest) {
  return apiJson('POST', '/api/inventory', inventoryRecordSchema, body);
}

export function updateInventory({ id, body }: { id: string; body: UpdateInventoryRequest }) {
  return apiJson('PUT', `/api/inventory/${encodeURIComponent(id)}`, inventoryRecordSchema, body);
}

export async function deleteInventory(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/inventory/${encodeURIComponent(id)}`);
}

export function adjustInventory(body: AdjustInventoryRequest) {
  return apiJson('POST', '/api/inventory/adjust', inventoryRecordSchema, body);
}

/** Every write changes the list and the cards. */
function useInvalidateInventory() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [INVENTORY_QUERY_ROOT] }),
      queryClient.invalidateQueries({ queryKey: [INVENTORY_STATS_QUERY_ROOT] }),
    ]);
  };
}

/** Toasts are left to the screen, which also puts the server's field errors on the form. */
function useInventoryMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  config: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>,
) {
  const invalidate = useInvalidateInventory();
  return useMutation(withMutationConfig({ mutationFn, onSuccess: invalidate }, config));
}

export const useCreateInventory = (config: MutationConfig<typeof createInventory> = {}) =>
  useInventoryMutation(createInventory, config);
export const useUpdateInventory = (config: MutationConfig<typeof updateInventory> = {}) =>
  useInventoryMutation(updateInventory, config);
export const useDeleteInventory = (config: MutationConfig<typeof deleteInventory> = {}) =>
  useInventoryMutation(deleteInventory, config);
export const useAdjustInventory = (config: MutationConfig<typeof adjustInventory> = {}) =>
  useInventoryMutation(adjustInventory, config);
