import { type Cents, roundHalfUp } from './money.ts';

/**
 * Spec §9: tax = subtotal × the organization's taxRate (a fraction with four places, here in
 * ten-thousandths: 0.0725 → 725), rounded to the cent. Zero means tax exempt.
 */
export function taxOn(subtotal: Cents, rateTenThousandths: number): Cents {
  if (rateTenThousandths <= 0) return 0;
  return roundHalfUp((subtotal * rateTenThousandths) / 10_000);
}

export interface OrderTotals {
  subtotal: Cents;
  tax: Cents;
  total: Cents;
  taxExempt: boolean;
}

/** An order's (or the cart's) totals from its line totals. */
export function orderTotals(lineTotals: readonly Cents[], rateTenThousandths: number): OrderTotals {
  const subtotal = lineTotals.reduce((sum, line) => sum + line, 0);
  const tax = taxOn(subtotal, rateTenThousandths);
  return { subtotal, tax, total: subtotal + tax, taxExempt: rateTenThousandths <= 0 };
}

/** The label the cart shows: 'Tax (7.25%)' or 'Tax (Exempt)'. */
export function taxLabel(rateTenThousandths: number): string {
  if (rateTenThousandths <= 0) return 'Tax (Exempt)';
  return `Tax (${(rateTenThousandths / 100).toFixed(2)}%)`;
}
