import { type Placeholder, type SQL, and, eq, or, sql } from 'drizzle-orm';
import type { AuthorizationType } from '@crossover/domain/catalog';
import type { PriceOverride, PricingRuleInput } from '@crossover/domain/pricing/engine';
import type { Db } from '@/db/database.ts';
import { jsonRowsOf } from '@/db/json-rows.ts';
import { type Keys, type TextValue, matchesKeys } from '@/db/keys.ts';
import { preparedPerDb } from '@/db/prepared.ts';
import { distributorPricing } from '@/db/schema/distributor-pricing.ts';
import { organizationPricing } from '@/db/schema/organization-pricing.ts';
import { pricingRules } from '@/db/schema/pricing-rules.ts';
import {
  authorizedSupplierIds,
  authorizedSuppliersJson,
  decodeSeriesGrants,
  seriesGrantJson,
} from '@/modules/authorizations/fragments.ts';
import { availableStockJson } from '@/modules/inventory/fragments.ts';
import type { ProductRow } from '@/modules/products/repo.ts';
import { toOverride, toRule } from './inputs.ts';
import { liveRulesTargeting } from './repo.ts';

/**
 * What the price decision (offers.ts) reads: who is buying, the inputs' shape, and how they are
 * read: one JSON object of set-based subqueries (decision 0059), keyed by a page's products or,
 * inside the statement that reads one product, by its columns (one-product.ts, decision 0048).
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

/** A supplier a dealer may order from (authorizations' `authorizedSuppliersJson`). */
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
 * Everything the price decision reads, for some products and a buyer. The reader returns more
 * rows than the decision uses (prices and rules of products the buyer gets no price for, stock at
 * a vendor that is no candidate): the decision looks up only what applies.
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
  /** Available stock per product and vendor; kept only when `stockDecidesRoute` says so. */
  stock: readonly { productId: string; organizationId: string; available: number }[];
}

/**
 * Whether suppliers' stock can change the answer: when the caller asked for it (the cart), or
 * for a dealer with several suppliers (stock picks the route). Otherwise none is kept.
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

/**
 * Which products the inputs are read for, as the keys each subquery matches: one product's
 * columns in the statement that reads it (one-product.ts), or placeholders bound to a page's
 * lists. Categories are lower case, and a product without one ('' or null) has none, so it
 * matches no category rule.
 */
export interface ProductKeys {
  ids: Keys;
  seriesIds: Keys;
  manufacturerIds: Keys;
  categories: Keys;
}

/**
 * What one statement of the inputs is built for: the buyer, the moment and the products, each a
 * value (the detail's statement) or a placeholder (a page's prepared statement).
 */
export interface InputsTarget {
  kind: OfferBuyer['kind'];
  organizationId: TextValue | null;
  /** When the prices apply, as a timestamptz. */
  at: SQL | Placeholder;
  products: ProductKeys;
  /** Stock for the cart (its short-stock notice) rather than for a page. */
  forCart: boolean;
}

const distributorPrices = jsonRowsOf(distributorPricing);
const overrideRows = jsonRowsOf(organizationPricing);
const ruleRows = jsonRowsOf(pricingRules);

/**
 * The subqueries of the inputs the buyer's kind reads (the others are left out and read as
 * empty): suppliers and their prices for a dealer, own prices for a distributor, overrides and
 * rules for whoever may get a price. Stock: at a dealer's suppliers (a page keeps it only where
 * it picks the route) and, for the cart, at the products' manufacturers (an admin's or a
 * distributor's vendor).
 */
function inputQueries(target: InputsTarget): Partial<Record<keyof OfferInputs, SQL>> {
  const { kind, organizationId: org, products, forCart } = target;
  const dealer = kind === 'dealer' ? org : null;
  const dp = distributorPricing;
  const op = organizationPricing;
  const r = pricingRules;
  const queries: Partial<Record<keyof OfferInputs, SQL>> = {};
  if (org) queries.seriesAuth = seriesGrantJson(org, products.seriesIds);
  if (dealer) {
    queries.suppliers = authorizedSuppliersJson(dealer);
    queries.distPricing = distributorPrices.select(
      and(
        eq(dp.isActive, true),
        matchesKeys(dp.productId, products.ids),
        sql`${dp.distributorId} in ${authorizedSupplierIds(dealer, 'distributor')}`,
      ),
    );
  }
  if (kind === 'distributor' && org)
    queries.ownPricing = distributorPrices.select(
      and(eq(dp.isActive, true), matchesKeys(dp.productId, products.ids), eq(dp.distributorId, org)),
    );
  if (kind !== 'admin' && kind !== 'distributor' && kind !== 'dealer') return queries;
  if (org)
    queries.overrides = overrideRows.select(
      and(eq(op.organizationId, org), eq(op.isActive, true), matchesKeys(op.productId, products.ids)),
    );
  queries.rules = ruleRows.select(
    liveRulesTargeting(target.at, {
      product: matchesKeys(r.productId, products.ids),
      series: matchesKeys(r.seriesId, products.seriesIds),
      manufacturer: matchesKeys(r.manufacturerId, products.manufacturerIds),
      category: matchesKeys(sql`lower(${r.category})`, products.categories),
    }),
  );
  if (dealer || forCart)
    queries.stock = availableStockJson(
      products.ids,
      (vendor) =>
        or(
          dealer ? sql`${vendor} in ${authorizedSupplierIds(dealer)}` : undefined,
          forCart ? matchesKeys(vendor, products.manufacturerIds) : undefined,
        ) ?? sql`false`,
    );
  return queries;
}

/** The inputs as one JSON object (decodeOfferInputs reads it); null when the buyer reads none. */
export function offerInputsJson(target: InputsTarget): SQL | null {
  const fields = Object.entries(inputQueries(target)).map(
    // The keys are OfferInputs' own names: literal text, not user input.
    ([key, query]) => sql`${sql.raw(`'${key}'`)}, ${query}`,
  );
  return fields.length === 0 ? null : sql`json_build_object(${sql.join(fields, sql`, `)})`;
}

/** offerInputsJson's answer (null or a missing key: nothing read) as the decision's inputs. */
export function decodeOfferInputs(
  buyer: OfferBuyer,
  json: unknown,
  availability: boolean | undefined,
): OfferInputs {
  const value = (json ?? {}) as Partial<Record<keyof OfferInputs, unknown>>;
  const suppliers = (value.suppliers ?? []) as AuthorizedSupplier[];
  return {
    seriesAuth: decodeSeriesGrants(value.seriesAuth ?? []),
    suppliers,
    distPricing: distributorPrices.decode(value.distPricing ?? []),
    ownPricing: distributorPrices.decode(value.ownPricing ?? []),
    overrides: overrideRows
      .decode(value.overrides ?? [])
      .map((o) => ({ productId: o.productId, override: toOverride(o) })),
    rules: ruleRows.decode(value.rules ?? []).map(toRule),
    stock: stockDecidesRoute(buyer, suppliers, availability)
      ? ((value.stock ?? []) as OfferInputs['stock'])
      : [],
  };
}

const listKeys: ProductKeys = {
  ids: sql.placeholder('ids'),
  seriesIds: sql.placeholder('seriesIds'),
  manufacturerIds: sql.placeholder('manufacturerIds'),
  categories: sql.placeholder('categories'),
};

const prepareList = (db: Db, json: SQL, name: string) =>
  db
    .select({ inputs: sql<unknown>`${json}` })
    // drizzle's select needs a FROM: one row of no columns.
    .from(sql`(select) as one`)
    .prepare(name);

const listStatements = preparedPerDb(() => new Map<string, ReturnType<typeof prepareList> | null>());

/**
 * A page's (or the cart's) statement, prepared once per shape (the buyer's kind, whether it has an
 * organization, page or cart) with every value a placeholder: neither drizzle's building of the
 * wide subqueries nor PostgreSQL's parsing is paid per request (decision 0017). Null for a shape
 * that reads nothing.
 */
function listStatement(db: Db, buyer: OfferBuyer, forCart: boolean) {
  const shape = `${buyer.kind}_${buyer.organizationId ? 'org' : 'no_org'}_${forCart ? 'cart' : 'page'}`;
  const statements = listStatements(db);
  let statement = statements.get(shape);
  if (statement === undefined) {
    const json = offerInputsJson({
      kind: buyer.kind,
      organizationId: buyer.organizationId ? sql.placeholder('organizationId') : null,
      at: sql.placeholder('at'),
      products: listKeys,
      forCart,
    });
    statement = json && prepareList(db, json, `pricing_offer_inputs_${shape}`);
    statements.set(shape, statement);
  }
  return statement;
}

/** The decision's inputs for these products, in one statement (none when the buyer reads none). */
export async function readOfferInputs(
  db: Db,
  buyer: OfferBuyer,
  rows: readonly ProductRow[],
  options: OfferOptions,
): Promise<OfferInputs> {
  const statement = listStatement(db, buyer, options.availability !== false);
  const [found] = statement
    ? await statement.execute({
        organizationId: buyer.organizationId,
        at: options.at.toISOString(),
        ids: rows.map((r) => r.id),
        seriesIds: [...new Set(rows.map((r) => r.seriesId))],
        manufacturerIds: [...new Set(rows.map((r) => r.manufacturerId))],
        categories: [...new Set(rows.flatMap((r) => (r.category ? [r.category.toLowerCase()] : [])))],
      })
    : [];
  return decodeOfferInputs(buyer, found?.inputs, options.availability);
}
