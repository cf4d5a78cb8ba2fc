import { describe, expect, it } from 'vitest';
import {
  type BasePrice,
  type PricingRuleInput,
  basePrice,
  discount,
  lineTotal,
  priceLine,
} from './engine.ts';
import { formatCents, toCents } from './money.ts';
import { chooseSupplier } from './routing.ts';
import { orderTotals, taxLabel } from './totals.ts';

const at = new Date('2026-04-12T12:00:00Z');
const product = { id: 'p1', seriesId: 's1', manufacturerId: 'm1', category: 'Amplifiers' };
const buyer = { organizationId: 'o1', organizationType: 'shop_owner' };
const base: BasePrice = { unit: 10_000, masterPackUnit: 9_500, masterPackQty: 4, source: 'distributor_cost' };
export const rule = (overrides: Partial<PricingRuleInput> = {}): PricingRuleInput => ({
  id: 'r1',
  name: 'Rule',
  ruleType: 'promotional',
  productId: 'p1',
  seriesId: null,
  manufacturerId: null,
  category: null,
  organizationId: null,
  organizationType: null,
  minQuantity: 1,
  maxQuantity: null,
  discountType: 'percentage',
  discountValue: 1_000,
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validTo: null,
  priority: 5,
  canStack: false,
  stackingGroup: null,
  usageCount: 0,
  maxUsage: null,
  isActive: true,
  ...overrides,
});
const price = (quantity: number, rules: PricingRuleInput[] = [], extra = {}) =>
  priceLine({ base, product, buyer, quantity, at, rules, ...extra });

describe('money', () => {
  it('converts between strings and cents', () => {
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('0.07')).toBe(7);
    expect(toCents(null)).toBeNull();
    expect(formatCents(123_450)).toBe('1234.50');
    expect(formatCents(5)).toBe('0.05');
    expect(() => toCents('abc')).toThrow();
  });
});

describe('price engine', () => {
  it('prices master packs: floor(q / pack) packs at the pack price, the rest at the unit price', () => {
    expect(price(1).total).toBe(10_000);
    expect(price(9)).toMatchObject({ masterPacks: 2, looseUnits: 1, total: 8 * 9_500 + 10_000 });
    expect(lineTotal(5, 100, null, 4)).toEqual({ total: 500, masterPacks: 0, looseUnits: 5 });
  });

  it('replaces the base with an in-window organization price', () => {
    const override = (o: object) => ({
      id: 'op',
      markupType: 'custom_price',
      markupValue: null,
      customCost: 8_000,
      customMasterPackCost: null,
      customMasterPackQty: null,
      effectiveFrom: new Date('2026-01-01'),
      effectiveTo: null,
      isActive: true,
      ...o,
    });
    expect(price(8, [], { overrides: [override({})] })).toMatchObject({ unit: 8_000, total: 64_000 });
    expect(
      price(1, [], { overrides: [override({ markupType: 'percentage', markupValue: 1_000 })] }).unit,
    ).toBe(11_000);
    expect(
      price(1, [], { overrides: [override({ markupType: 'fixed_amount', markupValue: 250 })] }).unit,
    ).toBe(10_250);
    expect(price(1, [], { overrides: [override({ effectiveTo: new Date('2026-02-01') })] }).unit).toBe(
      10_000,
    );
    expect(price(1, [], { overrides: [override({ isActive: false })] }).unit).toBe(10_000);
  });

  it('applies percentage, fixed amount and new price discounts, never below zero', () => {
    expect(discount(10_000, 'percentage', 1_250)).toBe(8_750);
    expect(discount(10_000, 'fixed_amount', 2_500)).toBe(7_500);
    expect(discount(10_000, 'new_price', 7_999)).toBe(7_999);
    expect(discount(10_000, 'new_price', 12_000)).toBe(10_000);
    expect(discount(1_000, 'fixed_amount', 5_000)).toBe(0);
  });

  it('applies only the best non-stackable rule, and every stackable rule by priority', () => {
    const best = price(1, [
      rule({ id: 'a', discountValue: 500, priority: 9 }),
      rule({ id: 'b', discountValue: 2_000, priority: 2 }),
    ]);
    expect(best.unit).toBe(8_000);
    expect(best.breakdown.rules.map((r) => r.id)).toEqual(['b']);
    const stacked = price(1, [
      rule({ id: 'a', discountValue: 1_000, priority: 3 }),
      rule({ id: 's1', canStack: true, discountType: 'fixed_amount', discountValue: 500, priority: 8 }),
      rule({ id: 's2', canStack: true, discountValue: 1_000, priority: 1 }),
    ]);
    // s1 (−5.00) → a (−10 %) → s2 (−10 %): 100 → 95 → 85.50 → 76.95
    expect(stacked.breakdown.rules.map((r) => r.id)).toEqual(['s1', 'a', 's2']);
    expect(stacked.unit).toBe(7_695);
  });

  it('leaves a rule that changed nothing out of the breakdown (a promo price above the price paid)', () => {
    const result = price(1, [
      rule({ id: 'pmap', discountType: 'new_price', discountValue: 13_999 }),
      rule({ id: 'zero', canStack: true, discountType: 'fixed_amount', discountValue: 0 }),
    ]);
    expect(result.unit).toBe(10_000);
    expect(result.breakdown.rules).toEqual([]);
    const lower = price(1, [rule({ id: 'pmap', discountType: 'new_price', discountValue: 9_999 })]);
    expect(lower.breakdown.rules.map((r) => [r.id, r.unitBefore, r.unitAfter])).toEqual([
      ['pmap', 10_000, 9_999],
    ]);
  });

  it('keeps one stackable rule per stacking group', () => {
    const result = price(1, [
      rule({ id: 'g1', canStack: true, stackingGroup: 'g', priority: 7 }),
      rule({ id: 'g2', canStack: true, stackingGroup: 'g', priority: 4 }),
    ]);
    expect(result.breakdown.rules.map((r) => r.id)).toEqual(['g1']);
  });

  it('matches rules by target, buyer, quantity, window and usage', () => {
    const applies = (r: Partial<PricingRuleInput>, q = 1) => price(q, [rule(r)]).breakdown.rules.length === 1;
    expect(applies({ productId: null, seriesId: 's1' })).toBe(true);
    expect(applies({ productId: null, seriesId: 's2' })).toBe(false);
    expect(applies({ productId: null, manufacturerId: 'm1' })).toBe(true);
    expect(applies({ productId: null, category: 'amplifiers' })).toBe(true);
    expect(applies({ productId: null })).toBe(false);
    expect(applies({ organizationType: 'distributor' })).toBe(false);
    expect(applies({ organizationId: 'o1' })).toBe(true);
    expect(applies({ minQuantity: 5 }, 4)).toBe(false);
    expect(applies({ minQuantity: 5 }, 5)).toBe(true);
    expect(applies({ maxQuantity: 3 }, 4)).toBe(false);
    expect(applies({ validTo: new Date('2026-03-01') })).toBe(false);
    expect(applies({ validFrom: new Date('2026-05-01') })).toBe(false);
    expect(applies({ isActive: false })).toBe(false);
    expect(applies({ maxUsage: 3, usageCount: 3 })).toBe(false);
  });

  it('builds a base only when there is a unit price', () => {
    expect(basePrice(null, 100, 2, 'mfg_cost')).toBeNull();
    expect(basePrice(100, 90, 1, 'mfg_cost')).toMatchObject({ masterPackUnit: null, masterPackQty: 1 });
  });
});

describe('totals and routing', () => {
  it('adds tax at the organization rate, rounded to the cent', () => {
    expect(orderTotals([35_000], 725)).toEqual({
      subtotal: 35_000,
      tax: 2_538,
      total: 37_538,
      taxExempt: false,
    });
    expect(orderTotals([100], 0)).toMatchObject({ tax: 0, taxExempt: true });
    expect(taxLabel(725)).toBe('Tax (7.25%)');
    expect(taxLabel(0)).toBe('Tax (Exempt)');
  });

  it('prefers a supplier with enough stock, then the lower cost', () => {
    const a = { organizationId: 'a', cost: 100, available: 0 };
    const b = { organizationId: 'b', cost: 120, available: 10 };
    const c = { organizationId: 'c', cost: 90, available: null };
    expect(chooseSupplier([a, b, c], 5)?.organizationId).toBe('b');
    expect(chooseSupplier([a, b, c], 50)?.organizationId).toBe('c');
    expect(chooseSupplier([], 1)).toBeNull();
  });
});
