import { DEMO_MISSING_IMAGES } from './demo-image-search.ts';
import { count, countDistinct, eq, inArray, like, sql } from 'drizzle-orm';
import { PMAP_EXPIRING_SOON_DAYS } from '@crossover/domain/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributorPricing } from '@/db/schema/distributor-pricing.ts';
import { inventory } from '@/db/schema/inventory.ts';
import { organizationAuthorizations } from '@/db/schema/organization-authorizations.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { paymentOptions } from '@/db/schema/payment-options.ts';
import { pmapCampaigns } from '@/db/schema/pmap-campaigns.ts';
import { pricingRules } from '@/db/schema/pricing-rules.ts';
import { productVehicles } from '@/db/schema/product-vehicles.ts';
import { products } from '@/db/schema/products.ts';
import { seriesAuthorizations } from '@/db/schema/series-authorizations.ts';
import { users } from '@/db/schema/users.ts';
import { vehicles } from '@/db/schema/vehicles.ts';
import { systemClock } from '@/lib/clock.ts';
import { verifyPassword } from '@/lib/passwords.ts';
import { livePmapRules } from '@/modules/pricing/repo.ts';
import { createQuoteService } from '@/modules/pricing/quote.ts';
import { createStagedProductsService } from '@/modules/staged-products/service.ts';
import { type TestApp, createTestApp } from '@/test/app.ts';
import { createOrganization, createProduct, createSeries, createUser } from '@/test/factories.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo.ts';
import { generateProducts } from './scale.ts';

// An app on the database, so the demo pictures the seed points at can be fetched.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('seedDemoData', () => {
  it('seeds organizations, accounts and a priced catalogue once', async () => {
    expect(await seedDemoData(t.db)).toEqual({ seeded: true });
    expect(await seedDemoData(t.db)).toEqual({ seeded: false });

    const orgs = await t.db.select().from(organizations);
    expect(orgs.length).toBeGreaterThanOrEqual(8);
    expect(new Set(orgs.map((o) => o.type))).toEqual(
      new Set(['manufacturer', 'distributor', 'marketing_firm', 'shop_owner']),
    );
    const shops = orgs.filter((o) => o.type === 'shop_owner');
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.every((s) => s.parentId !== null)).toBe(true);
    expect(shops.some((s) => s.taxRate === null)).toBe(true);
    expect(shops.some((s) => s.taxRate === '0.0725')).toBe(true);

    const [{ total }] = (await t.db.select({ total: count() }).from(products)) as [{ total: number }];
    expect(total).toBeGreaterThanOrEqual(300);
    const all = await t.db.select().from(products);
    for (const p of all) {
      const [mfg, pack, dist, distMpq, map, retail] = [
        p.mfgCost,
        p.mfgMasterPackCost,
        p.distributorCost,
        p.distributorMpqCost,
        p.mapPrice,
        p.retailPrice,
      ].map(Number) as [number, number, number, number, number, number];
      expect(mfg).toBeLessThan(dist);
      expect(dist).toBeLessThan(map);
      expect(map).toBeLessThanOrEqual(retail);
      expect(pack).toBeLessThan(mfg);
      expect(distMpq).toBeLessThan(dist);
      expect([1, 2, 4, 6, 10]).toContain(p.mfgMasterPackQty);
    }
    const discontinued = all.filter((p) => p.status === 'discontinued');
    expect(discontinued.length).toBeGreaterThan(0);
    expect(discontinued.every((p) => !p.isActive)).toBe(true);

    const kinds = await t.db
      .selectDistinct({ type: seriesAuthorizations.authorizationType })
      .from(seriesAuthorizations);
    expect(new Set(kinds.map((k) => k.type))).toEqual(new Set(['can_order', 'pricing_visible', 'view_only']));
    for (const table of [distributorPricing, inventory, organizationAuthorizations]) {
      const [{ n }] = (await t.db.select({ n: count() }).from(table)) as [{ n: number }];
      expect(n).toBeGreaterThan(0);
    }
    const defaults = await t.db
      .select({ org: paymentOptions.organizationId })
      .from(paymentOptions)
      .where(eq(paymentOptions.isDefault, true));
    expect(new Set(defaults.map((d) => d.org))).toEqual(new Set(shops.map((s) => s.id)));
    const types = await t.db.selectDistinct({ type: paymentOptions.paymentType }).from(paymentOptions);
    expect(new Set(types.map((r) => r.type))).toEqual(new Set(['credit_card', 'ach', 'net_account']));
  });

  it('gives every demo product but a few for Image Search a picture the server serves as a cacheable image', async () => {
    const every = await t.db
      .select({ sku: products.sku, category: products.category, imageUrl: products.imageUrl })
      .from(products);
    // A few per manufacturer are left for Image Search to find (demo-image-search.ts).
    const all = every.filter((p) => p.imageUrl !== null);
    expect(every.length - all.length).toBe(DEMO_MISSING_IMAGES);
    expect(all.length).toBeGreaterThan(0);
    // A few point at the app's own address as if they were outside images (demo-external-images.ts).
    for (const p of all)
      expect(p.imageUrl).toMatch(new RegExp(`^(http://localhost:5000)?/api/demo-images/${p.sku}\\.webp$`));
    expect(all.filter((p) => p.imageUrl!.startsWith('http://')).length).toBe(12);

    // One product of each category: each is drawn differently.
    const samples = [...new Map(all.map((p) => [p.category, p])).values()];
    expect(samples.length).toBeGreaterThanOrEqual(5);
    for (const sample of samples) {
      const response = await t.app.inject({
        method: 'GET',
        url: sample.imageUrl!.replace('http://localhost:5000', ''),
      });
      expect(response.statusCode, `${sample.imageUrl} ${response.body.slice(0, 200)}`).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      // A real WebP file, not an error page: RIFF....WEBP.
      expect(response.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
      expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      expect(response.rawPayload.length).toBeGreaterThan(1000);
    }

    const unknown = await t.app.inject({ method: 'GET', url: '/api/demo-images/NOT-A-SKU.webp' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no demo picture for this product');
    const malformed = await t.app.inject({ method: 'GET', url: '/api/demo-images/..%2Fsecrets.png' });
    expect(malformed.statusCode).toBe(400);
  });

  it("leaves pending staged products proposing series that do not exist yet ('Not Yet Saved')", async () => {
    await seedDemoData(t.db);
    const proposals = await createStagedProductsService(t).uncommittedSeries();
    expect(proposals.map((p) => [p.manufacturerName, p.name, p.stagedProductCount])).toEqual([
      ['Kestrel Acoustics', 'Kite', 2],
      ['Thunderline Audio', 'Cyclone', 3],
    ]);
  });

  it('creates the demo accounts with their roles and the shared password', async () => {
    const emails = Object.values(DEMO_ACCOUNTS).map((a) => a.email);
    expect(emails).toHaveLength(8);
    const rows = await t.db.select().from(users).where(inArray(users.email, emails));
    expect(rows).toHaveLength(8);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const row = rows.find((r) => r.email === account.email)!;
      expect(row.role).toBe(account.role);
      expect(row.authType).toBe(account.role === 'admin' ? 'oidc' : 'traditional');
      expect(row.mustChangePassword).toBe(account.email === 'newuser@demo.test');
      expect(row.firstName && row.lastName && row.phone && row.title).toBeTruthy();
      expect(row.organizationId === null).toBe(account.role === 'admin');
    }
    // All accounts share one hash; verifying it once proves the password for each.
    expect(new Set(rows.map((r) => r.password)).size).toBe(1);
    expect(await verifyPassword(rows[0]!.password!, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(rows[0]!.password!, 'wrong password')).toBe(false);
  });

  it('runs two PMAP campaigns, one ending within the Expiring Soon window, priced between cost and MAP', async () => {
    const now = Date.now();
    const live = await livePmapRules(
      t.db,
      (await t.db.select({ id: products.id }).from(products)).map((p) => p.id),
      new Date(now),
    );
    expect(new Set(live.map((r) => r.name))).toEqual(
      new Set(['Storm Summer Promo', 'Osprey Clearance Weekend']),
    );
    // Each is a campaign of its own (as /pmap-import creates them) owning 3 to 5 product rules.
    const owned = await t.db
      .select({ name: pmapCampaigns.name, rules: count(pricingRules.id) })
      .from(pmapCampaigns)
      .leftJoin(pricingRules, eq(pricingRules.campaignId, pmapCampaigns.id))
      .groupBy(pmapCampaigns.name);
    expect(owned.map((c) => c.name).sort()).toEqual(['Osprey Clearance Weekend', 'Storm Summer Promo']);
    for (const campaign of owned) expect(campaign.rules).toBeGreaterThanOrEqual(3);
    for (const campaign of owned) expect(campaign.rules).toBeLessThanOrEqual(5);
    expect(live.length).toBe(owned.reduce((sum, c) => sum + c.rules, 0));
    const soonest = Math.min(...live.map((r) => r.validTo!.getTime()));
    expect(soonest - now).toBeLessThan(PMAP_EXPIRING_SOON_DAYS * 86_400_000);
    const promoted = await t.db
      .select()
      .from(products)
      .where(
        inArray(
          products.id,
          live.map((r) => r.productId!),
        ),
      );
    for (const rule of live) {
      const product = promoted.find((p) => p.id === rule.productId)!;
      expect(Number(rule.price)).toBeLessThan(Number(product.mapPrice));
      expect(Number(rule.price)).toBeGreaterThan(Number(product.distributorCost));
      expect(rule.price).toMatch(/\.99$/);
    }
  });

  it('gives Pricing Management a live rule of each kind but promotions and two organization prices', async () => {
    const summary = await createQuoteService({ db: t.db, clock: systemClock }).summary();
    // PMAP campaigns are promotional rules too: the seeded series rule adds one to theirs.
    expect(summary).toMatchObject({ activePricing: 2, specialOffers: 1, volumeDiscounts: 1 });
    expect(summary.promotions).toBeGreaterThan(1);
  });

  it('adds vehicles and fitment for active vehicle-specific products', async () => {
    await seedDemoData(t.db);
    const all = await t.db.select().from(vehicles);
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(all.some((v) => !v.isActive)).toBe(true);
    expect(all.some((v) => v.yearEnd === null)).toBe(true);
    const links = await t.db
      .select({ link: productVehicles, product: products })
      .from(productVehicles)
      .innerJoin(products, eq(products.id, productVehicles.productId));
    expect(links.length).toBeGreaterThanOrEqual(30);
    // The catalogue lists active products: a link to a discontinued one would never show.
    for (const { link, product } of links) {
      expect(product.status, product.sku).toBe('active');
      expect(link.verifiedBy !== null).toBe(link.isVerified);
    }
    expect(new Set(links.map((l) => l.product.sku))).toContain('NG-BSWFOR');
  });
});

describe('generateProducts', () => {
  it('adds products with unique skus, series authorizations and distributor pricing', async () => {
    const before = await t.db.select({ n: count() }).from(products);
    const first = await generateProducts(t.db, 500, { seriesSize: 100 });
    const second = await generateProducts(t.db, 500, { seriesSize: 100 });
    expect(first.created).toBe(500);
    expect(second.created).toBe(500);
    const [after] = await t.db.select({ n: count(), skus: countDistinct(products.sku) }).from(products);
    expect(after!.n - before[0]!.n).toBe(1000);
    expect(after!.skus).toBe(after!.n);

    const generated = await t.db.select().from(products).where(like(products.sku, 'SC%'));
    expect(generated).toHaveLength(1000);
    for (const p of generated.slice(0, 100)) {
      expect(Number(p.mfgCost)).toBeLessThan(Number(p.distributorCost));
      expect(Number(p.distributorCost)).toBeLessThan(Number(p.mapPrice));
      expect(Number(p.mapPrice)).toBeLessThanOrEqual(Number(p.retailPrice));
    }
    const [grants] = await t.db
      .select({ n: count() })
      .from(seriesAuthorizations)
      .innerJoin(products, eq(products.seriesId, seriesAuthorizations.seriesId))
      .where(like(products.sku, 'SC%'));
    expect(grants!.n).toBeGreaterThan(0);
    const [pricing] = await t.db
      .select({ n: count() })
      .from(distributorPricing)
      .innerJoin(products, eq(products.id, distributorPricing.productId))
      .where(like(products.sku, 'SC%'));
    expect(pricing!.n).toBeGreaterThan(0);
  });

  it('refuses a negative or fractional count', async () => {
    await expect(generateProducts(t.db, -1)).rejects.toThrow(RangeError);
    await expect(generateProducts(t.db, 1.5)).rejects.toThrow(RangeError);
  });
});

describe('schema constraints', () => {
  it('allows only one default payment option per organization', async () => {
    const org = await createOrganization(t.db);
    const option = { organizationId: org.id, paymentType: 'credit_card', lastFourDigits: '4242' };
    await t.db.insert(paymentOptions).values({ ...option, isDefault: true });
    await t.db.insert(paymentOptions).values({ ...option, isDefault: false });
    await expect(t.db.insert(paymentOptions).values({ ...option, isDefault: true })).rejects.toThrow();
    const other = await createOrganization(t.db);
    await t.db.insert(paymentOptions).values({ ...option, organizationId: other.id, isDefault: true });
  });

  it('refuses a duplicate sku and a second order with the same idempotency key', async () => {
    const product = await createProduct(t.db);
    await expect(createProduct(t.db, { sku: product.sku })).rejects.toThrow();
    const user = await createUser(t.db);
    const org = await createOrganization(t.db);
    const order = { userId: user.id, organizationId: org.id, idempotencyKey: 'key-1' };
    await t.db.execute(
      sql`insert into orders (order_number, user_id, organization_id, idempotency_key) values ('A-1', ${order.userId}, ${order.organizationId}, ${order.idempotencyKey})`,
    );
    await expect(
      t.db.execute(
        sql`insert into orders (order_number, user_id, organization_id, idempotency_key) values ('A-2', ${order.userId}, ${order.organizationId}, ${order.idempotencyKey})`,
      ),
    ).rejects.toThrow();
  });
});

describe('factories', () => {
  it('create unique users with hashed passwords and the usual defaults', async () => {
    const a = await createUser(t.db, { password: 'Secret123!' });
    const b = await createUser(t.db);
    expect(a.email).not.toBe(b.email);
    expect(a.role).toBe('shop_owner');
    expect(a.authType).toBe('traditional');
    expect(a.password).not.toBe('Secret123!');
    expect(await verifyPassword(a.password!, 'Secret123!')).toBe(true);
    expect(b.password).toBeNull();
  });

  it('create a product under a series of its manufacturer', async () => {
    const manufacturer = await createOrganization(t.db, { type: 'manufacturer' });
    const series = await createSeries(t.db, { manufacturerId: manufacturer.id });
    const product = await createProduct(t.db, { seriesId: series.id });
    expect(product.manufacturerId).toBe(manufacturer.id);
    expect(product.status).toBe('active');
    expect(Number(product.mfgCost)).toBeLessThan(Number(product.mapPrice));
    const standalone = await createProduct(t.db);
    expect(standalone.seriesId).not.toBe(series.id);
  });
});
