import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATION_HEADER } from '@crossover/domain/auth';
import { auditLog } from '@/db/schema/audit-log.ts';
import { createOrganization, createUser } from '@/test/factories.ts';
import { type TestApp, cookieFrom, createTestApp, sessionCookie } from '@/test/app.ts';

let t: TestApp;
let adminCookie: string;
let adminId: string;
let shopOwner: { id: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, {
    role: 'admin',
    authType: 'oidc',
    firstName: 'Ada',
    lastName: 'Admin',
  });
  adminId = admin.id;
  adminCookie = await sessionCookie(t, admin.id);
  const org = await createOrganization(t.db, { name: 'Bass Shack Audio', type: 'shop_owner' });
  shopOwner = await createUser(t.db, {
    role: 'shop_owner',
    organizationId: org.id,
    firstName: 'Sam',
    lastName: 'Shop',
  });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/admin/users', () => {
  it('lists every other user with the organization name, searchable', async () => {
    const all = await get('/api/admin/users', { cookie: adminCookie });
    expect(all.statusCode).toBe(200);
    const list = all.json() as Array<{ id: string; organizationName: string | null }>;
    expect(list.some((u) => u.id === adminId)).toBe(false);
    expect(list.find((u) => u.id === shopOwner.id)?.organizationName).toBe('Bass Shack Audio');
    const found = await get('/api/admin/users?search=bass%20shack', { cookie: adminCookie });
    expect((found.json() as unknown[]).length).toBe(1);
    const none = await get('/api/admin/users?search=zzzz-nothing', { cookie: adminCookie });
    expect(none.json()).toEqual([]);
  });

  it('is refused to non-admins (403) and to visitors (401)', async () => {
    const cookie = await sessionCookie(t, shopOwner.id);
    expect((await get('/api/admin/users', { cookie })).statusCode).toBe(403);
    expect((await get('/api/admin/users', {})).statusCode).toBe(401);
  });
});

describe('x-emulate-user', () => {
  it('makes an admin act as the target, reporting the real user', async () => {
    const response = await get('/api/auth/user', { cookie: adminCookie, [EMULATION_HEADER]: shopOwner.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: shopOwner.id,
      role: 'shop_owner',
      organizationName: 'Bass Shack Audio',
      isEmulating: true,
      realUserId: adminId,
      realUserRole: 'admin',
      realUserFirstName: 'Ada',
    });
  });

  it('gives the emulated user’s permissions, but keeps the switcher for the real admin', async () => {
    const headers = { cookie: adminCookie, [EMULATION_HEADER]: shopOwner.id };
    expect((await get('/api/admin/users', headers)).statusCode).toBe(200);
  });

  it('is ignored from a non-admin and for an unknown user', async () => {
    const cookie = await sessionCookie(t, shopOwner.id);
    const fromShop = await get('/api/auth/user', { cookie, [EMULATION_HEADER]: adminId });
    expect(fromShop.json()).toMatchObject({ id: shopOwner.id, role: 'shop_owner' });
    expect(fromShop.json()).not.toHaveProperty('isEmulating');
    const unknown = await get('/api/auth/user', { cookie: adminCookie, [EMULATION_HEADER]: 'no-such-user' });
    expect(unknown.json()).toMatchObject({ id: adminId });
  });

  it('renews the session id on emulation start and audits it and every emulated write', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/admin/emulation/start',
      payload: { userId: shopOwner.id },
      headers: { cookie: adminCookie },
    });
    expect(start.statusCode).toBe(200);
    const renewed = cookieFrom(start, t.config);
    expect(renewed).not.toBe(adminCookie);
    expect((await get('/api/auth/user', { cookie: adminCookie })).statusCode).toBe(401);
    adminCookie = renewed;

    const stop = await t.app.inject({
      method: 'POST',
      url: '/api/admin/emulation/stop',
      headers: { cookie: adminCookie, [EMULATION_HEADER]: shopOwner.id },
    });
    expect(stop.statusCode).toBe(200);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.actorUserId, adminId));
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['emulation.start', 'emulation.stop']));
    const emulatedWrites = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'emulated.write'), eq(auditLog.effectiveUserId, shopOwner.id)));
    expect(emulatedWrites).toHaveLength(1);
    expect(emulatedWrites[0]!.actorUserId).toBe(adminId);
  });

  it('refuses to start emulating oneself or an unknown user', async () => {
    const post = (userId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/emulation/start',
        payload: { userId },
        headers: { cookie: adminCookie },
      });
    expect((await post(adminId)).statusCode).toBe(400);
    expect((await post('00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
  });
});

describe('deactivated users cannot be emulated', () => {
  it('leaves them out of the switcher, refuses to start, and ignores the header for them', async () => {
    const gone = await createUser(t.db, { role: 'shop_owner', lastName: 'Deactivated', isActive: false });
    const list = (await get('/api/admin/users?search=deactivated', { cookie: adminCookie })).json() as Array<{
      id: string;
    }>;
    expect(list.some((u) => u.id === gone.id)).toBe(false);
    // The switcher does list active users found by the same search.
    const active = await createUser(t.db, { role: 'shop_owner', lastName: 'Deactivated-Not' });
    const again = (
      await get('/api/admin/users?search=deactivated', { cookie: adminCookie })
    ).json() as Array<{
      id: string;
    }>;
    expect(again.map((u) => u.id)).toEqual([active.id]);

    const start = await t.app.inject({
      method: 'POST',
      url: '/api/admin/emulation/start',
      payload: { userId: gone.id },
      headers: { cookie: adminCookie },
    });
    expect(start.statusCode).toBe(400);
    expect(start.json().errors.userId).toBe(
      'This user is deactivated and cannot be emulated; reactivate the account first',
    );

    const asGone = await get('/api/auth/user', { cookie: adminCookie, [EMULATION_HEADER]: gone.id });
    expect(asGone.statusCode).toBe(200);
    expect(asGone.json()).toMatchObject({ id: adminId });
    expect(asGone.json()).not.toHaveProperty('isEmulating');
  });
});

describe('emulation start and its audit entry', () => {
  it('records nothing when the session cannot be renewed, and keeps the admin signed in', async () => {
    const target = await createUser(t.db, { role: 'shop_owner', lastName: 'Unrecorded' });
    await t.db.execute(sql.raw('alter table sessions add constraint sessions_fail check (false) not valid'));
    let status: number | undefined;
    try {
      const start = await t.app.inject({
        method: 'POST',
        url: '/api/admin/emulation/start',
        payload: { userId: target.id },
        headers: { cookie: adminCookie },
      });
      status = start.statusCode;
    } finally {
      await t.db.execute(sql.raw('alter table sessions drop constraint sessions_fail'));
    }
    expect(status).toBe(500);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'emulation.start'), eq(auditLog.entityId, target.id)));
    expect(entries).toEqual([]);
    expect((await get('/api/auth/user', { cookie: adminCookie })).statusCode).toBe(200);
  });
});
