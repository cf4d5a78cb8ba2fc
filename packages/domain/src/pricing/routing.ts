import type { Cents } from './money.ts';

/** A vendor that could take an order line: the manufacturer or an authorized distributor. */
export interface SupplierCandidate {
  organizationId: string;
  /** The line total (or unit price) the buyer would pay this supplier. */
  cost: Cents;
  /** On hand − reserved at this supplier; null when it keeps no inventory record for the product. */
  available: number | null;
}

/**
 * Routing preference for a shop owner's line: a supplier with enough available stock first, then
 * the lower cost, then a stable tie-break on the id. Null when there is no candidate.
 */
export function chooseSupplier<T extends SupplierCandidate>(
  candidates: readonly T[],
  quantity: number,
): T | null {
  let best: T | null = null;
  const enough = (c: T) => c.available !== null && c.available >= quantity;
  for (const c of candidates) {
    if (
      !best ||
      (enough(c) && !enough(best)) ||
      (enough(c) === enough(best) &&
        (c.cost < best.cost || (c.cost === best.cost && c.organizationId < best.organizationId)))
    ) {
      best = c;
    }
  }
  return best;
}
