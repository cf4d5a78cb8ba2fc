import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BasePrice, DISCOUNT_TYPES, type PricingRuleInput, priceLine } from './engine.ts';
import { orderTotals, placementTotals, taxOn } from './totals.ts';

const at = new Date('2026-04-12T12:00:00Z');
const product = { id: 'p1', seriesId: 's1', manufacturerId: 'm1', category: 'Amplifiers' };
const buyer = { organizationId: 'o1', organizationType: 'shop_owner' };

const baseArb: fc.Arbitrary<BasePrice> = fc
  .record({
    unit: fc.integer({ min: 0, max: 5_000_000 }),
    packDiscount: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    masterPackQty: fc.integer({ min: 1, max: 12 }),
  })
  .map(({ unit, packDiscount, masterPackQty }) => ({
    unit,
    masterPackUnit:
      packDiscount === null || masterPackQty === 1 ? null : Math.floor((unit * (100 - packDiscount)) / 100),
    masterPackQty,
    source: 'distributor_cost' as const,
  }));

const ruleArb: fc.Arbitrary<PricingRuleInput> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 4 }),
  name: fc.constant('rule'),
  ruleType: fc.constant('promotional'),
  productId: fc.constantFrom('p1', 'p2', null),
  seriesId: fc.constantFrom('s1', null),
  manufacturerId: fc.constantFrom('m1', 'm2', null),
  category: fc.constantFrom('amplifiers', null),
  organizationId: fc.constantFrom('o1', 'o2', null),
  organizationType: fc.constantFrom('shop_owner', 'distributor', null),
  minQuantity: fc.integer({ min: 1, max: 20 }),
  maxQuantity: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
  discountType: fc.constantFrom(...DISCOUNT_TYPES),
  discountValue: fc.integer({ min: 0, max: 20_000 }),
  validFrom: fc.constantFrom(new Date('2026-01-01'), new Date('2026-06-01')),
  validTo: fc.constantFrom(null, new Date('2026-03-01'), new Date('2026-12-31')),
  priority: fc.integer({ min: 1, max: 10 }),
  canStack: fc.boolean(),
  stackingGroup: fc.constantFrom(null, 'g1', 'g2'),
  usageCount: fc.integer({ min: 0, max: 5 }),
  maxUsage: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  isActive: fc.boolean(),
});
const quantityArb = fc.integer({ min: 1, max: 9_999 });

describe('price engine properties', () => {
  it('never goes below zero, never above the undiscounted line, and totals add up', () => {
    fc.assert(
      fc.property(baseArb, fc.array(ruleArb, { maxLength: 8 }), quantityArb, (base, rules, quantity) => {
        const priced = priceLine({ base, product, buyer, quantity, at, rules });
        const plain = priceLine({ base, product, buyer, quantity, at });
        expect(priced.unit).toBeGreaterThanOrEqual(0);
        expect(priced.total).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(priced.total)).toBe(true);
        expect(priced.unit).toBeLessThanOrEqual(base.unit);
        expect(priced.total).toBeLessThanOrEqual(plain.total);
        expect(priced.masterPacks * priced.masterPackQty + priced.looseUnits).toBe(quantity);
        const packPrice = priced.masterPackUnit ?? priced.unit;
        expect(priced.total).toBe(
          priced.masterPacks * priced.masterPackQty * packPrice + priced.looseUnits * priced.unit,
        );
      }),
    );
  });

  it('does not depend on the order rules are given in', () => {
    fc.assert(
      fc.property(
        baseArb,
        fc.uniqueArray(ruleArb, { maxLength: 8, selector: (r) => r.id }),
        quantityArb,
        fc.nat(),
        (base, rules, quantity, seed) => {
          const shuffled = [...rules].sort(
            (a, b) => ((a.id.charCodeAt(0) * seed) % 7) - ((b.id.charCodeAt(0) * seed) % 7),
          );
          const one = priceLine({ base, product, buyer, quantity, at, rules });
          const two = priceLine({ base, product, buyer, quantity, at, rules: shuffled });
          expect(two.total).toBe(one.total);
          expect(two.breakdown.rules.map((r) => r.id)).toEqual(one.breakdown.rules.map((r) => r.id));
        },
      ),
    );
  });

  it('ignores rules that are inactive, out of window or aimed elsewhere', () => {
    fc.assert(
      fc.property(
        baseArb,
        fc.array(ruleArb, { maxLength: 6 }),
        ruleArb,
        quantityArb,
        (base, rules, extra, quantity) => {
          const dead = [
            { ...extra, id: `${extra.id}-off`, isActive: false },
            { ...extra, id: `${extra.id}-late`, validFrom: new Date('2027-01-01') },
            { ...extra, id: `${extra.id}-other`, productId: 'p9' },
          ];
          const a = priceLine({ base, product, buyer, quantity, at, rules });
          const b = priceLine({ base, product, buyer, quantity, at, rules: [...rules, ...dead] });
          expect(b.total).toBe(a.total);
        },
      ),
    );
  });

  it('applies at most one non-stackable rule, and every rule in the breakdown lowered a price', () => {
    fc.assert(
      fc.property(baseArb, fc.array(ruleArb, { maxLength: 8 }), quantityArb, (base, rules, quantity) => {
        const priced = priceLine({ base, product, buyer, quantity, at, rules });
        expect(priced.breakdown.rules.filter((r) => !r.canStack).length).toBeLessThanOrEqual(1);
        for (const r of priced.breakdown.rules) {
          expect(r.unitAfter).toBeLessThanOrEqual(r.unitBefore);
          // A rule that changed nothing is left out (issue 7, item 12).
          const changed = r.unitAfter !== r.unitBefore || r.masterPackUnitAfter !== r.masterPackUnitBefore;
          expect(changed).toBe(true);
        }
        const priorities = priced.breakdown.rules.map((r) => r.priority);
        expect(priorities).toEqual([...priorities].sort((x, y) => y - x));
      }),
    );
  });
});

describe('order totals properties', () => {
  it('total = sum of re-priced lines + tax, tax within half a cent of subtotal × rate', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(baseArb, fc.array(ruleArb, { maxLength: 4 }), quantityArb), {
          minLength: 1,
          maxLength: 10,
        }),
        fc.integer({ min: 0, max: 2_500 }),
        (lines, rate) => {
          const lineTotals = lines.map(
            ([base, rules, quantity]) => priceLine({ base, product, buyer, quantity, at, rules }).total,
          );
          const totals = orderTotals(lineTotals, rate);
          const sum = lineTotals.reduce((s, x) => s + x, 0);
          expect(totals.subtotal).toBe(sum);
          expect(totals.total).toBe(sum + totals.tax);
          expect(totals.tax).toBe(taxOn(sum, rate));
          expect(Math.abs(totals.tax - (sum * rate) / 10_000)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('the cart total equals the sum of the per-vendor orders placing it creates', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('v1', 'v2', 'v3'), fc.integer({ min: 1, max: 5_000_000 })), {
          maxLength: 12,
        }),
        fc.integer({ min: 0, max: 2_500 }),
        (lines, rate) => {
          const cart = placementTotals(
            lines.map(([vendorId, total]) => ({ vendorId, total })),
            rate,
          );
          const vendors = [...new Set(lines.map(([vendorId]) => vendorId))];
          const orders = vendors.map((v) =>
            orderTotals(
              lines.filter(([vendorId]) => vendorId === v).map(([, total]) => total),
              rate,
            ),
          );
          expect(cart.subtotal).toBe(lines.reduce((s, [, total]) => s + total, 0));
          expect(cart.tax).toBe(orders.reduce((s, o) => s + o.tax, 0));
          expect(cart.total).toBe(orders.reduce((s, o) => s + o.total, 0));
          // Per-vendor rounding moves the tax by at most half a cent per order.
          expect(Math.abs(cart.tax - (cart.subtotal * rate) / 10_000)).toBeLessThanOrEqual(
            Math.max(1, vendors.length) * 0.5,
          );
        },
      ),
    );
  });
});
