import {
  type Placeholder,
  type SQL,
  and,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { distributorPricing } from '@/db/schema/distributor-pricing.ts';
import { pricingRules } from '@/db/schema/pricing-rules.ts';

/** Active distributor prices of these products from these distributors. */
export async function distributorPricingRows(
  db: Db,
  productIds: readonly string[],
  distributorIds: readonly string[],
) {
  if (productIds.length === 0 || distributorIds.length === 0) return [];
  return db
    .select({
      productId: distributorPricing.productId,
      distributorId: distributorPricing.distributorId,
      distCost: distributorPricing.distCost,
      distMasterPack: distributorPricing.distMasterPack,
      distMasterPackQty: distributorPricing.distMasterPackQty,
    })
    .from(distributorPricing)
    .where(
      and(
        eq(distributorPricing.isActive, true),
        inArray(distributorPricing.productId, [...productIds]),
        inArray(distributorPricing.distributorId, [...distributorIds]),
      ),
    );
}

/**
 * Rules live at `at` aimed at a target (each kind tested by the caller's condition on the rule's
 * column), or at nothing in particular: the rules the price decision reads (offer-inputs.ts); the
 * engine decides which actually apply.
 */
export function liveRulesTargeting(
  at: SQL | Placeholder,
  targets: { product: SQL; series: SQL; manufacturer: SQL; category: SQL },
): SQL | undefined {
  const r = pricingRules;
  return and(
    eq(r.isActive, true),
    lte(r.validFrom, at),
    or(isNull(r.validTo), gte(r.validTo, at)),
    or(
      targets.product,
      targets.series,
      targets.manufacturer,
      targets.category,
      and(isNull(r.productId), isNull(r.seriesId), isNull(r.manufacturerId), isNull(r.category)),
    ),
  );
}

/** Live PMAP prices: promotional new_price rules aimed at one product, best priority first. */
export async function livePmapRules(db: Db, productIds: readonly string[], at: Date) {
  if (productIds.length === 0) return [];
  const r = pricingRules;
  return db
    .select({
      productId: r.productId,
      name: r.name,
      price: r.discountValue,
      validFrom: r.validFrom,
      validTo: r.validTo,
    })
    .from(r)
    .where(
      and(
        eq(r.isActive, true),
        eq(r.ruleType, 'promotional'),
        eq(r.discountType, 'new_price'),
        inArray(r.productId, [...productIds]),
        lte(r.validFrom, at),
        or(isNull(r.validTo), gte(r.validTo, at)),
      ),
    )
    .orderBy(desc(r.priority), desc(r.validFrom));
}

/**
 * Counts one use of each rule, but only while it is under its maxUsage. The UPDATE locks each
 * rule row, so concurrent placements queue here and each re-checks the limit against the
 * committed count. Answers whether every rule could still be used.
 */
export async function countRuleUsage(db: Db, ruleIds: readonly string[]): Promise<boolean> {
  if (ruleIds.length === 0) return true;
  const counted = await db
    .update(pricingRules)
    .set({ usageCount: sql`${pricingRules.usageCount} + 1` })
    .where(
      and(
        inArray(pricingRules.id, [...ruleIds]),
        or(isNull(pricingRules.maxUsage), lt(pricingRules.usageCount, pricingRules.maxUsage)),
      ),
    )
    .returning({ id: pricingRules.id });
  return counted.length === ruleIds.length;
}
