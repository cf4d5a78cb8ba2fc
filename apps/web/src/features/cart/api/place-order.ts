import { EMULATION_HEADER } from '@crossover/domain/auth';
import { IDEMPOTENCY_KEY_HEADER, ORDER_MESSAGES, placeOrderResponseSchema } from '@crossover/domain/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { throwIfResNotOk } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';
import { getEmulatedUserId } from '@/lib/emulation-storage';
import { CART_QUERY_KEY } from './get-cart-count';

export const ORDERS_QUERY_KEY = ['/api/orders'] as const;
export const DASHBOARD_STATS_QUERY_KEY = ['/api/dashboard/stats'] as const;

export interface PlaceOrderInput {
  paymentOptionId: string;
  /** One per placement attempt: a retried request with the same key creates nothing new. */
  idempotencyKey: string;
}

/**
 * POST /api/orders with the Idempotency-Key header (the shared write helper sends no extra
 * headers, so this mirrors it: JSON body, cookie, emulation header, spec §8 errors).
 */
export async function placeOrder({ paymentOptionId, idempotencyKey }: PlaceOrderInput) {
  const emulated = getEmulatedUserId();
  const res = await fetch('/api/orders', {
    method: 'POST',
    credentials: 'include',
    headers: {
      'Content-Type': 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
      ...(emulated ? { [EMULATION_HEADER]: emulated } : {}),
    },
    body: JSON.stringify({ paymentOptionId }),
  });
  await throwIfResNotOk(res);
  return placeOrderResponseSchema.parse(await res.json());
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: async () => {
      toast({ title: ORDER_MESSAGES.placed });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_QUERY_KEY }),
      ]);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: apiErrorMessage(error, ORDER_MESSAGES.placeFailed),
        variant: 'destructive',
      });
    },
  });
}
