import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database.ts';
import { distributorPricing } from '@/db/schema/distributor-pricing.ts';
import { createTestDatabase } from '@/test/database.ts';
import { createOrganization, createProduct } from '@/test/factories.ts';
import { validatePriceList } from './validate.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const row = (rowNumber: number, sku: string, cost: string | null, distPartNumber: string | null = 'D-1') => ({
  rowNumber,
  sku,
  distPartNumber,
  cost,
  mpqCost: null,
});

describe('validatePriceList', () => {
  it("compares with the distributor's own cost, matches SKUs ignoring case and errs on unknown ones", async () => {
    const { db } = database;
    const distributor = await createOrganization(db, { type: 'distributor' });
    const other = await createOrganization(db, { type: 'distributor' });
    const priced = await createProduct(db, { distributorCost: '100.00' });
    const unpriced = await createProduct(db, { distributorCost: '100.00' });
    await db.insert(distributorPricing).values([
      { productId: priced.id, distributorId: distributor.id, distCost: '10.00' },
      // Another distributor's cost is not this one's.
      { productId: unpriced.id, distributorId: other.id, distCost: '1.00' },
    ]);
    const rows = await validatePriceList(
      db,
      [
        row(3, priced.sku.toLowerCase(), '20.00'),
        row(4, unpriced.sku, '20.00', null),
        row(5, 'NO-SUCH-SKU', '1.00'),
      ],
      { organizationId: distributor.id },
    );
    expect(rows.length).toBe(3);
    expect(rows[0]).toMatchObject({
      rowNumber: 3,
      status: 'warning',
      productId: priced.id,
      currentCost: '10.00',
      message: 'Cost moves 100% from the current $10.00 to $20.00',
    });
    expect(rows[1]).toMatchObject({ status: 'warning', productId: unpriced.id, currentCost: null });
    expect(rows[1]!.message).toBe('Distributor Part Number is missing');
    expect(rows[2]).toMatchObject({ status: 'error', message: "SKU 'NO-SUCH-SKU' is not in the catalogue" });
  });

  it("compares with the catalogue's reference cost when the list has no organization", async () => {
    const { db } = database;
    const product = await createProduct(db, { distributorCost: '100.00' });
    const rows = await validatePriceList(
      db,
      [row(2, product.sku, '120.00'), row(3, product.sku.toUpperCase(), '40.00')],
      { organizationId: null },
    );
    expect(rows.map((r) => [r.status, r.currentCost, r.message])).toEqual([
      ['error', '100.00', 'The SKU is listed again on row 3, which is used instead'],
      ['warning', '100.00', 'Cost moves 60% from the current $100.00 to $40.00'],
    ]);
  });

  it('answers nothing for nothing', async () => {
    expect(await validatePriceList(database.db, [], { organizationId: null })).toEqual([]);
  });
});
