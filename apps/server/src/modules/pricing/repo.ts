import {
  type AnyColumn,
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
import { preparedPerDb } from '@/db/prepared.ts';
import { distributorPricing } from '@/db/schema/distributor-pricing.ts';
import { organizationPricing } from '@/db/schema/organization-pricing.ts';
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

/** The organization's active price overrides of these products. */
export async function organizationPricingRows(db: Db, organizationId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(organizationPricing)
    .where(
      and(
        eq(organizationPricing.organizationId, organizationId),
        eq(organizationPricing.isActive, true),
        inArray(organizationPricing.productId, [...productIds]),
      ),
    );
}

/** What a rule may target; a rule with no target at all applies to every product. */
export interface RuleTargets {
  productIds: string[];
  seriesIds: string[];
  manufacturerIds: string[];
  categories: string[];
}

/**
 * Rules live at `at` aimed at a target (each kind tested by the caller's condition on the rule's
 * column), or at nothing in particular. one-product.ts reads the same rules in SQL.
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

/** Each target kind as one array parameter, so the statement has one shape and is prepared once. */
const candidateRulesStatement = preparedPerDb((db) => {
  const r = pricingRules;
  const anyOf = (column: SQL | AnyColumn, name: string) =>
    sql`${column} = any(${sql.placeholder(name)}::text[])`;
  return db
    .select()
    .from(r)
    .where(
      liveRulesTargeting(sql.placeholder('at'), {
        product: anyOf(r.productId, 'productIds'),
        series: anyOf(r.seriesId, 'seriesIds'),
        manufacturer: anyOf(r.manufacturerId, 'manufacturerIds'),
        category: anyOf(sql`lower(${r.category})`, 'categories'),
      }),
    )
    .prepare('pricing_candidate_rules');
});

/** Live rules that could target these products; the engine decides which actually apply. */
export async function candidateRules(db: Db, targets: RuleTargets, at: Date) {
  if (targets.productIds.length === 0) return [];
  return candidateRulesStatement(db).execute({
    at: at.toISOString(),
    productIds: [...new Set(targets.productIds)],
    seriesIds: [...new Set(targets.seriesIds)],
    manufacturerIds: [...new Set(targets.manufacturerIds)],
    categories: [...new Set(targets.categories.map((c) => c.toLowerCase()))],
  });
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
