import type { CartItem } from '@crossover/domain/cart';
import { Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/features/catalog/components/product-image';
import { formatMoney } from '@/lib/format';
import { useRemoveCartItem, useUpdateCartItem } from '../api/update-cart-item';
import { QuantityControl } from './quantity-control';

export function CartItemRow({ item }: { item: CartItem }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const busy = update.isPending || remove.isPending;
  const name = item.product.name;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <ProductImage src={item.product.imageUrl} alt={name} className="size-16 shrink-0 rounded-md" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-xs text-slate-600">SKU {item.product.sku}</p>
        <p className="text-sm text-slate-700">
          {formatMoney(item.unitPrice)} each
          {item.masterPacks > 0 && item.masterPackPrice
            ? ` · ${item.masterPacks} master pack${item.masterPacks === 1 ? '' : 's'} of ${item.masterPackQty} at ${formatMoney(item.masterPackPrice)}/unit`
            : ''}
        </p>
        {!item.orderable ? (
          <Badge tone="danger" className="mt-1">
            No longer orderable
          </Badge>
        ) : null}
      </div>
      <QuantityControl
        quantity={item.quantity}
        productName={name}
        disabled={busy}
        onChange={(quantity) => update.mutate({ id: item.id, quantity })}
        onRemove={() => remove.mutate(item.id)}
      />
      <p className="w-24 text-right font-semibold text-slate-900 tabular-nums">
        {formatMoney(item.totalPrice)}
      </p>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove ${name} from cart`}
        disabled={busy}
        onClick={() => remove.mutate(item.id)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

export function CartItemSkeleton() {
  return (
    <li aria-hidden="true" data-testid="cart-skeleton" className="flex animate-pulse items-center gap-3 py-4">
      <div className="size-16 rounded-md bg-slate-100" />
      <div className="flex-1 space-y-2">
        <div className="h-4 w-1/2 rounded bg-slate-200" />
        <div className="h-3 w-1/4 rounded bg-slate-100" />
      </div>
      <div className="h-8 w-28 rounded bg-slate-100" />
    </li>
  );
}
