import type { Product } from '@crossover/domain/catalog';

export interface PriceLine {
  key: string;
  label: string;
  value: string | null;
}

/**
 * The price lines a product answer carries, in display order. The server strips what this user may
 * not see, so a line appears exactly when its field is in the answer (null amounts are skipped).
 */
export function productPriceLines(product: Product): PriceLine[] {
  const lines: PriceLine[] = [];
  const add = (key: string, label: string, value: string | null | undefined) => {
    if (value !== undefined && value !== null) lines.push({ key, label, value });
  };
  add('price', 'Your Price', product.price);
  if (product.masterPackPrice !== undefined && product.masterPackPrice !== null) {
    add('masterPackPrice', `Master Pack (${product.masterPackQty ?? 0}+) / unit`, product.masterPackPrice);
  }
  add('mfgCost', 'Mfg Cost', product.mfgCost);
  add(
    'mfgMasterPackCost',
    `Mfg Master Pack (${product.mfgMasterPackQty ?? 0}) / unit`,
    product.mfgMasterPackCost,
  );
  add('distributorCost', 'Distributor Cost', product.distributorCost);
  add('distributorMpqCost', 'Distributor MPQ Cost', product.distributorMpqCost);
  add('mapPrice', 'MAP', product.mapPrice);
  add('retailPrice', 'MSRP', product.retailPrice);
  return lines;
}

/** Spec §2: view_only non-admins see 'Limited Pricing View'. */
export function isLimitedView(product: Product, isAdmin: boolean): boolean {
  return !isAdmin && (product.authorizationType === 'view_only' || product.visibility === 'limited');
}

/**
 * Spec §6: admins may always order; others only when the server says canOrder. Orders are placed
 * for an organization, so nobody without one is offered Add to Cart (the server refuses it too).
 */
export function canOrderProduct(product: Product, isAdmin: boolean, hasOrganization: boolean): boolean {
  return hasOrganization && (isAdmin || product.canOrder);
}
