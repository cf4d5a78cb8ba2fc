import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATION_HEADER } from '@crossover/domain/auth';
import {
  PRODUCT_FIELDS_BY_VISIBILITY,
  type ProductVisibility,
  UPSTREAM_COST_FIELDS,
} from '@crossover/domain/catalog';
import { can } from '@crossover/domain/permissions';
import { ROLES, type Role } from '@crossover/domain/roles';
import { type CommerceWorld, createCommerceTestApp } from '@/test/commerce-factories.ts';
import type { TestApp } from '@/test/app.ts';

/**
 * The field-visibility scan: every catalogue, product, cart, order and dashboard answer, for all
 * seven roles directly and as emulated by an admin. Any product object carrying a field its
 * (independently expected) visibility does not allow fails, and so does any upstream cost field
 * anywhere in a shop-side answer.
 */
let t: TestApp;
let world: CommerceWorld;
let cookie: Record<string, string>;

beforeAll(async () => {
  ({ t, world, cookie } = await createCommerceTestApp());
  // Give every role something in its cart and an order to look at.
  for (const role of ROLES) {
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { cookie: cookie[role]! },
      payload: { productId: world.products.sub.id, quantity: 3 },
    });
  }
  await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: cookie.shop_owner! },
    payload: { paymentOptionId: world.paymentOptions.shopCard.id },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: { cookie: cookie.shop_owner! },
    payload: { productId: world.products.amp.id, quantity: 2 },
  });
});
afterAll(async () => {
  await t.close();
});

const SHOP_SIDE: Role[] = ['shop_owner', 'sales_rep', 'sales_manager', 'marketing_firm'];

function expectedVisibility(role: Role, seriesId: string): ProductVisibility {
  if (role === 'admin' || role === 'manufacturer') return 'cost';
  const granted = seriesId === world.series.orderable.id || seriesId === world.series.priced.id;
  if (!granted) return 'limited';
  return role === 'distributor' ? 'cost' : 'buyer';
}

function walk(value: unknown, visit: (object: Record<string, unknown>) => void) {
  if (Array.isArray(value)) value.forEach((v) => walk(v, visit));
  else if (value && typeof value === 'object') {
    visit(value as Record<string, unknown>);
    Object.values(value).forEach((v) => walk(v, visit));
  }
}

async function answers(headers: Record<string, string>) {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
  const urls = [
    '/api/products?search=World&status=all&limit=100',
    '/api/products?status=all&sort=price',
    ...Object.values(world.products).map((p) => `/api/products/${p.id}`),
    '/api/cart',
    '/api/cart/summary',
    '/api/orders',
    '/api/dashboard/stats',
    '/api/dashboard/featured-products',
    '/api/series-authorizations',
  ];
  const bodies: { url: string; body: unknown }[] = [];
  for (const url of urls) {
    const response = await get(url);
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    bodies.push({ url, body: response.json() });
  }
  for (const order of (bodies.find((b) => b.url === '/api/orders')!.body as { id: string }[]).slice(0, 3)) {
    bodies.push({ url: `/api/orders/${order.id}`, body: (await get(`/api/orders/${order.id}`)).json() });
  }
  const pmap = await t.app.inject({
    method: 'POST',
    url: '/api/products/pmap-pricing/batch',
    headers,
    payload: { productIds: Object.values(world.products).map((p) => p.id) },
  });
  bodies.push({ url: 'pmap', body: pmap.json() });
  return bodies;
}

function scan(role: Role, bodies: { url: string; body: unknown }[]): string[] {
  const problems: string[] = [];
  const seriesOf = new Map(Object.values(world.products).map((p) => [p.id, p.seriesId]));
  let products = 0;
  for (const { url, body } of bodies) {
    walk(body, (object) => {
      if (SHOP_SIDE.includes(role)) {
        for (const field of UPSTREAM_COST_FIELDS) if (field in object) problems.push(`${url}: ${field}`);
      }
      if (!('authorizationType' in object && 'sku' in object)) return;
      products += 1;
      const seriesId = seriesOf.get(object.id as string) ?? (object.seriesId as string);
      const expected = expectedVisibility(role, seriesId);
      if (object.visibility !== expected)
        problems.push(`${url}: ${object.sku} visibility ${String(object.visibility)}`);
      const allowed = new Set(PRODUCT_FIELDS_BY_VISIBILITY[expected]);
      // Product Management's extra fields: one product's detail, for products.manage only.
      if (can(role, 'products.manage') && /^\/api\/products\/[^/?]+$/.test(url)) allowed.add('management');
      for (const key of Object.keys(object))
        if (!allowed.has(key)) problems.push(`${url}: ${object.sku}.${key}`);
    });
  }
  if (products < 5) problems.push(`only ${products} products scanned`);
  return problems;
}

describe('field visibility scan', () => {
  it.each(ROLES)('%s receives only the fields it may see', async (role) => {
    expect(scan(role, await answers({ cookie: cookie[role]! }))).toEqual([]);
  });

  it.each(ROLES.filter((r) => r !== 'admin'))(
    'admin emulating %s receives only what %s may see',
    async (role) => {
      const headers = { cookie: cookie.admin!, [EMULATION_HEADER]: world.users[role].id };
      expect(scan(role, await answers(headers))).toEqual([]);
    },
  );
});

describe('dashboard', () => {
  it('counts for a shop owner and lists featured orderable products', async () => {
    const stats = (
      await t.app.inject({
        method: 'GET',
        url: '/api/dashboard/stats',
        headers: { cookie: cookie.shop_owner! },
      })
    ).json();
    expect(stats).toMatchObject({ activeOrders: 1, authorizedVendors: 1 });
    expect(stats.totalProducts).toBeGreaterThanOrEqual(4);
    expect(Number(stats.monthlyRevenue)).toBeGreaterThan(0);
    const featured = (
      await t.app.inject({
        method: 'GET',
        url: '/api/dashboard/featured-products',
        headers: { cookie: cookie.shop_owner! },
      })
    ).json();
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(4);
    expect(featured.every((p: { canOrder: boolean }) => p.canOrder)).toBe(true);
    const vendor = (
      await t.app.inject({
        method: 'GET',
        url: '/api/dashboard/stats',
        headers: { cookie: cookie.distributor! },
      })
    ).json();
    expect(vendor.activeOrders).toBe(1);
    expect(vendor.monthlyRevenue).toBe(stats.monthlyRevenue);
    const maker = (
      await t.app.inject({
        method: 'GET',
        url: '/api/dashboard/featured-products',
        headers: { cookie: cookie.manufacturer! },
      })
    ).json();
    expect(maker).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/stats' })).statusCode).toBe(401);
  });
});
