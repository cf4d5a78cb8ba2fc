import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PricingImportDetail, PricingImportSummary } from '@crossover/domain/pricing/price-imports';
import { users } from '@/db/schema/users.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '@/db/seed/demo.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { api } from '@/test/inject.ts';

let t: TestApp;
let distributor: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.distributor.email));
  distributor = await sessionCookie(t, row!.id);
});
afterAll(async () => {
  await t.close();
});

describe('the demo price import', () => {
  it("is in the demo distributor's history, completed, with its changes, and can be rolled back", async () => {
    const { json } = await api(t.app)
      .as(distributor)
      .get<{ imports: PricingImportSummary[] }>('/api/pricing-imports');
    expect(json.imports).toHaveLength(1);
    const demo = json.imports[0]!;
    expect(demo).toMatchObject({
      filename: 'pacific-coast-price-update.csv',
      organizationName: 'Pacific Coast 12V Supply',
      userName: 'Marcus Bell',
      status: 'completed',
      canRollBack: true,
    });
    const detail = await api(t.app)
      .as(distributor)
      .get<PricingImportDetail>(`/api/pricing-imports/${demo.id}`);
    expect(detail.json.changes).toHaveLength(6);
    const cost = detail.json.changes.find((c) => c.fieldName === 'distCost')!;
    expect(Number(cost.newValue)).toBeCloseTo(Number(cost.oldValue) * 0.95, 1);
    const rolledBack = await api(t.app)
      .as(distributor)
      .post<PricingImportSummary>(`/api/pricing-imports/${demo.id}/rollback`, { reason: 'Demo' });
    expect(rolledBack.json.status).toBe('rolled_back');
  });
});
