import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database.ts';
import { createPricingRule } from '@/test/commerce-factories.ts';
import { createTestDatabase } from '@/test/database.ts';
import { createProduct, createSeries } from '@/test/factories.ts';
import { candidateRules } from './repo.ts';

// candidateRules is one prepared statement with an array parameter per target kind: this checks
// each kind (and the arrays' encoding) on the embedded database and, in CI, on PostgreSQL.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const DAY = 86_400_000;

describe('candidateRules', () => {
  it('finds the live rules aimed at the products, their series, manufacturers, categories or everything', async () => {
    const { db } = database;
    const now = new Date('2031-03-01T12:00:00Z');
    const product = await createProduct(db, { category: 'Amplifiers' });
    const other = await createProduct(db, { category: 'Speakers' });
    const otherSeries = await createSeries(db);
    const from = new Date(now.getTime() - DAY);
    const live = { validFrom: from, validTo: new Date(now.getTime() + DAY) };
    const expected = await Promise.all([
      createPricingRule(db, { ...live, name: 'product', productId: product.id }),
      createPricingRule(db, { ...live, name: 'series', seriesId: product.seriesId, applyTo: 'series' }),
      createPricingRule(db, {
        ...live,
        name: 'manufacturer',
        manufacturerId: product.manufacturerId,
        applyTo: 'manufacturer',
      }),
      // Categories compare without regard to case, as the price engine does.
      createPricingRule(db, { ...live, name: 'category', category: 'AMPLIFIERS', applyTo: 'category' }),
      createPricingRule(db, { validFrom: from, name: 'everything, open-ended', applyTo: 'all' }),
    ]);
    await Promise.all([
      createPricingRule(db, { ...live, name: 'another product', productId: other.id }),
      createPricingRule(db, { ...live, name: 'another series', seriesId: otherSeries.id }),
      createPricingRule(db, { ...live, name: 'another category', category: 'Speakers' }),
      createPricingRule(db, { ...live, name: 'inactive', productId: product.id, isActive: false }),
      createPricingRule(db, {
        name: 'expired',
        productId: product.id,
        validFrom: new Date(now.getTime() - 3 * DAY),
        validTo: new Date(now.getTime() - DAY),
      }),
      createPricingRule(db, {
        name: 'not yet',
        productId: product.id,
        validFrom: new Date(now.getTime() + DAY),
      }),
    ]);

    const found = await candidateRules(
      db,
      {
        productIds: [product.id, product.id],
        seriesIds: [product.seriesId],
        manufacturerIds: [product.manufacturerId],
        categories: ['Amplifiers'],
      },
      now,
    );
    expect(found.map((rule) => rule.name).sort()).toEqual(expected.map((rule) => rule.name).sort());
  });

  it('answers nothing without products, and takes empty target lists', async () => {
    const { db } = database;
    const at = new Date();
    expect(
      await candidateRules(db, { productIds: [], seriesIds: [], manufacturerIds: [], categories: [] }, at),
    ).toEqual([]);
    const product = await createProduct(db);
    const rule = await createPricingRule(db, { name: 'only this product', productId: product.id });
    const found = await candidateRules(
      db,
      { productIds: [product.id], seriesIds: [], manufacturerIds: [], categories: [] },
      at,
    );
    expect(found.map((r) => r.id)).toContain(rule.id);
  });
});
