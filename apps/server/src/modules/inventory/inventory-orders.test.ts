import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryListResponse, InventoryRecord } from '@crossover/domain/inventory';
import type { OrderDetail } from '@crossover/domain/orders';
import type { CartItem } from '@crossover/domain/cart';
import {
  type CommerceWorld,
  createCommerceTestApp,
  createDistributorPricing,
  createInventory,
} from '@/test/commerce-factories.ts';
import { createProduct } from '@/test/factories.ts';
import type { TestApp } from '@/test/app.ts';
import { api } from '@/test/inject.ts';

/**
 * The screen and the orders share the counters: what placed orders reserved shows as reserved,
 * is never edited, shipped, corrected or released by hand, and the orders settle it themselves.
 */
let t: TestApp;
let world: CommerceWorld;
let cookie: Record<string, string>;
beforeAll(async () => {
  ({ t, world, cookie } = await createCommerceTestApp());
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { message: string; errors?: Record<string, string> };
const as = (role: string) => api(t.app, cookie[role]!);

/** A product the shop buys from the distributor, with `onHand` units in the distributor's record. */
async function stocked(onHand: number) {
  const product = await createProduct(t.db, { seriesId: world.series.orderable.id, mfgMasterPackQty: 1 });
  await createDistributorPricing(t.db, { productId: product.id, distributorId: world.orgs.distributor.id });
  const record = await createInventory(t.db, {
    productId: product.id,
    organizationId: world.orgs.distributor.id,
    quantityOnHand: onHand,
  });
  return { product, record };
}

async function placeOrder(productId: string, quantity: number): Promise<OrderDetail> {
  const shop = as('shop_owner');
  for (const line of (await shop.get<CartItem[]>('/api/cart')).json)
    await shop.delete(`/api/cart/${line.id}`);
  expect((await shop.post('/api/cart', { productId, quantity })).status).toBe(201);
  const placed = await shop.post<{ orders: OrderDetail[] }>('/api/orders', {
    paymentOptionId: world.paymentOptions.shopCard.id,
  });
  expect(placed.status).toBe(201);
  return placed.json.orders[0]!;
}

const recordOf = async (productId: string) =>
  (await as('distributor').get<InventoryListResponse>(`/api/inventory?productId=${productId}`)).json
    .records[0]!;

describe('inventory and orders', () => {
  it("an order's reservation shows on the record and limits every change made by hand", async () => {
    const { product, record } = await stocked(10);
    const order = await placeOrder(product.id, 6);
    expect(await recordOf(product.id)).toMatchObject({
      quantityOnHand: 10,
      quantityReserved: 6,
      available: 4,
    });
    const distributor = as('distributor');
    const key = { productId: product.id, organizationId: world.orgs.distributor.id };

    const edit = await distributor.put<ErrorBody>(`/api/inventory/${record.id}`, { quantityOnHand: 5 });
    expect(edit.status).toBe(400);
    expect(edit.json.errors?.quantityOnHand).toBe(
      'Quantity on hand cannot be less than the 6 units reserved for orders',
    );
    expect(
      (await distributor.post('/api/inventory/adjust', { ...key, type: 'ship', adjustment: 5 })).status,
    ).toBe(409);
    expect(
      (await distributor.post('/api/inventory/adjust', { ...key, type: 'correction', adjustment: -5 }))
        .status,
    ).toBe(409);
    const release = await distributor.post<ErrorBody>('/api/inventory/adjust', {
      ...key,
      type: 'release',
      adjustment: 1,
    });
    expect(release.status).toBe(409);
    expect(release.json.errors?.adjustment).toBe(
      'Only 0 units reserved outside orders can be released: 6 units are held for open orders until they ship or are cancelled',
    );
    expect((await distributor.delete(`/api/inventory/${record.id}`)).status).toBe(409);

    // Units reserved by hand on top may be released; the order's stay.
    expect(
      (await distributor.post('/api/inventory/adjust', { ...key, type: 'reserve', adjustment: 2 })).status,
    ).toBe(200);
    expect(
      (await distributor.post('/api/inventory/adjust', { ...key, type: 'release', adjustment: 3 })).status,
    ).toBe(409);
    const released = await distributor.post<InventoryRecord>('/api/inventory/adjust', {
      ...key,
      type: 'release',
      adjustment: 2,
    });
    expect(released.json).toMatchObject({ quantityReserved: 6, available: 4 });

    // Shipping the order settles exactly its reservation.
    for (const status of ['processing', 'shipped'])
      expect((await distributor.patch(`/api/orders/${order.id}/status`, { status })).status).toBe(200);
    expect(await recordOf(product.id)).toMatchObject({
      quantityOnHand: 4,
      quantityReserved: 0,
      available: 4,
    });
    expect((await distributor.delete(`/api/inventory/${record.id}`)).status).toBe(200);
  });

  it('a cancelled order frees its units for release and shipping at once', async () => {
    const { product } = await stocked(3);
    const order = await placeOrder(product.id, 3);
    expect(await recordOf(product.id)).toMatchObject({ quantityReserved: 3, available: 0 });
    const distributor = as('distributor');
    expect((await distributor.patch(`/api/orders/${order.id}/status`, { status: 'cancelled' })).status).toBe(
      200,
    );
    const shipped = await distributor.post<InventoryRecord>('/api/inventory/adjust', {
      productId: product.id,
      organizationId: world.orgs.distributor.id,
      type: 'ship',
      adjustment: 3,
    });
    expect(shipped.status).toBe(200);
    expect(shipped.json).toMatchObject({ quantityOnHand: 0, quantityReserved: 0, status: 'out_of_stock' });
  });
});
