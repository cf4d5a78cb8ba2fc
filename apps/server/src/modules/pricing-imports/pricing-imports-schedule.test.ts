import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '@/db/schema/audit-log.ts';
import { pricingImports } from '@/db/schema/pricing-imports.ts';
import { priceImportTestApp } from '@/test/pricing/price-import-kit.ts';

/** Effective and expiration dates, driven by the app's clock (issue 16). */
const { t, freshProduct, row, processList, detail, shopPrice } = await priceImportTestApp();
/** The registered job, as its cron runs it, on the app's context (and so its clock). */
const runSchedule = () => t.jobs.runScheduled('pricing-schedule');
afterEach(() => t.clock.reset());

describe('an import with a future effective date', () => {
  it('changes nothing until its day, is applied by the scheduled job then, and reverted at its expiration', async () => {
    const amp = await freshProduct();
    t.clock.set('2031-03-01T09:00:00Z');
    const started = await processList('distributor', [row(amp.sku, '90.00')], {
      effectiveDate: '2031-03-10',
      expirationDate: '2031-03-20',
    });
    const scheduled = await detail(started.importId);
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      effectiveDate: '2031-03-10',
      expirationDate: '2031-03-20',
      appliedAt: null,
      canRollBack: true,
    });
    expect(scheduled.changes.map((c) => [c.fieldName, c.oldValue, c.newValue, c.state])).toEqual([
      ['distCost', null, '90.00', 'scheduled'],
      ['distPartNumber', null, `D-${amp.sku}`, 'scheduled'],
    ]);
    expect(await shopPrice(amp)).toBe('120.00');

    t.clock.set('2031-03-09T23:59:00Z');
    await runSchedule();
    expect((await detail(started.importId)).status).toBe('scheduled');

    t.clock.set('2031-03-10T00:05:00Z');
    await runSchedule();
    const applied = await detail(started.importId);
    expect(applied.status).toBe('completed');
    expect(applied.appliedAt).toBe('2031-03-10T00:05:00.000Z');
    expect(applied.changes.map((c) => [c.fieldName, c.oldValue, c.newValue, c.state])).toEqual([
      ['distCost', '120.00', '90.00', 'applied'],
      ['distPartNumber', null, `D-${amp.sku}`, 'applied'],
    ]);
    expect(await shopPrice(amp)).toBe('90.00');

    t.clock.set('2031-03-20T00:00:00Z');
    await runSchedule();
    const expired = await detail(started.importId);
    expect(expired).toMatchObject({
      status: 'expired',
      expiredAt: '2031-03-20T00:00:00.000Z',
      canRollBack: false,
    });
    expect(expired.changes.map((c) => c.state)).toEqual(['expired', 'expired']);
    expect(await shopPrice(amp)).toBe('120.00');
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, started.importId))).map(
      (e) => e.action,
    );
    expect(actions.sort()).toEqual([
      'pricing_import.applied',
      'pricing_import.expired',
      'pricing_import.process',
      'pricing_import.scheduled',
    ]);
  });

  it('is applied by the registered scheduled job (pricing-schedule) once its date has passed', async () => {
    const amp = await freshProduct();
    t.clock.set('2020-06-01T12:00:00Z');
    const started = await processList('distributor', [row(amp.sku, '88.00')], {
      effectiveDate: '2020-06-02',
    });
    expect((await detail(started.importId)).status).toBe('scheduled');
    t.clock.reset();
    await t.jobs.runScheduled('pricing-schedule');
    expect((await detail(started.importId)).status).toBe('completed');
    expect(await shopPrice(amp)).toBe('88.00');
  });

  it('keeps, at expiry, the value a later import set since, and notes it on the import', async () => {
    const amp = await freshProduct();
    t.clock.set('2032-01-05T10:00:00Z');
    const first = await processList('distributor', [row(amp.sku, '95.00')], {
      filename: 'january.csv',
      effectiveDate: '2032-01-05',
      expirationDate: '2032-01-31',
    });
    t.clock.set('2032-01-10T10:00:00Z');
    await processList('distributor', [row(amp.sku, '97.00', `D-${amp.sku}`)], { filename: 'correction.csv' });
    expect(await shopPrice(amp)).toBe('97.00');

    t.clock.set('2032-01-31T00:01:00Z');
    await runSchedule();
    expect((await detail(first.importId)).status).toBe('expired');
    // The cost the later list set stays; the part number (unchanged by the later list) is reverted.
    expect(await shopPrice(amp)).toBe('97.00');
    const [stored] = await t.db.select().from(pricingImports).where(eq(pricingImports.id, first.importId));
    expect(stored!.changes).toMatchObject({ keptOnExpiry: 1 });
  });
});
