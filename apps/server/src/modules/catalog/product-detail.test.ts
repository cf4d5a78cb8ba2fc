import { beforeAll, describe, expect, it } from 'vitest';
import { EMULATION_HEADER } from '@crossover/domain/auth';
import type { Product } from '@crossover/domain/catalog';
import type { Db } from '@/db/database.ts';
import { namedStatementClient } from '@/db/pglite-named-statements.ts';
import { captureStatements, sequentialRounds, statementTexts } from '@/bench/sql-capture.ts';
import { productImages } from '@/db/schema/product-images.ts';
import { type Actor, actorOf } from '@/lib/actor.ts';
import { findAuthUserById } from '@/modules/auth/user-repo.ts';
import { createPricingService } from '@/modules/pricing/service.ts';
import { createProductsService } from '@/modules/products/service.ts';
import {
  authorizeSupplier,
  commerceTestApp,
  createDistributorPricing,
  createInventory,
  createOrganizationPricing,
  createPricingRule,
} from '@/test/commerce-factories.ts';
import { createOrganization, createProduct, createSeries, createUser } from '@/test/factories.ts';
import { sessionCookie } from '@/test/app.ts';
import { buyerOf } from './buyer.ts';
import { createCatalogService } from './service.ts';
import { toProduct } from './visibility.ts';

/**
 * GET /api/products/{id} (the Product Details dialog) reads everything after the session in one
 * round trip (decision 0048), and answers exactly what the page path answers for the same product:
 * the product rows, `pricing.offers` (computeOffers, what lists and the cart use) and
 * visibility.ts's `toProduct`. GET /api/products reads a page's price inputs in one statement
 * (decision 0059) and answers each product as the detail does.
 */
const { t, world, cookie } = await commerceTestApp();
const NOW = '2026-11-20T12:00:00.000Z';
let otherProduct: { id: string };
let switchedOff: { id: string };
let noOrganizationCookie: string;

beforeAll(async () => {
  t.clock.set(NOW);
  const { amp, sub, retired } = world.products;
  const { manufacturer, distributor, shop } = world.orgs;
  // The shop owner buys from the manufacturer too: two suppliers, so stock picks the route.
  await authorizeSupplier(t.db, shop.id, manufacturer.id);
  await createInventory(t.db, { productId: amp.id, organizationId: manufacturer.id, quantityOnHand: 3 });
  await createInventory(t.db, { productId: sub.id, organizationId: distributor.id, quantityOnHand: 9 });
  await createOrganizationPricing(t.db, {
    productId: amp.id,
    organizationId: shop.id,
    markupType: 'custom_price',
    customCost: '111.50',
    effectiveFrom: new Date('2026-11-01T00:00:00Z'),
  });
  const day = 86_400_000;
  const at = Date.parse(NOW);
  // Rules aimed each way at the products, one for nobody in particular, one expired, one elsewhere.
  await createPricingRule(t.db, { productId: amp.id, discountValue: '5.00', validFrom: new Date(at - day) });
  await createPricingRule(t.db, {
    seriesId: world.series.orderable.id,
    canStack: true,
    discountType: 'fixed_amount',
    discountValue: '2.50',
    validFrom: new Date(at - day),
  });
  await createPricingRule(t.db, {
    category: 'amplifiers',
    discountValue: '3.00',
    validFrom: new Date(at - day),
  });
  await createPricingRule(t.db, {
    manufacturerId: manufacturer.id,
    priority: 1,
    validFrom: new Date(at - day),
  });
  await createPricingRule(t.db, {
    discountValue: '1.00',
    canStack: true,
    stackingGroup: 'all',
    validFrom: new Date(at - day),
  });
  await createPricingRule(t.db, {
    productId: sub.id,
    discountValue: '50.00',
    validFrom: new Date(at - 10 * day),
    validTo: new Date(at - day),
  });
  await createPricingRule(t.db, {
    category: 'Speakers',
    discountValue: '40.00',
    validFrom: new Date(at - day),
  });
  await createDistributorPricing(t.db, { productId: amp.id, distributorId: world.orgs.firm.id });
  // A gallery and who discontinued it, for Product Management's extras.
  await t.db.insert(productImages).values([
    { productId: retired.id, imageUrl: 'https://img.test/1.jpg', sortOrder: 1, isPrimary: true },
    { productId: retired.id, imageUrl: 'https://img.test/2.jpg', sortOrder: 2, caption: 'Back' },
  ]);
  const other = await createOrganization(t.db, { type: 'manufacturer', name: 'Other Maker' });
  otherProduct = await createProduct(t.db, {
    seriesId: (await createSeries(t.db, { manufacturerId: other.id })).id,
  });
  switchedOff = await createProduct(t.db, { seriesId: world.series.orderable.id, isActive: false });
  noOrganizationCookie = await sessionCookie(t, (await createUser(t.db, { role: 'shop_owner' })).id);
});

interface Caller {
  label: string;
  headers: () => Record<string, string>;
  actor: () => Promise<Actor>;
}

const userActor = async (id: string, emulated?: string): Promise<Actor> => {
  const user = (await findAuthUserById(t.db, id))!;
  return emulated
    ? actorOf(user, '127.0.0.1', (await findAuthUserById(t.db, emulated))!)
    : actorOf(user, '127.0.0.1');
};

const callers: Caller[] = [
  ...(['admin', 'manufacturer', 'distributor', 'shop_owner', 'marketing_firm', 'sales_rep'] as const).map(
    (role): Caller => ({
      label: role,
      headers: () => ({ cookie: cookie[role]! }),
      actor: () => userActor(world.users[role].id),
    }),
  ),
  {
    label: 'admin emulating the shop owner',
    headers: () => ({ cookie: cookie.admin!, [EMULATION_HEADER]: world.users.shop_owner.id }),
    actor: () => userActor(world.users.admin.id, world.users.shop_owner.id),
  },
];

const productIds = () => [...Object.values(world.products).map((p) => p.id), otherProduct.id, switchedOff.id];

const detail = (id: string, sessionCookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: { cookie: sessionCookie } });

/** The page path's answer for one product (what GET /api/products/{id} answered before 0048). */
async function pagePathProduct(actor: Actor, id: string): Promise<Product | null> {
  const [row] = await createProductsService({ db: t.db }).findRows([id]);
  if (!row) return null;
  const offers = await createPricingService({ db: t.db }).offers(buyerOf(actor.user), [row], {
    availability: false,
    at: new Date(NOW),
  });
  return toProduct(row, offers.get(id)!);
}

describe('GET /api/products/{id} answers as the page path does', () => {
  it.each(callers.map((c) => [c.label, c] as const))(
    'for %s, on every kind of product',
    async (_, caller) => {
      const catalog = createCatalogService({ db: t.db, clock: t.clock });
      const actor = await caller.actor();
      const ids = productIds();
      expect(ids.length).toBeGreaterThan(5);
      let compared = 0;
      for (const id of ids) {
        const reference = await pagePathProduct(actor, id);
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/products/${id}`,
          headers: caller.headers(),
        });
        if (response.statusCode === 404) {
          // Only one who does not manage products is refused, and only the switched-off product.
          expect([id, caller.label]).toEqual([switchedOff.id, caller.label]);
          expect(caller.label).not.toBe('admin');
          continue;
        }
        expect(response.statusCode).toBe(200);
        const { management, ...answered } = (await catalog.getProduct(actor, id)) as Product & {
          management?: unknown;
        };
        expect(answered).toEqual(reference);
        expect(Boolean(management)).toBe(caller.label === 'admin');
        const body = response.json() as Record<string, unknown>;
        expect(body).toEqual(
          JSON.parse(JSON.stringify({ ...answered, ...(management ? { management } : {}) })),
        );
        compared += 1;
      }
      expect(compared).toBeGreaterThanOrEqual(ids.length - 1);
    },
  );

  it('prices the shop owner through its override, the rules and the stocked supplier', async () => {
    const body = (await detail(world.products.amp.id, cookie.shop_owner!)).json() as Product & {
      priceBreakdown?: { override: unknown; rules: unknown[]; supplier: { id: string } };
    };
    expect(body.visibility).toBe('buyer');
    expect(body.priceBreakdown!.override).not.toBeNull();
    expect(body.priceBreakdown!.rules.length).toBeGreaterThan(0);
    // The manufacturer holds 3 and the distributor 40: one unit goes to whichever is cheaper.
    expect([world.orgs.manufacturer.id, world.orgs.distributor.id]).toContain(
      body.priceBreakdown!.supplier.id,
    );
    expect(body).not.toHaveProperty('mfgCost');
    expect(body).not.toHaveProperty('distributorCost');
  });

  it('gives Product Management its extras with the gallery in order', async () => {
    const body = (await detail(world.products.retired.id, cookie.admin!)).json() as {
      management: { gallery: { imageUrl: string }[] };
    };
    expect(body.management.gallery.map((g) => g.imageUrl)).toEqual([
      'https://img.test/1.jpg',
      'https://img.test/2.jpg',
    ]);
  });

  it('answers a user without an organization with the limited fields, and 404 for an unknown id', async () => {
    const response = await detail(world.products.amp.id, noOrganizationCookie);
    expect(response.json()).toMatchObject({ visibility: 'limited', canOrder: false });
    expect(response.json()).not.toHaveProperty('price');
    const missing = await detail('no-such-id', cookie.admin!);
    expect(missing.statusCode).toBe(404);
  });
});

/**
 * The statements one request sends. On PostgreSQL, captured from the pool with when each was sent
 * and answered (sequentialRounds); on PGlite, which runs one statement at a time, counted.
 */
async function statementsOf(
  db: Db,
  request: () => Promise<void>,
): Promise<{ count: number; rounds: number; texts: string[] }> {
  if (process.env.TEST_DATABASE_URL) {
    const captured = await captureStatements(db, request);
    return { count: captured.length, rounds: sequentialRounds(captured), texts: statementTexts(captured) };
  }
  // Statements drizzle prepares with a name go through a client of their own on PGlite.
  type Client = { query: (...args: unknown[]) => Promise<unknown> };
  const clients = [(db as unknown as { $client: Client }).$client, namedStatementClient(db) as Client];
  const queries = clients.map((client) => client.query);
  const texts: string[] = [];
  clients.forEach((client, i) => {
    client.query = (...args: unknown[]) => {
      texts.push(String(args[0]));
      return queries[i]!.apply(client, args);
    };
  });
  try {
    await request();
  } finally {
    clients.forEach((client, i) => {
      client.query = queries[i]!;
    });
  }
  // One at a time: each statement is its own round.
  return { count: texts.length, rounds: texts.length, texts };
}

/** The statements a GET of `url` by `caller` sends, once its first call has warmed the caches. */
async function statementsOfGet(url: string, caller: Caller) {
  const send = async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: caller.headers() });
    expect(response.statusCode).toBe(200);
  };
  await send();
  return statementsOf(t.db, send);
}

describe('GET /api/products/{id} round trips', () => {
  it.each(callers.map((c) => [c.label, c] as const))('%s: the session, then one round', async (_, caller) => {
    const { count, rounds, texts } = await statementsOfGet(`/api/products/${world.products.amp.id}`, caller);
    expect(count, texts.join('\n')).toBeGreaterThan(0);
    expect(rounds, texts.join('\n')).toBeLessThanOrEqual(2);
    expect(count, texts.join('\n')).toBeLessThanOrEqual(2);
  });
});

describe('GET /api/products', () => {
  it.each(callers.map((c) => [c.label, c] as const))(
    '%s: the session, the page and its count, then the price inputs in one statement',
    async (_, caller) => {
      const { count, rounds, texts } = await statementsOfGet('/api/products?status=all&limit=100', caller);
      expect(count, texts.join('\n')).toBeGreaterThan(0);
      expect(count, texts.join('\n')).toBeLessThanOrEqual(4);
      // The page and its count go side by side (PGlite runs one statement at a time).
      expect(rounds, texts.join('\n')).toBeLessThanOrEqual(process.env.TEST_DATABASE_URL ? 3 : 4);
    },
  );

  it.each(callers.map((c) => [c.label, c] as const))(
    '%s: every product of the page as the detail answers it',
    async (_, caller) => {
      const page = await t.app.inject({
        method: 'GET',
        url: '/api/products?status=all&limit=100',
        headers: caller.headers(),
      });
      const listed = (page.json() as { products: Product[] }).products;
      // The whole catalogue is on the page: every kind of product (the switched-off one for an admin).
      expect(listed.length).toBeGreaterThanOrEqual(productIds().length - 1);
      for (const product of listed) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/products/${product.id}`,
          headers: caller.headers(),
        });
        expect(response.statusCode).toBe(200);
        const { management: _management, ...detailed } = response.json() as Product & {
          management?: unknown;
        };
        expect(product).toEqual(detailed);
      }
    },
  );
});
