import { type AnyColumn, type SQL, and, eq, sql } from 'drizzle-orm';
import { jsonRowsOf } from '@/db/json-rows.ts';
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
import {
  type AuthorizedSupplier,
  type OfferBuyer,
  type OfferInputs,
  stockDecidesRoute,
} from './offer-inputs.ts';
import { type ProductOffer, decideOffers } from './offers.ts';
import { liveRulesTargeting } from './repo.ts';

/**
 * One product's offer in the statement that reads the product (decision 0048): every input of the
 * price decision as one JSON column, its subqueries keyed by the product's own columns, so the
 * Product Details dialog needs no round trip after the product's. Reads exactly what
 * `computeOffers` reads for that product (a few rows more, which the decision never looks up).
 */

/** The product's columns in the statement that selects it, which the subqueries refer to. */
export interface ProductRef {
  id: AnyColumn;
  seriesId: AnyColumn;
  manufacturerId: AnyColumn;
  category: AnyColumn;
}

const distributorPrices = jsonRowsOf(distributorPricing);
const overrideRows = jsonRowsOf(organizationPricing);
const ruleRows = jsonRowsOf(pricingRules);
const NONE = sql`'[]'::json`;

/** The decision's inputs for the product and buyer, as a JSON object (offerFromJson reads it). */
export function offerInputsJson(buyer: OfferBuyer, product: ProductRef, at: Date): SQL {
  const org = buyer.organizationId;
  const dealer = buyer.kind === 'dealer' ? org : null;
  const dp = distributorPricing;
  const r = pricingRules;
  const pricedKind = buyer.kind === 'admin' || buyer.kind === 'distributor' || buyer.kind === 'dealer';
  const parts: Record<keyof OfferInputs, SQL> = {
    seriesAuth: org ? seriesGrantJson(org, product.seriesId) : NONE,
    suppliers: dealer ? authorizedSuppliersJson(dealer) : NONE,
    distPricing: dealer
      ? distributorPrices.select(
          and(
            eq(dp.isActive, true),
            eq(dp.productId, product.id),
            sql`${dp.distributorId} in ${authorizedSupplierIds(dealer, 'distributor')}`,
          ),
        )
      : NONE,
    ownPricing:
      buyer.kind === 'distributor' && org
        ? distributorPrices.select(
            and(eq(dp.isActive, true), eq(dp.productId, product.id), eq(dp.distributorId, org)),
          )
        : NONE,
    overrides: org
      ? overrideRows.select(
          and(
            eq(organizationPricing.organizationId, org),
            eq(organizationPricing.isActive, true),
            eq(organizationPricing.productId, product.id),
          ),
        )
      : NONE,
    // Only a buyer who may get a price reads rules (computeOffers reads none for the others).
    rules: pricedKind
      ? ruleRows.select(
          liveRulesTargeting(sql`${at.toISOString()}::timestamptz`, {
            product: sql`${r.productId} = ${product.id}`,
            series: sql`${r.seriesId} = ${product.seriesId}`,
            manufacturer: sql`${r.manufacturerId} = ${product.manufacturerId}`,
            // As candidateRules: a product without a category ('' or null) matches no category rule.
            category: sql`(${product.category} <> '' and lower(${r.category}) = lower(${product.category}))`,
          }),
        )
      : NONE,
    stock: dealer ? availableStockJson(product.id, authorizedSupplierIds(dealer)) : NONE,
  };
  const fields = Object.entries(parts).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql`json_build_object(${sql.join(fields, sql`, `)})`;
}

/** The offer for the product from offerInputsJson's answer: the same decision as computeOffers. */
export function offerFromJson(
  buyer: OfferBuyer,
  row: ProductRow,
  json: unknown,
  options: { at: Date },
): ProductOffer {
  const value = json as Record<keyof OfferInputs, unknown>;
  const suppliers = value.suppliers as AuthorizedSupplier[];
  const inputs: OfferInputs = {
    seriesAuth: decodeSeriesGrants(value.seriesAuth),
    suppliers,
    distPricing: distributorPrices.decode(value.distPricing),
    ownPricing: distributorPrices.decode(value.ownPricing),
    overrides: overrideRows
      .decode(value.overrides)
      .map((o) => ({ productId: o.productId, override: toOverride(o) })),
    rules: ruleRows.decode(value.rules).map(toRule),
    // A page's rule (availability false): stock only where it picks a dealer's supplier.
    stock: stockDecidesRoute(buyer, suppliers, false) ? (value.stock as OfferInputs['stock']) : [],
  };
  return decideOffers(buyer, [row], inputs, options).get(row.id)!;
}
