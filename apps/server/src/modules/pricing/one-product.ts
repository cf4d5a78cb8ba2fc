import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { ProductRow } from '@/modules/products/repo.ts';
import { type OfferBuyer, type ProductKeys, decodeOfferInputs, offerInputsJson } from './offer-inputs.ts';
import { type ProductOffer, decideOffers } from './offers.ts';

/**
 * One product's offer in the statement that reads the product (decision 0048): the inputs a page
 * reads (offer-inputs.ts), keyed by the product's own columns instead of lists, as one JSON column,
 * so the Product Details dialog needs no round trip after the product's. Stock follows a page's
 * rule (`availability: false`).
 */

/** The product's columns in the statement that selects it, which the subqueries refer to. */
export interface ProductRef {
  id: AnyColumn;
  seriesId: AnyColumn;
  manufacturerId: AnyColumn;
  category: AnyColumn;
}

const keysOf = (product: ProductRef): ProductKeys => ({
  ids: product.id,
  seriesIds: product.seriesId,
  manufacturerIds: product.manufacturerId,
  categories: sql`lower(nullif(${product.category}, ''))`,
});

/** The decision's inputs for the product and buyer, as a JSON column (offerFromJson reads it). */
export const productOfferInputsJson = (buyer: OfferBuyer, product: ProductRef, at: Date): SQL =>
  offerInputsJson({
    kind: buyer.kind,
    organizationId: buyer.organizationId,
    at: sql`${at.toISOString()}::timestamptz`,
    products: keysOf(product),
    forCart: false,
  }) ?? sql`null::json`;

/** The offer for the product from productOfferInputsJson's answer: the same decision as a page's. */
export function offerFromJson(
  buyer: OfferBuyer,
  row: ProductRow,
  json: unknown,
  options: { at: Date },
): ProductOffer {
  const inputs = decodeOfferInputs(buyer, json, false);
  return decideOffers(buyer, [row], inputs, options).get(row.id)!;
}
