import type { Cents } from './money.ts';

/**
 * The price engine: pure functions over integer cents, shared by the catalogue cards, the cart and
 * order placement so a line is priced the same way everywhere.
 *
 * unit price for (buyer, product, quantity, date) =
 *   base (the buyer's tier column, or the chosen supplier's distributor_pricing cost)
 *   → replaced by the newest active, in-window organization_pricing row (custom price or markup)
 *   → adjusted by the active, in-window pricing rules that target the product and match the buyer
 *     and quantity: of the rules that cannot stack only the best applies; stackable rules all
 *     apply; everything in priority order (10 first). Rules only ever lower a price, never below 0;
 *     the breakdown lists only the rules that changed a price.
 * line total = floor(q / packQty) packs at the master-pack unit price + the rest at the unit price.
 */

export const MARKUP_TYPES = ['percentage', 'fixed_amount', 'custom_price'] as const;
export type MarkupType = (typeof MARKUP_TYPES)[number];
export const DISCOUNT_TYPES = ['percentage', 'fixed_amount', 'new_price'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const RULE_TYPES = ['manufacturer_special', 'volume_discount', 'promotional', 'clearance'] as const;
/**
 * What a rule targets. The target itself lives in pricing_rules.product_id, series_id,
 * manufacturer_id or category (apply_to records which one the form chose); a rule may also be
 * narrowed to one organization or organization type.
 */
export const RULE_TARGETS = ['product', 'series', 'manufacturer', 'category'] as const;
export const RULE_PRIORITY_MIN = 1;
export const RULE_PRIORITY_MAX = 10;

export type BaseSource = 'mfg_cost' | 'distributor_cost' | 'supplier_cost';

export interface BasePrice {
  unit: Cents;
  /** Per-unit price when bought in full master packs; null when the product has none. */
  masterPackUnit: Cents | null;
  masterPackQty: number;
  source: BaseSource;
}

export interface PriceableProduct {
  id: string;
  seriesId: string;
  manufacturerId: string;
  category: string | null;
}

export interface PriceBuyer {
  organizationId: string | null;
  organizationType: string | null;
}

/** organization_pricing, money in cents; markupValue in hundredths (10.00 % → 1000, $2.50 → 250). */
export interface PriceOverride {
  id: string;
  markupType: string | null;
  markupValue: number | null;
  customCost: Cents | null;
  customMasterPackCost: Cents | null;
  customMasterPackQty: number | null;
  effectiveFrom: Date;
  effectiveTo: Date | null;
  isActive: boolean;
}

/** pricing_rules; discountValue in hundredths (percent: 12.50 % → 1250; amounts: cents). */
export interface PricingRuleInput {
  id: string;
  name: string;
  ruleType: string;
  productId: string | null;
  seriesId: string | null;
  manufacturerId: string | null;
  category: string | null;
  organizationId: string | null;
  organizationType: string | null;
  minQuantity: number;
  maxQuantity: number | null;
  discountType: string;
  discountValue: number;
  validFrom: Date;
  validTo: Date | null;
  priority: number;
  canStack: boolean;
  stackingGroup: string | null;
  usageCount: number;
  maxUsage: number | null;
  isActive: boolean;
}

export interface PriceRequest {
  base: BasePrice;
  product: PriceableProduct;
  buyer: PriceBuyer;
  quantity: number;
  at: Date;
  overrides?: readonly PriceOverride[];
  rules?: readonly PricingRuleInput[];
}

export interface AppliedOverride {
  id: string;
  markupType: string;
  markupValue: number | null;
  unit: Cents;
  masterPackUnit: Cents | null;
  masterPackQty: number;
}

export interface AppliedRule {
  id: string;
  name: string;
  ruleType: string;
  discountType: string;
  discountValue: number;
  priority: number;
  canStack: boolean;
  unitBefore: Cents;
  unitAfter: Cents;
  masterPackUnitBefore: Cents | null;
  masterPackUnitAfter: Cents | null;
}

export interface PriceResult {
  unit: Cents;
  masterPackUnit: Cents | null;
  masterPackQty: number;
  masterPacks: number;
  looseUnits: number;
  quantity: number;
  total: Cents;
  breakdown: { base: BasePrice; override: AppliedOverride | null; rules: AppliedRule[] };
}

const inWindow = (at: Date, from: Date, to: Date | null) =>
  from.getTime() <= at.getTime() && (to === null || at.getTime() <= to.getTime());

/** The override that applies: active, in its window, the most recently effective one. */
export function selectOverride(overrides: readonly PriceOverride[], at: Date): PriceOverride | null {
  let best: PriceOverride | null = null;
  for (const o of overrides) {
    if (!o.isActive || !inWindow(at, o.effectiveFrom, o.effectiveTo)) continue;
    if (overrideUnit(o, 0) === null) continue;
    if (
      !best ||
      o.effectiveFrom.getTime() > best.effectiveFrom.getTime() ||
      (o.effectiveFrom.getTime() === best.effectiveFrom.getTime() && o.id > best.id)
    ) {
      best = o;
    }
  }
  return best;
}

const markupOf = (o: PriceOverride): MarkupType =>
  o.markupType === 'percentage' || o.markupType === 'fixed_amount' ? o.markupType : 'custom_price';

function markUp(price: Cents, o: PriceOverride): Cents {
  const value = o.markupValue ?? 0;
  const marked = markupOf(o) === 'percentage' ? price + Math.round((price * value) / 10_000) : price + value;
  return Math.max(0, marked);
}

function overrideUnit(o: PriceOverride, baseUnit: Cents): Cents | null {
  if (markupOf(o) === 'custom_price') return o.customCost ?? o.markupValue;
  return markUp(baseUnit, o);
}

export function applyOverride(base: BasePrice, o: PriceOverride): AppliedOverride {
  const unit = Math.max(0, overrideUnit(o, base.unit) ?? base.unit);
  let masterPackUnit: Cents | null;
  if (o.customMasterPackCost !== null) masterPackUnit = o.customMasterPackCost;
  else if (markupOf(o) === 'custom_price' || base.masterPackUnit === null) masterPackUnit = null;
  else masterPackUnit = markUp(base.masterPackUnit, o);
  return {
    id: o.id,
    markupType: markupOf(o),
    markupValue: o.markupValue,
    unit,
    masterPackUnit: masterPackUnit === null ? null : Math.max(0, masterPackUnit),
    masterPackQty:
      o.customMasterPackQty && o.customMasterPackQty > 0 ? o.customMasterPackQty : base.masterPackQty,
  };
}

/** Whether a rule is live and aimed at this product, buyer and quantity. */
export function ruleMatches(
  rule: PricingRuleInput,
  product: PriceableProduct,
  buyer: PriceBuyer,
  quantity: number,
  at: Date,
): boolean {
  if (!rule.isActive || !inWindow(at, rule.validFrom, rule.validTo)) return false;
  if (rule.maxUsage !== null && rule.usageCount >= rule.maxUsage) return false;
  if (quantity < rule.minQuantity || (rule.maxQuantity !== null && quantity > rule.maxQuantity)) return false;
  const targeted =
    rule.productId !== null ||
    rule.seriesId !== null ||
    rule.manufacturerId !== null ||
    rule.category !== null ||
    rule.organizationId !== null ||
    rule.organizationType !== null;
  if (!targeted) return false;
  if (rule.productId !== null && rule.productId !== product.id) return false;
  if (rule.seriesId !== null && rule.seriesId !== product.seriesId) return false;
  if (rule.manufacturerId !== null && rule.manufacturerId !== product.manufacturerId) return false;
  if (rule.category !== null && rule.category.toLowerCase() !== (product.category ?? '').toLowerCase())
    return false;
  if (rule.organizationId !== null && rule.organizationId !== buyer.organizationId) return false;
  if (rule.organizationType !== null && rule.organizationType !== buyer.organizationType) return false;
  return true;
}

/** One discount on one price: percentage, fixed amount off, or a new (never higher) price. */
export function discount(price: Cents, discountType: string, value: number): Cents {
  const v = Math.max(0, value);
  let next: Cents;
  if (discountType === 'percentage') next = price - Math.round((price * Math.min(v, 10_000)) / 10_000);
  else if (discountType === 'fixed_amount') next = price - v;
  else if (discountType === 'new_price') next = Math.min(price, v);
  else next = price;
  return Math.max(0, next);
}

export function lineTotal(
  quantity: number,
  unit: Cents,
  masterPackUnit: Cents | null,
  masterPackQty: number,
): { total: Cents; masterPacks: number; looseUnits: number } {
  if (masterPackUnit === null || masterPackQty <= 1)
    return { total: quantity * unit, masterPacks: 0, looseUnits: quantity };
  const masterPacks = Math.floor(quantity / masterPackQty);
  const looseUnits = quantity - masterPacks * masterPackQty;
  return { total: masterPacks * masterPackQty * masterPackUnit + looseUnits * unit, masterPacks, looseUnits };
}

const byPriority = (a: PricingRuleInput, b: PricingRuleInput) =>
  b.priority - a.priority ||
  Number(a.canStack) - Number(b.canStack) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The rules that apply, in the order they apply. */
export function selectRules(
  candidates: readonly PricingRuleInput[],
  start: { unit: Cents; masterPackUnit: Cents | null; masterPackQty: number },
  quantity: number,
): PricingRuleInput[] {
  let bestSingle: { rule: PricingRuleInput; total: Cents } | null = null;
  const stackable: PricingRuleInput[] = [];
  for (const rule of [...candidates].sort(byPriority)) {
    if (rule.canStack) {
      // Within a stacking group only the first (highest priority) stackable rule applies.
      if (rule.stackingGroup !== null && stackable.some((r) => r.stackingGroup === rule.stackingGroup))
        continue;
      stackable.push(rule);
      continue;
    }
    const unit = discount(start.unit, rule.discountType, rule.discountValue);
    const mp =
      start.masterPackUnit === null
        ? null
        : discount(start.masterPackUnit, rule.discountType, rule.discountValue);
    const { total } = lineTotal(quantity, unit, mp, start.masterPackQty);
    // Sorted by priority, so on equal totals the higher-priority rule stays.
    if (!bestSingle || total < bestSingle.total) bestSingle = { rule, total };
  }
  return [...(bestSingle ? [bestSingle.rule] : []), ...stackable].sort(byPriority);
}

export function priceLine(request: PriceRequest): PriceResult {
  const { base, product, buyer, quantity, at } = request;
  if (!Number.isSafeInteger(quantity) || quantity < 1)
    throw new RangeError('quantity must be a whole number ≥ 1');
  const chosen = selectOverride(request.overrides ?? [], at);
  const override = chosen ? applyOverride(base, chosen) : null;
  let unit = override ? override.unit : base.unit;
  let masterPackUnit = override ? override.masterPackUnit : base.masterPackUnit;
  const masterPackQty = override ? override.masterPackQty : base.masterPackQty;

  const candidates = (request.rules ?? []).filter((r) => ruleMatches(r, product, buyer, quantity, at));
  const applied: AppliedRule[] = [];
  for (const rule of selectRules(candidates, { unit, masterPackUnit, masterPackQty }, quantity)) {
    const unitAfter = discount(unit, rule.discountType, rule.discountValue);
    const mpAfter =
      masterPackUnit === null ? null : discount(masterPackUnit, rule.discountType, rule.discountValue);
    // A rule that changed nothing (a new price above the current one, a zero discount) did not
    // apply: it stays out of the breakdown, and so is not counted as used when the order is placed.
    if (unitAfter === unit && mpAfter === masterPackUnit) continue;
    applied.push({
      id: rule.id,
      name: rule.name,
      ruleType: rule.ruleType,
      discountType: rule.discountType,
      discountValue: rule.discountValue,
      priority: rule.priority,
      canStack: rule.canStack,
      unitBefore: unit,
      unitAfter,
      masterPackUnitBefore: masterPackUnit,
      masterPackUnitAfter: mpAfter,
    });
    unit = unitAfter;
    masterPackUnit = mpAfter;
  }
  const line = lineTotal(quantity, unit, masterPackUnit, masterPackQty);
  return {
    unit,
    masterPackUnit: masterPackQty > 1 ? masterPackUnit : null,
    masterPackQty,
    quantity,
    ...line,
    breakdown: { base, override, rules: applied },
  };
}

/** A base price from nullable columns; null when there is no unit price to sell at. */
export function basePrice(
  unit: Cents | null,
  masterPackUnit: Cents | null,
  masterPackQty: number | null,
  source: BaseSource,
): BasePrice | null {
  if (unit === null || unit < 0) return null;
  const qty = masterPackQty && masterPackQty > 0 ? masterPackQty : 1;
  return {
    unit,
    masterPackUnit: qty > 1 && masterPackUnit !== null ? masterPackUnit : null,
    masterPackQty: qty,
    source,
  };
}
