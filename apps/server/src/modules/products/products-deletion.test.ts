import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { OrderDetail, PlaceOrderResponse } from '@crossover/domain/orders';
import { withTx } from '@/db/with-tx.ts';
import { cartItems } from '@/db/schema/cart-items.ts';
import { distributorPricing } from '@/db/schema/distributor-pricing.ts';
import { inventory } from '@/db/schema/inventory.ts';
import { organizationPricing } from '@/db/schema/organization-pricing.ts';
import { orderItems } from '@/db/schema/order-items.ts';
import { pricingChanges } from '@/db/schema/pricing-changes.ts';
import { pricingImports } from '@/db/schema/pricing-imports.ts';
import { pricingRules } from '@/db/schema/pricing-rules.ts';
import { productImages } from '@/db/schema/product-images.ts';
import { productVehicles } from '@/db/schema/product-vehicles.ts';
import { products } from '@/db/schema/products.ts';
import { vehicles } from '@/db/schema/vehicles.ts';
import type { TestApp } from '@/test/app.ts';
import {
  type CommerceWorld,
  createCommerceTestApp,
  createOrganizationPricing,
  createPricingRule,
} from '@/test/commerce-factories.ts';
import { createProduct } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';
import { deleteProducts, removeStoredImages, storedObjectKey } from './deletion.ts';

let t: TestApp;
let world: CommerceWorld;
let cookie: Record<string, string>;

beforeAll(async () => {
  ({ t, world, cookie } = await createCommerceTestApp());
});
afterAll(async () => {
  await t.close();
});

const count = async (table: typeof inventory | typeof cartItems, productId: string) =>
  (await t.db.select().from(table).where(eq(table.productId, productId))).length;

describe('storedObjectKey', () => {
  it('takes only our own stored files', () => {
    expect(storedObjectKey('/objects/products/a.webp')).toBe('products/a.webp');
    expect(storedObjectKey('/objects/products/a.webp?v=2')).toBe('products/a.webp');
    for (const url of [
      '/api/demo-images/A.webp',
      'https://x.test/objects/a',
      '/objects/../secrets',
      // Not a product's: an organization's logo, an import's file.
      '/objects/logos/org-1/logo.png',
      '/objects/imports/i-1/file.csv',
      null,
    ])
      expect(storedObjectKey(url), String(url)).toBeNull();
  });
});

describe('deleteProducts', () => {
  it('answers nothing for no ids and ignores unknown ids', async () => {
    expect(await deleteProducts(t.db, [])).toEqual({ deleted: 0, storedImageKeys: [] });
    expect(await deleteProducts(t.db, ['no-such-product'])).toEqual({ deleted: 0, storedImageKeys: [] });
  });

  it('takes pricing, rules, inventory, fitment, cart lines and images with it; order lines keep their snapshot', async () => {
    const shop = api(t.app).as(cookie.shop_owner!);
    expect((await shop.post('/api/cart', { productId: world.products.amp.id, quantity: 2 })).status).toBe(
      201,
    );
    const answer = await shop.post<PlaceOrderResponse>('/api/orders', {
      paymentOptionId: world.paymentOptions.shopCard.id,
    });
    expect(answer.status).toBe(201);
    expect(answer.json.orders).toHaveLength(1);
    const placed = { json: answer.json.orders[0]! };
    const amp = world.products.amp;
    await api(t.app).as(cookie.admin!).post('/api/cart', { productId: amp.id, quantity: 1 });
    await createOrganizationPricing(t.db, { productId: amp.id, organizationId: world.orgs.shop.id });
    await createPricingRule(t.db, { productId: amp.id, createdBy: world.users.admin.id });
    const [vehicle] = await t.db
      .insert(vehicles)
      .values({ yearStart: 2020, make: 'Ford', model: 'F-150' })
      .returning();
    await t.db.insert(productVehicles).values({ productId: amp.id, vehicleId: vehicle!.id });
    await t.db
      .insert(productImages)
      .values({ productId: amp.id, imageUrl: '/objects/products/amp-side.webp' });

    const result = await withTx(t.db, (tx) => deleteProducts(tx, [amp.id, amp.id]));
    expect(result).toEqual({ deleted: 1, storedImageKeys: ['products/amp-side.webp'] });

    expect(await t.db.select().from(products).where(eq(products.id, amp.id))).toEqual([]);
    for (const table of [inventory, cartItems] as const) expect(await count(table, amp.id)).toBe(0);
    for (const table of [
      distributorPricing,
      organizationPricing,
      pricingRules,
      productVehicles,
      productImages,
    ])
      expect(await t.db.select().from(table).where(eq(table.productId, amp.id))).toEqual([]);

    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed.json.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ productId: null, sku: amp.sku, productName: amp.name });
    const order = await shop.get<OrderDetail>(`/api/orders/${placed.json.id}`);
    expect(order.status).toBe(200);
    expect(order.json.totalAmount).toBe(placed.json.totalAmount);
    expect(order.json.items).toEqual([
      expect.objectContaining({
        productId: null,
        sku: amp.sku,
        productName: amp.name,
        totalPrice: placed.json.items[0]!.totalPrice,
      }),
    ]);
  });

  it('keeps the price-list change log, without its link to the product (decision 0038)', async () => {
    const kept = await createProduct(t.db, { seriesId: world.series.hidden.id });
    const gone = await createProduct(t.db, { seriesId: world.series.hidden.id });
    const [list] = await t.db
      .insert(pricingImports)
      .values({ userId: world.users.admin.id, importType: 'distributor_pricing', filename: 'list.csv' })
      .returning();
    await t.db.insert(pricingChanges).values(
      [kept, gone].map((product) => ({
        pricingImportId: list!.id,
        productId: product.id,
        sku: product.sku,
        changeType: 'distributor_cost',
        oldValue: '10.00',
        newValue: '12.00',
      })),
    );
    await withTx(t.db, (tx) => deleteProducts(tx, [gone.id]));
    const log = await t.db
      .select({ productId: pricingChanges.productId, sku: pricingChanges.sku })
      .from(pricingChanges)
      .where(eq(pricingChanges.pricingImportId, list!.id))
      .orderBy(pricingChanges.id);
    expect(log).toEqual([
      { productId: kept.id, sku: kept.sku },
      { productId: null, sku: gone.sku },
    ]);
  });

  it('keeps a stored file another product still shows', async () => {
    const series = world.series.hidden.id;
    const shared = '/objects/products/shared.webp';
    const a = await createProduct(t.db, {
      seriesId: series,
      imageUrl: shared,
      images: ['/objects/products/a2.webp'],
    });
    const b = await createProduct(t.db, { seriesId: series, primaryImage: shared });
    const c = await createProduct(t.db, { seriesId: series, imageUrl: 'https://cdn.test/c.jpg' });
    const first = await deleteProducts(t.db, [a.id, c.id]);
    expect(first.deleted).toBe(2);
    expect(first.storedImageKeys).toEqual(['products/a2.webp']);
    const second = await deleteProducts(t.db, [b.id]);
    expect(second.storedImageKeys).toEqual(['products/shared.webp']);
  });

  it('deletes many products in one go', async () => {
    const series = world.series.hidden.id;
    const many = [];
    for (let i = 0; i < 30; i += 1) many.push((await createProduct(t.db, { seriesId: series })).id);
    expect((await deleteProducts(t.db, many)).deleted).toBe(30);
    expect(await t.db.select().from(products).where(inArray(products.id, many))).toEqual([]);
  });
});

describe('removeStoredImages', () => {
  it('removes every file and logs a failure instead of throwing', async () => {
    const removed: string[] = [];
    const warnings: unknown[] = [];
    const keys = Array.from({ length: 40 }, (_, i) => `products/${i}.webp`);
    await removeStoredImages(
      {
        async delete(key) {
          if (key === 'products/7.webp') throw new Error('disk on fire');
          removed.push(key);
        },
      },
      { warn: (...args: unknown[]) => warnings.push(args) },
      keys,
    );
    expect(removed).toHaveLength(39);
    expect(warnings).toHaveLength(1);
  });
});
