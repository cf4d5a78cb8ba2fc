import { Package } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { useOrders } from '../api/get-orders';
import { OrderRow, OrderSkeleton } from '../components/order-row';

/** Spec §9: skeleton rows while the orders load. */
export const ORDER_SKELETON_ROWS = 5;

export function OrdersPage() {
  const orders = useOrders();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Order History</CardTitle>
      </CardHeader>
      <CardContent>
        {orders.isPending ? (
          <ul aria-label="Loading orders" className="divide-y divide-slate-100">
            {Array.from({ length: ORDER_SKELETON_ROWS }, (_, i) => (
              <OrderSkeleton key={i} />
            ))}
          </ul>
        ) : orders.isError ? (
          <LoadError message="Orders could not be loaded." onRetry={() => void orders.refetch()} />
        ) : orders.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-12 text-center">
            <Package className="size-10 text-slate-400" aria-hidden="true" />
            <p className="font-medium text-slate-900">No orders yet</p>
          </div>
        ) : (
          <ul aria-label="Orders" className="divide-y divide-slate-100">
            {orders.data.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
