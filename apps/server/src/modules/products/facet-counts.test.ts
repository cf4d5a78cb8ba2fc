import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '@/db/database.ts';
import { products } from '@/db/schema/products.ts';
import { createOrganization, createProduct, createSeries } from '@/test/factories.ts';
import { csvText, PRODUCT_HEADERS, runImport, stagedOf } from '@/test/imports/import-kit.ts';
import { importTestApp } from '@/test/imports/import-test-app.ts';
import { api } from '@/test/inject.ts';
import { foldFacetCounts } from './facet-counts-repo.ts';

/**
 * The facet count table (migration 0022, decision 0047) against a fresh GROUP BY of the products,
 * after the writes that change products: import and approval (insert and upsert), bulk update,
 * discontinue, edit, delete, bulk delete; and, on PostgreSQL, writers running at the same time.
 */
const { t, world } = await importTestApp();
const admin = () => api(t.app).as(world.admin);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

type Key = { facet: string; value: string; value2: string; lifecycle: string; count: number };

/** The table's totals per key. */
const tableCounts = () =>
  queryRows<Key>(
    t.db,
    sql`select facet, value, value2, lifecycle, sum(count)::int as count from product_facet_counts
        group by 1, 2, 3, 4 having sum(count) <> 0 order by 1, 2, 3, 4`,
  );

/** The same, counted from the products now (written independently of the triggers' SQL). */
const freshCounts = () =>
  queryRows<Key>(
    t.db,
    sql`with p as (
          select coalesce(category, '') as category, coalesce(subcategory, '') as subcategory,
                 manufacturer_id, series_id,
                 case when status = 'discontinued' then 'discontinued'
                      when is_active then 'active' else 'inactive' end as lifecycle
          from products)
        select * from (
          select 'category' as facet, category as value, subcategory as value2, lifecycle, count(*)::int as count
            from p group by 2, 3, 4
          union all
          select 'manufacturer', manufacturer_id, '', lifecycle, count(*)::int from p group by 2, 4
          union all
          select 'series', series_id, '', lifecycle, count(*)::int from p group by 2, 4) as all_keys
        order by 1, 2, 3, 4`,
  );

async function expectTableMatchesProducts() {
  const fresh = await freshCounts();
  expect(fresh.length).toBeGreaterThan(0);
  expect(await tableCounts()).toEqual(fresh);
}

/** A file of `count` products of one category, SKUs `${prefix}-n`. */
const file = (prefix: string, count: number, category: string, status = 'active') =>
  csvText([
    [...PRODUCT_HEADERS],
    ...Array.from({ length: count }, (_, i) => [
      `${prefix}-${i + 1}`,
      `${category} ${i + 1}`,
      'Storm',
      category,
      '10.00',
      '19.99',
      '1',
      status,
    ]),
  ]);

async function importAndApprove(data: string) {
  const entry = await runImport(t, world, data);
  const staged = await stagedOf(t, entry.id);
  expect(staged.length).toBeGreaterThan(0);
  const approval = await admin().post('/api/scraper/staged-bulk', {
    action: 'approve',
    productIds: staged.map((s) => s.id),
  });
  expect(approval.status, approval.raw.body).toBe(200);
}

const idsOf = async (skuPrefix: string) =>
  (
    await t.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.sku} like ${`${skuPrefix}-%`}`)
  ).map((r) => r.id);

describe('the facet count table', () => {
  it('equals a fresh GROUP BY after imports, approvals, bulk updates, edits and deletes', async () => {
    await importAndApprove(file('FCA', 12, 'Amplifiers'));
    await expectTableMatchesProducts();
    // The same SKUs again with another category: approval's upsert updates them.
    await importAndApprove(file('FCA', 8, 'Subwoofers'));
    await expectTableMatchesProducts();

    const ids = await idsOf('FCA');
    expect(ids).toHaveLength(12);
    const bulk = await admin().put('/api/products/bulk-update', {
      productIds: ids.slice(0, 6),
      updates: { category: 'Speakers', subcategory: 'Coaxial Speakers', isActive: false },
    });
    expect(bulk.status, bulk.raw.body).toBe(200);
    await expectTableMatchesProducts();

    const discontinued = await admin().put(`/api/products/${ids[6]}/status`, {
      status: 'discontinued',
      reason: 'Replaced',
    });
    expect(discontinued.status, discontinued.raw.body).toBe(200);
    await expectTableMatchesProducts();

    // An edit moving a product to another manufacturer's series; one changing only its price.
    const maker = await createOrganization(t.db, { type: 'manufacturer', name: 'Facet Maker' });
    const series = await createSeries(t.db, { manufacturerId: maker.id, name: 'Facet Line' });
    await t.db
      .update(products)
      .set({ manufacturerId: maker.id, seriesId: series.id })
      .where(eq(products.id, ids[7]!));
    await t.db.update(products).set({ mapPrice: '12.00' }).where(inArray(products.id, ids));
    await createProduct(t.db, { seriesId: series.id, manufacturerId: maker.id, category: null });
    await expectTableMatchesProducts();

    expect((await admin().delete(`/api/products/${ids[8]}`)).status).toBeLessThan(300);
    const bulkDelete = await t.app.inject({
      method: 'DELETE',
      url: '/api/products/bulk-delete',
      headers: { cookie: world.admin },
      payload: { productIds: ids.slice(9, 11) },
    });
    expect(bulkDelete.statusCode, bulkDelete.body).toBe(200);
    await expectTableMatchesProducts();

    // Folding merges the delta rows and changes no total.
    const before = await tableCounts();
    expect(await foldFacetCounts(t.db)).toBeGreaterThan(0);
    expect(await tableCounts()).toEqual(before);
    const [{ rows, keys }] = (await queryRows<{ rows: number; keys: number }>(
      t.db,
      sql`select count(*)::int as rows, count(distinct (facet, value, value2, lifecycle))::int as keys
          from product_facet_counts`,
    )) as [{ rows: number; keys: number }];
    expect(rows).toBe(keys);
    await expectTableMatchesProducts();
  });

  it.skipIf(!onPostgres)(
    'loses no count and deadlocks no writer when transactions and requests run at the same time',
    async () => {
      const maker = await createOrganization(t.db, { type: 'manufacturer', name: 'Busy Maker' });
      const lines = await Promise.all(
        ['A', 'B'].map((name) => createSeries(t.db, { manufacturerId: maker.id, name: `Busy ${name}` })),
      );
      // Every writer touches the same few keys (two series, two categories), in opposite orders.
      const writer = (n: number) =>
        t.db.transaction(async (tx) => {
          const [first, second] = n % 2 ? [lines[0]!, lines[1]!] : [lines[1]!, lines[0]!];
          const make = (series: typeof first, i: number) => ({
            name: `Busy ${n}-${i}`,
            sku: `BUSY-${n}-${i}`,
            manufacturerId: maker.id,
            seriesId: series.id,
            category: i % 2 ? 'Amplifiers' : 'Speakers',
          });
          const inserted = await tx
            .insert(products)
            .values(Array.from({ length: 10 }, (_, i) => make(first, i)))
            .returning({ id: products.id });
          await tx.execute(sql`select pg_sleep(0.05)`);
          await tx
            .insert(products)
            .values(Array.from({ length: 10 }, (_, i) => make(second, i + 10)))
            .returning({ id: products.id });
          await tx.execute(sql`select pg_sleep(0.05)`);
          await tx
            .update(products)
            .set({ seriesId: second.id, isActive: false })
            .where(
              inArray(
                products.id,
                inserted.slice(0, 5).map((r) => r.id),
              ),
            );
          await tx.delete(products).where(eq(products.id, inserted[9]!.id));
        });
      const results = await Promise.allSettled(Array.from({ length: 8 }, (_, n) => writer(n)));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      await expectTableMatchesProducts();

      // Parallel bulk updates through the API, each on its own products, on the same keys.
      const busy = await idsOf('BUSY');
      expect(busy.length).toBe(8 * 19);
      const requests = await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          admin().put('/api/products/bulk-update', {
            productIds: busy.slice(n * 20, n * 20 + 20),
            updates: { category: n % 2 ? 'Speakers' : 'Amplifiers', isActive: n % 3 === 0 },
          }),
        ),
      );
      expect(requests.map((r) => r.status)).toEqual(Array<number>(6).fill(200));
      // A fold running beside writers keeps every count.
      await Promise.all([foldFacetCounts(t.db), importAndApprove(file('BUSYIMP', 20, 'Processors'))]);
      await expectTableMatchesProducts();
    },
  );
});
