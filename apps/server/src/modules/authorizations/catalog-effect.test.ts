import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse } from '@crossover/domain/catalog';
import { type CommerceWorld, createCommerceTestApp } from '@/test/commerce-factories.ts';
import type { TestApp } from '@/test/app.ts';
import { api } from '@/test/inject.ts';

/**
 * The authorizations screen's effect on the shop owner's catalogue, at once: granting a series
 * and its supplier makes its products orderable (routed to that supplier); withdrawing either
 * makes them view only again.
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

async function hiddenProductForShop() {
  const { status, json } = await api(t.app)
    .as(cookie.shop_owner!)
    .get<ProductListResponse>(`/api/products?seriesId=${world.series.hidden.id}`);
  expect(status).toBe(200);
  const product = json.products.find((p) => p.id === world.products.hidden.id);
  expect(product).toBeDefined();
  return product!;
}

describe("authorizations and the shop owner's catalogue", () => {
  it('grant series and supplier: orderable from that supplier; withdraw either: view only', async () => {
    const admin = api(t.app).as(cookie.admin!);
    const shopId = world.orgs.shop.id;
    const { series, orgs } = world;
    expect(await hiddenProductForShop()).toMatchObject({ canOrder: false, authorizationType: 'view_only' });

    // The series alone is not enough: no authorized supplier carries it.
    const granted = await admin.put(`/api/shop-owner-series-authorizations/${shopId}`, {
      authorizedSeriesIds: [series.orderable.id, series.hidden.id],
    });
    expect(granted.status).toBe(200);
    expect(await hiddenProductForShop()).toMatchObject({ canOrder: false, authorizationType: 'can_order' });

    const supplier = await admin.put(`/api/organization-authorizations/${shopId}`, {
      authorizedOrganizationIds: [orgs.distributor.id, orgs.manufacturer.id],
    });
    expect(supplier.status).toBe(200);
    const orderable = await hiddenProductForShop();
    expect(orderable).toMatchObject({ canOrder: true, authorizationType: 'can_order' });
    expect(orderable.priceBreakdown?.supplier?.id).toBe(orgs.manufacturer.id);

    await admin.put(`/api/organization-authorizations/${shopId}`, {
      authorizedOrganizationIds: [orgs.distributor.id],
    });
    expect(await hiddenProductForShop()).toMatchObject({ canOrder: false });

    await admin.put(`/api/organization-authorizations/${shopId}`, {
      authorizedOrganizationIds: [orgs.distributor.id, orgs.manufacturer.id],
    });
    await admin.put(`/api/shop-owner-series-authorizations/${shopId}`, {
      authorizedSeriesIds: [series.orderable.id],
    });
    expect(await hiddenProductForShop()).toMatchObject({ canOrder: false, authorizationType: 'view_only' });
    // The pricing-only grant the screen did not list is still there.
    const priced = await api(t.app)
      .as(cookie.shop_owner!)
      .get<ProductListResponse>(`/api/products?seriesId=${series.priced.id}`);
    expect(priced.json.products.length).toBeGreaterThan(0);
    expect(priced.json.products.every((p) => p.authorizationType === 'pricing_visible')).toBe(true);
  });
});
