import type { Product } from '@crossover/domain/catalog';
import type {
  CreateProductRequest,
  ProductStatusRequest,
  UpdateProductRequest,
} from '@crossover/domain/products';
import { productWriteResponseSchema } from '@crossover/domain/products';
import type { UseMutationOptions } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { apiJson, apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';
import { CATEGORY_STATS_QUERY_KEY } from './get-category-stats';
import { PRODUCTS_ROOT } from './get-admin-products';

const path = (id: string) => `${PRODUCTS_ROOT}/${encodeURIComponent(id)}`;

/**
 * The created product, or null when the answer cannot be read: the product exists either way
 * (spec §8 builds a stand-in then), and the lists refresh from the server.
 */
export async function createProduct(body: CreateProductRequest): Promise<Product | null> {
  const res = await apiRequest('POST', PRODUCTS_ROOT, body);
  const parsed = productWriteResponseSchema.safeParse(await res.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

export function updateProduct({ id, body }: { id: string; body: UpdateProductRequest }) {
  return apiJson('PATCH', path(id), productWriteResponseSchema, body);
}

export async function deleteProduct(id: string): Promise<void> {
  await apiRequest('DELETE', path(id));
}

/** Discontinue (with its reason) or Reactivate (no reason), spec §4. */
export function setProductStatus({ id, ...body }: ProductStatusRequest & { id: string }) {
  return apiJson('PUT', `${path(id)}/status`, productWriteResponseSchema, body);
}

/**
 * After any product write: every product list and detail (catalogue, management, bulk), the
 * filter counts and the category stats show the change.
 */
export function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [PRODUCTS_ROOT] }),
      queryClient.invalidateQueries({ queryKey: ['/api/products/facets'] }),
      queryClient.invalidateQueries({ queryKey: CATEGORY_STATS_QUERY_KEY }),
    ]);
  };
}

function useProductMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  config: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>,
) {
  const invalidate = useInvalidateProducts();
  return useMutation(withMutationConfig({ mutationFn, onSuccess: invalidate }, config));
}

export const useCreateProduct = (config: MutationConfig<typeof createProduct> = {}) =>
  useProductMutation(createProduct, config);
export const useUpdateProduct = (config: MutationConfig<typeof updateProduct> = {}) =>
  useProductMutation(updateProduct, config);
export const useDeleteProduct = (config: MutationConfig<typeof deleteProduct> = {}) =>
  useProductMutation(deleteProduct, config);
export const useSetProductStatus = (config: MutationConfig<typeof setProductStatus> = {}) =>
  useProductMutation(setProductStatus, config);
