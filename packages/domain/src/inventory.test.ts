import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_TYPES,
  MAX_QUANTITY,
  adjustInventorySchema,
  applyAdjustment,
  availableQuantity,
  createInventorySchema,
  inventoryListQuerySchema,
  inventoryStatus,
  updateInventorySchema,
} from './inventory.ts';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('inventory status (spec §4)', () => {
  it('is Out of Stock at 0 on hand, Low Stock at or below the reorder point, else In Stock', () => {
    expect(inventoryStatus({ quantityOnHand: 0, reorderPoint: 0 })).toBe('out_of_stock');
    expect(inventoryStatus({ quantityOnHand: 0, reorderPoint: 10 })).toBe('out_of_stock');
    expect(inventoryStatus({ quantityOnHand: 10, reorderPoint: 10 })).toBe('low_stock');
    expect(inventoryStatus({ quantityOnHand: 1, reorderPoint: 10 })).toBe('low_stock');
    expect(inventoryStatus({ quantityOnHand: 11, reorderPoint: 10 })).toBe('in_stock');
    expect(inventoryStatus({ quantityOnHand: 1, reorderPoint: 0 })).toBe('in_stock');
  });

  it('reads on hand, not available: reserved units do not change the status', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.nat(1000), (onHand, reorderPoint, reserved) => {
        const status = inventoryStatus({ quantityOnHand: onHand, reorderPoint });
        expect(status).toBe(
          onHand === 0 ? 'out_of_stock' : onHand <= reorderPoint ? 'low_stock' : 'in_stock',
        );
        expect(availableQuantity({ quantityOnHand: onHand, quantityReserved: reserved })).toBe(
          onHand - reserved,
        );
      }),
    );
  });
});

describe('adjustments', () => {
  const stock = fc
    .tuple(fc.nat(10_000), fc.nat(10_000))
    .map(([a, b]) => ({ quantityOnHand: Math.max(a, b), quantityReserved: Math.min(a, b) }));
  const amount = fc.integer({ min: 1, max: 20_000 });

  it('keeps 0 ≤ reserved ≤ on hand, or refuses with a reason', () => {
    fc.assert(
      fc.property(
        stock,
        fc.constantFrom(...ADJUSTMENT_TYPES),
        amount,
        fc.boolean(),
        (s, type, n, negative) => {
          const signed = type === 'correction' && negative ? -n : n;
          const result = applyAdjustment(s, type, signed);
          if (result.ok) {
            expect(result.stock.quantityReserved).toBeGreaterThanOrEqual(0);
            expect(result.stock.quantityOnHand).toBeGreaterThanOrEqual(result.stock.quantityReserved);
          } else {
            expect(result.message.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });

  it('moves the right counter by the amount and refuses exactly when a limit would break', () => {
    fc.assert(
      fc.property(stock, amount, (s, n) => {
        const available = s.quantityOnHand - s.quantityReserved;
        const receive = applyAdjustment(s, 'receive', n);
        expect(receive).toEqual({ ok: true, stock: { ...s, quantityOnHand: s.quantityOnHand + n } });
        const ship = applyAdjustment(s, 'ship', n);
        expect(ship.ok).toBe(n <= available);
        if (ship.ok) expect(ship.stock).toEqual({ ...s, quantityOnHand: s.quantityOnHand - n });
        const reserve = applyAdjustment(s, 'reserve', n);
        expect(reserve.ok).toBe(n <= available);
        if (reserve.ok) expect(reserve.stock).toEqual({ ...s, quantityReserved: s.quantityReserved + n });
        const release = applyAdjustment(s, 'release', n);
        expect(release.ok).toBe(n <= s.quantityReserved);
        if (release.ok) expect(release.stock).toEqual({ ...s, quantityReserved: s.quantityReserved - n });
        const down = applyAdjustment(s, 'correction', -n);
        expect(down.ok).toBe(s.quantityOnHand - n >= s.quantityReserved);
      }),
    );
  });

  it('says what is available when it refuses', () => {
    const refused = applyAdjustment({ quantityOnHand: 10, quantityReserved: 4 }, 'ship', 7);
    expect(refused).toEqual({
      ok: false,
      message: 'Only 6 units available (10 units on hand, 4 units reserved)',
    });
    expect(applyAdjustment({ quantityOnHand: 3, quantityReserved: 1 }, 'release', 2)).toEqual({
      ok: false,
      message: 'Only 1 unit reserved',
    });
    expect(applyAdjustment({ quantityOnHand: MAX_QUANTITY, quantityReserved: 0 }, 'receive', 1).ok).toBe(
      false,
    );
  });
});

describe('inventory requests', () => {
  it('requires product and organization with the spec texts; quantities default to 0', () => {
    const empty = createInventorySchema.safeParse({ productId: ' ', quantityOnHand: '' });
    expect(fieldsOf(empty)).toEqual(['productId', 'organizationId']);
    expect(empty.error?.issues.map((i) => i.message)).toEqual([
      'Product is required',
      'Organization is required',
    ]);
    expect(createInventorySchema.parse({ productId: 'p', organizationId: 'o', quantityOnHand: '' })).toEqual({
      productId: 'p',
      organizationId: 'o',
      quantityOnHand: 0,
      quantityReserved: 0,
      quantityOnOrder: 0,
      reorderPoint: 0,
      maxStockLevel: null,
      notes: null,
      isActive: true,
    });
  });

  it('takes typed digits, refuses negative, fractional and non-numeric quantities naming the field', () => {
    const base = { productId: 'p', organizationId: 'o' };
    expect(createInventorySchema.parse({ ...base, quantityOnHand: ' 12 ' }).quantityOnHand).toBe(12);
    for (const [field, value] of [
      ['quantityOnHand', -1],
      ['quantityOnOrder', 1.5],
      ['reorderPoint', 'ten'],
      ['maxStockLevel', -3],
      ['quantityOnHand', MAX_QUANTITY + 1],
    ] as const) {
      const result = createInventorySchema.safeParse({ ...base, [field]: value });
      expect(fieldsOf(result)).toEqual([field]);
      expect(messageOf(result)).toMatch(/must be a whole number from 0 to 1,000,000,000$/);
    }
  });

  it('refuses a max stock level under the reorder point and reserved above on hand', () => {
    const result = createInventorySchema.safeParse({
      productId: 'p',
      organizationId: 'o',
      quantityOnHand: 2,
      quantityReserved: 3,
      reorderPoint: 5,
      maxStockLevel: 4,
    });
    expect(fieldsOf(result).sort()).toEqual(['maxStockLevel', 'quantityReserved']);
  });

  it('update keeps what is left out: no defaults, no reserved units', () => {
    expect(updateInventorySchema.parse({})).toEqual({});
    expect(updateInventorySchema.parse({ quantityOnHand: '7', quantityReserved: 99 })).toEqual({
      quantityOnHand: 7,
    });
  });

  it('adjust: positive amounts, a signed non-zero correction, a known type', () => {
    const base = { productId: 'p', organizationId: 'o' };
    expect(adjustInventorySchema.parse({ ...base, type: 'correction', adjustment: '-3' }).adjustment).toBe(
      -3,
    );
    expect(fieldsOf(adjustInventorySchema.safeParse({ ...base, type: 'ship', adjustment: -1 }))).toEqual([
      'adjustment',
    ]);
    expect(fieldsOf(adjustInventorySchema.safeParse({ ...base, type: 'receive', adjustment: 0 }))).toEqual([
      'adjustment',
    ]);
    expect(fieldsOf(adjustInventorySchema.safeParse({ ...base, type: 'correction', adjustment: 0 }))).toEqual(
      ['adjustment'],
    );
    expect(fieldsOf(adjustInventorySchema.safeParse({ ...base, type: 'steal', adjustment: 1 }))).toContain(
      'type',
    );
  });

  it("list query: 'all' is no filter, the page size is bounded", () => {
    expect(inventoryListQuerySchema.parse({ organizationId: 'all', productId: '' })).toEqual({
      status: 'all',
      limit: 25,
    });
    expect(fieldsOf(inventoryListQuerySchema.safeParse({ limit: '101' }))).toEqual(['limit']);
  });
});
