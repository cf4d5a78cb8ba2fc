import { IDEMPOTENCY_KEY_HEADER, ORDER_MESSAGES, placeOrderResponseSchema } from '@crossover/domain/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';
import { CART_QUERY_KEY } from './get-cart-count';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';

export const ORDERS_QUERY_KEY = ['/api/orders'] as const;
export const DASHBOARD_STATS_QUERY_KEY = ['/api/dashboard/stats'] as const;

export interface PlaceOrderInput {
  paymentOptionId: string;
  /** One per placement attempt: a retried request with the same key creates nothing new. */
  idempotencyKey: string;
}

/** POST /api/orders; the key makes a retried request return the first answer, creating nothing. */
export function placeOrder({ paymentOptionId, idempotencyKey }: PlaceOrderInput) {
  return apiJson(
    'POST',
    '/api/orders',
    placeOrderResponseSchema,
    { paymentOptionId },
    {
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
    },
  );
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function usePlaceOrder(config: MutationConfig<typeof placeOrder> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
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
      },
      config,
    ),
  );
}
