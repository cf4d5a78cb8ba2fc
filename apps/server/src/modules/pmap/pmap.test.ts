import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PMAP_MESSAGES, type PmapImportResponse } from '@crossover/domain/pricing/pmap';
import { auditLog } from '@/db/schema/audit-log.ts';
import { pmapCampaigns } from '@/db/schema/pmap-campaigns.ts';
import { pricingChanges } from '@/db/schema/pricing-changes.ts';
import { pricingImports } from '@/db/schema/pricing-imports.ts';
import { pricingRules } from '@/db/schema/pricing-rules.ts';
import type { TestApp } from '@/test/app.ts';
import type { ApiClient } from '@/test/inject.ts';
import { campaignName, importBody, pmapTestWorld, productWithMap } from './pmap-test-world.ts';

let t: TestApp;
let admin: ApiClient;
let visitor: ApiClient;
let members: Map<string, ApiClient>;
type ErrorBody = { message: string; errors?: Record<string, string> };

beforeAll(async () => {
  ({ t, admin, visitor, members } = await pmapTestWorld());
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

describe('who may use PMAP campaigns', () => {
  const writes: [string, string, object?][] = [
    ['POST', '/api/pricing-rules/pmap/import', importBody('Refused', [{ sku: 'X', newPmapPrice: '1.00' }])],
    ['DELETE', '/api/pmap-campaigns/Refused'],
  ];
  const send = (client: ApiClient, [method, url, body]: [string, string, object?]) =>
    method === 'POST' ? client.post(url, body) : client.delete(url);

  it('answers 401 without a session', async () => {
    for (const route of writes) expect((await send(visitor, route)).status).toBe(401);
    expect((await visitor.get('/api/pricing-rules/pmap/active')).status).toBe(401);
    expect((await visitor.get('/api/products/pmap-pricing/bulk')).status).toBe(401);
  });

  it('refuses writes to distributors, shop owners and marketing firms with 403', async () => {
    for (const role of ['distributor', 'shop_owner', 'marketing_firm']) {
      const client = members.get(role)!;
      for (const route of writes)
        expect({ role, route: route[1], status: (await send(client, route)).status }).toEqual({
          role,
          route: route[1],
          status: 403,
        });
    }
  });

  it('lets marketing firms read the active campaigns, and no other partner', async () => {
    expect((await members.get('marketing_firm')!.get('/api/pricing-rules/pmap/active')).status).toBe(200);
    for (const role of ['distributor', 'shop_owner', 'manufacturer'])
      expect({
        role,
        status: (await members.get(role)!.get('/api/pricing-rules/pmap/active')).status,
      }).toEqual({ role, status: 403 });
  });
});

describe('importing a campaign', () => {
  it('creates one promotional new_price rule per product in the window, under a pmap_campaign import', async () => {
    const [a, b] = [await productWithMap(t, '200.00'), await productWithMap(t, '100.00')];
    const name = campaignName();
    const answer = await importIt(
      importBody(name, [
        { sku: a.sku.toLowerCase(), newPmapPrice: '150.00' },
        { sku: b.sku, newPmapPrice: '90.00' },
      ]),
    );
    expect(answer.importedRules).toBe(2);
    expect(answer.campaign).toMatchObject({
      name,
      validFrom: '2026-07-01T00:00:00.000Z',
      validTo: '2026-07-31T23:59:59.999Z',
      productCount: 2,
      averageDiscount: 17.5, // (25 % + 10 %) / 2
    });
    const rules = await rulesOf(answer.campaign.id);
    expect(rules.map((r) => [r.productId, r.discountValue]).sort()).toEqual(
      [
        [a.id, '150.00'],
        [b.id, '90.00'],
      ].sort(),
    );
    for (const rule of rules)
      expect(rule).toMatchObject({
        ruleType: 'promotional',
        discountType: 'new_price',
        isActive: true,
        name,
      });
    const [history] = await t.db.select().from(pricingImports).where(eq(pricingImports.id, answer.importId));
    expect(history).toMatchObject({
      importType: 'pmap_campaign',
      campaignName: name,
      filename: `${name}.xlsx`,
      status: 'completed',
      recordsProcessed: 2,
      recordsSuccessful: 2,
      recordsFailed: 0,
      organizationId: null,
    });
    expect(history!.effectiveDate?.toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(history!.expirationDate?.toISOString()).toBe('2026-08-01T00:00:00.000Z');
    const changes = await t.db
      .select()
      .from(pricingChanges)
      .where(eq(pricingChanges.pricingImportId, answer.importId));
    expect(changes.map((c) => [c.changeType, c.pricingRuleId, c.newValue]).sort()).toEqual(
      rules.map((r) => ['pricing_rule_created', r.id, r.discountValue]).sort(),
    );
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, answer.campaign.id));
    expect(audits.map((e) => e.action)).toEqual(['pmap_campaign.imported']);
  });

  it("re-checks every product on the server: unknown SKUs and unreadable prices are skipped, the client's statuses ignored", async () => {
    const known = await productWithMap(t, '100.00');
    const name = campaignName();
    const answer = await importIt(
      importBody(name, [
        { sku: known.sku, newPmapPrice: '$95.00' },
        { sku: 'NO-SUCH-SKU', newPmapPrice: '10.00', status: 'success' } as never,
        { sku: known.sku, newPmapPrice: '80.00' }, // a repeat: its first row wins
      ]),
    );
    expect(answer.importedRules).toBe(1);
    const [history] = await t.db.select().from(pricingImports).where(eq(pricingImports.id, answer.importId));
    expect(history).toMatchObject({ recordsProcessed: 3, recordsSuccessful: 1, recordsFailed: 2 });
    expect((await rulesOf(answer.campaign.id)).map((r) => r.discountValue)).toEqual(['95.00']);

    const none = await admin.post<ErrorBody>(
      '/api/pricing-rules/pmap/import',
      importBody(campaignName(), [{ sku: known.sku, newPmapPrice: 'abc' }]),
    );
    expect(none.status).toBe(400);
    expect(none.json.errors?.products).toBe(PMAP_MESSAGES.noProducts);
  });

  it('imports a price above MAP (a warning) and refuses a blank name or an end before the start', async () => {
    const product = await productWithMap(t, '100.00');
    const answer = await importIt(importBody(campaignName(), [{ sku: product.sku, newPmapPrice: '120.00' }]));
    expect(answer.campaign.averageDiscount).toBe(-20);

    const blank = await admin.post<ErrorBody>(
      '/api/pricing-rules/pmap/import',
      importBody('  ', [{ sku: product.sku, newPmapPrice: '90.00' }]),
    );
    expect(blank.status).toBe(400);
    expect(blank.json.errors?.['campaign.name']).toBe(PMAP_MESSAGES.nameRequired);
    const backwards = await admin.post<ErrorBody>(
      '/api/pricing-rules/pmap/import',
      importBody(campaignName(), [{ sku: product.sku, newPmapPrice: '90.00' }], {
        startDate: '2026-07-10',
        endDate: '2026-07-09',
      }),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.json.errors?.['campaign.endDate']).toBe(PMAP_MESSAGES.endBeforeStart);
  });

  it('replaces the rules of a campaign imported again under its name, recording the deactivations', async () => {
    const [a, b, c] = [
      await productWithMap(t, '100.00'),
      await productWithMap(t, '100.00'),
      await productWithMap(t, '100.00'),
    ];
    const name = campaignName();
    const first = await importIt(
      importBody(name, [
        { sku: a.sku, newPmapPrice: '90.00' },
        { sku: b.sku, newPmapPrice: '90.00' },
      ]),
    );
    const second = await importIt(
      importBody(
        name,
        [
          { sku: b.sku, newPmapPrice: '85.00' },
          { sku: c.sku, newPmapPrice: '85.00' },
        ],
        {
          startDate: '2026-07-05',
          endDate: '2026-08-05',
        },
      ),
    );
    expect(second.campaign.id).toBe(first.campaign.id);
    const rules = await rulesOf(first.campaign.id);
    const active = rules.filter((r) => r.isActive);
    expect(active.map((r) => r.productId).sort()).toEqual([b.id, c.id].sort());
    for (const rule of active) expect(rule.validTo?.toISOString()).toBe('2026-08-05T23:59:59.999Z');
    expect(rules.filter((r) => !r.isActive)).toHaveLength(2);
    const changes = await t.db
      .select()
      .from(pricingChanges)
      .where(eq(pricingChanges.pricingImportId, second.importId));
    expect(changes.filter((ch) => ch.changeType === 'pricing_rule_deactivated')).toHaveLength(2);
    expect(changes.filter((ch) => ch.changeType === 'pricing_rule_created')).toHaveLength(2);
    const [campaign] = await t.db.select().from(pmapCampaigns).where(eq(pmapCampaigns.id, first.campaign.id));
    expect(campaign!.pricingImportId).toBe(second.importId);
  });

  it('leaves the campaign as it was when the replacement fails midway (one transaction)', async () => {
    const product = await productWithMap(t, '100.00');
    const name = campaignName('Atomic');
    const first = await importIt(importBody(name, [{ sku: product.sku, newPmapPrice: '90.00' }]));
    const imports = async () =>
      (await t.db.select().from(pricingImports).where(eq(pricingImports.campaignName, name))).length;
    // A trigger fails the rule inserts after the campaign, history row and deactivations are written.
    await t.db.execute(
      sql.raw(`create function pmap_test_boom() returns trigger language plpgsql as $$
      begin if new.name = '${name}' then raise exception 'boom'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw(
        `create trigger pmap_test_boom before insert on pricing_rules for each row execute function pmap_test_boom()`,
      ),
    );
    try {
      const failed = await admin.post(
        '/api/pricing-rules/pmap/import',
        importBody(name, [{ sku: product.sku, newPmapPrice: '70.00' }], {
          startDate: '2026-09-01',
          endDate: '2026-09-30',
        }),
      );
      expect(failed.status).toBe(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger pmap_test_boom on pricing_rules'));
      await t.db.execute(sql.raw('drop function pmap_test_boom()'));
    }
    const rules = await rulesOf(first.campaign.id);
    expect(rules.map((r) => [r.discountValue, r.isActive])).toEqual([['90.00', true]]);
    expect(await imports()).toBe(1);
    const [campaign] = await t.db.select().from(pmapCampaigns).where(eq(pmapCampaigns.id, first.campaign.id));
    expect(campaign!.validFrom.toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });
});
