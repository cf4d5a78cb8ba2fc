import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { EMULATION_HEADER } from '@crossover/domain/auth';
import type { TestApp } from '@/test/app.ts';
import { type CommerceWorld, createCommerceTestApp } from '@/test/commerce-factories.ts';
import { createOrganization, createProduct, createSeries } from '@/test/factories.ts';
import { EXPORT_PAGE_SIZE } from './export-service.ts';

let t: TestApp;
let world: CommerceWorld;
let cookie: Record<string, string>;

beforeAll(async () => {
  ({ t, world, cookie } = await createCommerceTestApp());
});
afterAll(async () => {
  await t.close();
});

const NON_ADMINS = [
  'manufacturer',
  'distributor',
  'marketing_firm',
  'shop_owner',
  'sales_rep',
  'sales_manager',
];

const download = (query: Record<string, string>, who: string | null = cookie.admin!, headers = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/products/export?${new URLSearchParams(query)}`,
    headers: { ...(who ? { cookie: who } : {}), ...headers },
  });

/** The file's rows as records by header; the BOM is checked and dropped. */
function parse(body: string): { header: string[]; rows: Record<string, string>[] } {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(body.slice(1), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { header: parsed.meta.fields ?? [], rows: parsed.data };
}

let made = 0;
async function manufacturerWithSeries() {
  made += 1;
  const manufacturer = await createOrganization(t.db, { type: 'manufacturer', name: `Export Audio ${made}` });
  const series = await createSeries(t.db, { manufacturerId: manufacturer.id, name: 'Export Series' });
  return { manufacturer, series };
}

describe('GET /api/products/export: who may', () => {
  it('refuses visitors (401), every other role and an emulated one (403)', async () => {
    expect((await download({}, null)).statusCode).toBe(401);
    for (const role of NON_ADMINS) expect((await download({}, cookie[role]!)).statusCode, role).toBe(403);
    const emulated = await download({}, cookie.admin!, { [EMULATION_HEADER]: world.users.distributor.id });
    expect(emulated.statusCode).toBe(403);
  });

  it('names the field of a bad parameter (400)', async () => {
    const response = await download({ sort: 'price; drop table products' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['sort']);
  });
});

describe('GET /api/products/export: the file', () => {
  it("has a header and every matching row past one keyset page, in the list's sort", async () => {
    const { manufacturer, series } = await manufacturerWithSeries();
    const count = EXPORT_PAGE_SIZE + 17;
    await t.db.execute(sql`
      insert into products (name, sku, series_id, manufacturer_id, category, map_price, created_at)
      select 'Export Amp ' || n, 'EXP-' || lpad(n::text, 5, '0'), ${series.id}, ${manufacturer.id},
             'Amplifiers', (n % 500) + 0.5, now() - n * interval '1 second'
      from generate_series(1, ${count}) as n`);
    t.clock.set('2026-03-04T10:00:00Z');
    const response = await download({ manufacturerId: manufacturer.id, sort: 'sku', order: 'desc' });
    t.clock.reset();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="products-2026-03-04.csv"');
    const { header, rows } = parse(response.body);
    expect(header.slice(0, 11)).toEqual([
      'id',
      'sku',
      'name',
      'manufacturerId',
      'manufacturerName',
      'seriesId',
      'seriesName',
      'category',
      'subcategory',
      'status',
      'isActive',
    ]);
    expect(header).toEqual(
      expect.arrayContaining(['mfgCost', 'mapPrice', 'upc', 'weight', 'dimensions', 'createdAt']),
    );
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((r) => r.id)).size).toBe(count);
    const skus = rows.map((r) => r.sku);
    expect(skus).toEqual([...skus].sort().reverse());
    expect(rows[0]).toMatchObject({
      sku: `EXP-${String(count).padStart(5, '0')}`,
      manufacturerName: manufacturer.name,
      seriesName: 'Export Series',
      status: 'active',
      isActive: 'true',
      mapPrice: `${(count % 500) + 0.5}0`,
    });
    const [first] = await t.db
      .execute(sql`select created_at from products where id = ${rows[0]!.id}`)
      .then((r) => (r as unknown as { rows: { created_at: string | Date }[] }).rows);
    expect(rows[0]!.createdAt).toBe(new Date(first!.created_at).toISOString());
    expect(rows[0]!.discontinuedAt).toBe('');
    // The default sort (newest first) pages on (created_at, id) without losing or repeating a row.
    const byDate = parse((await download({ manufacturerId: manufacturer.id })).body).rows;
    expect(byDate).toHaveLength(count);
    expect(byDate.map((r) => r.sku).slice(0, 3)).toEqual(['EXP-00001', 'EXP-00002', 'EXP-00003']);
  });

  it("respects the list's filters: search, category and status", async () => {
    const { manufacturer, series } = await manufacturerWithSeries();
    const make = (values: Parameters<typeof createProduct>[1]) =>
      createProduct(t.db, { seriesId: series.id, ...values });
    const titan = await make({ name: 'Titan Sub 12', category: 'Subwoofers' });
    await make({ name: 'Titan Amp', category: 'Amplifiers' });
    const retired = await make({ name: 'Titan Old Sub', category: 'Subwoofers', status: 'discontinued' });
    await make({ name: 'Other Sub', category: 'Subwoofers' });
    const filtered = (query: Record<string, string>) =>
      download({ manufacturerId: manufacturer.id, ...query }).then((r) =>
        parse(r.body).rows.map((row) => row.id),
      );
    expect(await filtered({ search: 'titan', category: 'Subwoofers' })).toEqual([titan.id]);
    expect(new Set(await filtered({ search: 'titan', category: 'Subwoofers', status: 'all' }))).toEqual(
      new Set([titan.id, retired.id]),
    );
    expect(await filtered({ search: 'titan', status: 'discontinued' })).toEqual([retired.id]);
    expect(await filtered({ search: 'no such product' })).toEqual([]);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const { manufacturer, series } = await manufacturerWithSeries();
    await createProduct(t.db, {
      seriesId: series.id,
      name: '=HYPERLINK("http://evil.test","click")',
      description: '+1+1',
      category: '-2+3',
      subcategory: '@SUM(A1:A2)',
      upc: '\t=1',
      weight: '\r=2',
      dimensions: '10 x 5, "deep"',
    });
    const [row] = parse((await download({ manufacturerId: manufacturer.id })).body).rows;
    expect(row).toMatchObject({
      name: `'=HYPERLINK("http://evil.test","click")`,
      description: `'+1+1`,
      category: `'-2+3`,
      subcategory: `'@SUM(A1:A2)`,
      upc: `'\t=1`,
      weight: `'\r=2`,
      dimensions: '10 x 5, "deep"',
    });
  });
});
