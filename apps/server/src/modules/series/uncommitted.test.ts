import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UncommittedSeries } from '@crossover/domain/series';
import { stagedProducts } from '@/db/schema/staged-products.ts';
import { createOrganization, createSeries, createUser } from '@/test/factories.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { type ApiClient, api } from '@/test/inject.ts';

/** GET /api/product-series/uncommitted: series names imports propose that do not exist yet. */
let t: TestApp;
let as: Record<string, ApiClient>;
let ownId = '';
let otherId = '';

async function stage(
  manufacturerId: string | null,
  proposedSeriesName: string | null,
  reviewStatus = 'pending',
) {
  await t.db.insert(stagedProducts).values({
    name: 'Staged amplifier',
    sku: `STAGED-${Math.random().toString(36).slice(2)}`,
    manufacturerId,
    proposedSeriesName,
    reviewStatus,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  ownId = (await createOrganization(t.db, { type: 'manufacturer', name: 'Aurora Sound' })).id;
  otherId = (await createOrganization(t.db, { type: 'manufacturer', name: 'Borealis Audio' })).id;
  const shop = await createOrganization(t.db, { type: 'shop_owner' });
  await createSeries(t.db, { manufacturerId: ownId, name: 'Existing Line' });
  // Proposed three times in different cases and spacing: one entry, counted 3.
  await stage(ownId, 'Nova');
  await stage(ownId, ' nova ');
  await stage(ownId, 'NOVA');
  await stage(ownId, 'existing line'); // exists already (any case): not listed
  await stage(ownId, 'Approved Only', 'approved'); // no longer pending
  await stage(ownId, '   '); // no name
  await stage(null, 'No Manufacturer'); // no manufacturer to create it for
  await stage(otherId, 'Polar');
  const client = api(t.app);
  const cookieOf = async (role: string, organizationId: string | null) =>
    sessionCookie(
      t,
      (await createUser(t.db, { role, organizationId, authType: role === 'admin' ? 'oidc' : 'traditional' }))
        .id,
    );
  as = {
    visitor: client,
    admin: client.as(await cookieOf('admin', null)),
    manufacturer: client.as(await cookieOf('manufacturer', ownId)),
    distributor: client.as(await cookieOf('distributor', shop.id)),
    shop_owner: client.as(await cookieOf('shop_owner', shop.id)),
  };
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/product-series/uncommitted', () => {
  it('lists pending proposals without a series, grouped by manufacturer and name (any case)', async () => {
    const { status, json } = await as.admin!.get<UncommittedSeries[]>('/api/product-series/uncommitted');
    expect(status).toBe(200);
    // Other tests here add their own manufacturers' proposals.
    expect(json.filter((s) => [ownId, otherId].includes(s.manufacturerId))).toEqual([
      { manufacturerId: ownId, manufacturerName: 'Aurora Sound', name: 'Nova', stagedProductCount: 3 },
      { manufacturerId: otherId, manufacturerName: 'Borealis Audio', name: 'Polar', stagedProductCount: 1 },
    ]);
  });

  it('gives a manufacturer only its own proposals', async () => {
    const { json } = await as.manufacturer!.get<UncommittedSeries[]>('/api/product-series/uncommitted');
    expect(json.map((s) => s.name)).toEqual(['Nova']);
  });

  it('drops a proposal once its series exists', async () => {
    const later = await createOrganization(t.db, { type: 'manufacturer' });
    await stage(later.id, 'Aurora Borealis');
    const names = async () =>
      (await as.admin!.get<UncommittedSeries[]>('/api/product-series/uncommitted')).json
        .filter((s) => s.manufacturerId === later.id)
        .map((s) => s.name);
    expect(await names()).toEqual(['Aurora Borealis']);
    await createSeries(t.db, { manufacturerId: later.id, name: 'aurora borealis' });
    expect(await names()).toEqual([]);
  });

  it('refuses visitors (401) and roles without series.manage (403)', async () => {
    expect((await as.visitor!.get('/api/product-series/uncommitted')).status).toBe(401);
    expect((await as.distributor!.get('/api/product-series/uncommitted')).status).toBe(403);
    expect((await as.shop_owner!.get('/api/product-series/uncommitted')).status).toBe(403);
  });
});
