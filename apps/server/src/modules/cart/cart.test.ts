import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '@crossover/domain/cart';
import { cartItems } from '@/db/schema/cart-items.ts';
import { distributorPricing } from '@/db/schema/distributor-pricing.ts';
import { products } from '@/db/schema/products.ts';
import {
  type CommerceWorld,
  createCommerceTestApp,
  createDistributorPricing,
} from '@/test/commerce-factories.ts';
import { createProduct } from '@/test/factories.ts';
import type { TestApp } from '@/test/app.ts';

let t: TestApp;
let world: CommerceWorld;
let cookie: Record<string, string>;

beforeAll(async () => {
  ({ t, world, cookie } = await createCommerceTestApp());
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  as: string | null,
  payload?: object,
) =>
  t.app.inject({ method, url, headers: as ? { cookie: cookie[as]! } : {}, ...(payload ? { payload } : {}) });

describe('cart', () => {
  it('refuses visitors', async () => {
    expect((await call('GET', '/api/cart', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/cart', null, { productId: 'x' })).statusCode).toBe(401);
  });

  it('adds, prices on the server (master packs), updates, sums and removes', async () => {
    const added = await call('POST', '/api/cart', 'shop_owner', {
      productId: world.products.amp.id,
      quantity: 3,
      unitPrice: '0.01',
    });
    expect(added.statusCode, added.body).toBe(201);
    // 1 pack of 2 at 115.00 + 1 loose at 120.00
    expect(added.json()).toMatchObject({
      quantity: 3,
      unitPrice: '120.00',
      totalPrice: '350.00',
      masterPacks: 1,
    });
    const again = await call('POST', '/api/cart', 'shop_owner', { productId: world.products.amp.id });
    expect(again.json()).toMatchObject({ id: added.json().id, quantity: 4, totalPrice: '460.00' });

    const patched = await call('PATCH', `/api/cart/${added.json().id}`, 'shop_owner', { quantity: 1 });
    expect(patched.json()).toMatchObject({ quantity: 1, totalPrice: '120.00' });

    const cart = (await call('GET', '/api/cart', 'shop_owner')).json();
    expect(cart).toHaveLength(1);
    expect(cart[0].product).not.toHaveProperty('mfgCost');
    const summary = (await call('GET', '/api/cart/summary', 'shop_owner')).json();
    expect(summary).toMatchObject({
      subtotal: '120.00',
      tax: '8.70',
      total: '128.70',
      taxLabel: 'Tax (7.25%)',
      taxExempt: false,
    });

    expect((await call('DELETE', `/api/cart/${added.json().id}`, 'shop_owner')).statusCode).toBe(200);
    expect((await call('GET', '/api/cart', 'shop_owner')).json()).toEqual([]);
  });

  it('shows Tax (Exempt) for an organization without a rate', async () => {
    await call('POST', '/api/cart', 'distributor', { productId: world.products.amp.id });
    const summary = (await call('GET', '/api/cart/summary', 'distributor')).json();
    expect(summary).toMatchObject({
      subtotal: '100.00',
      tax: '0.00',
      taxLabel: 'Tax (Exempt)',
      taxExempt: true,
    });
  });

  it('refuses what the user may not order (403), inactive (400) and unknown (404) products', async () => {
    expect(
      (await call('POST', '/api/cart', 'shop_owner', { productId: world.products.priced.id })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/cart', 'shop_owner', { productId: world.products.hidden.id })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/cart', 'manufacturer', { productId: world.products.amp.id })).statusCode,
    ).toBe(403);
    const retired = await call('POST', '/api/cart', 'shop_owner', { productId: world.products.retired.id });
    expect(retired.statusCode).toBe(400);
    expect((await call('POST', '/api/cart', 'shop_owner', { productId: 'nope' })).statusCode).toBe(404);
  });

  it('answers 400 naming quantity outside 1 to 9,999', async () => {
    for (const quantity of [0, -1, 10_000, 1.5, 'two']) {
      const response = await call('POST', '/api/cart', 'shop_owner', {
        productId: world.products.amp.id,
        quantity,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('quantity');
    }
    const item = (
      await call('POST', '/api/cart', 'shop_owner', { productId: world.products.sub.id, quantity: 9_999 })
    ).json();
    const over = await call('POST', '/api/cart', 'shop_owner', { productId: world.products.sub.id });
    expect(over.statusCode).toBe(400);
    expect((await call('PATCH', `/api/cart/${item.id}`, 'shop_owner', { quantity: 0 })).statusCode).toBe(400);
    await call('DELETE', `/api/cart/${item.id}`, 'shop_owner');
  });

  it("keeps other users' cart lines out of reach (404)", async () => {
    const item = (await call('POST', '/api/cart', 'sales_rep', { productId: world.products.sub.id })).json();
    expect((await call('PATCH', `/api/cart/${item.id}`, 'shop_owner', { quantity: 2 })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/cart/${item.id}`, 'shop_owner')).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/cart', 'shop_owner')).json().map((i: { id: string }) => i.id),
    ).not.toContain(item.id);
  });

  it('leaves a line that can no longer be ordered out of the totals, and placement refuses it', async () => {
    for (const item of (await call('GET', '/api/cart', 'shop_owner')).json() as { id: string }[])
      await call('DELETE', `/api/cart/${item.id}`, 'shop_owner');
    const kept = await createProduct(t.db, { seriesId: world.series.orderable.id, mfgMasterPackQty: 1 });
    const lost = await createProduct(t.db, { seriesId: world.series.orderable.id, mfgMasterPackQty: 1 });
    for (const product of [kept, lost]) {
      // The shop buys through the distributor, which must carry the product.
      await createDistributorPricing(t.db, {
        productId: product.id,
        distributorId: world.orgs.distributor.id,
      });
      const added = await call('POST', '/api/cart', 'shop_owner', { productId: product.id });
      expect(added.statusCode, added.body).toBe(201);
    }
    await t.db.update(products).set({ status: 'discontinued' }).where(eq(products.id, lost.id));

    const lines = (await call('GET', '/api/cart', 'shop_owner')).json() as {
      productId: string;
      orderable: boolean;
      totalPrice: string;
    }[];
    const keptLine = lines.find((l) => l.productId === kept.id)!;
    expect(lines.map((l) => [l.productId === kept.id, l.orderable]).sort()).toEqual([
      [false, false],
      [true, true],
    ]);
    const summary = (await call('GET', '/api/cart/summary', 'shop_owner')).json();
    expect(summary).toMatchObject({ itemCount: 2, totalQuantity: 1, subtotal: keptLine.totalPrice });

    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: cookie.shop_owner! },
      payload: { paymentOptionId: world.paymentOptions.shopCard.id },
    });
    expect(placed.statusCode).toBe(400);
    expect(placed.json().message).toBe(`These products cannot be ordered: ${lost.name}`);
    for (const line of (await call('GET', '/api/cart', 'shop_owner')).json() as { id: string }[])
      await call('DELETE', `/api/cart/${line.id}`, 'shop_owner');
  });

  it('re-prices lines on read without writing to the database', async () => {
    const product = await createProduct(t.db, { seriesId: world.series.orderable.id, mfgMasterPackQty: 1 });
    await createDistributorPricing(t.db, { productId: product.id, distributorId: world.orgs.distributor.id });
    const added = (await call('POST', '/api/cart', 'sales_manager', { productId: product.id })).json();
    expect(added.unitPrice).toBe('120.00');
    const stored = async () => (await t.db.select().from(cartItems).where(eq(cartItems.id, added.id)))[0]!;
    const before = await stored();
    await t.db
      .update(distributorPricing)
      .set({ distCost: '99.00' })
      .where(
        and(
          eq(distributorPricing.productId, product.id),
          eq(distributorPricing.distributorId, world.orgs.distributor.id),
        ),
      );
    // The reads show the new price...
    const [line] = (await call('GET', '/api/cart', 'sales_manager')).json();
    expect(line).toMatchObject({ id: added.id, unitPrice: '99.00', totalPrice: '99.00' });
    expect((await call('GET', '/api/cart/summary', 'sales_manager')).json().subtotal).toBe('99.00');
    // ...and leave the stored line exactly as it was.
    expect(await stored()).toEqual(before);
    await call('DELETE', `/api/cart/${added.id}`, 'sales_manager');
  });

  it('refuses to fill a cart for a caller without an organization (403, saying why)', async () => {
    const response = await call('POST', '/api/cart', 'admin', { productId: world.products.amp.id });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().message).toBe(CART_MESSAGES.noOrganization);
    expect((await call('GET', '/api/cart', 'admin')).json()).toEqual([]);
  });
});
