import { CART_MAX_QUANTITY, CART_MESSAGES, cartItemSchema } from '@crossover/domain/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { toast } from '@/components/ui/use-toast';
import { apiJson, apiRequest } from '@/lib/api-client';
import { CART_QUERY_KEY } from './get-cart-count';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';

export async function updateCartItem({ id, quantity }: { id: string; quantity: number }) {
  return apiJson('PATCH', `/api/cart/${encodeURIComponent(id)}`, cartItemSchema, {
    quantity: Math.min(quantity, CART_MAX_QUANTITY),
  });
}

export async function removeCartItem(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/cart/${encodeURIComponent(id)}`);
}

export function useUpdateCartItem(config: MutationConfig<typeof updateCartItem> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
        mutationFn: updateCartItem,
        onSuccess: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
        onError: () => {
          toast({ title: 'Error', description: CART_MESSAGES.updateFailed, variant: 'destructive' });
          return queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
        },
      },
      config,
    ),
  );
}

export function useRemoveCartItem(config: MutationConfig<typeof removeCartItem> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
        mutationFn: removeCartItem,
        onSuccess: () => {
          toast({ title: CART_MESSAGES.removed });
          return queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
        },
        onError: () => {
          toast({ title: 'Error', description: CART_MESSAGES.removeFailed, variant: 'destructive' });
        },
      },
      config,
    ),
  );
}

/**
 * Spec §4/§5: what a typed quantity means. Non-numeric becomes 1; 0 or less removes the line;
 * otherwise a whole number capped at the maximum (`capped` says so, for the notice by the input).
 */
export function interpretQuantity(
  raw: string,
): { action: 'remove' } | { action: 'set'; quantity: number; capped: boolean } {
  const trimmed = raw.trim();
  const parsed = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(parsed)) return { action: 'set', quantity: 1, capped: false };
  const whole = Math.trunc(parsed);
  if (whole <= 0) return { action: 'remove' };
  return { action: 'set', quantity: Math.min(whole, CART_MAX_QUANTITY), capped: whole > CART_MAX_QUANTITY };
}

/** Shown by the quantity input when a typed value was above the maximum. */
export const QUANTITY_CAPPED_NOTICE = `At most ${CART_MAX_QUANTITY.toLocaleString('en-US')} per line: the quantity was set to ${CART_MAX_QUANTITY.toLocaleString('en-US')}.`;
