import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PmapBulkPricing, PmapImportResponse } from '@crossover/domain/pricing/pmap';
import type { PricingImportDetail, PricingImportSummary } from '@crossover/domain/pricing/price-imports';
import { pricingRules } from '@/db/schema/pricing-rules.ts';
import { createPricingSchedule } from '@/modules/pricing-imports/schedule.ts';
import type { TestApp } from '@/test/app.ts';
import type { ApiClient } from '@/test/inject.ts';
import { campaignName, importBody, pmapTestWorld, productWithMap } from './pmap-test-world.ts';

// A campaign import is a pricing_imports row of type pmap_campaign: listed in the history, rolled
// back by the pricing-imports module from its rule changes, and expired the day after it ends.
let t: TestApp;
let admin: ApiClient;
let members: Map<string, ApiClient>;

beforeAll(async () => {
  ({ t, admin, members } = await pmapTestWorld());
});
afterAll(async () => {
  await t.close();
});

const importIt = async (body: ReturnType<typeof importBody>) => {
  const res = await admin.post<PmapImportResponse>('/api/pricing-rules/pmap/import', body);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
};
const activeRules = async (campaignId: string) =>
  (await t.db.select().from(pricingRules).where(eq(pricingRules.campaignId, campaignId)))
    .filter((r) => r.isActive)
    .map((r) => [r.productId, r.discountValue]);

describe('PMAP imports in the pricing history', () => {
  it('lists the import for administrators and marketing firms, with one change per rule', async () => {
    const product = await productWithMap(t, '100.00');
    const name = campaignName('History');
    const { importId } = await importIt(importBody(name, [{ sku: product.sku, newPmapPrice: '80.00' }]));
    for (const client of [admin, members.get('marketing_firm')!]) {
      const list = await client.get<{ imports: PricingImportSummary[] }>('/api/pricing-imports');
      expect(list.status).toBe(200);
      expect(list.json.imports.find((i) => i.id === importId)).toMatchObject({
        importType: 'pmap_campaign',
        campaignName: name,
        status: 'completed',
        recordsSuccessful: 1,
      });
    }
    const detail = await admin.get<PricingImportDetail>(`/api/pricing-imports/${importId}`);
    expect(detail.json.changes.map((c) => [c.changeType, c.sku, c.newValue, c.state])).toEqual([
      ['pricing_rule_created', product.sku, '80.00', 'applied'],
    ]);
  });

  it('rolls a re-import back to the rules it replaced', async () => {
    const [a, b] = [await productWithMap(t, '100.00'), await productWithMap(t, '100.00')];
    const name = campaignName('Rollback');
    const first = await importIt(importBody(name, [{ sku: a.sku, newPmapPrice: '90.00' }]));
    const second = await importIt(importBody(name, [{ sku: b.sku, newPmapPrice: '70.00' }]));
    expect(await activeRules(first.campaign.id)).toEqual([[b.id, '70.00']]);
    const res = await admin.post(`/api/pricing-imports/${second.importId}/rollback`, {
      reason: 'Wrong file',
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await activeRules(first.campaign.id)).toEqual([[a.id, '90.00']]);
  });

  it('expires the import the day after the campaign ends, when its rules have stopped applying', async () => {
    const product = await productWithMap(t, '100.00');
    const name = campaignName('Expiry');
    const { importId } = await importIt(
      importBody(name, [{ sku: product.sku, newPmapPrice: '75.00' }], {
        startDate: '2026-07-01',
        endDate: '2026-07-12',
      }),
    );
    const schedule = createPricingSchedule({ db: t.db, clock: t.clock });
    const shop = members.get('shop_owner')!;
    const live = async () =>
      (await shop.get<PmapBulkPricing>('/api/products/pmap-pricing/bulk')).json[product.id];
    try {
      t.clock.set('2026-07-12T23:00:00Z');
      await schedule.runDue();
      expect((await live())?.pmapPrice).toBe('75.00');
      const detail = await admin.get<PricingImportDetail>(`/api/pricing-imports/${importId}`);
      expect(detail.json).toMatchObject({
        status: 'completed',
        expirationDate: expect.stringMatching(/^2026-07-13/),
      });
      t.clock.set('2026-07-13T00:00:00Z');
      await schedule.runDue();
      expect(await live()).toBeUndefined();
      expect((await admin.get<PricingImportDetail>(`/api/pricing-imports/${importId}`)).json.status).toBe(
        'expired',
      );
    } finally {
      t.clock.set('2026-07-10T12:00:00Z');
    }
  });

  it('switches the expired import’s rules off, and leaves the rules a re-import replaced off', async () => {
    const [a, b] = [await productWithMap(t, '100.00'), await productWithMap(t, '100.00')];
    const name = campaignName('Expiry rules');
    const window = { startDate: '2026-07-01', endDate: '2026-07-12' };
    const first = await importIt(importBody(name, [{ sku: a.sku, newPmapPrice: '90.00' }], window));
    const second = await importIt(importBody(name, [{ sku: b.sku, newPmapPrice: '70.00' }], window));
    expect(await activeRules(first.campaign.id)).toEqual([[b.id, '70.00']]);
    const schedule = createPricingSchedule({ db: t.db, clock: t.clock });
    try {
      t.clock.set('2026-07-13T00:00:00Z');
      await schedule.runDue();
      for (const importId of [first.importId, second.importId]) {
        const detail = await admin.get<PricingImportDetail>(`/api/pricing-imports/${importId}`);
        expect(detail.json.status).toBe('expired');
        expect(detail.json.changes.length).toBeGreaterThan(0);
        expect(detail.json.changes.every((c) => c.state === 'expired')).toBe(true);
      }
      // Expired means the campaign's rules no longer apply: none is left active, old or new.
      expect(await activeRules(first.campaign.id)).toEqual([]);
    } finally {
      t.clock.set('2026-07-10T12:00:00Z');
    }
  });
});
