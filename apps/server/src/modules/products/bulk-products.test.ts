import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { EMULATION_HEADER } from '@crossover/domain/auth';
import {
  BULK_MESSAGES,
  type BulkDeleteResponse,
  type BulkUpdatePreview,
  type BulkUpdateResult,
  MAX_BULK_PRODUCTS,
} from '@crossover/domain/bulk-products';
import type { OrderDetail, PlaceOrderResponse } from '@crossover/domain/orders';
import { PRODUCT_MESSAGES } from '@crossover/domain/products';
import { auditLog } from '@/db/schema/audit-log.ts';
import { inventory } from '@/db/schema/inventory.ts';
import { orderItems } from '@/db/schema/order-items.ts';
import { products } from '@/db/schema/products.ts';
import type { TestApp } from '@/test/app.ts';
import { type CommerceWorld, createCommerceTestApp, createInventory } from '@/test/commerce-factories.ts';
import { createOrganization, createProduct, createSeries } from '@/test/factories.ts';
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

const NON_ADMINS = [
  'manufacturer',
  'distributor',
  'marketing_firm',
  'shop_owner',
  'sales_rep',
  'sales_manager',
];

/** A manufacturer with a series and `count` products of its own (category 'Amplifiers'). */
async function catalogue(count: number) {
  const manufacturer = await createOrganization(t.db, { type: 'manufacturer' });
  const series = await createSeries(t.db, { manufacturerId: manufacturer.id });
  const rows = [];
  for (let i = 0; i < count; i += 1) rows.push(await createProduct(t.db, { seriesId: series.id }));
  return { manufacturer, series, products: rows, ids: rows.map((r) => r.id) };
}

const bulkUpdate = (who: string | null, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/products/bulk-update',
    headers: { ...(who ? { cookie: who } : {}), ...headers },
    payload: body,
  });
const bulkDelete = (who: string | null, body: object) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/products/bulk-delete',
    headers: who ? { cookie: who } : {},
    payload: body,
  });

const rowsOf = (ids: string[]) => t.db.select().from(products).where(inArray(products.id, ids));
const auditEntries = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('who may bulk update and delete', () => {
  it('refuses visitors (401) and every role but admin (403), emulated too', async () => {
    const { ids } = await catalogue(1);
    const body = { productIds: ids, updates: { isActive: false } };
    expect((await bulkUpdate(null, body)).statusCode).toBe(401);
    expect((await bulkDelete(null, { productIds: ids })).statusCode).toBe(401);
    for (const role of NON_ADMINS) {
      expect((await bulkUpdate(cookie[role]!, body)).statusCode, role).toBe(403);
      expect((await bulkDelete(cookie[role]!, { productIds: ids })).statusCode, role).toBe(403);
    }
    const emulated = await bulkUpdate(cookie.admin!, body, { [EMULATION_HEADER]: world.users.shop_owner.id });
    expect(emulated.statusCode).toBe(403);
    expect((await rowsOf(ids))[0]!.isActive).toBe(true);
  });
});

describe('PUT /api/products/bulk-update: bad input names the field', () => {
  it('no selection, no updates, too many ids', async () => {
    const none = await bulkUpdate(cookie.admin!, { updates: { isActive: false } });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ productIds: BULK_MESSAGES.selectToUpdate });
    const empty = await bulkUpdate(cookie.admin!, { productIds: ['x'], updates: { category: '  ' } });
    expect(empty.json()).toMatchObject({
      message: BULK_MESSAGES.noUpdates,
      errors: { updates: BULK_MESSAGES.noUpdates },
    });
    const ids = Array.from({ length: MAX_BULK_PRODUCTS + 1 }, (_, i) => `id-${i}`);
    const tooMany = await bulkUpdate(cookie.admin!, { productIds: ids, updates: { isActive: true } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ productIds: BULK_MESSAGES.tooMany });
  });

  it('unknown ids: 400 naming productIds, nothing changed', async () => {
    const { ids } = await catalogue(2);
    const response = await bulkUpdate(cookie.admin!, {
      productIds: [...ids, 'no-such-product'],
      updates: { category: 'Nowhere' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      productIds: '1 selected product no longer exists: refresh the list and select again',
    });
    expect((await rowsOf(ids)).map((r) => r.category)).toEqual(['Amplifiers', 'Amplifiers']);
  });

  it('a series: removing it, an unknown one, or one of another manufacturer', async () => {
    const own = await catalogue(2);
    const other = await catalogue(1);
    const removed = await bulkUpdate(cookie.admin!, { productIds: own.ids, updates: { seriesId: null } });
    expect(removed.json().errors).toEqual({ 'updates.seriesId': BULK_MESSAGES.seriesRequired });
    const unknown = await bulkUpdate(cookie.admin!, { productIds: own.ids, updates: { seriesId: 'nope' } });
    expect(unknown.json().errors).toEqual({ seriesId: PRODUCT_MESSAGES.seriesNotFound });
    for (const dryRun of [true, false]) {
      const mixed = await bulkUpdate(cookie.admin!, {
        productIds: [...own.ids, ...other.ids],
        updates: { seriesId: own.series.id },
        dryRun,
      });
      expect(mixed.statusCode).toBe(400);
      expect(mixed.json().errors.seriesId).toBe(
        `The series ${own.series.name} belongs to ${own.manufacturer.name}, but 1 selected product is of another manufacturer`,
      );
    }
    expect((await rowsOf(other.ids))[0]!.seriesId).toBe(other.series.id);
  });

  it('a filter matching nothing, or more than 10,000 products', async () => {
    const nothing = await bulkUpdate(cookie.admin!, {
      filter: { search: 'no product is called this' },
      updates: { isActive: false },
    });
    expect(nothing.json().errors).toEqual({ filter: BULK_MESSAGES.selectToUpdate });
    const { series } = await catalogue(0);
    await t.db.execute(sql`
      insert into products (name, sku, series_id, manufacturer_id, category)
      select 'Bulk ' || n, 'BULK-LIMIT-' || n, ${series.id}, ${series.manufacturerId}, 'Limit'
      from generate_series(1, ${MAX_BULK_PRODUCTS + 1}) as n`);
    const tooMany = await bulkUpdate(cookie.admin!, {
      filter: { manufacturerId: series.manufacturerId },
      updates: { category: 'Over' },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({
      filter: 'Select at most 10,000 products at a time; this selection has 10,001 products',
    });
    const left = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.category, 'Over'));
    expect(left[0]!.n).toBe(0);
  });
});

describe('PUT /api/products/bulk-update: dry run and update', () => {
  it('a dry run answers the preview and changes nothing', async () => {
    const { ids, manufacturer } = await catalogue(7);
    const target = await createSeries(t.db, { manufacturerId: manufacturer.id, name: 'Target Series' });
    const before = await rowsOf(ids);
    const auditsBefore = (await auditEntries('product.bulk_update')).length;
    const response = await bulkUpdate(cookie.admin!, {
      productIds: ids,
      updates: { category: 'clear', subcategory: 'Mono', seriesId: target.id, isActive: false },
      dryRun: true,
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json<BulkUpdatePreview>();
    expect(preview).toMatchObject({
      dryRun: true,
      targetProducts: 7,
      updates: { category: null, subcategory: 'Mono', seriesId: target.id, isActive: false },
      seriesName: 'Target Series',
    });
    expect(preview.previewProducts.map((p) => p.id)).toEqual(ids.slice(0, 5));
    const first = before.find((r) => r.id === ids[0])!;
    expect(preview.previewProducts[0]).toEqual({
      id: first.id,
      sku: first.sku,
      name: first.name,
      currentValues: {
        category: 'Amplifiers',
        subcategory: '4-Channel Amplifiers',
        seriesId: first.seriesId,
        seriesName: expect.any(String),
        isActive: true,
      },
      newValues: {
        category: null,
        subcategory: 'Mono',
        seriesId: target.id,
        seriesName: 'Target Series',
        isActive: false,
      },
    });
    expect(await rowsOf(ids)).toEqual(before);
    expect(await auditEntries('product.bulk_update')).toHaveLength(auditsBefore);
  });

  it('updates the selected products only, in one audit entry', async () => {
    const { ids, manufacturer } = await catalogue(4);
    const bystander = await catalogue(1);
    const target = await createSeries(t.db, { manufacturerId: manufacturer.id });
    const chosen = ids.slice(0, 3);
    const response = await bulkUpdate(cookie.admin!, {
      productIds: [...chosen, chosen[0]],
      updates: { category: ' Speakers ', subcategory: 'CLEAR', seriesId: target.id, isActive: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<BulkUpdateResult>()).toEqual({
      dryRun: false,
      message: 'Successfully updated 3 products',
      updated: 3,
    });
    const after = await rowsOf(ids);
    expect(after.length).toBe(4);
    for (const row of after) {
      const changed = chosen.includes(row.id);
      expect(row).toMatchObject(
        changed
          ? { category: 'Speakers', subcategory: null, seriesId: target.id, isActive: false }
          : { category: 'Amplifiers', subcategory: '4-Channel Amplifiers', isActive: true },
      );
    }
    expect((await rowsOf(bystander.ids))[0]).toMatchObject({ category: 'Amplifiers', isActive: true });
    const entries = (await auditEntries('product.bulk_update')).filter((e) =>
      ((e.details as { sample?: { productIds: string[] } }).sample?.productIds ?? []).includes(chosen[0]!),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: world.users.admin.id,
      entityType: 'product',
      details: {
        updated: 3,
        updates: { category: 'Speakers', subcategory: null, seriesId: target.id, isActive: false },
        sample: { productIds: [...chosen].sort() },
      },
    });
  });

  it('updates every product a filter matches except the excluded ones', async () => {
    const { ids, manufacturer } = await catalogue(5);
    const [excluded, ...rest] = ids;
    const body = {
      filter: { manufacturerId: manufacturer.id, status: 'all' },
      excludedIds: [excluded],
      updates: { category: 'Filtered' },
    };
    const preview = await bulkUpdate(cookie.admin!, { ...body, dryRun: true });
    expect(preview.json<BulkUpdatePreview>().targetProducts).toBe(4);
    expect(preview.json<BulkUpdatePreview>().previewProducts).toHaveLength(4);
    const response = await bulkUpdate(cookie.admin!, body);
    expect(response.json<BulkUpdateResult>().updated).toBe(4);
    const after = await rowsOf(ids);
    expect(
      after
        .filter((r) => r.category === 'Filtered')
        .map((r) => r.id)
        .sort(),
    ).toEqual([...rest].sort());
    expect(after.find((r) => r.id === excluded)!.category).toBe('Amplifiers');
  });

  it('two parallel updates of overlapping sets both complete, each row wholly one or the other', async () => {
    const { ids } = await catalogue(12);
    for (let round = 0; round < 3; round += 1) {
      const a = ids.slice(0, 8);
      const b = [...ids.slice(4)].reverse();
      const [first, second] = await Promise.all([
        bulkUpdate(cookie.admin!, {
          productIds: a,
          updates: { category: `A${round}`, subcategory: `A${round}` },
        }),
        bulkUpdate(cookie.admin!, {
          productIds: b,
          updates: { category: `B${round}`, subcategory: `B${round}` },
        }),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      const rows = await rowsOf(ids);
      expect(rows.length).toBe(12);
      for (const row of rows) expect(row.subcategory, row.id).toBe(row.category);
      const onlyA = rows.filter((r) => a.includes(r.id) && !b.includes(r.id));
      expect(onlyA).toHaveLength(4);
      for (const row of onlyA) expect(row.category).toBe(`A${round}`);
    }
  });
});

describe('DELETE /api/products/bulk-delete', () => {
  it('bad input names the field; unknown ids change nothing', async () => {
    const none = await bulkDelete(cookie.admin!, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ productIds: BULK_MESSAGES.selectToDelete });
    const { ids } = await catalogue(1);
    const unknown = await bulkDelete(cookie.admin!, { productIds: [...ids, 'gone-1', 'gone-2'] });
    expect(unknown.json().errors).toEqual({
      productIds: '2 selected products no longer exist: refresh the list and select again',
    });
    expect(await rowsOf(ids)).toHaveLength(1);
  });

  it('deletes the selection with its stock and files; order lines and totals still read', async () => {
    const shop = api(t.app).as(cookie.shop_owner!);
    const sub = world.products.sub;
    expect((await shop.post('/api/cart', { productId: sub.id, quantity: 1 })).status).toBe(201);
    const placed = await shop.post<PlaceOrderResponse>('/api/orders', {
      paymentOptionId: world.paymentOptions.shopCard.id,
    });
    expect(placed.status).toBe(201);
    const order = placed.json.orders[0]!;
    const key = `products/bulk-${sub.id}.webp`;
    await t.app.storage.put(key, Buffer.from('image'), 'image/webp');
    const { ids } = await catalogue(2);
    await t.db
      .update(products)
      .set({ imageUrl: `/objects/${key}` })
      .where(eq(products.id, sub.id));
    await createInventory(t.db, { productId: ids[0]!, organizationId: world.orgs.distributor.id });

    const response = await bulkDelete(cookie.admin!, { productIds: [sub.id, ...ids] });
    expect(response.statusCode).toBe(200);
    expect(response.json<BulkDeleteResponse>()).toEqual({
      message: 'Successfully deleted 3 products',
      deleted: 3,
    });
    expect(await rowsOf([sub.id, ...ids])).toEqual([]);
    expect(await t.db.select().from(inventory).where(inArray(inventory.productId, ids))).toEqual([]);
    expect(await t.app.storage.get(key, 1000)).toBeNull();

    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines).toEqual([
      expect.objectContaining({ productId: null, sku: sub.sku, productName: sub.name }),
    ]);
    const read = await shop.get<OrderDetail>(`/api/orders/${order.id}`);
    expect(read.status).toBe(200);
    expect(read.json.totalAmount).toBe(order.totalAmount);
    expect(read.json.items).toEqual([
      expect.objectContaining({
        sku: sub.sku,
        productName: sub.name,
        totalPrice: order.items[0]!.totalPrice,
      }),
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'product.bulk_delete'),
          sql`${auditLog.details} -> 'sample' -> 'products' ? ${sub.id}`,
        ),
      );
    expect(entry).toMatchObject({ actorUserId: world.users.admin.id, details: { deleted: 3 } });
    expect((entry!.details as { sample: { products: Record<string, string> } }).sample.products[sub.id]).toBe(
      sub.sku,
    );
  });

  it('deletes what a filter matches except the excluded products', async () => {
    const { ids, manufacturer } = await catalogue(3);
    const response = await bulkDelete(cookie.admin!, {
      filter: { manufacturerId: manufacturer.id },
      excludedIds: [ids[1]],
    });
    expect(response.json<BulkDeleteResponse>().deleted).toBe(2);
    expect((await rowsOf(ids)).map((r) => r.id)).toEqual([ids[1]]);
  });
});
