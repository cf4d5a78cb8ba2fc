import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryRecord } from '@crossover/domain/inventory';
import { auditLog } from '@/db/schema/audit-log.ts';
import { type InventoryWorld, createInventoryWorld } from '@/test/inventory-world.ts';

/** Editing, deleting and adjusting records: scope, the order reservations they must respect, atomicity. */
let w: InventoryWorld;
beforeAll(async () => {
  w = await createInventoryWorld();
});
afterAll(async () => {
  await w.t.close();
});

type ErrorBody = { message: string; errors?: Record<string, string> };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const auditsOf = async (id: string) =>
  (await w.t.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((a) => a.action);
const adjust = (
  record: { productId: string; organizationId: string },
  type: string,
  adjustment: number,
  as = w.as.distributor,
) =>
  as.post<InventoryRecord & ErrorBody>('/api/inventory/adjust', {
    productId: record.productId,
    organizationId: record.organizationId,
    type,
    adjustment,
  });

describe('PUT /api/inventory/{id}', () => {
  it('changes the given fields, keeps the rest, ignores reserved units, and audits the change', async () => {
    const record = await w.recordAt(w.orgs.distributor.id, {
      quantityOnHand: 20,
      quantityReserved: 4,
      reorderPoint: 5,
      notes: 'Back room',
    });
    const { status, json } = await w.as.distributor.put<InventoryRecord>(`/api/inventory/${record.id}`, {
      quantityOnHand: 6,
      reorderPoint: '8',
      quantityReserved: 0,
      maxStockLevel: 50,
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      quantityOnHand: 6,
      quantityReserved: 4,
      available: 2,
      reorderPoint: 8,
      maxStockLevel: 50,
      notes: 'Back room',
      status: 'low_stock',
    });
    expect(await auditsOf(record.id)).toEqual(['inventory.update']);
  });

  it('refuses on hand below what orders reserved, and a maximum under the reorder point (400 on the field)', async () => {
    const record = await w.recordAt(w.orgs.distributor.id, {
      quantityOnHand: 10,
      quantityReserved: 7,
      reorderPoint: 5,
    });
    const below = await w.as.distributor.put<ErrorBody>(`/api/inventory/${record.id}`, { quantityOnHand: 6 });
    expect(below.status).toBe(400);
    expect(below.json.errors?.quantityOnHand).toBe(
      'Quantity on hand cannot be less than the 7 units reserved for orders',
    );
    const max = await w.as.distributor.put<ErrorBody>(`/api/inventory/${record.id}`, { maxStockLevel: 4 });
    expect(max.status).toBe(400);
    expect(Object.keys(max.json.errors ?? {})).toEqual(['maxStockLevel']);
    const negative = await w.as.distributor.put<ErrorBody>(`/api/inventory/${record.id}`, {
      quantityOnOrder: -2,
    });
    expect(negative.status).toBe(400);
    expect(Object.keys(negative.json.errors ?? {})).toEqual(['quantityOnOrder']);
    expect((await w.stockOf(record.id))!.quantityOnHand).toBe(10);
  });

  it('keeps product and organization: another organization is 403 for a partner, 400 for an admin; another product 400', async () => {
    const record = await w.recordAt(w.orgs.distributor.id);
    const moved = { organizationId: w.orgs.otherDistributor.id };
    const partner = await w.as.distributor.put<ErrorBody>(`/api/inventory/${record.id}`, moved);
    expect(partner.status).toBe(403);
    expect(Object.keys(partner.json.errors ?? {})).toEqual(['organizationId']);
    const admin = await w.as.admin.put<ErrorBody>(`/api/inventory/${record.id}`, moved);
    expect(admin.status).toBe(400);
    expect(Object.keys(admin.json.errors ?? {})).toEqual(['organizationId']);
    const product = await w.as.admin.put<ErrorBody>(`/api/inventory/${record.id}`, { productId: UNKNOWN_ID });
    expect(product.status).toBe(400);
    expect(Object.keys(product.json.errors ?? {})).toEqual(['productId']);
    const same = await w.as.distributor.put<InventoryRecord>(`/api/inventory/${record.id}`, {
      productId: record.productId,
      organizationId: record.organizationId,
      isActive: false,
    });
    expect(same.status).toBe(200);
    expect(same.json.isActive).toBe(false);
  });

  it("answers 404 for an unknown record and for another organization's, whose record stays as it was", async () => {
    const theirs = await w.recordAt(w.orgs.otherDistributor.id, { quantityOnHand: 9 });
    for (const id of [UNKNOWN_ID, theirs.id]) {
      const { status, json } = await w.as.distributor.put<ErrorBody>(`/api/inventory/${id}`, {
        quantityOnHand: 1,
      });
      expect({ id, status }).toEqual({ id, status: 404 });
      expect(json.message).toBe('Inventory record not found');
    }
    const ownedByMaker = await w.recordAt(w.orgs.maker.id);
    expect(
      (await w.as.distributor.put(`/api/inventory/${ownedByMaker.id}`, { quantityOnHand: 1 })).status,
    ).toBe(404);
    expect((await w.as.manufacturer.put(`/api/inventory/${theirs.id}`, { quantityOnHand: 1 })).status).toBe(
      404,
    );
    expect((await w.stockOf(theirs.id))!.quantityOnHand).toBe(9);
    expect((await w.as.admin.put(`/api/inventory/${theirs.id}`, { quantityOnHand: 1 })).status).toBe(200);
  });
});

describe('DELETE /api/inventory/{id}', () => {
  it('deletes a record with nothing reserved and audits it', async () => {
    const record = await w.recordAt(w.orgs.maker.id, { quantityOnHand: 3 });
    const { status, json } = await w.as.manufacturer.delete<{ message: string }>(
      `/api/inventory/${record.id}`,
    );
    expect(status).toBe(200);
    expect(json.message).toBe('Inventory deleted successfully');
    expect(await w.stockOf(record.id)).toBeNull();
    expect(await auditsOf(record.id)).toEqual(['inventory.delete']);
  });

  it("refuses a record with units reserved for orders (409), and others' or unknown records (404)", async () => {
    const reserved = await w.recordAt(w.orgs.distributor.id, { quantityOnHand: 5, quantityReserved: 2 });
    const refused = await w.as.distributor.delete<ErrorBody>(`/api/inventory/${reserved.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'This record has 2 units reserved for orders: ship or release them before deleting it',
    );
    const theirs = await w.recordAt(w.orgs.otherDistributor.id);
    for (const id of [theirs.id, UNKNOWN_ID])
      expect((await w.as.distributor.delete(`/api/inventory/${id}`)).status).toBe(404);
    expect(await w.stockOf(theirs.id)).not.toBeNull();
    expect(await w.stockOf(reserved.id)).not.toBeNull();
  });
});

describe('POST /api/inventory/adjust', () => {
  it('moves the counter each type names and sets lastRestocked on receive', async () => {
    const record = await w.recordAt(w.orgs.distributor.id, {
      quantityOnHand: 10,
      quantityReserved: 2,
      reorderPoint: 3,
    });
    const steps: [string, number, { quantityOnHand: number; quantityReserved: number; available: number }][] =
      [
        ['receive', 5, { quantityOnHand: 15, quantityReserved: 2, available: 13 }],
        ['ship', 4, { quantityOnHand: 11, quantityReserved: 2, available: 9 }],
        ['reserve', 6, { quantityOnHand: 11, quantityReserved: 8, available: 3 }],
        ['release', 3, { quantityOnHand: 11, quantityReserved: 5, available: 6 }],
        ['correction', -2, { quantityOnHand: 9, quantityReserved: 5, available: 4 }],
        ['correction', 1, { quantityOnHand: 10, quantityReserved: 5, available: 5 }],
      ];
    expect(record.lastRestocked).toBeNull();
    for (const [type, amount, expected] of steps) {
      const { status, json } = await adjust(record, type, amount);
      expect({ type, status }).toEqual({ type, status: 200 });
      expect(json).toMatchObject(expected);
      if (type === 'receive') expect(json.lastRestocked).not.toBeNull();
    }
    expect((await auditsOf(record.id)).filter((a) => a === 'inventory.adjust')).toHaveLength(steps.length);
  });

  it('refuses to go below zero or below what is reserved with 409 on adjustment, changing nothing', async () => {
    const record = await w.recordAt(w.orgs.distributor.id, { quantityOnHand: 10, quantityReserved: 4 });
    const cases: [string, number, string][] = [
      ['ship', 7, 'Only 6 units available (10 units on hand, 4 units reserved)'],
      ['reserve', 7, 'Only 6 units available (10 units on hand, 4 units reserved)'],
      ['release', 5, 'Only 4 units reserved'],
      ['correction', -7, 'On hand cannot go below the 4 units reserved for orders (10 units on hand)'],
    ];
    for (const [type, amount, message] of cases) {
      const { status, json } = await adjust(record, type, amount);
      expect({ type, status }).toEqual({ type, status: 409 });
      expect(json.errors?.adjustment).toBe(message);
    }
    expect(await w.stockOf(record.id)).toMatchObject({ quantityOnHand: 10, quantityReserved: 4 });
    expect(await auditsOf(record.id)).toEqual([]);
  });

  it('answers 400 naming the field, 403 for another organization, 404 for no record', async () => {
    const record = await w.recordAt(w.orgs.distributor.id, { quantityOnHand: 10 });
    for (const [type, amount, field] of [
      ['ship', -1, 'adjustment'],
      ['correction', 0, 'adjustment'],
      ['steal', 1, 'type'],
      ['receive', 1.5, 'adjustment'],
    ] as const) {
      const { status, json } = await adjust(record, type, amount);
      expect({ type, amount, status }).toEqual({ type, amount, status: 400 });
      expect(Object.keys(json.errors ?? {})).toContain(field);
    }
    const theirs = await w.recordAt(w.orgs.otherDistributor.id, { quantityOnHand: 10 });
    const forbidden = await adjust(theirs, 'ship', 1);
    expect(forbidden.status).toBe(403);
    expect(Object.keys(forbidden.json.errors ?? {})).toEqual(['organizationId']);
    expect((await w.stockOf(theirs.id))!.quantityOnHand).toBe(10);
    const product = await w.productFor(w.orgs.distributor.id);
    const none = await adjust({ productId: product.id, organizationId: w.orgs.distributor.id }, 'receive', 1);
    expect(none.status).toBe(404);
    expect((await adjust(theirs, 'ship', 1, w.as.admin)).status).toBe(200);
  });

  it('20 parallel ships of 1 against 10 on hand: exactly 10 succeed and none takes stock below zero', async () => {
    const record = await w.recordAt(w.orgs.distributor.id, { quantityOnHand: 10 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => adjust(record, 'ship', 1)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(await w.stockOf(record.id)).toMatchObject({ quantityOnHand: 0, quantityReserved: 0 });
    expect((await auditsOf(record.id)).filter((a) => a === 'inventory.adjust')).toHaveLength(10);
  });

  it('parallel reserves, ships and releases never break 0 ≤ reserved ≤ on hand, and every success counts', async () => {
    const record = await w.recordAt(w.orgs.distributor.id, { quantityOnHand: 12, quantityReserved: 0 });
    const plan = ['reserve', 'ship', 'reserve', 'ship', 'release', 'reserve', 'ship', 'receive'];
    const moves = Array.from({ length: 32 }, (_, n) => ({
      type: plan[n % plan.length]!,
      amount: 1 + (n % 3),
    }));
    const answers = await Promise.all(moves.map((m) => adjust(record, m.type, m.amount)));
    expect(answers.length).toBe(moves.length);
    let onHand = 12;
    let reserved = 0;
    answers.forEach((answer, n) => {
      expect([200, 409]).toContain(answer.status);
      if (answer.status !== 200) return;
      const { type, amount } = moves[n]!;
      if (type === 'receive') onHand += amount;
      if (type === 'ship') onHand -= amount;
      if (type === 'reserve') reserved += amount;
      if (type === 'release') reserved -= amount;
    });
    const final = (await w.stockOf(record.id))!;
    expect(final).toMatchObject({ quantityOnHand: onHand, quantityReserved: reserved });
    expect(final.quantityReserved).toBeGreaterThanOrEqual(0);
    expect(final.quantityOnHand).toBeGreaterThanOrEqual(final.quantityReserved);
  });
});
