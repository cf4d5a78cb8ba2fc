import { orderDetailSchema, orderSchema } from '@crossover/domain/orders';
import type { OrderStatus } from '@crossover/domain/orders';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { z } from 'zod';
import { toast } from '@/components/ui/use-toast';
import { apiGet, apiJson } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';
import { DASHBOARD_STATS_QUERY_KEY, ORDERS_QUERY_KEY } from '@/features/cart/api/place-order';
import type { QueryConfig } from '@/lib/query-config';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';

export { ORDERS_QUERY_KEY };

/** Orders placed by or routed to the caller's organization (admins: all), newest first. */
export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: ORDERS_QUERY_KEY,
    queryFn: async () => z.array(orderSchema).parse(await apiGet('/api/orders')),
  });

export function useOrders(options: QueryConfig<typeof ordersQueryOptions> = {}) {
  return useQuery({ ...ordersQueryOptions(), ...options });
}

/** One order with its lines; under the list's key so a status change refreshes it too. */
export const orderDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, id] as const,
    queryFn: async () => orderDetailSchema.parse(await apiGet(`/api/orders/${encodeURIComponent(id)}`)),
  });

export function useOrderDetail(id: string, options: QueryConfig<typeof orderDetailQueryOptions> = {}) {
  return useQuery({ ...orderDetailQueryOptions(id), ...options });
}

export async function updateOrderStatus({ id, status }: { id: string; status: OrderStatus }) {
  return apiJson('PATCH', `/api/orders/${encodeURIComponent(id)}/status`, orderDetailSchema, { status });
}

/** The vendor's users (or an admin) move an order along its allowed transitions. */
export function useUpdateOrderStatus(config: MutationConfig<typeof updateOrderStatus> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
        mutationFn: updateOrderStatus,
        onSuccess: async (order) => {
          toast({
            title: 'Order status updated',
            description: `${order.orderNumber} is now ${order.status}.`,
          });
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
            queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_QUERY_KEY }),
          ]);
        },
        onError: (error) => {
          toast({
            title: 'Error',
            description: apiErrorMessage(error, 'Failed to update order status'),
            variant: 'destructive',
          });
        },
      },
      config,
    ),
  );
}
