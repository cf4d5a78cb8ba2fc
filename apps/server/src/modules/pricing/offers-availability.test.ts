import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@/test/app.ts';
import { type CommerceWorld, authorizeSupplier, createCommerceTestApp } from '@/test/commerce-factories.ts';
import { createProductsService } from '@/modules/products/service.ts';
import type { Buyer } from '@/modules/catalog/buyer.ts';
import { createPricingService } from './service.ts';
import { toProduct } from '@/modules/catalog/visibility.ts';

/**
 * The catalogue's pages skip the stock read (`availability: false`) where stock cannot decide the
 * route (decision 0017). That must never change an answer: for every kind of buyer the products
 * come out the same with and without it, and a dealer with several suppliers is still routed to
 * the one with stock.
 */
let t: TestApp;
let world: CommerceWorld;

beforeAll(async () => {
  ({ t, world } = await createCommerceTestApp());
  // The shop may now also buy from the manufacturer directly: two suppliers, so stock routes.
  await authorizeSupplier(t.db, world.orgs.shop.id, world.orgs.manufacturer.id);
});
afterAll(async () => {
  await t.close();
});

function buyer(kind: Buyer['kind'], organization: { id: string; type: string } | null): Buyer {
  return {
    userId: 'someone',
    role: kind === 'admin' ? 'admin' : 'shop_owner',
    kind,
    organizationId: organization?.id ?? null,
    organizationType: organization?.type ?? null,
    organizationName: null,
    taxRate: 0,
    taxRateText: null,
  };
}

async function productsFor(who: Buyer, availability: boolean) {
  const rows = await createProductsService(t).findRows(Object.values(world.products).map((p) => p.id));
  const offers = await createPricingService(t).offers(who, rows, { availability, at: new Date() });
  return rows.map((row) => toProduct(row, offers.get(row.id)!));
}

describe('computeOffers without availability', () => {
  it('answers the same products for every kind of buyer', async () => {
    const buyers = [
      buyer('admin', null),
      buyer('manufacturer', world.orgs.manufacturer),
      buyer('distributor', world.orgs.distributor),
      buyer('dealer', world.orgs.shop),
      buyer('dealer', world.orgs.firm),
      buyer('none', null),
    ];
    for (const who of buyers) {
      const without = await productsFor(who, false);
      expect(without.length, who.kind).toBe(5);
      expect(without, `${who.kind} ${who.organizationId}`).toEqual(await productsFor(who, true));
    }
  });

  it('still routes a dealer with several suppliers to the one with stock', async () => {
    const shop = buyer('dealer', world.orgs.shop);
    const products = await productsFor(shop, false);
    // The distributor is cheaper for both, but only the manufacturer stocks the sub.
    const sub = products.find((p) => p.id === world.products.sub.id)!;
    const amp = products.find((p) => p.id === world.products.amp.id)!;
    expect(sub.priceBreakdown?.supplier?.id).toBe(world.orgs.manufacturer.id);
    expect(amp.priceBreakdown?.supplier?.id).toBe(world.orgs.distributor.id);
  });
});
