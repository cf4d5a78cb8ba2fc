import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database.ts';
import { createPricingRule } from '@/test/commerce-factories.ts';
import { createTestDatabase } from '@/test/database.ts';
import { createProduct, createSeries } from '@/test/factories.ts';
import { createProductsService } from '@/modules/products/service.ts';
import { type OfferBuyer, readOfferInputs } from './offer-inputs.ts';

// readOfferInputs matches the rules' targets against an array parameter per kind: this checks
// each kind (and the arrays' encoding) on the embedded database and, in CI, on PostgreSQL.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const DAY = 86_400_000;
// An admin gets a price for every product and has no organization: the reader reads only rules.
const admin: OfferBuyer = { kind: 'admin', organizationId: null, organizationType: null };

/** The names of the rules the reader reads for these products at `at`. */
async function ruleNames(db: Database['db'], productIds: string[], at: Date): Promise<string[]> {
  const rows = await createProductsService({ db }).findRows(productIds);
  expect(rows.length).toBeGreaterThan(0);
  const inputs = await readOfferInputs(db, admin, rows, { at, availability: false });
  return inputs.rules.map((rule) => rule.name).sort();
}

describe('readOfferInputs reads the rules', () => {
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

    expect(await ruleNames(db, [product.id], now)).toEqual(expected.map((rule) => rule.name).sort());
  });

  it('matches no category rule for a product without a category (an empty category list)', async () => {
    const { db } = database;
    const at = new Date();
    const product = await createProduct(db, { category: null });
    await createPricingRule(db, { name: 'only this product', productId: product.id });
    await createPricingRule(db, { name: 'a category', category: 'Amplifiers', applyTo: 'category' });
    expect(await ruleNames(db, [product.id], at)).toEqual(['only this product']);
  });
});
