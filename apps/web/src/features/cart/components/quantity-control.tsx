import { CART_MAX_QUANTITY, CART_MIN_QUANTITY } from '@crossover/domain/cart';
import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { QUANTITY_CAPPED_NOTICE, interpretQuantity } from '../api/update-cart-item';

/**
 * Spec §4/§5: − and + step by one (− disabled at 1); a typed value is applied on blur or Enter:
 * non-numeric becomes 1, 0 or less removes the line, above 9,999 becomes 9,999 and says so.
 */
export function QuantityControl({
  quantity,
  productName,
  disabled,
  onChange,
  onRemove,
}: {
  quantity: number;
  productName: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const noticeId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [capped, setCapped] = useState(false);

  const commit = () => {
    if (draft === null) return;
    const result = interpretQuantity(draft);
    setDraft(null);
    setCapped(result.action === 'set' && result.capped);
    if (result.action === 'remove') onRemove();
    else if (result.quantity !== quantity) onChange(result.quantity);
  };
  const step = (next: number) => {
    setCapped(false);
    onChange(next);
  };

  return (
    <div className="flex flex-col items-start gap-1">
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          aria-label={`Decrease quantity of ${productName}`}
          disabled={disabled || quantity <= CART_MIN_QUANTITY}
          onClick={() => step(quantity - 1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <label htmlFor={id} className="sr-only">
          Quantity of {productName}
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={CART_MIN_QUANTITY}
          max={CART_MAX_QUANTITY}
          value={draft ?? String(quantity)}
          disabled={disabled}
          aria-describedby={capped ? noticeId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          className="block h-8 w-16 rounded-md border border-slate-300 bg-white px-2 text-center text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-100"
        />
        <Button
          variant="outline"
          size="icon"
          aria-label={`Increase quantity of ${productName}`}
          disabled={disabled || quantity >= CART_MAX_QUANTITY}
          onClick={() => step(quantity + 1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <p id={noticeId} role="status" className="max-w-52 text-xs text-amber-800">
        {capped ? QUANTITY_CAPPED_NOTICE : ''}
      </p>
    </div>
  );
}
