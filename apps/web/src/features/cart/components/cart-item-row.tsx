import type { CartItem } from '@crossover/domain/cart';
import { Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/components/product/product-image';
import { formatMoney } from '@/lib/format';
import { masterPackNote } from '@/lib/master-pack';
import { useRemoveCartItem, useUpdateCartItem } from '../api/update-cart-item';
import { QuantityControl } from './quantity-control';

/**
 * Where the supplier has fewer in stock than the line asks for, the line can still be ordered: the
 * rest is backordered (placement reserves only what is in stock). Null when stock is not short.
 */
export function stockNote(item: Pick<CartItem, 'availableQuantity' | 'quantity'>): string | null {
  const available = item.availableQuantity;
  if (available === null || available >= item.quantity) return null;
  const rest = item.quantity - available;
  if (available === 0) return `Out of stock at the supplier: all ${rest} will be backordered.`;
  return `Only ${available} in stock at the supplier: the other ${rest} will be backordered.`;
}

export function CartItemRow({ item }: { item: CartItem }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const busy = update.isPending || remove.isPending;
  const name = item.product.name;
  const packs = masterPackNote(item);
  const stock = stockNote(item);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <ProductImage src={item.product.imageUrl} alt={name} className="size-16 shrink-0 rounded-md" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-xs text-slate-600">SKU {item.product.sku}</p>
        <p className="text-sm text-slate-700">
          {formatMoney(item.unitPrice)} each
          {packs ? ` · ${packs}` : ''}
        </p>
        {stock ? <p className="text-sm text-amber-800">{stock}</p> : null}
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
