import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '@crossover/domain/cart';
import type { OrderDetail } from '@crossover/domain/orders';
import { inventory } from '@/db/schema/inventory.ts';
import { orderItems } from '@/db/schema/order-items.ts';
import {
  type CommerceWorld,
  createCommerceTestApp,
  createDistributorPricing,
  createInventory,
} from '@/test/commerce-factories.ts';
import { createProduct } from '@/test/factories.ts';
import type { TestApp } from '@/test/app.ts';

/**
 * Stock at the vendor: placement reserves only what is available, the cart says where stock is
 * short (the rest is backordered), and shipping settles exactly what the line reserved.
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

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, as: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookie[as]! }, ...(payload ? { payload } : {}) });

/** A product the shop buys from the distributor, with the distributor's stock as given (or none). */
async function distributorProduct(stock: { onHand: number; reserved?: number } | null) {
  const product = await createProduct(t.db, { seriesId: world.series.orderable.id, mfgMasterPackQty: 1 });
  await createDistributorPricing(t.db, { productId: product.id, distributorId: world.orgs.distributor.id });
  if (stock)
    await createInventory(t.db, {
      productId: product.id,
      organizationId: world.orgs.distributor.id,
      quantityOnHand: stock.onHand,
      quantityReserved: stock.reserved ?? 0,
    });
  return product;
}

const stockOf = async (productId: string) =>
  (
    await t.db
      .select()
      .from(inventory)
      .where(and(eq(inventory.productId, productId), eq(inventory.organizationId, world.orgs.distributor.id)))
  )[0]!;

async function emptyCart(as: string) {
  for (const line of (await call('GET', '/api/cart', as)).json() as CartItem[])
    await call('DELETE', `/api/cart/${line.id}`, as);
}

async function place(as: string, productId: string, quantity: number): Promise<OrderDetail> {
  await emptyCart(as);
  const added = await call('POST', '/api/cart', as, { productId, quantity });
  expect(added.statusCode, added.body).toBe(201);
  const response = await call('POST', '/api/orders', as, {
    paymentOptionId: world.paymentOptions.shopCard.id,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().orders as OrderDetail[])[0]!;
}

const reservedOn = async (orderId: string) =>
  (await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).map(
    (i) => i.reservedQuantity,
  );

async function ship(orderId: string) {
  expect(
    (await call('PATCH', `/api/orders/${orderId}/status`, 'distributor', { status: 'processing' }))
      .statusCode,
  ).toBe(200);
  return call('PATCH', `/api/orders/${orderId}/status`, 'distributor', { status: 'shipped' });
}

describe('stock at the vendor', () => {
  it('the cart names the available quantity only where a record exists and is short', async () => {
    const short = await distributorProduct({ onHand: 5, reserved: 2 });
    const plenty = await distributorProduct({ onHand: 50 });
    const untracked = await distributorProduct(null);
    await emptyCart('shop_owner');
    for (const p of [short, plenty, untracked])
      await call('POST', '/api/cart', 'shop_owner', { productId: p.id, quantity: 4 });
    const lines = (await call('GET', '/api/cart', 'shop_owner')).json() as CartItem[];
    const of = (id: string) => lines.find((l) => l.productId === id)!;
    expect(lines).toHaveLength(3);
    expect(of(short.id).availableQuantity).toBe(3);
    expect(of(plenty.id).availableQuantity).toBeNull();
    expect(of(untracked.id).availableQuantity).toBeNull();
    // Short stock is a backorder, not a refusal: every line stays orderable.
    expect(lines.every((l) => l.orderable)).toBe(true);
    await emptyCart('shop_owner');
  });

  it('reserves only what is available, and shipping consumes exactly that', async () => {
    const product = await distributorProduct({ onHand: 5, reserved: 2 });
    const order = await place('shop_owner', product.id, 4);
    expect(await reservedOn(order.id)).toEqual([3]);
    expect(await stockOf(product.id)).toMatchObject({ quantityOnHand: 5, quantityReserved: 5 });
    const shipped = await ship(order.id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await stockOf(product.id)).toMatchObject({ quantityOnHand: 2, quantityReserved: 2 });
  });

  it('ships a line whose vendor keeps no inventory record', async () => {
    const product = await distributorProduct(null);
    const order = await place('shop_owner', product.id, 2);
    expect(await reservedOn(order.id)).toEqual([0]);
    const shipped = await ship(order.id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().status).toBe('shipped');
  });

  it('ships a line whose vendor has nothing on hand (nothing was reserved)', async () => {
    const product = await distributorProduct({ onHand: 0 });
    const order = await place('shop_owner', product.id, 16);
    expect(await reservedOn(order.id)).toEqual([0]);
    expect(await stockOf(product.id)).toMatchObject({ quantityOnHand: 0, quantityReserved: 0 });
    const shipped = await ship(order.id);
    expect(shipped.statusCode, shipped.body).toBe(200);
  });

  it('cancelling releases exactly what the line reserved', async () => {
    const product = await distributorProduct({ onHand: 3, reserved: 1 });
    const order = await place('shop_owner', product.id, 10);
    expect(await stockOf(product.id)).toMatchObject({ quantityReserved: 3 });
    const cancelled = await call('PATCH', `/api/orders/${order.id}/status`, 'distributor', {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(product.id)).toMatchObject({ quantityOnHand: 3, quantityReserved: 1 });
  });

  it('never reserves more than on hand when buyers place in parallel', async () => {
    const product = await distributorProduct({ onHand: 7 });
    const buyers = ['shop_owner', 'sales_rep', 'sales_manager'];
    for (const as of buyers) {
      await emptyCart(as);
      expect((await call('POST', '/api/cart', as, { productId: product.id, quantity: 4 })).statusCode).toBe(
        201,
      );
    }
    const answers = await Promise.all(
      buyers.map((as) =>
        call('POST', '/api/orders', as, { paymentOptionId: world.paymentOptions.shopCard.id }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const placed = answers.map((a) => (a.json().orders as OrderDetail[])[0]!);
    const reserved = (await Promise.all(placed.map((o) => reservedOn(o.id)))).flat();
    expect(reserved).toHaveLength(3);
    const stock = await stockOf(product.id);
    expect(stock.quantityReserved).toBeLessThanOrEqual(stock.quantityOnHand);
    // Every unit reserved is accounted for by exactly one line: 7 units, 12 ordered.
    expect(reserved.reduce((a, b) => a + b, 0)).toBe(7);
    expect(stock.quantityReserved).toBe(7);
  });
});
