import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@crossover/domain/catalog';
import type { DashboardStats } from '@crossover/domain/dashboard';
import { type CommerceWorld, createCommerceTestApp } from '@/test/commerce-factories.ts';
import type { TestApp } from '@/test/app.ts';
import { api } from '@/test/inject.ts';

let t: TestApp;
let world: CommerceWorld;
let cookie: Record<string, string>;

beforeAll(async () => {
  ({ t, world, cookie } = await createCommerceTestApp());
});
afterAll(async () => {
  await t.close();
});

/** The API as one of the world's users (by role), or as a visitor. */
const as = (role: string | null) => api(t.app).as(role ? cookie[role]! : null);
const stats = async (role: string) => {
  const response = await as(role).get<DashboardStats>('/api/dashboard/stats');
  expect(response.status, response.raw.body).toBe(200);
  return response.json;
};

describe('GET /api/dashboard/stats', () => {
  it('refuses visitors', async () => {
    expect((await as(null).get('/api/dashboard/stats')).status).toBe(401);
    expect((await as(null).get('/api/dashboard/featured-products')).status).toBe(401);
  });

  it("counts the buyer's active orders and spend, and the vendor's received revenue", async () => {
    const before = { shop: await stats('shop_owner'), distributor: await stats('distributor') };
    // Active products: amp, sub, priced, hidden (the retired one is discontinued).
    expect(before.shop.totalProducts).toBe(4);
    expect(before.shop.authorizedVendors).toBe(1);

    await as('shop_owner').post('/api/cart', { productId: world.products.amp.id, quantity: 1 });
    const placed = await as('shop_owner').post<{ orders: Array<{ id: string; totalAmount: string }> }>(
      '/api/orders',
      { paymentOptionId: world.paymentOptions.shopCard.id },
    );
    expect(placed.status, placed.raw.body).toBe(201);
    const order = placed.json.orders[0]!;
    const cents = (money: string) => Math.round(Number(money) * 100);

    const after = { shop: await stats('shop_owner'), distributor: await stats('distributor') };
    expect(after.shop.activeOrders).toBe(before.shop.activeOrders + 1);
    expect(cents(after.shop.monthlyRevenue)).toBe(
      cents(before.shop.monthlyRevenue) + cents(order.totalAmount),
    );
    // The same order counts for the distributor it was routed to, as revenue received.
    expect(after.distributor.activeOrders).toBe(before.distributor.activeOrders + 1);
    expect(cents(after.distributor.monthlyRevenue)).toBe(
      cents(before.distributor.monthlyRevenue) + cents(order.totalAmount),
    );
    // The shop's reps see their organization's figures.
    expect((await stats('sales_rep')).activeOrders).toBe(after.shop.activeOrders);

    // A cancelled order is no longer active and no longer counts as revenue.
    const cancelled = await as('distributor').patch(`/api/orders/${order.id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.status, cancelled.raw.body).toBe(200);
    expect(await stats('shop_owner')).toMatchObject({
      activeOrders: before.shop.activeOrders,
      monthlyRevenue: before.shop.monthlyRevenue,
    });
  });

  it("labels a buying organization's own orders as spend, and vendors' and admins' as revenue", async () => {
    expect((await stats('shop_owner')).monthlyTotalKind).toBe('spend');
    expect((await stats('sales_rep')).monthlyTotalKind).toBe('spend');
    expect((await stats('marketing_firm')).monthlyTotalKind).toBe('spend');
    expect((await stats('distributor')).monthlyTotalKind).toBe('revenue');
    expect((await stats('manufacturer')).monthlyTotalKind).toBe('revenue');
    expect((await stats('admin')).monthlyTotalKind).toBe('revenue');
  });

  it('gives an admin the whole network', async () => {
    const admin = await stats('admin');
    // Suppliers: the manufacturer and the distributor.
    expect(admin.authorizedVendors).toBe(2);
    expect(admin.totalProducts).toBe(4);
  });
});

describe('GET /api/dashboard/featured-products', () => {
  it('lists at most four products the user can order, and none for a manufacturer', async () => {
    const { json: featured } = await as('shop_owner').get<Product[]>('/api/dashboard/featured-products');
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(4);
    expect(featured.every((p) => p.canOrder)).toBe(true);
    expect(featured.map((p) => p.name)).not.toContain('World Priced');

    const manufacturer = await as('manufacturer').get<Product[]>('/api/dashboard/featured-products');
    expect(manufacturer.status).toBe(200);
    expect(manufacturer.json).toEqual([]);
  });
});
