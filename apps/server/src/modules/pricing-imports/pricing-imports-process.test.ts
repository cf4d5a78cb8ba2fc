import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PricingImportSummary } from '@crossover/domain/pricing/price-imports';
import { PRICING_IMPORT_MESSAGES } from '@crossover/domain/pricing/price-imports';
import { auditLog } from '@/db/schema/audit-log.ts';
import { distributorPricing } from '@/db/schema/distributor-pricing.ts';
import { products } from '@/db/schema/products.ts';
import { api } from '@/test/inject.ts';
import { priceImportTestApp } from '@/test/pricing/price-import-kit.ts';
import { pricingJobHooks } from './process-job.ts';

const { t, world, other, as, freshProduct, row, processList, detail, shopPrice } = await priceImportTestApp();

const distPrice = async (productId: string, distributorId = world.orgs.distributor.id) => {
  const [found] = await t.db
    .select()
    .from(distributorPricing)
    .where(
      and(eq(distributorPricing.productId, productId), eq(distributorPricing.distributorId, distributorId)),
    );
  return found;
};
const body = (overrides: object = {}) => ({
  pricingData: [row(world.products.amp.sku, '99.00')],
  effectiveDate: t.clock.now().toISOString().slice(0, 10),
  expirationDate: null,
  filename: 'prices.csv',
  ...overrides,
});

describe('who may process, list and roll back price lists', () => {
  it('answers 401 to visitors', async () => {
    const anonymous = api(t.app);
    expect((await anonymous.post('/api/pricing-import/process', body())).status).toBe(401);
    expect((await anonymous.get('/api/pricing-imports')).status).toBe(401);
    expect((await anonymous.get('/api/pricing-imports/x')).status).toBe(401);
    expect((await anonymous.post('/api/pricing-imports/x/rollback', { reason: 'r' })).status).toBe(401);
  });

  it('refuses processing to every role but admins and distributors', async () => {
    for (const role of ['shop_owner', 'manufacturer', 'marketing_firm', 'sales_rep', 'sales_manager']) {
      const { status } = await as(role).post('/api/pricing-import/process', body());
      expect(status, role).toBe(403);
    }
  });

  it('lets marketing firms read the history but not shop owners or manufacturers', async () => {
    expect((await as('marketing_firm').get('/api/pricing-imports')).status).toBe(200);
    expect((await as('shop_owner').get('/api/pricing-imports')).status).toBe(403);
    expect((await as('manufacturer').get('/api/pricing-imports')).status).toBe(403);
  });

  it("refuses a distributor another organization's prices, and an admin a target that is no distributor", async () => {
    const mine = await as('distributor').post(
      '/api/pricing-import/process',
      body({ organizationId: other.id }),
    );
    expect(mine.status).toBe(403);
    const shop = await as('admin').post(
      '/api/pricing-import/process',
      body({ organizationId: world.orgs.shop.id }),
    );
    expect(shop.status).toBe(400);
    expect(shop.json).toMatchObject({
      errors: { organizationId: PRICING_IMPORT_MESSAGES.organizationNotDistributor },
    });
  });
});

describe('POST /api/pricing-import/process: bad requests', () => {
  it('names the date field that is missing or wrong', async () => {
    const cases: [object, string, string][] = [
      [{ effectiveDate: undefined }, 'effectiveDate', PRICING_IMPORT_MESSAGES.effectiveDateRequired],
      [{ effectiveDate: '2026-13-01' }, 'effectiveDate', PRICING_IMPORT_MESSAGES.dateFormat],
      [{ effectiveDate: '01/02/2026' }, 'effectiveDate', PRICING_IMPORT_MESSAGES.dateFormat],
      [
        { effectiveDate: '2031-05-10', expirationDate: '2031-05-10' },
        'expirationDate',
        PRICING_IMPORT_MESSAGES.expirationAfterEffective,
      ],
      [
        { effectiveDate: '2020-01-01', expirationDate: '2020-02-01' },
        'expirationDate',
        PRICING_IMPORT_MESSAGES.expirationInPast,
      ],
      [{ pricingData: [] }, 'pricingData', PRICING_IMPORT_MESSAGES.noRows],
      [{ pricingData: [{ sku: 'X' }] }, 'pricingData.0.rowNumber', ''],
    ];
    for (const [overrides, field, message] of cases) {
      const { status, json } = await as('distributor').post<{
        message: string;
        errors: Record<string, string>;
      }>('/api/pricing-import/process', body(overrides));
      expect(status, field).toBe(400);
      expect(Object.keys(json.errors)).toContain(field);
      if (message) expect(json.errors[field]).toBe(message);
    }
  });
});

describe('a distributor processing its price list', () => {
  it('re-validates the rows, applies the good ones through the job and the shop owner pays the new price', async () => {
    const amp = await freshProduct();
    const sub = await freshProduct();
    expect(await shopPrice(amp)).toBe('120.00');
    // The client claims every row is fine; the server finds the unknown SKU and the missing part number.
    const rows = [
      { ...row(amp.sku, '99.5'), status: 'success' },
      { ...row('NO-SUCH-SKU', '10.00'), status: 'success' },
      { ...row(sub.sku, '121.00', null, '118.00'), status: 'success' },
    ];
    const started = await processList('distributor', rows, { filename: 'march.csv' });
    expect(started.status).toBe('processing');
    expect(started.stats).toEqual({ total: 3, processed: 3, successful: 1, errors: 1, warnings: 1 });
    expect(started.data.map((r) => r.status)).toEqual(['success', 'error', 'warning']);

    const done = await detail(started.importId, 'distributor');
    expect(done).toMatchObject({
      status: 'completed',
      organizationId: world.orgs.distributor.id,
      filename: 'march.csv',
      recordsProcessed: 3,
      recordsSuccessful: 2,
      recordsFailed: 1,
      progress: null,
      canRollBack: true,
    });
    expect(done.appliedAt).not.toBeNull();
    const changes = done.changes.map((c) => [c.sku, c.fieldName, c.oldValue, c.newValue, c.state]);
    expect(changes).toHaveLength(4);
    expect(changes).toEqual(
      expect.arrayContaining([
        [amp.sku, 'distCost', '120.00', '99.50', 'applied'],
        [amp.sku, 'distPartNumber', null, `D-${amp.sku}`, 'applied'],
        [sub.sku, 'distCost', '120.00', '121.00', 'applied'],
        [sub.sku, 'distMasterPack', '115.00', '118.00', 'applied'],
      ]),
    );
    expect(done.changes[0]!.productName).toMatch(/Test Amplifier/);
    expect(await distPrice(amp.id)).toMatchObject({ distCost: '99.50', distPartNumber: `D-${amp.sku}` });
    expect(await shopPrice(amp)).toBe('99.50');

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, started.importId));
    expect(entries.map((e) => e.action).sort()).toEqual(['pricing_import.applied', 'pricing_import.process']);
  });

  it('records no change for a field already at its value, and creates the row of a product it had none for', async () => {
    const amp = await freshProduct();
    await t.db.delete(distributorPricing).where(eq(distributorPricing.productId, amp.id));
    const same = await freshProduct();
    const started = await processList('distributor', [row(amp.sku, '80.00'), row(same.sku, '120.00', null)]);
    const done = await detail(started.importId);
    expect(done.changes.map((c) => [c.sku, c.fieldName, c.oldValue, c.newValue])).toEqual([
      [amp.sku, 'distCost', null, '80.00'],
      [amp.sku, 'distPartNumber', null, `D-${amp.sku}`],
    ]);
    expect(await distPrice(amp.id)).toMatchObject({ distCost: '80.00', isActive: true });
  });

  it("shows a distributor its own imports only, and refuses it another distributor's", async () => {
    const amp = await freshProduct();
    const adminImport = await processList('admin', [row(amp.sku, '70.00')], { organizationId: other.id });
    const own = await processList('distributor', [row(amp.sku, '71.00')]);
    const { json } = await as('distributor').get<{ imports: PricingImportSummary[] }>('/api/pricing-imports');
    expect(json.imports.length).toBeGreaterThan(0);
    expect(json.imports.every((i) => i.organizationId === world.orgs.distributor.id)).toBe(true);
    expect(json.imports.map((i) => i.id)).toContain(own.importId);
    expect((await as('distributor').get(`/api/pricing-imports/${adminImport.importId}`)).status).toBe(403);
    const all = await as('marketing_firm').get<{ imports: PricingImportSummary[] }>('/api/pricing-imports');
    const seen = all.json.imports.find((i) => i.id === adminImport.importId);
    expect(seen).toMatchObject({ organizationName: 'Other Distributor', canRollBack: false });
    expect((await distPrice(amp.id, other.id))?.distCost).toBe('70.00');
  });

  it("lets an admin change the catalogue's reference columns (no organization)", async () => {
    const amp = await freshProduct();
    const started = await processList('admin', [row(amp.sku, '55.00', 'REF-1', '50.00')], {
      organizationId: null,
    });
    const [after] = await t.db.select().from(products).where(eq(products.id, amp.id));
    expect(after).toMatchObject({
      distributorCost: '55.00',
      distributorMpqCost: '50.00',
      distributorPartNumber: 'REF-1',
    });
    const done = await detail(started.importId);
    expect(done.organizationId).toBeNull();
    expect(done.changes.map((c) => c.fieldName).sort()).toEqual([
      'distributorCost',
      'distributorMpqCost',
      'distributorPartNumber',
    ]);
    expect((await distPrice(amp.id))?.distCost).toBe('120.00');
  });
});

describe('a price-list job that keeps failing', () => {
  it('ends failed with its reason after the last attempt, nothing of the failed round applied', async () => {
    const amp = await freshProduct();
    pricingJobHooks.inRound = () => {
      throw new Error('the disk is full');
    };
    try {
      const started = await processList('distributor', [row(amp.sku, '60.00')]);
      const failed = await detail(started.importId);
      expect(failed).toMatchObject({ status: 'failed', canRollBack: false, changes: [] });
      expect(failed.failureReason).toContain('the disk is full');
      expect(await shopPrice(amp)).toBe('120.00');
    } finally {
      pricingJobHooks.inRound = undefined;
    }
  });
});
