import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PmapPricing } from '@crossover/domain/catalog';
import {
  PMAP_MESSAGES,
  type PmapBulkPricing,
  type PmapCampaign,
  type PmapDeleteResponse,
  type PmapImportResponse,
} from '@crossover/domain/pricing/pmap';
import { auditLog } from '@/db/schema/audit-log.ts';
import { pricingRules } from '@/db/schema/pricing-rules.ts';
import type { TestApp } from '@/test/app.ts';
import type { ApiClient } from '@/test/inject.ts';
import { campaignName, importBody, pmapTestWorld, productWithMap } from './pmap-test-world.ts';

let t: TestApp;
let admin: ApiClient;
let members: Map<string, ApiClient>;
type ErrorBody = { message: string; errors?: Record<string, string> };

beforeAll(async () => {
  ({ t, admin, members } = await pmapTestWorld());
});
afterAll(async () => {
  await t.close();
});

const rulesOf = (campaignId: string) =>
  t.db.select().from(pricingRules).where(eq(pricingRules.campaignId, campaignId));
const importIt = async (body: ReturnType<typeof importBody>) => {
  const res = await admin.post<PmapImportResponse>('/api/pricing-rules/pmap/import', body);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
};

describe('active campaigns, delete and live pricing', () => {
  it('lists running and upcoming campaigns with product count and average discount, not ended ones', async () => {
    const product = await productWithMap(t, '80.00');
    const running = campaignName('Running');
    const upcoming = campaignName('Upcoming');
    const ended = campaignName('Ended');
    await importIt(importBody(running, [{ sku: product.sku, newPmapPrice: '70.00' }]));
    await importIt(
      importBody(upcoming, [{ sku: product.sku, newPmapPrice: '60.00' }], {
        startDate: '2026-08-01',
        endDate: '2026-08-31',
      }),
    );
    await importIt(
      importBody(ended, [{ sku: product.sku, newPmapPrice: '60.00' }], {
        startDate: '2026-06-01',
        endDate: '2026-07-09',
      }),
    );
    const res = await members.get('marketing_firm')!.get<PmapCampaign[]>('/api/pricing-rules/pmap/active');
    const names = res.json.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining([running, upcoming]));
    expect(names).not.toContain(ended);
    expect(res.json.find((c) => c.name === running)).toMatchObject({
      productCount: 1,
      averageDiscount: 12.5,
    });
  });

  it('deletes a campaign (name URL-encoded) with all its rules, audited; 404 for an unknown one', async () => {
    const product = await productWithMap(t, '100.00');
    const name = campaignName('Fall & Winter "Deals"');
    const { campaign } = await importIt(importBody(name, [{ sku: product.sku, newPmapPrice: '90.00' }]));
    const res = await admin.delete<PmapDeleteResponse>(`/api/pmap-campaigns/${encodeURIComponent(name)}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ deletedRules: 1, campaignName: name });
    expect(await rulesOf(campaign.id)).toEqual([]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, campaign.id), eq(auditLog.action, 'pmap_campaign.deleted')));
    expect(audits).toHaveLength(1);
    const again = await admin.delete<ErrorBody>(`/api/pmap-campaigns/${encodeURIComponent(name)}`);
    expect(again.status).toBe(404);
    expect(again.json.message).toBe(PMAP_MESSAGES.campaignNotFound);
  });

  it("answers live campaign prices only inside the campaign's window, as the product cards read them", async () => {
    const product = await productWithMap(t, '100.00');
    const name = campaignName('Window');
    await importIt(
      importBody(name, [{ sku: product.sku, newPmapPrice: '88.00' }], {
        startDate: '2026-07-20',
        endDate: '2026-07-25',
      }),
    );
    const shop = members.get('shop_owner')!;
    const bulk = async () =>
      (await shop.get<PmapBulkPricing>('/api/products/pmap-pricing/bulk')).json[product.id];
    const card = async () =>
      (
        await shop.post<Record<string, PmapPricing>>('/api/products/pmap-pricing/batch', {
          productIds: [product.id],
        })
      ).json[product.id];
    try {
      expect(await bulk()).toBeUndefined();
      expect((await card())?.hasPmap).toBe(false);
      t.clock.set('2026-07-20T00:00:00Z');
      const live = {
        pmapPrice: '88.00',
        campaignName: name,
        validFrom: '2026-07-20T00:00:00.000Z',
        validTo: '2026-07-25T23:59:59.999Z',
      };
      expect(await bulk()).toEqual(live);
      expect(await card()).toMatchObject({ hasPmap: true, ...live });
      t.clock.set('2026-07-26T00:00:00Z');
      expect(await bulk()).toBeUndefined();
      expect((await card())?.hasPmap).toBe(false);
    } finally {
      t.clock.set('2026-07-10T12:00:00Z');
    }
  });
});
