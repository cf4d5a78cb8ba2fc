import type { AuthorizationType, ProductVisibility } from '@crossover/domain/catalog';
import {
  type BasePrice,
  type PriceOverride,
  type PriceResult,
  type PricingRuleInput,
  basePrice,
  priceLine,
} from '@crossover/domain/pricing/engine';
import { toCents } from '@crossover/domain/pricing/money';
import { chooseSupplier } from '@crossover/domain/pricing/routing';
import { type Db, concurrently } from '@/db/database.ts';
import { createAuthorizationsService } from '@/modules/authorizations/service.ts';
import { createInventoryService } from '@/modules/inventory/service.ts';
import type { ProductRow } from '@/modules/products/repo.ts';
import { type RuleTargets, candidateRules, distributorPricingRows, organizationPricingRows } from './repo.ts';
import { toOverride, toRule } from './inputs.ts';

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

/**
 * Who is buying, as far as the price is concerned: the organization's type sets the tier
 * (catalog/buyer.ts builds it from a session; the quote from an organization).
 *   admin        — every product at the distributor tier, from the manufacturer
 *   manufacturer — never orders; sees prices only through series authorizations it holds
 *   distributor  — buys from manufacturers at mfg cost
 *   dealer       — shop owners and marketing firms: buy from authorized suppliers
 *   none         — no organization: view only
 */
export interface OfferBuyer {
  kind: 'admin' | 'manufacturer' | 'distributor' | 'dealer' | 'none';
  organizationId: string | null;
  organizationType: string | null;
}

const cents = (v: string | null) => toCents(v);

const asAuthorization = (value: string | undefined): AuthorizationType =>
  value === 'can_order' || value === 'pricing_visible' ? value : 'view_only';

const orderableProduct = (row: ProductRow) => row.isActive && row.status === 'active';

const ruleTargetsOf = (rows: readonly ProductRow[]): RuleTargets => ({
  productIds: rows.map((r) => r.id),
  seriesIds: rows.map((r) => r.seriesId),
  manufacturerIds: rows.map((r) => r.manufacturerId),
  categories: rows.flatMap((r) => (r.category ? [r.category] : [])),
});

/** A supplier a dealer may order from (authorizations' `authorizedSuppliers`). */
export interface AuthorizedSupplier {
  id: string;
  name: string;
  type: string;
}

/** A distributor's price of a product (pricing's `distributor_pricing`). */
export interface DistributorPrice {
  productId: string;
  distributorId: string;
  distCost: string | null;
  distMasterPack: string | null;
  distMasterPackQty: number | null;
}

/**
 * Everything the price decision reads, for some products and a buyer. A reader may return more
 * rows than the decision uses (prices of unpriced products, say): it looks up only what applies.
 */
export interface OfferInputs {
  /** The buyer organization's active series authorization types, by series id. */
  seriesAuth: ReadonlyMap<string, string>;
  /** A dealer's active suppliers (empty for others). */
  suppliers: readonly AuthorizedSupplier[];
  /** Prices of the products from the dealer's distributor suppliers. */
  distPricing: readonly DistributorPrice[];
  /** A distributor's own prices of the products (shown to it, not used for its price). */
  ownPricing: readonly DistributorPrice[];
  /** The buyer organization's price overrides of the products. */
  overrides: readonly { productId: string; override: PriceOverride }[];
  /** Live rules that could target the products. */
  rules: readonly PricingRuleInput[];
  /** Available stock per product and supplier; read only when `stockDecidesRoute` says so. */
  stock: readonly { productId: string; organizationId: string; available: number }[];
}

/**
 * Whether suppliers' stock can change the answer: when the caller asked for it (the cart), or
 * for a dealer with several suppliers (stock picks the route). Otherwise it is not read.
 */
export function stockDecidesRoute(
  buyer: OfferBuyer,
  suppliers: readonly AuthorizedSupplier[],
  availability: boolean | undefined,
): boolean {
  return availability !== false || (buyer.kind === 'dealer' && suppliers.length > 1);
}

/** Which products get a price at all: every one for an admin, the authorized ones for a buyer. */
function isPriced(buyer: OfferBuyer, seriesAuth: ReadonlyMap<string, string>, row: ProductRow): boolean {
  if (buyer.kind === 'admin') return true;
  if (buyer.kind === 'distributor' || buyer.kind === 'dealer')
    return asAuthorization(seriesAuth.get(row.seriesId)) !== 'view_only';
  return false;
}

interface OfferOptions {
  quantities?: ReadonlyMap<string, number>;
  /** When the prices apply (pricing rules' and campaigns' windows): the caller's clock. */
  at: Date;
  /**
   * Whether the caller reads each supplier's available stock (the cart's short-stock notice).
   * False (the catalogue's pages): stock is read only where it can decide the route, for a
   * dealer with several suppliers; an admin's or a distributor's line has one candidate.
   */
  availability?: boolean;
}

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

/** The decision's inputs for these products, in two rounds of independent reads. */
async function readOfferInputs(
  db: Db,
  buyer: OfferBuyer,
  rows: readonly ProductRow[],
  options: OfferOptions,
): Promise<OfferInputs> {
  const { at } = options;
  const productIds = rows.map((r) => r.id);
  const orgId = buyer.organizationId;
  const authorizations = createAuthorizationsService({ db });
  const inventory = createInventoryService({ db });

  // Two rounds of independent reads: who may see and buy what, then every price input.
  const [seriesAuth, suppliers] = await concurrently(db, [
    () =>
      orgId
        ? authorizations.seriesAuthorizationMap(
            orgId,
            rows.map((r) => r.seriesId),
          )
        : Promise.resolve(new Map<string, string>()),
    () =>
      buyer.kind === 'dealer' && orgId ? authorizations.authorizedSuppliers(orgId) : Promise.resolve([]),
  ]);

  // Which products get a price, and from whom.
  const priced = rows.filter((row) => isPriced(buyer, seriesAuth, row));
  const supplierIds = suppliers.map((s) => s.id);
  const distributorIds = suppliers.filter((s) => s.type === 'distributor').map((s) => s.id);
  const pricedIds = priced.map((r) => r.id);
  const vendorIds = [...new Set([...supplierIds, ...priced.map((r) => r.manufacturerId)])];
  const [distPricing, ownPricing, overrides, rules, stock] = await concurrently(db, [
    () => distributorPricingRows(db, pricedIds, distributorIds),
    () =>
      buyer.kind === 'distributor' && orgId
        ? distributorPricingRows(db, productIds, [orgId])
        : Promise.resolve([]),
    () =>
      orgId
        ? organizationPricingRows(db, orgId, pricedIds).then((found) =>
            found.map((o) => ({ productId: o.productId, override: toOverride(o) })),
          )
        : Promise.resolve([]),
    () => candidateRules(db, ruleTargetsOf(priced), at).then((found) => found.map(toRule)),
    () =>
      stockDecidesRoute(buyer, suppliers, options.availability)
        ? inventory.availableStock(pricedIds, vendorIds)
        : Promise.resolve([]),
  ]);
  return { seriesAuth, suppliers, distPricing, ownPricing, overrides, rules, stock };
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
