import type { AuthorizationType, ProductVisibility } from '@crossover/domain/catalog';
import { type BasePrice, type PriceResult, basePrice, priceLine } from '@crossover/domain/pricing/engine';
import { toCents } from '@crossover/domain/pricing/money';
import { chooseSupplier } from '@crossover/domain/pricing/routing';
import type { Db } from '@/db/database.ts';
import type { ProductRow } from '@/modules/products/repo.ts';
import {
  type OfferBuyer,
  type OfferInputs,
  type OfferOptions,
  asAuthorization,
  isPriced,
  readOfferInputs,
} from './offer-inputs.ts';

/** A supplier the line could go to, priced for the quantity. */
export interface PricedSupplier {
  organizationId: string;
  name: string;
  price: PriceResult;
  cost: number;
  available: number | null;
}

export interface ProductOffer {
  authorizationType: AuthorizationType;
  canOrder: boolean;
  visibility: ProductVisibility;
  /** The supplier a line would be routed to (cheapest with stock), priced; null when unpriced. */
  offer: PricedSupplier | null;
  /** Every supplier that could take the line, for routing. */
  suppliers: PricedSupplier[];
  ownDistributorPricing: {
    distCost: string | null;
    distMasterPack: string | null;
    distMasterPackQty: number | null;
  } | null;
}

const cents = (v: string | null) => toCents(v);

const orderableProduct = (row: ProductRow) => row.isActive && row.status === 'active';

/**
 * The price decision (decision 0036): authorization, visibility and prices of products for the buyer, in a fixed number of queries
 * whatever the number of products. `quantities` prices lines (cart, orders); default 1 each.
 */
export async function computeOffers(
  db: Db,
  buyer: OfferBuyer,
  rows: readonly ProductRow[],
  options: OfferOptions,
): Promise<Map<string, ProductOffer>> {
  if (rows.length === 0) return new Map();
  return decideOffers(buyer, rows, await readOfferInputs(db, buyer, rows, options), options);
}

/** The decision itself, from inputs already read: no database. */
export function decideOffers(
  buyer: OfferBuyer,
  rows: readonly ProductRow[],
  inputs: OfferInputs,
  options: OfferOptions,
): Map<string, ProductOffer> {
  const { at } = options;
  const result = new Map<string, ProductOffer>();
  const orgId = buyer.organizationId;
  const { seriesAuth, suppliers, distPricing, ownPricing, stock } = inputs;
  const overrideRows = inputs.overrides;
  const ruleInputs = inputs.rules;
  const pricedIds = rows.filter((row) => isPriced(buyer, seriesAuth, row)).map((r) => r.id);
  // Vendors are the buyer's suppliers or the products' manufacturers, whose names are at hand.
  const names = new Map<string, string>([
    ...rows.map((r): [string, string] => [r.manufacturerId, r.manufacturerName ?? '']),
    ...suppliers.map((s): [string, string] => [s.id, s.name]),
  ]);
  const stockKey = (productId: string, orgIdOf: string) => `${productId}|${orgIdOf}`;
  const stockMap = new Map(stock.map((s) => [stockKey(s.productId, s.organizationId), s.available]));
  const distMap = new Map(distPricing.map((d) => [stockKey(d.productId, d.distributorId), d]));
  const buyerRef = { organizationId: orgId, organizationType: buyer.organizationType };

  const priceFrom = (row: ProductRow, base: BasePrice | null, supplierId: string): PricedSupplier | null => {
    if (!base) return null;
    const quantity = options.quantities?.get(row.id) ?? 1;
    const price = priceLine({
      base,
      product: row,
      buyer: buyerRef,
      quantity,
      at,
      overrides: overrideRows.filter((o) => o.productId === row.id).map((o) => o.override),
      rules: ruleInputs,
    });
    return {
      organizationId: supplierId,
      name: names.get(supplierId) ?? '',
      price,
      cost: price.total,
      available: stockMap.get(stockKey(row.id, supplierId)) ?? null,
    };
  };

  const pricedSet = new Set(pricedIds);
  for (const row of rows) {
    const granted = asAuthorization(seriesAuth.get(row.seriesId));
    let candidates: PricedSupplier[] = [];
    if (pricedSet.has(row.id)) {
      const tierBase = () =>
        basePrice(
          cents(row.distributorCost),
          cents(row.distributorMpqCost),
          row.mfgMasterPackQty,
          'distributor_cost',
        );
      if (buyer.kind === 'distributor') {
        const base = basePrice(
          cents(row.mfgCost),
          cents(row.mfgMasterPackCost),
          row.mfgMasterPackQty,
          'mfg_cost',
        );
        candidates = [priceFrom(row, base, row.manufacturerId)].filter((c) => c !== null);
      } else if (buyer.kind === 'admin') {
        candidates = [priceFrom(row, tierBase(), row.manufacturerId)].filter((c) => c !== null);
      } else {
        for (const supplier of suppliers) {
          let base: BasePrice | null = null;
          if (supplier.id === row.manufacturerId) base = tierBase();
          else {
            const d = distMap.get(stockKey(row.id, supplier.id));
            if (d)
              base = basePrice(
                cents(d.distCost),
                cents(d.distMasterPack),
                d.distMasterPackQty ?? row.mfgMasterPackQty,
                'supplier_cost',
              );
          }
          const c = priceFrom(row, base, supplier.id);
          if (c) candidates.push(c);
        }
      }
    }
    const quantity = options.quantities?.get(row.id) ?? 1;
    const offer = chooseSupplier(candidates, quantity);
    const own = ownPricing.find((o) => o.productId === row.id);
    const ownDistributorPricing =
      buyer.kind === 'distributor'
        ? own
          ? {
              distCost: own.distCost,
              distMasterPack: own.distMasterPack,
              distMasterPackQty: own.distMasterPackQty,
            }
          : null
        : null;

    let entry: Omit<ProductOffer, 'offer' | 'suppliers' | 'ownDistributorPricing'>;
    switch (buyer.kind) {
      case 'admin':
        entry = { authorizationType: 'can_order', canOrder: true, visibility: 'cost' };
        break;
      case 'manufacturer': {
        const own = row.manufacturerId === buyer.organizationId;
        entry = {
          authorizationType: own ? (seriesAuth.has(row.seriesId) ? granted : 'pricing_visible') : granted,
          canOrder: false,
          visibility: own ? 'cost' : 'limited',
        };
        break;
      }
      case 'distributor':
        entry = {
          authorizationType: granted,
          canOrder: granted === 'can_order' && orderableProduct(row) && offer !== null,
          visibility: granted === 'view_only' ? 'limited' : 'cost',
        };
        break;
      case 'dealer':
        entry = {
          authorizationType: granted,
          canOrder: granted === 'can_order' && orderableProduct(row) && offer !== null,
          visibility: granted === 'view_only' ? 'limited' : 'buyer',
        };
        break;
      default:
        entry = { authorizationType: 'view_only', canOrder: false, visibility: 'limited' };
    }
    result.set(row.id, { ...entry, offer, suppliers: candidates, ownDistributorPricing });
  }
  return result;
}
