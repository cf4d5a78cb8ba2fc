import { describe, expect, it } from 'vitest';
import type { Product } from '@crossover/domain/catalog';
import { PRICING_MESSAGES, dayOf } from '@crossover/domain/pricing/management-fields';
import type { PricingQuote } from '@crossover/domain/pricing/quote';
import {
  commerceTestApp,
  createDistributorPricing,
  createOrganizationPricing,
  createPricingRule,
  grantSeries,
} from '@/test/commerce-factories.ts';
import { createProduct, createSeries } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';

const { t, world, cookie } = await commerceTestApp();
const client = api(t.app);
const admin = client.as(cookie.admin!);
type ErrorBody = { message: string; errors?: Record<string, string> };
const DAY = 86_400_000;

/** A series and product of their own; the shop may order it, from the distributor at $120. */
async function shelf() {
  const series = await createSeries(t.db, { manufacturerId: world.orgs.manufacturer.id });
  await grantSeries(t.db, world.orgs.shop.id, series.id, 'can_order');
  const product = await createProduct(t.db, { seriesId: series.id, category: `Quote ${series.id}` });
  await createDistributorPricing(t.db, {
    productId: product.id,
    distributorId: world.orgs.distributor.id,
    distCost: '120.00',
    distMasterPack: '110.00',
    distMasterPackQty: 4,
  });
  return { series, product };
}

const quoteUrl = (params: Record<string, string | number>) =>
  `/api/pricing/quote?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;

describe('GET /api/pricing/quote', () => {
  it('gives the base, each step the engine applied, the unit price and the total', async () => {
    const { series, product } = await shelf();
    await createOrganizationPricing(t.db, {
      productId: product.id,
      organizationId: world.orgs.shop.id,
      markupType: 'custom_price',
      customCost: '110.00',
      customMasterPackCost: '100.00',
    });
    await createPricingRule(t.db, { name: 'Series ten off', seriesId: series.id, applyTo: 'series' });
    const res = await admin.get<PricingQuote>(
      quoteUrl({ productId: product.id, organizationId: world.orgs.shop.id, quantity: 5 }),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({
      organization: { id: world.orgs.shop.id, type: 'shop_owner' },
      quantity: 5,
      canOrder: true,
      unpricedReason: null,
      supplier: { id: world.orgs.distributor.id, name: 'World Distributor' },
      base: { source: 'supplier_cost', unitPrice: '120.00', masterPackPrice: '110.00', masterPackQty: 4 },
      unitPrice: '99.00',
      masterPackPrice: '90.00',
      masterPacks: 1,
      looseUnits: 1,
      // One pack of 4 at $90 and one unit at $99.
      total: '459.00',
    });
    expect(res.json.steps).toEqual([
      {
        kind: 'organization_pricing',
        name: 'Organization pricing',
        detail: 'Custom price',
        ruleType: null,
        unitPriceBefore: '120.00',
        unitPriceAfter: '110.00',
        amount: '-10.00',
      },
      {
        kind: 'rule',
        name: 'Series ten off',
        detail: 'Percentage 10.0 % off',
        ruleType: 'promotional',
        unitPriceBefore: '110.00',
        unitPriceAfter: '99.00',
        amount: '-11.00',
      },
    ]);
  });

  it('is the price the shop owner sees in the catalogue (one pricing path)', async () => {
    const { series, product } = await shelf();
    await createPricingRule(t.db, { seriesId: series.id, applyTo: 'series', discountValue: '25.00' });
    const quote = await admin.get<PricingQuote>(
      quoteUrl({ productId: product.id, organizationId: world.orgs.shop.id }),
    );
    const seen = await client
      .as(cookie.shop_owner!)
      .get<Product & { price: string }>(`/api/products/${product.id}`);
    expect(quote.json.unitPrice).toBe('90.00');
    expect(seen.json.price).toBe(quote.json.unitPrice);
  });

  it('prices another day by the rules live that day', async () => {
    const { series, product } = await shelf();
    await createPricingRule(t.db, {
      seriesId: series.id,
      applyTo: 'series',
      validFrom: new Date(Date.now() + 10 * DAY),
      validTo: new Date(Date.now() + 20 * DAY),
    });
    const on = async (days: number) =>
      (
        await admin.get<PricingQuote>(
          quoteUrl({
            productId: product.id,
            organizationId: world.orgs.shop.id,
            date: dayOf(new Date(Date.now() + days * DAY)),
          }),
        )
      ).json;
    expect((await on(0)).unitPrice).toBe('120.00');
    expect((await on(15)).unitPrice).toBe('108.00');
    expect((await on(15)).steps).toHaveLength(1);
    expect((await on(25)).unitPrice).toBe('120.00');
  });

  it("says why there is no price: a series the organization may not see, a manufacturer's", async () => {
    const hidden = await admin.get<PricingQuote>(
      quoteUrl({ productId: world.products.hidden.id, organizationId: world.orgs.shop.id }),
    );
    expect(hidden.status).toBe(200);
    expect(hidden.json).toMatchObject({ unitPrice: null, total: null, supplier: null, steps: [] });
    expect(hidden.json.unpricedReason).toMatch(/view only/);
    const maker = await admin.get<PricingQuote>(
      quoteUrl({ productId: world.products.amp.id, organizationId: world.orgs.manufacturer.id }),
    );
    expect(maker.json.unpricedReason).toMatch(/manufacturer does not buy/);
  });

  it('answers each validation message with its field', async () => {
    const good = { productId: world.products.amp.id, organizationId: world.orgs.shop.id };
    const cases: [Record<string, string | number>, string, string][] = [
      [{ ...good, productId: '' }, 'productId', PRICING_MESSAGES.productRequired],
      [{ organizationId: world.orgs.shop.id }, 'productId', PRICING_MESSAGES.productRequired],
      [{ productId: world.products.amp.id }, 'organizationId', PRICING_MESSAGES.organizationRequired],
      [{ ...good, quantity: 0 }, 'quantity', 'Quantity must be a whole number from 1 to 9,999'],
      [{ ...good, quantity: 'many' }, 'quantity', 'Quantity must be a whole number from 1 to 9,999'],
      [{ ...good, date: '2026-02-30' }, 'date', 'Date must be a date such as 2026-01-31'],
      [{ ...good, productId: 'missing' }, 'productId', PRICING_MESSAGES.productNotFound],
      [{ ...good, organizationId: 'missing' }, 'organizationId', PRICING_MESSAGES.organizationNotFound],
    ];
    for (const [params, field, message] of cases) {
      const res = await admin.get<ErrorBody>(quoteUrl(params));
      expect({ params, status: res.status, error: res.json.errors?.[field] }).toEqual({
        params,
        status: 400,
        error: message,
      });
    }
  });
});
