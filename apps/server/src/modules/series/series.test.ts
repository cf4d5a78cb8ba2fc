import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Series } from '@crossover/domain/catalog';
import { SERIES_MESSAGES } from '@crossover/domain/series';
import { auditLog } from '@/db/schema/audit-log.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { createOrganization, createProduct, createSeries, createUser } from '@/test/factories.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { type ApiClient, api } from '@/test/inject.ts';

/**
 * Series management: POST, PATCH, DELETE /api/product-series and the scoped list. Admins manage
 * every manufacturer's series; a manufacturer only its own organization's.
 */
let t: TestApp;
let as: Record<string, ApiClient>;
let ownId = '';
let otherId = '';
const FORBIDDEN_ROLES = ['distributor', 'marketing_firm', 'shop_owner', 'sales_rep', 'sales_manager'];

beforeAll(async () => {
  t = await createTestApp();
  ownId = (await createOrganization(t.db, { type: 'manufacturer', name: 'Own Audio' })).id;
  otherId = (await createOrganization(t.db, { type: 'manufacturer', name: 'Other Audio' })).id;
  const shop = await createOrganization(t.db, { type: 'shop_owner' });
  const client = api(t.app);
  as = { visitor: client };
  const cookieOf = async (role: string, organizationId: string | null) =>
    sessionCookie(
      t,
      (await createUser(t.db, { role, organizationId, authType: role === 'admin' ? 'oidc' : 'traditional' }))
        .id,
    );
  as.admin = client.as(await cookieOf('admin', null));
  as.manufacturer = client.as(await cookieOf('manufacturer', ownId));
  for (const role of FORBIDDEN_ROLES) as[role] = client.as(await cookieOf(role, shop.id));
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const unique = (prefix: string) => `${prefix} ${(n += 1)}`;

async function auditOf(entityId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
}

describe('POST /api/product-series', () => {
  it('creates a series for any manufacturer (admin), trimmed, active by default, audited', async () => {
    const { status, json } = await as.admin!.post<Series>('/api/product-series', {
      name: '  Storm Line  ',
      manufacturerId: otherId,
      description: '',
      id: 'chosen-by-client',
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      name: 'Storm Line',
      manufacturerId: otherId,
      manufacturerName: 'Other Audio',
      description: null,
      isActive: true,
    });
    expect(json.id).not.toBe('chosen-by-client');
    const audits = await auditOf(json.id);
    expect(audits.map((a) => a.action)).toEqual(['series.created']);
  });

  it('lets a manufacturer create for itself and refuses another manufacturer with 403 naming it', async () => {
    const own = await as.manufacturer!.post<Series>('/api/product-series', {
      name: unique('Mine'),
      manufacturerId: ownId,
    });
    expect(own.status).toBe(201);
    const other = await as.manufacturer!.post<{ errors: Record<string, string> }>('/api/product-series', {
      name: unique('Theirs'),
      manufacturerId: otherId,
    });
    expect(other.status).toBe(403);
    expect(other.json.errors.manufacturerId).toBe(SERIES_MESSAGES.otherManufacturer);
  });

  it('answers 400 naming the field with the spec texts', async () => {
    const cases: [object, string, string][] = [
      [{ manufacturerId: ownId }, 'name', SERIES_MESSAGES.nameRequired],
      [{ name: '   ', manufacturerId: ownId }, 'name', SERIES_MESSAGES.nameRequired],
      [
        { name: 'x'.repeat(201), manufacturerId: ownId },
        'name',
        'Series name must be at most 200 characters',
      ],
      [{ name: 'Fine' }, 'manufacturerId', SERIES_MESSAGES.manufacturerRequired],
      [{ name: 'Fine', manufacturerId: '' }, 'manufacturerId', SERIES_MESSAGES.manufacturerRequired],
      [{ name: 'Fine', manufacturerId: ownId, isActive: 'yes' }, 'isActive', 'Active must be true or false'],
    ];
    for (const [body, field, message] of cases) {
      const { status, json } = await as.admin!.post<{ errors: Record<string, string> }>(
        '/api/product-series',
        body,
      );
      expect({ body, status, message: json.errors?.[field] }).toEqual({ body, status: 400, message });
    }
  });

  it('refuses a manufacturer that is unknown, not a manufacturer or inactive (400 manufacturerId)', async () => {
    const shop = await createOrganization(t.db, { type: 'shop_owner' });
    const retired = await createOrganization(t.db, { type: 'manufacturer', isActive: false });
    for (const manufacturerId of ['no-such-organization', shop.id, retired.id]) {
      const { status, json } = await as.admin!.post<{ errors: Record<string, string> }>(
        '/api/product-series',
        { name: unique('Orphan'), manufacturerId },
      );
      expect(status).toBe(400);
      expect(json.errors.manufacturerId).toBe(SERIES_MESSAGES.manufacturerInvalid);
    }
  });

  it('answers 409 naming the name for a duplicate within the manufacturer, whatever the case', async () => {
    const name = unique('Duplicate');
    expect((await as.admin!.post('/api/product-series', { name, manufacturerId: ownId })).status).toBe(201);
    const again = await as.admin!.post<{ message: string; errors: Record<string, string> }>(
      '/api/product-series',
      { name: name.toUpperCase(), manufacturerId: ownId },
    );
    expect(again.status).toBe(409);
    expect(again.json.errors.name).toContain(name.toUpperCase());
    // Another manufacturer may use the same name.
    expect((await as.admin!.post('/api/product-series', { name, manufacturerId: otherId })).status).toBe(201);
  });

  it('ends two parallel creations of one name in one 201 and one 409, never a 500', async () => {
    const name = unique('Race');
    const answers = await Promise.all(
      [0, 1, 2].map(() => as.admin!.post('/api/product-series', { name, manufacturerId: ownId })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });

  it('refuses visitors (401) and every role without series.manage (403)', async () => {
    const body = { name: unique('Nope'), manufacturerId: ownId };
    expect((await as.visitor!.post('/api/product-series', body)).status).toBe(401);
    for (const role of FORBIDDEN_ROLES)
      expect({ role, status: (await as[role]!.post('/api/product-series', body)).status }).toEqual({
        role,
        status: 403,
      });
  });
});

describe('PATCH /api/product-series/{id}', () => {
  it('updates name, description and status, audits what changed', async () => {
    const series = await createSeries(t.db, { manufacturerId: ownId, name: unique('Before') });
    const { status, json } = await as.manufacturer!.patch<Series>(`/api/product-series/${series.id}`, {
      name: unique('After'),
      description: null,
      isActive: false,
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ description: null, isActive: false, manufacturerId: ownId });
    const [entry] = await auditOf(series.id);
    expect(entry?.action).toBe('series.updated');
    expect(Object.keys((entry?.details as { changed: object }).changed).sort()).toEqual([
      'description',
      'isActive',
      'name',
    ]);
  });

  it("answers 404 for an unknown id and for another manufacturer's series (to a manufacturer)", async () => {
    const theirs = await createSeries(t.db, { manufacturerId: otherId });
    const unknown = await as.admin!.patch('/api/product-series/no-such-series', { name: 'X' });
    expect(unknown.status).toBe(404);
    const hidden = await as.manufacturer!.patch(`/api/product-series/${theirs.id}`, { name: 'Mine now' });
    expect(hidden.status).toBe(404);
    const [row] = await t.db.select().from(productSeries).where(eq(productSeries.id, theirs.id));
    expect(row?.name).toBe(theirs.name);
  });

  it('answers 409 for a name the manufacturer already uses', async () => {
    const taken = await createSeries(t.db, { manufacturerId: ownId, name: unique('Taken') });
    const series = await createSeries(t.db, { manufacturerId: ownId });
    const { status, json } = await as.admin!.patch<{ errors: Record<string, string> }>(
      `/api/product-series/${series.id}`,
      { name: taken.name.toLowerCase() },
    );
    expect(status).toBe(409);
    expect(json.errors.name).toBeDefined();
  });

  it('moves a series without products to another manufacturer, refuses one with products (409)', async () => {
    const empty = await createSeries(t.db, { manufacturerId: ownId });
    const moved = await as.admin!.patch<Series>(`/api/product-series/${empty.id}`, {
      manufacturerId: otherId,
    });
    expect(moved.status).toBe(200);
    expect(moved.json.manufacturerId).toBe(otherId);

    const stocked = await createSeries(t.db, { manufacturerId: ownId, name: unique('Stocked') });
    await createProduct(t.db, { seriesId: stocked.id });
    await createProduct(t.db, { seriesId: stocked.id });
    const refused = await as.admin!.patch<{ errors: Record<string, string> }>(
      `/api/product-series/${stocked.id}`,
      { manufacturerId: otherId },
    );
    expect(refused.status).toBe(409);
    expect(refused.json.errors.manufacturerId).toContain('has 2 products');
  });

  it('refuses a manufacturer moving its series to another manufacturer (403 manufacturerId)', async () => {
    const series = await createSeries(t.db, { manufacturerId: ownId });
    const { status, json } = await as.manufacturer!.patch<{ errors: Record<string, string> }>(
      `/api/product-series/${series.id}`,
      { manufacturerId: otherId },
    );
    expect(status).toBe(403);
    expect(json.errors.manufacturerId).toBe(SERIES_MESSAGES.otherManufacturer);
  });

  it('answers 400 naming the field, 401 to visitors and 403 to roles without series.manage', async () => {
    const series = await createSeries(t.db, { manufacturerId: ownId });
    const url = `/api/product-series/${series.id}`;
    const blank = await as.admin!.patch<{ errors: Record<string, string> }>(url, { name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.json.errors.name).toBe(SERIES_MESSAGES.nameRequired);
    expect((await as.visitor!.patch(url, { name: 'X' })).status).toBe(401);
    for (const role of FORBIDDEN_ROLES) expect((await as[role]!.patch(url, { name: 'X' })).status).toBe(403);
  });
});

describe('DELETE /api/product-series/{id}', () => {
  it('deletes a series without products and audits it', async () => {
    const series = await createSeries(t.db, { manufacturerId: ownId });
    const { status, json } = await as.manufacturer!.delete<{ message: string }>(
      `/api/product-series/${series.id}`,
    );
    expect(status).toBe(200);
    expect(json.message).toBe(SERIES_MESSAGES.deleted);
    expect(await t.db.select().from(productSeries).where(eq(productSeries.id, series.id))).toEqual([]);
    expect((await auditOf(series.id)).map((a) => a.action)).toEqual(['series.deleted']);
  });

  it('keeps a series with products: 409 with the count', async () => {
    const series = await createSeries(t.db, { manufacturerId: ownId, name: unique('Busy') });
    for (let i = 0; i < 3; i += 1) await createProduct(t.db, { seriesId: series.id });
    await createProduct(t.db, { seriesId: series.id, status: 'discontinued', isActive: false });
    const { status, json } = await as.admin!.delete<{ message: string }>(`/api/product-series/${series.id}`);
    expect(status).toBe(409);
    expect(json.message).toBe(
      `Series "${series.name}" has 4 products; move them to another series or delete them first`,
    );
    expect(await t.db.select().from(productSeries).where(eq(productSeries.id, series.id))).toHaveLength(1);
  });

  it("answers 404 for unknown ids and another manufacturer's series, 401/403 to others", async () => {
    const theirs = await createSeries(t.db, { manufacturerId: otherId });
    expect((await as.admin!.delete('/api/product-series/no-such-series')).status).toBe(404);
    expect((await as.manufacturer!.delete(`/api/product-series/${theirs.id}`)).status).toBe(404);
    expect((await as.visitor!.delete(`/api/product-series/${theirs.id}`)).status).toBe(401);
    for (const role of FORBIDDEN_ROLES)
      expect((await as[role]!.delete(`/api/product-series/${theirs.id}`)).status).toBe(403);
    const still = await t.db
      .select()
      .from(productSeries)
      .where(and(eq(productSeries.id, theirs.id), eq(productSeries.manufacturerId, otherId)));
    expect(still).toHaveLength(1);
  });
});

describe('GET /api/product-series', () => {
  it("gives a manufacturer only its own series; admins and partners every manufacturer's", async () => {
    await createSeries(t.db, { manufacturerId: ownId });
    await createSeries(t.db, { manufacturerId: otherId });
    const mine = (await as.manufacturer!.get<Series[]>('/api/product-series')).json;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((s) => s.manufacturerId === ownId)).toBe(true);
    // Naming another manufacturer does not widen the scope.
    expect(
      (await as.manufacturer!.get<Series[]>(`/api/product-series?manufacturerId=${otherId}`)).json,
    ).toEqual([]);
    for (const role of ['admin', 'shop_owner', 'distributor']) {
      const all = (await as[role]!.get<Series[]>('/api/product-series')).json;
      expect(new Set(all.map((s) => s.manufacturerId))).toEqual(new Set([ownId, otherId]));
    }
    // The catalogue filter still lists every manufacturer's active series.
    const filter = (await as.manufacturer!.get<Series[]>('/api/series')).json;
    expect(filter.some((s) => s.manufacturerId === otherId)).toBe(true);
  });

  it('filters by search (series or manufacturer name), manufacturer and status', async () => {
    const marker = unique('Zephyrine');
    const active = await createSeries(t.db, { manufacturerId: otherId, name: `${marker} Active` });
    const inactive = await createSeries(t.db, {
      manufacturerId: otherId,
      name: `${marker} Retired`,
      isActive: false,
    });
    const ids = async (query: string) =>
      (await as.admin!.get<Series[]>(`/api/product-series?${query}`)).json.map((s) => s.id).sort();
    const search = `search=${encodeURIComponent(marker.toLowerCase())}`;
    expect(await ids(search)).toEqual([active.id, inactive.id].sort());
    expect(await ids(`${search}&status=active`)).toEqual([active.id]);
    expect(await ids(`${search}&status=inactive`)).toEqual([inactive.id]);
    expect(await ids(`${search}&manufacturerId=${ownId}`)).toEqual([]);
    expect((await ids('search=Other%20Audio')).length).toBeGreaterThan(1);
    expect((await ids('search=100%25')).length).toBe(0);
    const bad = await as.admin!.get<{ errors: Record<string, string> }>('/api/product-series?status=gone');
    expect(bad.status).toBe(400);
    expect(bad.json.errors.status).toBe('Choose a status');
  });
});
