import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_STAGED_PAGE_SIZE,
  STAGED_MESSAGES,
  type StagedListResponse,
  type StagedProduct,
} from '@crossover/domain/staged-products';
import { stagedProducts } from '@/db/schema/staged-products.ts';
import type { TestApp } from '@/test/app.ts';
import { sessionCookie } from '@/test/app.ts';
import { type CommerceWorld, createCommerceTestApp, grantSeries } from '@/test/commerce-factories.ts';
import { createOrganization, createProduct, createUser } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';

let t: TestApp;
let world: CommerceWorld;
let cookie: Record<string, string>;
/** A second manufacturer, which the world's distributor does not carry. */
let other: Awaited<ReturnType<typeof createOrganization>>;
let otherCookie: string;
/** A distributor holding no series authorization at all. */
let loneDistributorCookie: string;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let skuNumber = 0;

type StagedInsert = typeof stagedProducts.$inferInsert;
async function stage(overrides: Partial<StagedInsert> = {}) {
  const [row] = await t.db
    .insert(stagedProducts)
    .values({
      name: `Staged Amp ${++skuNumber}`,
      sku: `LIST-${skuNumber}`,
      manufacturerId: world.orgs.manufacturer.id,
      proposedSeriesName: 'Orderable Series',
      mapPrice: '$1,299.00',
      ...overrides,
    })
    .returning();
  return row!;
}

/** The world's manufacturer: 3 pending (one an update, one with a bad price), 1 approved, 1 rejected. */
let rows: Record<string, Awaited<ReturnType<typeof stage>>>;

beforeAll(async () => {
  ({ t, world, cookie } = await createCommerceTestApp());
  other = await createOrganization(t.db, {
    type: 'manufacturer',
    name: 'Other Brand',
    logoUrl: '/objects/o.png',
  });
  otherCookie = await sessionCookie(
    t,
    (await createUser(t.db, { role: 'manufacturer', organizationId: other.id })).id,
  );
  const lone = await createOrganization(t.db, { type: 'distributor' });
  loneDistributorCookie = await sessionCookie(
    t,
    (await createUser(t.db, { role: 'distributor', organizationId: lone.id })).id,
  );
  // A catalogue product whose SKU a staged row repeats in another case: an Update.
  await createProduct(t.db, { seriesId: world.series.orderable.id, sku: 'LIST-EXISTING' });
  rows = {
    old: await stage({ name: 'Thunder Monoblock', createdAt: new Date('2026-01-01T00:00:00Z') }),
    update: await stage({ sku: 'list-existing', description: 'Already in the catalogue' }),
    scraped: await stage({ proposedSeriesName: 'Cyclone Line', mapPrice: 'call us' }),
    approved: await stage({ reviewStatus: 'approved' }),
    rejected: await stage({ reviewStatus: 'rejected' }),
    foreign: await stage({
      manufacturerId: other.id,
      name: 'Other Brand Sub',
      proposedManufacturerName: 'Other',
    }),
  };
});
afterAll(async () => {
  await t.close();
});

const list = (who: string | null, query = '') =>
  api(t.app).as(who).get<StagedListResponse>(`/api/scraper/staged${query}`);
const ids = (answer: StagedListResponse) => answer.products.map((p) => p.id);

describe('who may read staged products', () => {
  it('refuses visitors (401) and roles without the Staged Products screen (403)', async () => {
    expect((await list(null)).status).toBe(401);
    expect((await api(t.app).get(`/api/scraper/staged/${rows.old!.id}`)).status).toBe(401);
    for (const role of ['marketing_firm', 'shop_owner', 'sales_rep', 'sales_manager']) {
      expect((await list(cookie[role]!)).status, role).toBe(403);
      expect(
        (await api(t.app).as(cookie[role]!).get(`/api/scraper/staged/${rows.old!.id}`)).status,
        role,
      ).toBe(403);
    }
  });

  it('shows a manufacturer only its own brand, and another brand’s row as missing', async () => {
    const own = await list(cookie.manufacturer!, '?status=all');
    expect(own.status).toBe(200);
    expect(own.json.counts).toEqual({ all: 5, pending: 3, approved: 1, rejected: 1 });
    expect(ids(own.json)).not.toContain(rows.foreign!.id);
    const theirs = await list(otherCookie, '?status=all');
    expect(ids(theirs.json)).toEqual([rows.foreign!.id]);
    const peek = await api(t.app).as(otherCookie).get(`/api/scraper/staged/${rows.old!.id}`);
    expect(peek.status).toBe(404);
    expect(peek.json).toMatchObject({ message: STAGED_MESSAGES.notFound });
  });

  it('shows a distributor the series it carries, and nothing when it carries none', async () => {
    const viewer = await createOrganization(t.db, { type: 'distributor' });
    await grantSeries(t.db, viewer.id, world.series.orderable.id, 'view_only');
    const viewerCookie = await sessionCookie(
      t,
      (await createUser(t.db, { role: 'distributor', organizationId: viewer.id })).id,
    );
    // A view-only grant shows the series' rows as the catalogue shows its products: without costs.
    const viewed = await list(viewerCookie, '?status=all');
    expect(viewed.json.counts.all).toBe(4);
    expect(viewed.json.products.filter((p) => 'mfgCost' in p)).toEqual([]);
    const carried = await list(cookie.distributor!, '?status=all');
    // Not the other brand's row, nor the one proposing a series that does not exist yet.
    expect(carried.json.counts.all).toBe(4);
    expect(ids(carried.json)).not.toContain(rows.foreign!.id);
    expect(ids(carried.json)).not.toContain(rows.scraped!.id);
    const preview = await api(t.app)
      .as(cookie.distributor!)
      .get<StagedProduct>(`/api/scraper/staged/${rows.old!.id}`);
    expect(preview.status).toBe(200);
    const lone = await list(loneDistributorCookie, '?status=all');
    expect(lone.json).toMatchObject({ products: [], total: 0, counts: { all: 0 } });
  });
});

describe('GET /api/scraper/staged', () => {
  it('answers the newest pending rows first, uncached, ignoring _t', async () => {
    const response = await list(cookie.admin!, `?_t=${Date.now()}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.headers.pragma).toBe('no-cache');
    expect(ids(response.json)).toEqual([rows.foreign!.id, rows.scraped!.id, rows.update!.id, rows.old!.id]);
    expect(response.json).toMatchObject({
      total: 4,
      page: 1,
      limit: DEFAULT_STAGED_PAGE_SIZE,
      totalPages: 1,
      counts: { all: 6, pending: 4, approved: 1, rejected: 1 },
    });
  });

  it('filters by status and pages', async () => {
    const approved = await list(cookie.admin!, '?status=approved');
    expect(ids(approved.json)).toEqual([rows.approved!.id]);
    const everything = await list(cookie.admin!, '?status=all&limit=25');
    expect(everything.json.total).toBe(6);
    expect(everything.json.limit).toBe(25);
    const [first] = await t.db.select({ n: sql<number>`count(*)::int` }).from(stagedProducts);
    expect(first!.n).toBe(6);
    // Page 2 of 25 holds nothing here; a page size off the spec's list falls back to 50.
    expect((await list(cookie.admin!, '?status=all&limit=25&page=2')).json.products).toEqual([]);
    expect((await list(cookie.admin!, '?limit=7')).json.limit).toBe(DEFAULT_STAGED_PAGE_SIZE);
  });

  it('searches name, SKU and series, ignoring case, with the total of the search', async () => {
    const byName = await list(cookie.admin!, '?search=thunder');
    expect(ids(byName.json)).toEqual([rows.old!.id]);
    expect(byName.json.total).toBe(1);
    expect(byName.json.counts.pending).toBe(4);
    expect(ids((await list(cookie.admin!, '?search=LIST-EXIST')).json)).toEqual([rows.update!.id]);
    expect(ids((await list(cookie.admin!, '?search=cyclone')).json)).toEqual([rows.scraped!.id]);
    expect((await list(cookie.admin!, '?search=100%25')).json.total).toBe(0);
  });

  it('counts the flagged rows among those matching, for the bulk approval to say (issue 15)', async () => {
    expect((await list(cookie.admin!)).json.flagged).toBe(0);
    await t.db
      .update(stagedProducts)
      .set({ importFlag: "Only the SKU cell 'SUBWOOFERS' is filled" })
      .where(sql`${stagedProducts.id} = ${rows.old!.id}`);
    try {
      expect((await list(cookie.admin!)).json).toMatchObject({ total: 4, flagged: 1 });
      expect((await list(cookie.admin!, '?search=thunder')).json).toMatchObject({ total: 1, flagged: 1 });
      expect((await list(cookie.admin!, '?search=cyclone')).json.flagged).toBe(0);
      expect((await list(cookie.admin!, '?status=approved')).json.flagged).toBe(0);
    } finally {
      await t.db
        .update(stagedProducts)
        .set({ importFlag: null })
        .where(sql`${stagedProducts.id} = ${rows.old!.id}`);
    }
  });

  it('refuses a bad status or page, naming the field', async () => {
    const status = await list(cookie.admin!, '?status=deleted');
    expect(status.status).toBe(400);
    expect(status.json).toMatchObject({ errors: { status: 'Choose a status' } });
    const page = await list(cookie.admin!, '?page=0');
    expect(page.status).toBe(400);
    expect(Object.keys((page.json as unknown as { errors: object }).errors)).toEqual(['page']);
  });

  it('carries the manufacturer, New/Update from the catalogue now, the source and the problems', async () => {
    const { json } = await list(cookie.admin!, '?status=all&limit=100');
    const byId = new Map(json.products.map((p) => [p.id, p]));
    expect(byId.get(rows.old!.id)).toMatchObject({
      manufacturerName: 'World Manufacturer',
      isNewSku: true,
      source: 'Manual Entry',
      mapPrice: '$1,299.00',
      problems: [],
      reviewStatus: 'pending',
      aiEnhancementStatus: 'pending',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    // The row was staged as New; the catalogue has its SKU in another case, so it reads Update.
    expect(rows.update!.isNewSku).toBe(true);
    expect(byId.get(rows.update!.id)!.isNewSku).toBe(false);
    expect(byId.get(rows.foreign!.id)).toMatchObject({
      manufacturerName: 'Other Brand',
      manufacturerLogoUrl: '/objects/o.png',
    });
    expect(byId.get(rows.scraped!.id)!.problems).toEqual([
      { field: 'mapPrice', message: 'MAP price must be an amount such as 12.50 (is "call us")' },
    ]);
  });
});

describe('GET /api/scraper/staged/{id}', () => {
  it('answers the preview with the source; an unknown id is a 404', async () => {
    const preview = await api(t.app)
      .as(cookie.admin!)
      .get<StagedProduct>(`/api/scraper/staged/${rows.old!.id}`);
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({
      id: rows.old!.id,
      name: 'Thunder Monoblock',
      source: 'Manual Entry',
    });
    expect((await api(t.app).as(cookie.admin!).get(`/api/scraper/staged/${UNKNOWN_ID}`)).status).toBe(404);
  });
});
