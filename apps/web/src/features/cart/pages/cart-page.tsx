import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSignedInUser } from '@/features/auth/api/get-current-user';
import { usePaymentOptions } from '@/features/payment-options/api/get-payment-options';
import { useCart, useCartSummary } from '../api/get-cart';
import { AuthorizationInfo } from '../components/authorization-info';
import { CartItemRow, CartItemSkeleton } from '../components/cart-item-row';
import { OrderSummary } from '../components/order-summary';

/** Spec §9: skeleton rows while the cart loads. */
export const CART_SKELETON_ROWS = 3;

export function CartPage() {
  const cart = useCart();
  const user = useSignedInUser();
  const summary = useCartSummary();
  // Only the buyer's own organization's methods, named explicitly: an admin's unfiltered list would
  // hold every organization's. Without an organization there is nothing to pay with.
  const organizationId = user.organizationId;
  const paymentOptions = usePaymentOptions(organizationId ?? undefined, organizationId !== null);
  const items = cart.data ?? [];
  const cartSignature = items.map((item) => `${item.id}:${item.quantity}`).join(',');

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <Card>
        <CardHeader>
          <CardTitle>Cart Items</CardTitle>
        </CardHeader>
        <CardContent>
          {cart.isPending ? (
            <ul aria-label="Loading cart" className="divide-y divide-slate-100">
              {Array.from({ length: CART_SKELETON_ROWS }, (_, i) => (
                <CartItemSkeleton key={i} />
              ))}
            </ul>
          ) : cart.isError ? (
            <p className="text-sm text-red-700">
              The cart could not be loaded.{' '}
              <Button variant="link" size="inline" onClick={() => void cart.refetch()}>
                Try again
              </Button>
            </p>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 py-12 text-center">
              <ShoppingCart className="size-10 text-slate-400" aria-hidden="true" />
              <p className="font-medium text-slate-900">Your cart is empty</p>
              <Button asChild>
                <Link to="/catalog">Browse Products</Link>
              </Button>
            </div>
          ) : (
            <ul aria-label="Cart items" className="divide-y divide-slate-100">
              {items.map((item) => (
                <CartItemRow key={item.id} item={item} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <div className="space-y-6">
        <OrderSummary
          hasOrganization={organizationId !== null}
          summary={summary.data}
          itemCount={items.length}
          cartSignature={cartSignature}
          blockedCount={items.filter((item) => !item.orderable).length}
          paymentOptions={organizationId === null ? [] : (paymentOptions.data ?? [])}
          paymentOptionsLoading={organizationId !== null && paymentOptions.isPending}
        />
        <AuthorizationInfo items={items} />
      </div>
    </div>
  );
}
