import type { AuthorizationType } from '@crossover/domain/catalog';
import type { PriceOverride, PricingRuleInput } from '@crossover/domain/pricing/engine';
import { type Db, concurrently } from '@/db/database.ts';
import { createAuthorizationsService } from '@/modules/authorizations/service.ts';
import { createInventoryService } from '@/modules/inventory/service.ts';
import type { ProductRow } from '@/modules/products/repo.ts';
import { toOverride, toRule } from './inputs.ts';
import { type RuleTargets, candidateRules, distributorPricingRows, organizationPricingRows } from './repo.ts';

/**
 * What the price decision (offers.ts) reads: who is buying, the inputs' shape, and the reader that
 * fetches them for a page of products in two rounds (the one-product reader: one-product.ts).
 */

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

export const asAuthorization = (value: string | undefined): AuthorizationType =>
  value === 'can_order' || value === 'pricing_visible' ? value : 'view_only';

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
export function isPriced(
  buyer: OfferBuyer,
  seriesAuth: ReadonlyMap<string, string>,
  row: ProductRow,
): boolean {
  if (buyer.kind === 'admin') return true;
  if (buyer.kind === 'distributor' || buyer.kind === 'dealer')
    return asAuthorization(seriesAuth.get(row.seriesId)) !== 'view_only';
  return false;
}

export interface OfferOptions {
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

/** The decision's inputs for these products, in two rounds of independent reads. */
export async function readOfferInputs(
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
