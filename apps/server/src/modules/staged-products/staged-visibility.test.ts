import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAGED_COST_FIELDS,
  type StagedListResponse,
  type StagedProduct,
} from '@crossover/domain/staged-products';
import { stagedProducts } from '@/db/schema/staged-products.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { grantSeries } from '@/test/commerce-factories.ts';
import { createOrganization, createSeries, createUser } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';

// Issue 15 item 9: a distributor with one series grant saw every staged row of the manufacturer,
// costs included, while the catalogue hid them.
let t: TestApp;
let carrier: string;
let viewer: string;
let maker: string;
let admin: string;
let rows: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const manufacturer = await createOrganization(t.db, { type: 'manufacturer' });
  const granted = await createSeries(t.db, { manufacturerId: manufacturer.id, name: 'Granted Line' });
  const viewOnly = await createSeries(t.db, { manufacturerId: manufacturer.id, name: 'Looked Line' });
  await createSeries(t.db, { manufacturerId: manufacturer.id, name: 'Other Line' });
  // Another manufacturer's series of the same name: a grant there reaches nothing here.
  const elsewhere = await createSeries(t.db, { name: 'Other Line' });
  const cookieOf = async (role: string, organizationId: string | null) =>
    sessionCookie(t, (await createUser(t.db, { role, organizationId })).id);
  const distributor = await createOrganization(t.db, { type: 'distributor' });
  await grantSeries(t.db, distributor.id, granted.id, 'can_order');
  await grantSeries(t.db, distributor.id, elsewhere.id, 'can_order');
  const looker = await createOrganization(t.db, { type: 'distributor' });
  await grantSeries(t.db, looker.id, viewOnly.id, 'view_only');
  carrier = await cookieOf('distributor', distributor.id);
  viewer = await cookieOf('distributor', looker.id);
  maker = await cookieOf('manufacturer', manufacturer.id);
  admin = await cookieOf('admin', null);
  const stage = async (name: string, proposedSeriesName: string | null) => {
    const [row] = await t.db
      .insert(stagedProducts)
      .values({
        name,
        sku: name,
        manufacturerId: manufacturer.id,
        proposedSeriesName,
        mfgCost: '-3.10',
        mfgMasterPackCost: '40.00',
        mfgMasterPackQty: 4,
        mapPrice: '99.00',
      })
      .returning();
    return row!.id;
  };
  rows = {
    granted: await stage('GRANTED-1', 'Granted Line'),
    grantedSpelling: await stage('GRANTED-2', '  granted line '),
    looked: await stage('LOOKED-1', 'Looked Line'),
    other: await stage('OTHER-1', 'Other Line'),
    future: await stage('FUTURE-1', 'Not Yet A Line'),
    none: await stage('NONE-1', null),
  };
});
afterAll(async () => {
  await t.close();
});

const list = async (cookie: string) => {
  const answer = await api(t.app).as(cookie).get<StagedListResponse>('/api/scraper/staged?status=all');
  expect(answer.status).toBe(200);
  return answer.json;
};
const preview = (cookie: string, id: string) =>
  api(t.app).as(cookie).get<StagedProduct>(`/api/scraper/staged/${id}`);
const costFieldsOf = (row: object) => STAGED_COST_FIELDS.filter((field) => field in row);

describe('staged rows follow the catalogue', () => {
  it('shows a distributor only the rows of the series it is granted, with their costs', async () => {
    const answer = await list(carrier);
    expect(answer.products.map((p) => p.id).sort()).toEqual([rows.granted, rows.grantedSpelling].sort());
    expect(answer.counts.all).toBe(2);
    for (const row of answer.products) expect(row).toMatchObject({ mfgCost: '-3.10', mfgMasterPackQty: 4 });
    for (const id of [rows.looked!, rows.other!, rows.future!, rows.none!])
      expect((await preview(carrier, id)).status, id).toBe(404);
    expect((await preview(carrier, rows.granted!)).json).toMatchObject({ mfgCost: '-3.10' });
  });

  it('shows a view-only grant its series without cost fields, nor problems quoting them', async () => {
    const answer = await list(viewer);
    expect(answer.products.map((p) => p.id)).toEqual([rows.looked]);
    const [row] = answer.products;
    expect(costFieldsOf(row!)).toEqual([]);
    expect(row!.mapPrice).toBe('99.00');
    expect(row!.problems.map((p) => p.field)).not.toContain('mfgCost');
    const one = await preview(viewer, rows.looked!);
    expect(one.status).toBe(200);
    expect(costFieldsOf(one.json)).toEqual([]);
    expect(JSON.stringify(one.json)).not.toContain('-3.10');
    expect((await preview(viewer, rows.granted!)).status).toBe(404);
  });

  it('shows the manufacturer and admins every row with its costs and problems', async () => {
    for (const cookie of [maker, admin]) {
      const answer = await list(cookie);
      expect(answer.products.length).toBeGreaterThanOrEqual(6);
      for (const row of answer.products) expect(costFieldsOf(row)).toEqual([...STAGED_COST_FIELDS]);
      const looked = answer.products.find((p) => p.id === rows.looked)!;
      expect(looked.problems.map((p) => p.field)).toContain('mfgCost');
    }
  });
});
