import type { AppContext } from '@/context.ts';
import type { ProductRow } from '@/modules/products/repo.ts';
import type { OfferBuyer } from './offer-inputs.ts';
import { type ProductOffer, computeOffers } from './offers.ts';
import { offerFromJson, productOfferInputsJson } from './one-product.ts';
import { countRuleUsage, distributorPricingRows, livePmapRules } from './repo.ts';

/**
 * What a buyer pays, and the price inputs other modules read (decisions 0014, 0034). Catalog, cart
 * and orders call this, never the repo. Built from a context or a transaction's `db`, so prices
 * read for an order and a rule's use counted for it commit with it.
 */
export function createPricingService({ db }: Pick<AppContext, 'db'>) {
  return {
    /**
     * The price decision: for each product, whether the buyer may see and order it, from which
     * supplier, at what price (with the engine's breakdown). `quantities` prices lines (default 1);
     * `at` is when the prices apply.
     */
    offers: (
      buyer: OfferBuyer,
      rows: readonly ProductRow[],
      options: { quantities?: ReadonlyMap<string, number>; at: Date; availability?: boolean },
    ): Promise<Map<string, ProductOffer>> => computeOffers(db, buyer, rows, options),
    /** One product's offer inputs as SQL for the statement that reads the product (one-product.ts). */
    offerInputsJson: productOfferInputsJson,
    /** The offer for that product from what offerInputsJson answered: the same decision as `offers`. */
    offerFromJson,
    /** Active distributor prices of these products from these distributors. */
    distributorPrices: (productIds: readonly string[], distributorIds: readonly string[]) =>
      distributorPricingRows(db, productIds, distributorIds),
    /** Live PMAP prices of these products, best first. */
    livePmapRules: (productIds: readonly string[], at: Date) => livePmapRules(db, productIds, at),
    /** Counts one use of each rule while under its limit; false when one is used up (locks the rules). */
    countRuleUsage: (ruleIds: readonly string[]) => countRuleUsage(db, ruleIds),
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
