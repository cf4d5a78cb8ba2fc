import type { Order, OrderStatus } from '@crossover/domain/orders';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatMoney } from '@/lib/format';
import { useUpdateOrderStatus } from '../api/get-orders';
import { OrderItems } from './order-items';
import { OrderStatusBadge } from './order-status-badge';

const ACTION_LABELS: Record<OrderStatus, string> = {
  pending: 'Mark as Pending',
  processing: 'Mark as Processing',
  shipped: 'Mark as Shipped',
  delivered: 'Mark as Delivered',
  cancelled: 'Cancel Order',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

export function OrderRow({ order }: { order: Order }) {
  const update = useUpdateOrderStatus();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [itemsShown, setItemsShown] = useState(false);
  const ids = useId();
  const numberId = `${ids}-number`;
  const itemsId = `${ids}-items`;
  const move = (status: OrderStatus) => update.mutate({ id: order.id, status });

  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={numberId} className="font-semibold text-slate-900">
              {order.orderNumber}
            </h3>
            <OrderStatusBadge status={order.status} />
            {order.direction === 'received' ? (
              <span className="text-xs font-medium text-slate-600">Received</span>
            ) : order.direction === 'placed' ? (
              <span className="text-xs font-medium text-slate-600">Placed</span>
            ) : null}
          </div>
          <p className="text-sm text-slate-600">
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
            {` · ${order.itemCount} item${order.itemCount === 1 ? '' : 's'}`}
          </p>
          <p className="text-sm text-slate-600">
            {/* The name for people; the id stays at hand in the tooltip (spec §2 lists the id). */}
            Organization:{' '}
            <span title={`Organization id: ${order.organizationId}`}>
              {order.organizationName ?? order.organizationId}
            </span>
            {order.vendorOrganizationName ? ` · Vendor: ${order.vendorOrganizationName}` : ''}
          </p>
          {order.notes ? <p className="text-sm text-slate-700">Notes: {order.notes}</p> : null}
          <Button
            variant="link"
            size="inline"
            aria-expanded={itemsShown}
            aria-controls={itemsId}
            aria-describedby={numberId}
            onClick={() => setItemsShown((shown) => !shown)}
          >
            <ChevronDown className={itemsShown ? 'rotate-180' : undefined} aria-hidden="true" />
            {itemsShown ? 'Hide items' : 'View items'}
          </Button>
        </div>
        <div className="flex flex-col items-start gap-2 md:items-end">
          <p className="text-lg font-semibold text-slate-900 tabular-nums">
            {formatMoney(order.totalAmount)}
          </p>
          {order.allowedTransitions.length > 0 ? (
            <div
              className="flex flex-wrap gap-2"
              aria-label={`Status actions for ${order.orderNumber}`}
              role="group"
            >
              {order.allowedTransitions.map((status) =>
                status === 'cancelled' ? (
                  <Button
                    key={status}
                    size="sm"
                    variant="outline"
                    disabled={update.isPending}
                    onClick={() => setConfirmCancel(true)}
                  >
                    {ACTION_LABELS[status]}
                  </Button>
                ) : (
                  <Button key={status} size="sm" disabled={update.isPending} onClick={() => move(status)}>
                    {ACTION_LABELS[status]}
                  </Button>
                ),
              )}
            </div>
          ) : null}
        </div>
      </div>
      {/* In the page while closed too, so aria-controls always names an element; the lines are
          fetched on first opening and kept in the query cache after. */}
      <div id={itemsId} hidden={!itemsShown} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
        {itemsShown ? <OrderItems orderId={order.id} /> : null}
      </div>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel order?"
        description={`Are you sure you want to cancel order ${order.orderNumber}? Reserved stock is released.`}
        confirmLabel="Cancel Order"
        pending={update.isPending}
        onConfirm={() => {
          setConfirmCancel(false);
          move('cancelled');
        }}
      />
    </li>
  );
}

export function OrderSkeleton() {
  return (
    <li aria-hidden="true" data-testid="order-skeleton" className="flex animate-pulse justify-between py-4">
      <div className="space-y-2">
        <div className="h-4 w-40 rounded bg-slate-200" />
        <div className="h-3 w-56 rounded bg-slate-100" />
      </div>
      <div className="h-5 w-20 rounded bg-slate-200" />
    </li>
  );
}
