import type { PriceOverride, PricingRuleInput } from '@crossover/domain/pricing/engine';
import { toCents } from '@crossover/domain/pricing/money';
import type { AppContext } from '@/context.ts';
import type { organizationPricing } from '@/db/schema/organization-pricing.ts';
import type { pricingRules } from '@/db/schema/pricing-rules.ts';
import {
  type RuleTargets,
  candidateRules,
  countRuleUsage,
  distributorPricingRows,
  livePmapRules,
  organizationPricingRows,
} from './repo.ts';

const toOverride = (o: typeof organizationPricing.$inferSelect): PriceOverride => ({
  id: o.id,
  markupType: o.markupType,
  markupValue: toCents(o.markupValue),
  customCost: toCents(o.customCost),
  customMasterPackCost: toCents(o.customMasterPackCost),
  customMasterPackQty: o.customMasterPackQty,
  effectiveFrom: o.effectiveFrom,
  effectiveTo: o.effectiveTo,
  isActive: o.isActive,
});

const toRule = (r: typeof pricingRules.$inferSelect): PricingRuleInput => ({
  id: r.id,
  name: r.name,
  ruleType: r.ruleType,
  productId: r.productId,
  seriesId: r.seriesId,
  manufacturerId: r.manufacturerId,
  category: r.category,
  organizationId: r.organizationId,
  organizationType: r.organizationType,
  minQuantity: r.minQuantity,
  maxQuantity: r.maxQuantity,
  discountType: r.discountType,
  discountValue: toCents(r.discountValue) ?? 0,
  validFrom: r.validFrom,
  validTo: r.validTo,
  priority: r.priority,
  canStack: r.canStack,
  stackingGroup: r.stackingGroup,
  usageCount: r.usageCount,
  maxUsage: r.maxUsage,
  isActive: r.isActive,
});

/**
 * Reads of the price inputs (distributor prices, organization overrides, pricing rules) for the
 * modules that price products (catalog, cart, orders). They call this, never the repo
 * (decision 0014). Built from a context or a transaction's `db`, so a rule's use counted for an
 * order commits with it.
 */
export function createPricingService({ db }: Pick<AppContext, 'db'>) {
  return {
    /** Active distributor prices of these products from these distributors. */
    distributorPrices: (productIds: readonly string[], distributorIds: readonly string[]) =>
      distributorPricingRows(db, productIds, distributorIds),
    /** The organization's live price overrides, as engine inputs, with their product. */
    async organizationOverrides(
      organizationId: string,
      productIds: readonly string[],
    ): Promise<{ productId: string; override: PriceOverride }[]> {
      const rows = await organizationPricingRows(db, organizationId, productIds);
      return rows.map((o) => ({ productId: o.productId, override: toOverride(o) }));
    },
    /** Live rules that could target these products, as engine inputs. */
    async candidateRules(targets: RuleTargets, at: Date): Promise<PricingRuleInput[]> {
      return (await candidateRules(db, targets, at)).map(toRule);
    },
    /** Live PMAP prices of these products, best first. */
    livePmapRules: (productIds: readonly string[], at: Date) => livePmapRules(db, productIds, at),
    /** Counts one use of each rule while under its limit; false when one is used up (locks the rules). */
    countRuleUsage: (ruleIds: readonly string[]) => countRuleUsage(db, ruleIds),
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
