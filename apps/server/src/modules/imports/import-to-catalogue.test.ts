import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { StagedBulkResponse, StagedListResponse } from '@crossover/domain/staged-products';
import { products } from '@/db/schema/products.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { createProduct, createSeries } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';
import { PRODUCT_HEADERS, csvText, productRows, runImport } from '@/test/imports/import-kit.ts';
import { importTestApp } from '@/test/imports/import-test-app.ts';

/**
 * The whole pipeline through the API, as the screens drive it (issue 10): a file with bad rows is
 * imported by the job, its rows wait on Staged Products (New and Update), two are enhanced by the
 * (offline) AI, one keeps the enhanced category, and approval puts them into the catalogue.
 */
const { t, world } = await importTestApp();

const admin = () => api(t.app).as(world.admin);
const stagedOf = async (search: string, status = 'pending') =>
  (await admin().get<StagedListResponse>(`/api/scraper/staged?search=${search}&status=${status}&limit=100`))
    .json.products;

describe('a file from upload to the catalogue', () => {
  it('stages the good rows, enhances two, and approves them as new and updated products', async () => {
    // One SKU is already in the catalogue (an update); two rows are bad (no SKU, a SKU too long).
    const series = await createSeries(t.db, { manufacturerId: world.manufacturerId, name: 'Storm' });
    await createProduct(t.db, {
      sku: 'PIPE-3',
      name: 'Amplifier 3 (old name)',
      manufacturerId: world.manufacturerId,
      seriesId: series.id,
    });
    const rows = productRows('PIPE', 6);
    rows.push(['', 'No SKU here', 'Storm', 'Amplifiers', '1.00', '2.00', '1', 'active']);
    rows.push([`PIPE-${'X'.repeat(96)}`, 'SKU too long', 'Storm', 'Amplifiers', '5', '2.00', '1', 'active']);
    // A row as a manufacturer's file has it: lower case, abbreviated, no category.
    rows.push(['PIPE-SUB', 'storm 12in dvc sub 4 ohm', 'Storm', '', '80.00', '149.99', '1', 'active']);
    const done = await runImport(t, world, csvText([PRODUCT_HEADERS, ...rows]));
    expect(done).toMatchObject({ status: 'staged', totalRows: 9, recordsStaged: 7, recordsFailed: 2 });

    const staged = await stagedOf('PIPE');
    expect(staged.map((row) => row.sku).sort()).toEqual(
      ['PIPE-1', 'PIPE-2', 'PIPE-3', 'PIPE-4', 'PIPE-5', 'PIPE-6', 'PIPE-SUB'].sort(),
    );
    expect(staged.find((row) => row.sku === 'PIPE-3')!.isNewSku).toBe(false);
    expect(staged.filter((row) => row.isNewSku)).toHaveLength(6);

    // Two rows enhanced by the job; the abbreviated one gets a category it did not have.
    const sub = staged.find((row) => row.sku === 'PIPE-SUB')!;
    const other = staged.find((row) => row.sku === 'PIPE-1')!;
    const enhance = await admin().post('/api/ai-enhancement/batch', { stagedProductIds: [sub.id, other.id] });
    expect(enhance.status, enhance.raw.body).toBe(202);
    await t.jobs.drain();
    const enhanced = (await stagedOf('PIPE-SUB'))[0]!;
    expect(enhanced).toMatchObject({ aiEnhancementStatus: 'completed', category: null });
    expect(enhanced.aiEnhancedCategory).toBe('Subwoofers');
    expect(enhanced.aiEnhancedName).toMatch(/Subwoofer/);

    // Keep the enhanced category (not the name), then approve all seven with the AI choices.
    const toggled = await admin().post(`/api/ai-enhancement/toggle/${sub.id}`, { useAiCategory: true });
    expect(toggled.status, toggled.raw.body).toBe(200);
    const approved = await admin().post<StagedBulkResponse>('/api/scraper/staged-bulk', {
      action: 'approve',
      productIds: staged.map((row) => row.id),
      useAiEnhancements: true,
    });
    expect(approved.status, approved.raw.body).toBe(200);
    expect(approved.json.approved).toBe(7);

    const inCatalogue = await t.db
      .select({
        sku: products.sku,
        name: products.name,
        category: products.category,
        series: productSeries.name,
        mfgCost: products.mfgCost,
      })
      .from(products)
      .innerJoin(productSeries, eq(productSeries.id, products.seriesId))
      .where(inArray(products.sku, ['PIPE-1', 'PIPE-3', 'PIPE-SUB']));
    expect(inCatalogue).toHaveLength(3);
    const bySku = new Map(inCatalogue.map((row) => [row.sku, row]));
    // The existing SKU is updated in place; the abbreviated row keeps its own name, the AI category.
    expect(bySku.get('PIPE-3')).toMatchObject({ name: 'Amplifier 3', series: 'Storm', mfgCost: '3000.50' });
    expect(bySku.get('PIPE-SUB')).toMatchObject({ name: 'storm 12in dvc sub 4 ohm', category: 'Subwoofers' });
    expect(bySku.get('PIPE-1')).toMatchObject({ name: 'Amplifier 1', category: 'Amplifiers' });
    expect(await stagedOf('PIPE')).toEqual([]);
    expect(await stagedOf('PIPE', 'approved')).toHaveLength(7);
  });
});
