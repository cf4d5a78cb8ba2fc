import type { CartSummary } from '@crossover/domain/cart';
import { ORDER_MESSAGES } from '@crossover/domain/orders';
import type { PaymentOption } from '@crossover/domain/payment-options';
import { paymentOptionLabel, preselectedPaymentOption } from '@crossover/domain/payment-options';
import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { formatMoney } from '@/lib/format';
import { newIdempotencyKey, usePlaceOrder } from '../api/place-order';

/** Spec §9: 'Tax (7.25%)', or 'Tax (Exempt)' when the organization's rate is zero. */
export function taxLabel(summary: Pick<CartSummary, 'taxRate' | 'taxExempt'>): string {
  const rate = Number(summary.taxRate);
  if (summary.taxExempt || !Number.isFinite(rate) || rate === 0) return 'Tax (Exempt)';
  return `Tax (${(rate * 100).toFixed(2)}%)`;
}

export function OrderSummary({
  summary,
  itemCount,
  paymentOptions,
  paymentOptionsLoading,
  hasOrganization = true,
  cartSignature = '',
  blockedCount = 0,
}: {
  summary: CartSummary | undefined;
  itemCount: number;
  /**
   * The cart's lines and quantities: one placement attempt is this cart with this payment method.
   * Its Idempotency-Key is kept for retries and replaced when the cart or the method changes.
   */
  cartSignature?: string;
  paymentOptions: readonly PaymentOption[];
  paymentOptionsLoading: boolean;
  /** Orders are placed for an organization; an admin without one orders by emulating its user. */
  hasOrganization?: boolean;
  /**
   * Lines that can no longer be ordered: the server leaves them out of the totals and refuses the
   * placement while they are in the cart, so Place Order waits until they are removed.
   */
  blockedCount?: number;
}) {
  const selectId = useId();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const place = usePlaceOrder();
  // Refs, not state: a double click delivers both clicks before React re-renders the button as
  // disabled, so the second click must see the first one synchronously.
  const inFlight = useRef(false);
  const attempt = useRef<{ scope: string; key: string } | null>(null);
  const usable = paymentOptions.filter((o) => o.isActive);
  const selectedId =
    chosenId !== null && usable.some((o) => o.id === chosenId)
      ? chosenId
      : (preselectedPaymentOption(usable)?.id ?? '');

  const disabled =
    !hasOrganization ||
    itemCount === 0 ||
    blockedCount > 0 ||
    usable.length === 0 ||
    selectedId === '' ||
    place.isPending;

  const onPlace = () => {
    if (!selectedId) {
      toast({
        title: ORDER_MESSAGES.paymentMissingTitle,
        description: ORDER_MESSAGES.paymentMissing,
        variant: 'destructive',
      });
      return;
    }
    if (inFlight.current) return;
    const scope = `${selectedId}|${cartSignature}`;
    if (attempt.current?.scope !== scope) attempt.current = { scope, key: newIdempotencyKey() };
    inFlight.current = true;
    place.mutate(
      { paymentOptionId: selectedId, idempotencyKey: attempt.current.key },
      {
        // Placed: the next order is a new attempt. Failed: a retry repeats this one (same key), so
        // if the first request did place the order the server answers with it instead of a second.
        onSuccess: () => {
          attempt.current = null;
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-slate-600">Subtotal</dt>
            <dd className="tabular-nums">{summary ? formatMoney(summary.subtotal) : '…'}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-slate-600">{summary ? taxLabel(summary) : 'Tax'}</dt>
            <dd className="tabular-nums">{summary ? formatMoney(summary.tax) : '…'}</dd>
          </div>
          <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{summary ? formatMoney(summary.total) : '…'}</dd>
          </div>
        </dl>
        <div className="space-y-1.5">
          <Label htmlFor={selectId}>Payment Method</Label>
          {paymentOptionsLoading ? (
            <p className="text-sm text-slate-600">Loading payment methods…</p>
          ) : usable.length === 0 ? (
            <p className="text-sm text-slate-600">No payment methods on file.</p>
          ) : null}
          <select
            id={selectId}
            value={selectedId}
            disabled={usable.length === 0}
            onChange={(event) => setChosenId(event.target.value)}
            className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-100"
          >
            {selectedId === '' ? <option value="">Select a payment method</option> : null}
            {usable.map((option) => (
              <option key={option.id} value={option.id}>
                {paymentOptionLabel(option)}
                {option.isDefault ? ' (Default)' : ''}
              </option>
            ))}
          </select>
          <Button asChild variant="link" size="inline" className="text-sm">
            <Link to="/payment-options">
              <Plus aria-hidden="true" />
              Add Payment Method
            </Link>
          </Button>
        </div>
        {hasOrganization ? null : (
          <p className="text-sm text-slate-700">
            {ORDER_MESSAGES.noOrganization}. Emulate a business user to order for their organization.
          </p>
        )}
        {blockedCount > 0 ? (
          <p id={`${selectId}-blocked`} className="text-sm text-red-700">
            {blockedCount === 1
              ? '1 item can no longer be ordered and is not in the total. Remove it to place the order.'
              : `${blockedCount} items can no longer be ordered and are not in the total. Remove them to place the order.`}
          </p>
        ) : null}
        <Button
          className="w-full"
          size="lg"
          disabled={disabled}
          onClick={onPlace}
          aria-describedby={blockedCount > 0 ? `${selectId}-blocked` : undefined}
        >
          {place.isPending ? 'Placing Order…' : 'Place Order'}
        </Button>
      </CardContent>
    </Card>
  );
}
