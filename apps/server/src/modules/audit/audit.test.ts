import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATION_HEADER } from '@crossover/domain/auth';
import { createOrganization, createUser } from '@/test/factories.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';

let t: TestApp;
let admin: string;
let adminId: string;
let manufacturer: string;
let manufacturerId: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t.db, { role: 'admin', authType: 'oidc', email: 'auditor@demo.test' });
  adminId = a.id;
  admin = await sessionCookie(t, a.id);
  const org = await createOrganization(t.db, { type: 'manufacturer' });
  const m = await createUser(t.db, { role: 'manufacturer', organizationId: org.id });
  manufacturerId = m.id;
  manufacturer = await sessionCookie(t, m.id);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/audit-log', () => {
  it('lists changes newest first with actor emails, filtered and paged', async () => {
    const org = await t.app.inject({
      method: 'POST',
      url: '/api/organizations',
      headers: { cookie: admin },
      payload: { name: 'Audited' },
    });
    const id = org.json().id as string;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/organizations/${id}`,
      headers: { cookie: admin },
      payload: { name: 'Audited 2' },
    });
    const res = await get(`/api/audit-log?entityType=organization&entityId=${id}`, { cookie: admin });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBe(2);
    expect(page.entries.map((e: { action: string }) => e.action)).toEqual([
      'organization.updated',
      'organization.created',
    ]);
    expect(page.entries[0]).toMatchObject({ actorUserId: adminId, actorEmail: 'auditor@demo.test' });
    const prefix = await get('/api/audit-log?action=organization.&limit=1', { cookie: admin });
    expect(prefix.json().entries).toHaveLength(1);
    expect(prefix.json().totalPages).toBeGreaterThanOrEqual(2);
    const byUser = await get(`/api/audit-log?userId=${adminId}`, { cookie: admin });
    expect(byUser.json().total).toBeGreaterThanOrEqual(2);
  });

  it('records emulated writes with both user ids', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/organizations/nope',
      headers: { cookie: admin, [EMULATION_HEADER]: manufacturerId },
      payload: { name: 'x' },
    });
    const res = await get('/api/audit-log?action=emulated.write', { cookie: admin });
    expect(res.json().entries[0]).toMatchObject({ actorUserId: adminId, effectiveUserId: manufacturerId });
  });

  it('answers 400 for bad filters, 403 for non-admins and 401 for visitors', async () => {
    const bad = await get('/api/audit-log?from=yesterday&limit=0', { cookie: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('from');
    expect((await get('/api/audit-log', { cookie: manufacturer })).statusCode).toBe(403);
    expect((await get('/api/audit-log')).statusCode).toBe(401);
  });
});
