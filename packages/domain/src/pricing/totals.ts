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

/**
 * A cart's totals as placing it will charge them: one order per vendor, each taxed on its own
 * subtotal (spec: tax per order). Summing the per-vendor orders keeps the cart from promising a
 * total that the orders then miss by a rounding cent.
 */
export function placementTotals(
  lines: readonly { vendorId: string | null; total: Cents }[],
  rateTenThousandths: number,
): OrderTotals {
  const byVendor = new Map<string | null, Cents[]>();
  for (const line of lines) byVendor.set(line.vendorId, [...(byVendor.get(line.vendorId) ?? []), line.total]);
  const orders = [...byVendor.values()].map((totals) => orderTotals(totals, rateTenThousandths));
  const subtotal = orders.reduce((sum, o) => sum + o.subtotal, 0);
  const tax = orders.reduce((sum, o) => sum + o.tax, 0);
  return { subtotal, tax, total: subtotal + tax, taxExempt: rateTenThousandths <= 0 };
}

/** The label the cart shows: 'Tax (7.25%)' or 'Tax (Exempt)'. */
export function taxLabel(rateTenThousandths: number): string {
  if (rateTenThousandths <= 0) return 'Tax (Exempt)';
  return `Tax (${(rateTenThousandths / 100).toFixed(2)}%)`;
}
