import type { PriceOverride, PricingRuleInput } from '@crossover/domain/pricing/engine';
import { toCents } from '@crossover/domain/pricing/money';
import type { organizationPricing } from '@/db/schema/organization-pricing.ts';
import type { pricingRules } from '@/db/schema/pricing-rules.ts';

/** Table rows as the engine's inputs (money and hundredths as integers). */
export const toOverride = (o: typeof organizationPricing.$inferSelect): PriceOverride => ({
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

export const toRule = (r: typeof pricingRules.$inferSelect): PricingRuleInput => ({
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
