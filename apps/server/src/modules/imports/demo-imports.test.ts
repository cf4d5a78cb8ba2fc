import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type FailureReport, IMPORT_MESSAGES, type ImportHistory } from '@crossover/domain/imports';
import { users } from '@/db/schema/users.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '@/db/seed/demo.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { api } from '@/test/inject.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
  admin = await sessionCookie(t, row!.id);
});
afterAll(async () => {
  await t.close();
});

describe('the demo import', () => {
  it('is in the history with its failure report, failed rows and a retry that explains itself', async () => {
    const history = await api(t.app).as(admin).get<ImportHistory>('/api/csv-imports');
    const demo = history.json.imports.find((entry) => entry.filename === 'northgate-signal-price-list.csv');
    expect(demo).toMatchObject({
      status: 'staged',
      manufacturerName: 'Northgate Electronics',
      totalRows: 10,
      recordsStaged: 8,
      recordsFailed: 2,
    });
    const report = await api(t.app)
      .as(admin)
      .get<FailureReport>(`/api/csv-import/${demo!.id}/failure-report`);
    expect(report.json).toMatchObject({
      failureRate: 20,
      errors: ['Row 5: SKU is required', 'Row 9: SKU is required'],
    });
    expect(report.json.failedRows[0]!.data).toMatchObject({ 'Part #': '', MSRP: '$549.99' });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/csv-import/${demo!.id}/export-failed`,
      headers: { cookie: admin },
    });
    expect(csv.body.trim().split('\r\n')).toHaveLength(3);
    const retry = await api(t.app).as(admin).post<{ message: string }>(`/api/csv-import/${demo!.id}/retry`);
    expect(retry.status).toBe(409);
    expect(retry.json.message).toBe(IMPORT_MESSAGES.fileMissing);
  });
});
