import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRICING_IMPORT_MESSAGES } from '@crossover/domain/pricing/price-imports';
import { auditLog } from '@/db/schema/audit-log.ts';
import { pricingChanges } from '@/db/schema/pricing-changes.ts';
import { pricingImports } from '@/db/schema/pricing-imports.ts';
import { pricingRules } from '@/db/schema/pricing-rules.ts';
import { createPricingRule } from '@/test/commerce-factories.ts';
import { priceImportTestApp } from '@/test/pricing/price-import-kit.ts';
import { rollbackRounds } from './rollback-job.ts';

const { t, world, other, as, freshProduct, row, processList, detail, rollback, shopPrice } =
  await priceImportTestApp();

describe('POST /api/pricing-imports/{id}/rollback', () => {
  it('requires a non-blank reason', async () => {
    const amp = await freshProduct();
    const started = await processList('distributor', [row(amp.sku, '99.00')]);
    for (const reason of ['', '   ']) {
      const { status, json } = await rollback(started.importId, 'distributor', reason);
      expect(status).toBe(400);
      expect(json).toMatchObject({
        message: PRICING_IMPORT_MESSAGES.rollbackReasonRequired,
        errors: { reason: PRICING_IMPORT_MESSAGES.rollbackReasonRequired },
      });
    }
    const missing = await as('distributor').post(`/api/pricing-imports/${started.importId}/rollback`, {});
    expect(missing.status).toBe(400);
    expect((await detail(started.importId)).status).toBe('completed');
  });

  it('refuses marketing firms, shop owners and another distributor; 404 for an unknown import', async () => {
    const amp = await freshProduct();
    const started = await processList('distributor', [row(amp.sku, '98.00')]);
    for (const role of ['marketing_firm', 'shop_owner', 'manufacturer', 'other_distributor'])
      expect((await rollback(started.importId, role)).status, role).toBe(403);
    expect((await rollback('no-such-import')).status).toBe(404);
    expect(await shopPrice(amp)).toBe('98.00');
  });

  it('restores every old value, marks the changes and the import rolled back, with its audit entry', async () => {
    const amp = await freshProduct();
    const started = await processList('distributor', [row(amp.sku, '91.00', 'P-1', '89.00')]);
    expect(await shopPrice(amp)).toBe('91.00');
    const { status, json } = await rollback(started.importId, 'distributor', '  Wrong supplier file  ');
    expect(status).toBe(200);
    expect(json).toMatchObject({
      status: 'rolled_back',
      rollbackReason: 'Wrong supplier file',
      canRollBack: false,
    });
    expect(json.rolledBackAt).not.toBeNull();
    expect(json.rolledBackByName).not.toBeNull();
    expect(await shopPrice(amp)).toBe('120.00');
    const after = await detail(started.importId);
    expect(after.changes).toHaveLength(3);
    expect(after.changes.every((c) => c.isRolledBack && c.rolledBackAt !== null)).toBe(true);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, started.importId));
    expect(entries.find((e) => e.action === 'pricing_import.rollback')?.details).toMatchObject({
      reason: 'Wrong supplier file',
      changes: 3,
    });
    // Rolled back once: not again.
    expect((await rollback(started.importId, 'distributor')).status).toBe(409);
  });

  it('refuses while a later import changed the same field (409 naming it), and allows it once that one is rolled back', async () => {
    const amp = await freshProduct();
    const first = await processList('distributor', [row(amp.sku, '93.00')], { filename: 'first.csv' });
    // Another distributor's list for the same product is another field: no conflict.
    await processList('admin', [row(amp.sku, '50.00')], { organizationId: other.id, filename: 'other.csv' });
    const second = await processList('distributor', [row(amp.sku, '94.00')], { filename: 'second.csv' });
    const refused = await rollback(first.importId);
    expect(refused.status).toBe(409);
    const today = new Date().toISOString().slice(0, 10);
    expect(refused.json.message).toBe(PRICING_IMPORT_MESSAGES.laterImport('second.csv', today));
    expect(await shopPrice(amp)).toBe('94.00');

    expect((await rollback(second.importId)).status).toBe(200);
    expect(await shopPrice(amp)).toBe('93.00');
    expect((await rollback(first.importId)).status).toBe(200);
    expect(await shopPrice(amp)).toBe('120.00');
  });

  it('cancels a scheduled import (nothing was applied) and its changes never apply', async () => {
    const amp = await freshProduct();
    const started = await processList('distributor', [row(amp.sku, '70.00')], {
      effectiveDate: '2099-01-01',
    });
    expect((await rollback(started.importId, 'distributor')).json.status).toBe('rolled_back');
    const cancelled = (await detail(started.importId)).changes;
    expect(cancelled).toHaveLength(2);
    expect(cancelled.every((c) => c.isRolledBack && c.state === 'scheduled')).toBe(true);
    expect(await shopPrice(amp)).toBe('120.00');
  });

  it('handles rule changes (PMAP imports): a created rule is deactivated, a deactivated one reactivated', async () => {
    const created = await createPricingRule(t.db, { name: 'PMAP created', productId: world.products.amp.id });
    const deactivated = await createPricingRule(t.db, {
      name: 'PMAP replaced',
      productId: world.products.amp.id,
      isActive: false,
    });
    const [pmap] = await t.db
      .insert(pricingImports)
      .values({
        importType: 'pmap_campaign',
        filename: 'pmap.xlsx',
        campaignName: 'Spring',
        status: 'completed',
        appliedAt: new Date(),
      })
      .returning();
    await t.db.insert(pricingChanges).values([
      {
        pricingImportId: pmap!.id,
        changeType: 'pricing_rule_created',
        pricingRuleId: created.id,
        productId: world.products.amp.id,
      },
      {
        pricingImportId: pmap!.id,
        changeType: 'pricing_rule_deactivated',
        pricingRuleId: deactivated.id,
        productId: world.products.amp.id,
      },
    ]);
    expect((await rollback(pmap!.id, 'distributor')).status).toBe(403);
    expect((await rollback(pmap!.id, 'admin')).status).toBe(200);
    const rules = await t.db.select().from(pricingRules);
    expect(rules.find((r) => r.id === created.id)?.isActive).toBe(false);
    expect(rules.find((r) => r.id === deactivated.id)?.isActive).toBe(true);
  });

  it('rolls a list larger than one round back with the rollback job in rounds (202, rolling_back, one at a time)', async () => {
    const products = [await freshProduct(), await freshProduct(), await freshProduct()];
    const started = await processList(
      'distributor',
      products.map((p, i) => row(p.sku, `8${i}.00`)),
      { filename: 'large.csv' },
    );
    expect(await shopPrice(products[2]!)).toBe('82.00');
    const size = rollbackRounds.size;
    rollbackRounds.size = 1; // three products: three rounds, then the last one
    try {
      const { status, json } = await rollback(started.importId, 'distributor', ' Wrong file ');
      expect(status).toBe(202);
      expect(json).toMatchObject({ status: 'rolling_back', canRollBack: false, jobId: expect.any(String) });
      const running = await detail(started.importId);
      expect(running.progress).toEqual({ processed: 0, total: 3 });
      // A second rollback while the job runs is refused.
      expect((await rollback(started.importId, 'admin')).status).toBe(409);

      await t.jobs.drain();
      const after = await detail(started.importId);
      expect(after).toMatchObject({ status: 'rolled_back', rollbackReason: 'Wrong file', progress: null });
      expect(after.rolledBackAt).not.toBeNull();
      expect(after.rolledBackByName).not.toBeNull();
      expect(after.changes).toHaveLength(6);
      expect(after.changes.every((c) => c.isRolledBack)).toBe(true);
      for (const product of products) expect(await shopPrice(product)).toBe('120.00');
      const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, started.importId));
      expect(entries.find((e) => e.action === 'pricing_import.rollback')?.details).toMatchObject({
        reason: 'Wrong file',
        changes: 6,
        restored: 3,
        jobId: (json as unknown as { jobId: string }).jobId,
      });
    } finally {
      rollbackRounds.size = size;
    }
  });
});
