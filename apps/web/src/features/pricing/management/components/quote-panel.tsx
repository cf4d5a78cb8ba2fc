import { CART_MAX_QUANTITY } from '@crossover/domain/cart';
import type { PricingQuote } from '@crossover/domain/pricing/quote';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { ComboboxField } from '@/components/ui/form/combobox-field';
import { DateField } from '@/components/ui/form/date-field';
import { LoadError } from '@/components/ui/load-error';
import { ProductPicker } from '@/components/ui/product-picker';
import { parseApiError } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { type QuoteParams, usePricingQuote } from '../api/pricing-management';
import { formatDay, todayUtc } from './format';
import type { BuyerChoice } from './organization-pricing-dialog';

/** ★ 'What would they pay?': the catalogue's own price for a buyer organization, step by step. */
export function QuotePanel({ buyers }: { buyers: readonly BuyerChoice[] }) {
  const [productId, setProductId] = useState('');
  const [organizationId, setOrganizationId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [date, setDate] = useState(todayUtc());
  const [asked, setAsked] = useState<QuoteParams | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const quote = usePricingQuote(asked);

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = Number(quantity);
    if (!productId) return setProblem('Choose a product');
    if (!organizationId) return setProblem('Choose a buyer organization');
    if (!Number.isInteger(q) || q < 1 || q > CART_MAX_QUANTITY)
      return setProblem(
        `Quantity must be a whole number from 1 to ${CART_MAX_QUANTITY.toLocaleString('en-US')}`,
      );
    setProblem(null);
    setAsked({ productId, organizationId, quantity: q, date });
  }

  return (
    <Card className="space-y-4 p-4">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">What would they pay?</h3>
        <p className="text-sm text-slate-600">
          The price a buyer organization gets for a quantity on a day, with each step the pricing applied.
        </p>
      </div>
      <form
        onSubmit={submit}
        noValidate
        aria-label="What would they pay?"
        className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-[2fr_2fr_1fr_1fr_auto] xl:items-end"
      >
        <ProductPicker
          label="Product"
          value={productId}
          onChange={(p) => setProductId(p?.id ?? '')}
          scope={{ status: 'all' }}
        />
        <ComboboxField
          label="Buyer Organization"
          value={organizationId}
          options={buyers}
          onChange={setOrganizationId}
          placeholder="Select an organization"
        />
        <FormField
          label="Quantity"
          inputMode="numeric"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
        <DateField label="Date" value={date} onChange={(e) => setDate(e.target.value)} />
        <Button type="submit">Show price</Button>
      </form>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {asked === null ? null : quote.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Pricing…
        </p>
      ) : quote.isError ? (
        <LoadError
          message={parseApiError(quote.error).message ?? 'The price could not be worked out.'}
          onRetry={() => void quote.refetch()}
        />
      ) : (
        <QuoteBreakdown quote={quote.data} />
      )}
    </Card>
  );
}

function QuoteBreakdown({ quote }: { quote: PricingQuote }) {
  const heading = `${quote.organization.name} · ${quote.quantity} × ${quote.product.name} (${quote.product.sku}) on ${formatDay(quote.at)}`;
  if (!quote.base || quote.unitPrice === null)
    return (
      <div aria-live="polite" className="rounded-lg bg-slate-50 p-3 text-sm">
        <p className="font-medium text-slate-900">{heading}</p>
        <p className="text-slate-700">No price: {quote.unpricedReason}</p>
      </div>
    );
  return (
    <div aria-live="polite" className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm">
      <p className="font-medium text-slate-900">{heading}</p>
      <ol aria-label="Price breakdown" className="space-y-1">
        <li className="flex flex-wrap justify-between gap-2">
          <span>
            Base: {quote.base.label}
            {quote.supplier ? ` from ${quote.supplier.name}` : ''}
          </span>
          <span className="font-mono">{formatMoney(quote.base.unitPrice)}</span>
        </li>
        {quote.steps.map((step, index) => (
          <li key={index} className="flex flex-wrap justify-between gap-2">
            <span>
              {step.name}: {step.detail}
            </span>
            <span className="font-mono">
              {formatMoney(step.amount)} → {formatMoney(step.unitPriceAfter)}
            </span>
          </li>
        ))}
        {quote.steps.length === 0 ? (
          <li className="text-slate-600">No organization pricing or rule applies.</li>
        ) : null}
      </ol>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 border-t border-slate-200 pt-2 sm:grid-cols-4">
        <dt className="text-slate-600">Unit price</dt>
        <dd className="font-semibold">{formatMoney(quote.unitPrice)}</dd>
        {quote.masterPackPrice && quote.masterPackQty && quote.masterPackQty > 1 ? (
          <>
            <dt className="text-slate-600">Master pack ({quote.masterPackQty})</dt>
            <dd>{formatMoney(quote.masterPackPrice)} each</dd>
          </>
        ) : null}
        <dt className="text-slate-600">Total</dt>
        <dd className="font-semibold">{formatMoney(quote.total)}</dd>
      </dl>
      {quote.canOrder ? null : (
        <p className="text-slate-600">
          They may see this price but not order it ({quote.authorizationType}).
        </p>
      )}
    </div>
  );
}
