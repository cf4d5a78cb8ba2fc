import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_MESSAGES,
  MAX_AUTHORIZED_SERIES,
  type OrganizationAuthorizations,
  type SeriesAuthorizations,
  type ShopOwnerOption,
} from '@crossover/domain/authorizations';
import { auditLog } from '@/db/schema/audit-log.ts';
import { organizationAuthorizations as oa } from '@/db/schema/organization-authorizations.ts';
import { seriesAuthorizations as sa } from '@/db/schema/series-authorizations.ts';
import { createOrganization, createSeries, createUser } from '@/test/factories.ts';
import { authorizeSupplier, grantSeries } from '@/test/commerce-factories.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { type ApiClient, api } from '@/test/inject.ts';

/**
 * GET/PUT /api/organization-authorizations/{shopOwnerId}, GET/PUT
 * /api/shop-owner-series-authorizations/{shopOwnerId} and GET /api/authorizations/shop-owners.
 */
let t: TestApp;
let as: Record<string, ApiClient>;
let adminId = '';
let manufacturerUserId = '';
let ownId = '';
let otherId = '';
let distributorId = '';
const FORBIDDEN_ROLES = ['distributor', 'marketing_firm', 'shop_owner', 'sales_rep', 'sales_manager'];
type Errors = { message: string; errors: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  ownId = (await createOrganization(t.db, { type: 'manufacturer', name: 'Own Acoustics' })).id;
  otherId = (await createOrganization(t.db, { type: 'manufacturer', name: 'Other Acoustics' })).id;
  distributorId = (await createOrganization(t.db, { type: 'distributor', name: 'Wholesale Co' })).id;
  const memberOrg = await createOrganization(t.db, { type: 'shop_owner' });
  const client = api(t.app);
  const user = async (role: string, organizationId: string | null) =>
    createUser(t.db, { role, organizationId, authType: role === 'admin' ? 'oidc' : 'traditional' });
  const admin = await user('admin', null);
  const manufacturer = await user('manufacturer', ownId);
  adminId = admin.id;
  manufacturerUserId = manufacturer.id;
  as = {
    visitor: client,
    admin: client.as(await sessionCookie(t, admin.id)),
    manufacturer: client.as(await sessionCookie(t, manufacturer.id)),
  };
  for (const role of FORBIDDEN_ROLES)
    as[role] = client.as(await sessionCookie(t, (await user(role, memberOrg.id)).id));
});
afterAll(async () => {
  await t.close();
});

const newShop = () => createOrganization(t.db, { type: 'shop_owner' });
const orgUrl = (id: string) => `/api/organization-authorizations/${id}`;
const seriesUrl = (id: string) => `/api/shop-owner-series-authorizations/${id}`;

async function seriesRows(shopId: string) {
  return t.db.select().from(sa).where(eq(sa.organizationId, shopId));
}
async function supplierRows(shopId: string) {
  return t.db.select().from(oa).where(eq(oa.shopOwnerId, shopId));
}
const activeIds = (rows: { isActive: boolean; authorizationType: string }[], key: (r: never) => string) =>
  rows
    .filter((r) => r.isActive && r.authorizationType === 'can_order')
    .map((r) => key(r as never))
    .sort();

describe('access', () => {
  it('refuses visitors (401), roles without authorizations.manage (403), unknown shop owners (404)', async () => {
    const shop = await newShop();
    const routes: [string, string, object?][] = [
      ['GET', '/api/authorizations/shop-owners'],
      ['GET', orgUrl(shop.id)],
      ['PUT', orgUrl(shop.id), { authorizedOrganizationIds: [] }],
      ['GET', seriesUrl(shop.id)],
      ['PUT', seriesUrl(shop.id), { authorizedSeriesIds: [] }],
    ];
    const send = (client: ApiClient, [method, url, body]: [string, string, object?]) =>
      method === 'GET' ? client.get(url) : client.put(url, body);
    for (const route of routes) {
      expect((await send(as.visitor!, route)).status).toBe(401);
      for (const role of FORBIDDEN_ROLES)
        expect({ role, route: route[1], status: (await send(as[role]!, route)).status }).toMatchObject({
          status: 403,
        });
    }
    const notShop = [otherId, 'no-such-organization'];
    for (const id of notShop)
      for (const route of routes.slice(1)) {
        const answer = await send(as.admin!, [route[0], route[1].replace(shop.id, id), route[2]]);
        expect({ url: route[1], status: answer.status }).toEqual({ url: route[1], status: 404 });
      }
  });

  it('lists shop owners only: every one for admins (inactive flagged), active ones for a manufacturer', async () => {
    const closed = await createOrganization(t.db, { type: 'shop_owner', isActive: false });
    const admin = (await as.admin!.get<ShopOwnerOption[]>('/api/authorizations/shop-owners')).json;
    expect(admin.find((o) => o.id === closed.id)).toEqual({
      id: closed.id,
      name: closed.name,
      isActive: false,
    });
    expect(admin.some((o) => o.id === ownId || o.id === distributorId)).toBe(false);
    const mine = (await as.manufacturer!.get<ShopOwnerOption[]>('/api/authorizations/shop-owners')).json;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.some((o) => o.id === closed.id)).toBe(false);
    expect(Object.keys(mine[0]!).sort()).toEqual(['id', 'isActive', 'name']);
  });
});

describe('validation', () => {
  it('answers 400 naming the field for a bad body', async () => {
    const shop = await newShop();
    const cases: [string, object, string][] = [
      [orgUrl(shop.id), {}, 'authorizedOrganizationIds'],
      [orgUrl(shop.id), { authorizedOrganizationIds: 'x' }, 'authorizedOrganizationIds'],
      [orgUrl(shop.id), { authorizedOrganizationIds: [' '] }, 'authorizedOrganizationIds'],
      [seriesUrl(shop.id), { authorizedSeriesIds: null }, 'authorizedSeriesIds'],
      [
        seriesUrl(shop.id),
        { authorizedSeriesIds: Array.from({ length: MAX_AUTHORIZED_SERIES + 1 }, (_, i) => `s${i}`) },
        'authorizedSeriesIds',
      ],
    ];
    for (const [url, body, field] of cases) {
      const { status, json } = await as.admin!.put<Errors>(url, body);
      // A bad entry is named by its position: authorizedOrganizationIds.0.
      const named = Object.keys(json.errors ?? {}).some((key) => key.split('.')[0] === field);
      expect({ url, status, named }).toEqual({ url, status: 400, named: true });
    }
  });

  it('refuses suppliers that are not active manufacturers or distributors, and unknown series (400)', async () => {
    const shop = await newShop();
    const closed = await createOrganization(t.db, { type: 'distributor', isActive: false });
    const firm = await createOrganization(t.db, { type: 'marketing_firm' });
    for (const id of ['no-such-organization', closed.id, firm.id, shop.id]) {
      const { status, json } = await as.admin!.put<Errors>(orgUrl(shop.id), {
        authorizedOrganizationIds: [id],
      });
      expect(status).toBe(400);
      expect(json.errors.authorizedOrganizationIds).toContain(id);
    }
    const series = await as.admin!.put<Errors>(seriesUrl(shop.id), {
      authorizedSeriesIds: ['no-such-series'],
    });
    expect(series.status).toBe(400);
    expect(series.json.errors.authorizedSeriesIds).toContain('no-such-series');
    expect(await supplierRows(shop.id)).toEqual([]);
  });
});

describe('replacing the sets (admin)', () => {
  it('grants, withdraws (kept inactive with who and when) and grants again, one audit entry per change', async () => {
    const shop = await newShop();
    const put = (ids: string[]) =>
      as.admin!.put<OrganizationAuthorizations>(orgUrl(shop.id), { authorizedOrganizationIds: ids });
    const first = await put([ownId, distributorId, ownId]);
    expect(first.status).toBe(200);
    expect(first.json.authorizedOrganizationIds.sort()).toEqual([ownId, distributorId].sort());
    expect(first.json.suppliers.map((s) => s.id)).toEqual(
      expect.arrayContaining([ownId, otherId, distributorId]),
    );

    t.clock.set('2026-03-04T05:06:07Z');
    await put([distributorId, otherId]);
    t.clock.reset();
    const rows = await supplierRows(shop.id);
    expect(rows).toHaveLength(3);
    const own = rows.find((r) => r.authorizedOrganizationId === ownId)!;
    expect(own).toMatchObject({ isActive: false, revokedBy: adminId });
    expect(own.revokedAt?.toISOString()).toBe('2026-03-04T05:06:07.000Z');

    const again = await as.manufacturer!.put<OrganizationAuthorizations>(orgUrl(shop.id), {
      authorizedOrganizationIds: [ownId],
    });
    expect(again.json.authorizedOrganizationIds).toEqual([ownId]);
    const [back] = await t.db
      .select()
      .from(oa)
      .where(and(eq(oa.shopOwnerId, shop.id), eq(oa.authorizedOrganizationId, ownId)));
    expect(back).toMatchObject({
      isActive: true,
      revokedAt: null,
      revokedBy: null,
      authorizedBy: manufacturerUserId,
    });

    // Saving the same set again changes nothing and writes no entry.
    await put([distributorId, otherId, ownId]);
    await put([distributorId, otherId, ownId]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, shop.id))
      .orderBy(auditLog.createdAt);
    expect(audits.map((a) => a.details)).toEqual([
      expect.objectContaining({ added: [ownId, distributorId], removed: [] }),
      expect.objectContaining({ added: [otherId], removed: [ownId] }),
      expect.objectContaining({ added: [ownId], removed: [] }),
    ]);
  });

  it('replaces can_order series, leaving pricing-only and view-only grants unless listed', async () => {
    const shop = await newShop();
    const [a, b, priced, viewed] = [
      await createSeries(t.db, { manufacturerId: ownId }),
      await createSeries(t.db, { manufacturerId: otherId }),
      await createSeries(t.db, { manufacturerId: otherId }),
      await createSeries(t.db, { manufacturerId: ownId }),
    ];
    await grantSeries(t.db, shop.id, priced.id, 'pricing_visible');
    await grantSeries(t.db, shop.id, viewed.id, 'view_only');
    const put = (ids: string[]) =>
      as.admin!.put<SeriesAuthorizations>(seriesUrl(shop.id), { authorizedSeriesIds: ids });

    const first = await put([a.id, b.id]);
    expect(first.status).toBe(200);
    expect(first.json.authorizedSeriesIds.sort()).toEqual([a.id, b.id].sort());
    const option = (id: string) => first.json.series.find((s) => s.id === id);
    expect(option(priced.id)?.authorizationType).toBe('pricing_visible');
    expect(option(viewed.id)?.authorizationType).toBe('view_only');

    await put([b.id, viewed.id]);
    const rows = await seriesRows(shop.id);
    expect(rows).toHaveLength(4);
    expect(activeIds(rows, (r: { seriesId: string }) => r.seriesId)).toEqual([b.id, viewed.id].sort());
    expect(rows.find((r) => r.seriesId === a.id)).toMatchObject({ isActive: false, revokedBy: adminId });
    expect(rows.find((r) => r.seriesId === priced.id)).toMatchObject({
      isActive: true,
      authorizationType: 'pricing_visible',
    });
    expect(rows.find((r) => r.seriesId === viewed.id)).toMatchObject({
      shopOwnerId: shop.id,
      authorizedBy: adminId,
    });
  });
});

describe("a manufacturer's reach", () => {
  it('sees only itself as supplier and its own series', async () => {
    const shop = await newShop();
    await createSeries(t.db, { manufacturerId: ownId });
    await createSeries(t.db, { manufacturerId: otherId });
    await authorizeSupplier(t.db, shop.id, distributorId);
    const suppliers = (await as.manufacturer!.get<OrganizationAuthorizations>(orgUrl(shop.id))).json;
    expect(suppliers.suppliers.map((s) => s.id)).toEqual([ownId]);
    expect(suppliers.authorizedOrganizationIds).toEqual([]);
    const series = (await as.manufacturer!.get<SeriesAuthorizations>(seriesUrl(shop.id))).json;
    expect(series.series.length).toBeGreaterThan(0);
    expect(series.series.every((s) => s.manufacturerId === ownId)).toBe(true);
  });

  it('refuses anything outside its reach with 403 naming the field, and changes nothing', async () => {
    const shop = await newShop();
    const theirs = await createSeries(t.db, { manufacturerId: otherId });
    const mine = await createSeries(t.db, { manufacturerId: ownId });
    const supplier = await as.manufacturer!.put<Errors>(orgUrl(shop.id), {
      authorizedOrganizationIds: [ownId, distributorId],
    });
    expect(supplier.status).toBe(403);
    expect(supplier.json.errors.authorizedOrganizationIds).toBe(AUTHORIZATION_MESSAGES.otherSupplier);
    const series = await as.manufacturer!.put<Errors>(seriesUrl(shop.id), {
      authorizedSeriesIds: [mine.id, theirs.id],
    });
    expect(series.status).toBe(403);
    expect(series.json.errors.authorizedSeriesIds).toBe(AUTHORIZATION_MESSAGES.otherSeries);
    expect(await supplierRows(shop.id)).toEqual([]);
    expect(await seriesRows(shop.id)).toEqual([]);
  });

  it('replaces only the grants within its reach', async () => {
    const shop = await newShop();
    const mine = await createSeries(t.db, { manufacturerId: ownId });
    const mineToo = await createSeries(t.db, { manufacturerId: ownId });
    const theirs = await createSeries(t.db, { manufacturerId: otherId });
    await as.admin!.put(orgUrl(shop.id), { authorizedOrganizationIds: [ownId, distributorId, otherId] });
    await as.admin!.put(seriesUrl(shop.id), { authorizedSeriesIds: [mine.id, theirs.id] });

    const suppliers = await as.manufacturer!.put<OrganizationAuthorizations>(orgUrl(shop.id), {
      authorizedOrganizationIds: [],
    });
    expect(suppliers.status).toBe(200);
    expect(
      activeIds(
        await supplierRows(shop.id),
        (r: { authorizedOrganizationId: string }) => r.authorizedOrganizationId,
      ),
    ).toEqual([distributorId, otherId].sort());
    const series = await as.manufacturer!.put<SeriesAuthorizations>(seriesUrl(shop.id), {
      authorizedSeriesIds: [mineToo.id],
    });
    expect(series.json.authorizedSeriesIds).toEqual([mineToo.id]);
    expect(activeIds(await seriesRows(shop.id), (r: { seriesId: string }) => r.seriesId)).toEqual(
      [mineToo.id, theirs.id].sort(),
    );
  });
});

describe('parallel saves', () => {
  it('end in one of the sets sent, never a mix or a 500', async () => {
    const shop = await newShop();
    const series = [];
    for (let i = 0; i < 6; i += 1) series.push((await createSeries(t.db, { manufacturerId: ownId })).id);
    // No set is the union of others, so interleaved saves could not pass for one of them.
    const sets = [series.slice(0, 2), series.slice(2, 4), [series[1]!, series[4]!], [series[5]!]];
    const answers = await Promise.all(
      sets.map((ids) => as.admin!.put(seriesUrl(shop.id), { authorizedSeriesIds: ids })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const final = activeIds(await seriesRows(shop.id), (r: { seriesId: string }) => r.seriesId);
    expect(sets.map((s) => [...s].sort())).toContainEqual(final);

    const supplierSets = [[ownId], [otherId], [distributorId], [ownId, distributorId]];
    const supplierAnswers = await Promise.all(
      supplierSets.map((ids) => as.admin!.put(orgUrl(shop.id), { authorizedOrganizationIds: ids })),
    );
    expect(supplierAnswers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const finalSuppliers = activeIds(
      await supplierRows(shop.id),
      (r: { authorizedOrganizationId: string }) => r.authorizedOrganizationId,
    );
    expect(supplierSets.map((s) => [...s].sort())).toContainEqual(finalSuppliers);
  });
});
