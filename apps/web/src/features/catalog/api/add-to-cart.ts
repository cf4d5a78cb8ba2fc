import { CART_MESSAGES, cartItemSchema } from '@crossover/domain/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';
import { CART_QUERY_KEY } from '@/features/cart/api/get-cart-count';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';

/** Spec §5: add to cart always adds quantity 1; the server prices the line. */
export async function addToCart(productId: string) {
  return apiJson('POST', '/api/cart', cartItemSchema, { productId, quantity: 1 });
}

export function useAddToCart(config: MutationConfig<typeof addToCart> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
        mutationFn: addToCart,
        onSuccess: () => {
          toast({ title: CART_MESSAGES.added });
          // The prefix also refreshes the cart summary and the sidebar badge.
          return queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
        },
        onError: (error) => {
          toast({
            title: 'Error',
            description: apiErrorMessage(error, CART_MESSAGES.addFailed),
            variant: 'destructive',
          });
        },
      },
      config,
    ),
  );
}
