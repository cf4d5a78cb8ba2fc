import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product } from '@crossover/domain/catalog';
import { PRICING_MESSAGES, dayOf } from '@crossover/domain/pricing/management-fields';
import type { OrganizationPricing } from '@crossover/domain/pricing/organization-pricing';
import type { PricingRule } from '@crossover/domain/pricing/pricing-rules';
import type { PricingSummary } from '@crossover/domain/pricing/quote';
import { auditLog } from '@/db/schema/audit-log.ts';
import { pmapCampaigns } from '@/db/schema/pmap-campaigns.ts';
import {
  commerceTestApp,
  createDistributorPricing,
  createPricingRule,
  grantSeries,
} from '@/test/commerce-factories.ts';
import { createProduct, createSeries } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';

const { t, world, cookie } = await commerceTestApp();
const client = api(t.app);
const admin = client.as(cookie.admin!);
const firm = client.as(cookie.marketing_firm!);
type ErrorBody = { message: string; errors?: Record<string, string> };

const today = () => dayOf(new Date());
const daysFromToday = (n: number) => dayOf(new Date(Date.now() + n * 86_400_000));

/** A series of its own (no other test's rule reaches it) that the shop may order, with one product the distributor prices at $120. */
async function freshShelf() {
  const series = await createSeries(t.db, { manufacturerId: world.orgs.manufacturer.id });
  await grantSeries(t.db, world.orgs.shop.id, series.id, 'can_order');
  // A category of its own too: category rules made by other tests must not reach it.
  const product = await createProduct(t.db, {
    seriesId: series.id,
    mfgMasterPackQty: 1,
    category: `Shelf ${series.id}`,
  });
  await createDistributorPricing(t.db, {
    productId: product.id,
    distributorId: world.orgs.distributor.id,
    distCost: '120.00',
    distMasterPack: null,
    distMasterPackQty: 1,
  });
  return { series, product };
}

const ruleBody = (overrides: object = {}) => ({
  name: 'Spring series sale',
  description: 'Ten percent off the series',
  ruleType: 'promotional',
  targetType: 'series',
  targetValue: world.series.orderable.id,
  discountType: 'percentage',
  discountValue: '10',
  validFrom: today(),
  ...overrides,
});

const pricingBody = (overrides: object = {}) => ({
  productId: world.products.sub.id,
  organizationId: world.orgs.shop.id,
  markupStrategy: 'custom_price',
  customCost: '99.50',
  customMasterPackCost: '95.00',
  validFrom: today(),
  ...overrides,
});

describe('who may use pricing management', () => {
  const routes: [string, string, object?][] = [
    ['GET', '/api/pricing/summary'],
    ['GET', `/api/pricing/quote?productId=${world.products.amp.id}&organizationId=${world.orgs.shop.id}`],
    ['GET', '/api/organization-pricing'],
    ['POST', '/api/organization-pricing', pricingBody()],
    ['PATCH', '/api/organization-pricing/any-id', { isActive: false }],
    ['GET', '/api/pricing-rules'],
    ['POST', '/api/pricing-rules', ruleBody()],
    ['PATCH', '/api/pricing-rules/any-id', { isActive: false }],
  ];
  const send = (c: typeof client, [method, url, body]: [string, string, object?]) =>
    method === 'GET' ? c.get(url) : method === 'POST' ? c.post(url, body) : c.patch(url, body);

  it('refuses visitors with 401', async () => {
    for (const route of routes)
      expect({ route, status: (await send(client, route)).status }).toEqual({ route, status: 401 });
  });

  it('refuses distributors, shop owners and every other partner with 403, reads and writes', async () => {
    const refused = ['distributor', 'shop_owner', 'manufacturer', 'sales_rep', 'sales_manager'];
    for (const role of refused)
      for (const route of routes)
        expect({ role, route, status: (await send(client.as(cookie[role]!), route)).status }).toEqual({
          role,
          route,
          status: 403,
        });
  });

  it('lets a marketing firm read but not write', async () => {
    for (const route of routes) {
      const status = (await send(firm, route)).status;
      expect({ route, status }).toEqual({ route, status: route[0] === 'GET' ? 200 : 403 });
    }
  });
});

describe('organization pricing', () => {
  it('creates an entry with the product and organization names, audited in its transaction', async () => {
    const res = await admin.post<OrganizationPricing>('/api/organization-pricing', pricingBody());
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({
      productId: world.products.sub.id,
      organizationId: world.orgs.shop.id,
      organizationName: 'World Shop',
      organizationType: 'shop_owner',
      product: { name: 'World Sub', sku: world.products.sub.sku, manufacturerName: 'World Manufacturer' },
      markupStrategy: 'custom_price',
      customCost: '99.50',
      customMasterPackCost: '95.00',
      validFrom: today(),
      validTo: null,
      isActive: true,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'organization_pricing.create'), eq(auditLog.entityId, res.json.id)));
    expect(audit).toHaveLength(1);

    const list = await admin.get<OrganizationPricing[]>(
      `/api/organization-pricing?q=${encodeURIComponent(world.products.sub.sku)}`,
    );
    expect(list.status).toBe(200);
    expect(list.json.map((p) => p.id)).toContain(res.json.id);
  });

  it('answers each validation message with its field', async () => {
    const cases: [object, string, string][] = [
      [{ productId: '' }, 'productId', PRICING_MESSAGES.productRequired],
      [{ organizationId: undefined }, 'organizationId', PRICING_MESSAGES.organizationRequired],
      [{ validFrom: '' }, 'validFrom', PRICING_MESSAGES.validFromRequired],
      [{ validTo: daysFromToday(-1) }, 'validTo', PRICING_MESSAGES.validToAfterFrom],
      [{ customCost: '-1' }, 'customCost', 'Custom cost must be 0 or more'],
      [{ customCost: '1.234' }, 'customCost', 'Custom cost can have at most 2 decimals'],
      [{ customCost: null }, 'customCost', PRICING_MESSAGES.customCostRequired],
      [{ markupStrategy: 'double' }, 'markupStrategy', 'Choose a markup strategy'],
      [{ productId: 'no-such-product' }, 'productId', PRICING_MESSAGES.productNotFound],
      [{ organizationId: 'no-such-org' }, 'organizationId', PRICING_MESSAGES.organizationNotFound],
      [
        { organizationId: world.orgs.manufacturer.id },
        'organizationId',
        PRICING_MESSAGES.buyerOrganizationOnly,
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await admin.post<ErrorBody>('/api/organization-pricing', pricingBody(overrides));
      expect({ overrides, status: res.status, error: res.json.errors?.[field] }).toEqual({
        overrides,
        status: 400,
        error: message,
      });
    }
  });

  it('edits and deactivates, and checks the window against the stored dates', async () => {
    const created = (
      await admin.post<OrganizationPricing>(
        '/api/organization-pricing',
        pricingBody({ validFrom: daysFromToday(2) }),
      )
    ).json;
    const edited = await admin.patch<OrganizationPricing>(`/api/organization-pricing/${created.id}`, {
      markupStrategy: 'percentage',
      markupValue: '12.5',
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json).toMatchObject({ markupStrategy: 'percentage', markupValue: '12.50' });
    const badWindow = await admin.patch<ErrorBody>(`/api/organization-pricing/${created.id}`, {
      validTo: today(),
    });
    expect(badWindow.status).toBe(400);
    expect(badWindow.json.errors?.validTo).toBe(PRICING_MESSAGES.validToAfterFrom);
    const off = await admin.patch<OrganizationPricing>(`/api/organization-pricing/${created.id}`, {
      isActive: false,
    });
    expect(off.json.isActive).toBe(false);
    expect((await admin.patch('/api/organization-pricing/missing', { isActive: false })).status).toBe(404);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'organization_pricing.create',
      'organization_pricing.deactivate',
      'organization_pricing.update',
    ]);
  });
});

describe('pricing rules', () => {
  it('creates a rule mapped to its target column, created by the admin', async () => {
    const res = await admin.post<PricingRule>('/api/pricing-rules', ruleBody({ validTo: daysFromToday(30) }));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({
      name: 'Spring series sale',
      targetType: 'series',
      targetValue: world.series.orderable.id,
      targetName: 'Orderable Series',
      discountValue: '10.00',
      priority: 5,
      canStack: false,
      isActive: true,
      minimumQuantity: 1,
      maximumUsage: null,
      validTo: daysFromToday(30),
      editable: true,
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, res.json.id));
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([
      ['pricing_rule.create', world.users.admin.id],
    ]);
  });

  it('finds a category target as the catalogue spells it', async () => {
    const res = await admin.post<PricingRule>(
      '/api/pricing-rules',
      ruleBody({ targetType: 'category', targetValue: 'amplifiers' }),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.targetValue).toBe('Amplifiers');
  });

  it('answers each validation message with its field', async () => {
    const cases: [object, string, string][] = [
      [{ name: ' ' }, 'name', PRICING_MESSAGES.ruleNameRequired],
      [{ targetValue: '' }, 'targetValue', PRICING_MESSAGES.targetRequired],
      [{ discountValue: '' }, 'discountValue', PRICING_MESSAGES.discountValueRequired],
      [{ discountValue: '-5' }, 'discountValue', 'Discount value must be 0 or more'],
      [{ discountValue: '101' }, 'discountValue', PRICING_MESSAGES.percentageTooHigh],
      [{ priority: 0 }, 'priority', 'Priority must be a whole number from 1 to 10'],
      [{ priority: 11 }, 'priority', 'Priority must be a whole number from 1 to 10'],
      [{ validTo: daysFromToday(-3) }, 'validTo', PRICING_MESSAGES.validToAfterFrom],
      [{ ruleType: 'bogus' }, 'ruleType', 'Choose a rule type'],
      [{ targetType: 'planet' }, 'targetType', 'Choose a target type'],
      [{ discountType: 'half' }, 'discountType', 'Choose a discount type'],
      [{ targetValue: 'no-such-series' }, 'targetValue', PRICING_MESSAGES.targetNotFound],
      [
        { targetType: 'manufacturer', targetValue: world.orgs.distributor.id },
        'targetValue',
        PRICING_MESSAGES.targetNotFound,
      ],
      [
        { targetType: 'category', targetValue: 'Flux Capacitors' },
        'targetValue',
        PRICING_MESSAGES.targetNotFound,
      ],
      [{ organizationId: 'no-such-org' }, 'organizationId', PRICING_MESSAGES.organizationNotFound],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await admin.post<ErrorBody>('/api/pricing-rules', ruleBody(overrides));
      expect({ overrides, status: res.status, error: res.json.errors?.[field] }).toEqual({
        overrides,
        status: 400,
        error: message,
      });
    }
    // A fixed amount above 100 is fine: only percentages stop at 100.
    const fixed = await admin.post(
      '/api/pricing-rules',
      ruleBody({ discountType: 'fixed_amount', discountValue: '150' }),
    );
    expect(fixed.status).toBe(201);
  });

  it('edits, deactivates, and refuses a percentage over 100 against the stored type', async () => {
    const rule = (
      await admin.post<PricingRule>(
        '/api/pricing-rules',
        ruleBody({ discountType: 'fixed_amount', discountValue: '150' }),
      )
    ).json;
    const tooMuch = await admin.patch<ErrorBody>(`/api/pricing-rules/${rule.id}`, {
      discountType: 'percentage',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.errors?.discountValue).toBe(PRICING_MESSAGES.percentageTooHigh);
    const edited = await admin.patch<PricingRule>(`/api/pricing-rules/${rule.id}`, {
      targetType: 'product',
      targetValue: world.products.amp.id,
      priority: 9,
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json).toMatchObject({
      targetType: 'product',
      targetValue: world.products.amp.id,
      priority: 9,
    });
    const off = await admin.patch<PricingRule>(`/api/pricing-rules/${rule.id}`, { isActive: false });
    expect(off.json.isActive).toBe(false);
  });

  it("lists a PMAP campaign's rule but refuses to change it here", async () => {
    const [campaign] = await t.db
      .insert(pmapCampaigns)
      .values({
        name: `Campaign ${Date.now()}`,
        validFrom: new Date(),
        validTo: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const rule = await createPricingRule(t.db, {
      productId: world.products.hidden.id,
      discountType: 'new_price',
      discountValue: '50.00',
      campaignId: campaign!.id,
    });
    const list = await admin.get<PricingRule[]>('/api/pricing-rules?limit=500');
    const listed = list.json.find((r) => r.id === rule.id);
    expect(listed).toMatchObject({ editable: false, campaignName: campaign!.name });
    const res = await admin.patch<ErrorBody>(`/api/pricing-rules/${rule.id}`, { isActive: false });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(PRICING_MESSAGES.campaignRuleReadOnly);
  });

  it('changes the catalogue price for a shop owner at once', async () => {
    const { series, product } = await freshShelf();
    const shop = client.as(cookie.shop_owner!);
    const price = async () =>
      (await shop.get<Product>(`/api/products/${product.id}`)).json as Product & { price: string };
    expect((await price()).price).toBe('120.00');
    const rule = await admin.post<PricingRule>(
      '/api/pricing-rules',
      ruleBody({ targetValue: series.id, discountValue: '15' }),
    );
    expect(rule.status).toBe(201);
    expect((await price()).price).toBe('102.00');
    await admin.patch(`/api/pricing-rules/${rule.json.id}`, { isActive: false });
    expect((await price()).price).toBe('120.00');
  });
});

describe('the count cards', () => {
  it('counts live, active entries by kind from SQL', async () => {
    const before = (await admin.get<PricingSummary>('/api/pricing/summary')).json;
    const { product } = await freshShelf();
    await createPricingRule(t.db, { productId: product.id, ruleType: 'manufacturer_special' });
    await createPricingRule(t.db, { productId: product.id, ruleType: 'volume_discount', minQuantity: 10 });
    await createPricingRule(t.db, { productId: product.id, ruleType: 'volume_discount', isActive: false });
    await createPricingRule(t.db, {
      productId: product.id,
      ruleType: 'promotional',
      validFrom: new Date(Date.now() + 5 * 86_400_000),
    });
    await admin.post('/api/organization-pricing', pricingBody({ productId: product.id }));
    const after = (await admin.get<PricingSummary>('/api/pricing/summary')).json;
    expect({
      activePricing: after.activePricing - before.activePricing,
      specialOffers: after.specialOffers - before.specialOffers,
      volumeDiscounts: after.volumeDiscounts - before.volumeDiscounts,
      promotions: after.promotions - before.promotions,
    }).toEqual({ activePricing: 1, specialOffers: 1, volumeDiscounts: 1, promotions: 0 });
  });
});
