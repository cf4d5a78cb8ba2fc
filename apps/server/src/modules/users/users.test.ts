import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@crossover/domain/messages';
import { USER_MESSAGES } from '@crossover/domain/users';
import { auditLog } from '@/db/schema/audit-log.ts';
import { orders } from '@/db/schema/orders.ts';
import { sessions } from '@/db/schema/sessions.ts';
import { users } from '@/db/schema/users.ts';
import { createOrganization, createUser } from '@/test/factories.ts';
import { type TestApp, cookieFrom, createTestApp, sessionCookie } from '@/test/app.ts';
import { findAuthUserById } from '@/modules/auth/user-repo.ts';
import { actorOf } from '@/lib/actor.ts';
import { createUsersService } from './service.ts';

let t: TestApp;
let adminId: string;
let admin: string;
let manufacturerId: string;
let manufacturer: string;
let ownOrgId: string;
let otherOrgId: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t.db, { role: 'admin', authType: 'oidc', firstName: 'Ada', lastName: 'Admin' });
  adminId = a.id;
  admin = await sessionCookie(t, a.id);
  ownOrgId = (await createOrganization(t.db, { name: 'Kestrel Acoustics', type: 'manufacturer' })).id;
  otherOrgId = (await createOrganization(t.db, { name: 'Thunderline Audio', type: 'manufacturer' })).id;
  const m = await createUser(t.db, { role: 'manufacturer', organizationId: ownOrgId });
  manufacturerId = m.id;
  manufacturer = await sessionCookie(t, m.id);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });

const newUser = (overrides: Record<string, unknown> = {}) => ({
  email: `new-${Math.random().toString(36).slice(2)}@dealer.test`,
  password: 'Temp-Pass-2026',
  firstName: 'Nina',
  lastName: 'New',
  // A role that fits ownOrgId, a manufacturer (packages/domain organization-roles.ts).
  role: 'sales_rep',
  organizationId: ownOrgId,
  ...overrides,
});

describe('POST /api/auth/traditional/register', () => {
  it('creates a business user who must change the password, mails a set-password link, audits it', async () => {
    const body = newUser({
      email: 'Nina.New@Dealer.TEST',
      id: 'mine',
      authType: 'oidc',
      isActive: false,
      mustChangePassword: false,
    });
    const res = await call('POST', '/api/auth/traditional/register', admin, body);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      email: 'nina.new@dealer.test',
      authType: 'traditional',
      isActive: true,
      role: 'sales_rep',
      organizationName: 'Kestrel Acoustics',
    });
    expect(user.id).not.toBe('mine');
    expect(user).not.toHaveProperty('password');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.mustChangePassword).toBe(true);
    expect(row?.password).toMatch(/^\$argon2id\$/);
    await new Promise((r) => setTimeout(r, 20));
    const mail = t.outbox.find((m) => m.to === 'nina.new@dealer.test');
    expect(mail?.text).toContain('http://localhost:5000/change-password?token=');
    expect(mail?.text).not.toContain('Temp-Pass-2026');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(entry?.action).toBe('user.created');

    // The whole path: sign in with the temporary password, held on change-password until changed.
    const login = await call('POST', '/api/auth/traditional/login', undefined, {
      email: 'nina.new@dealer.test',
      password: 'Temp-Pass-2026',
    });
    expect(login.json().mustChangePassword).toBe(true);
    const cookie = cookieFrom(login, t.config);
    expect((await call('GET', '/api/organizations', cookie)).statusCode).toBe(403);
    const changed = await call('POST', '/api/auth/traditional/change-password', cookie, {
      newPassword: 'Own-Pass-2026!',
    });
    expect(changed.statusCode).toBe(200);
  });

  it('answers 400 naming each invalid field with the spec messages', async () => {
    const res = await call('POST', '/api/auth/traditional/register', admin, {
      email: 'nope',
      password: 'short',
      firstName: '',
      lastName: ' ',
      role: 'admin',
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors.email).toBe(MESSAGES.invalidEmail);
    expect(errors.password).toBe(MESSAGES.userPasswordTooShort);
    expect(errors.firstName).toBe(MESSAGES.firstNameRequired);
    expect(errors.lastName).toBe(MESSAGES.lastNameRequired);
    expect(errors).toHaveProperty('role');
  });

  it('refuses a duplicate email with 409', async () => {
    const body = newUser();
    expect((await call('POST', '/api/auth/traditional/register', admin, body)).statusCode).toBe(201);
    const again = await call('POST', '/api/auth/traditional/register', admin, {
      ...body,
      email: body.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.email).toBe(USER_MESSAGES.emailTaken);
  });

  it('lets a manufacturer create only sales roles in its own organization', async () => {
    const rep = await call(
      'POST',
      '/api/auth/traditional/register',
      manufacturer,
      newUser({ role: 'sales_rep', organizationId: 'none' }),
    );
    expect(rep.statusCode).toBe(201);
    expect(rep.json().organizationId).toBe(ownOrgId);
    const shop = await call(
      'POST',
      '/api/auth/traditional/register',
      manufacturer,
      newUser({ role: 'shop_owner' }),
    );
    expect(shop.statusCode).toBe(403);
    const elsewhere = await call(
      'POST',
      '/api/auth/traditional/register',
      manufacturer,
      newUser({ role: 'sales_rep', organizationId: otherOrgId }),
    );
    expect(elsewhere.statusCode).toBe(403);
    const asAdmin = await call(
      'POST',
      '/api/auth/traditional/register',
      manufacturer,
      newUser({ role: 'admin' }),
    );
    expect(asAdmin.statusCode).toBe(400);
  });

  it('is refused to other roles (403) and visitors (401)', async () => {
    const shop = await sessionCookie(
      t,
      (await createUser(t.db, { role: 'shop_owner', organizationId: ownOrgId })).id,
    );
    expect((await call('POST', '/api/auth/traditional/register', shop, newUser())).statusCode).toBe(403);
    expect((await call('POST', '/api/auth/traditional/register', undefined, newUser())).statusCode).toBe(401);
  });
});

describe('GET /api/users/paginated', () => {
  it('filters, searches and pages in the database', async () => {
    const org = await createOrganization(t.db, { name: 'Paging Org' });
    for (let i = 0; i < 7; i += 1) {
      await createUser(t.db, {
        organizationId: org.id,
        role: i % 2 ? 'sales_rep' : 'shop_owner',
        lastName: `Pager${i}`,
        isActive: i !== 6,
      });
    }
    const page1 = await call('GET', `/api/users/paginated?organization=${org.id}&limit=5&page=1`, admin);
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ total: 6, totalPages: 2 });
    expect(page1.json().users).toHaveLength(5);
    const page2 = await call('GET', `/api/users/paginated?organization=${org.id}&limit=5&page=2`, admin);
    expect(page2.json().users).toHaveLength(1);
    const reps = await call(
      'GET',
      `/api/users/paginated?organization=${org.id}&role=sales_rep&status=all`,
      admin,
    );
    expect(reps.json().total).toBe(3);
    const inactive = await call('GET', `/api/users/paginated?organization=${org.id}&status=inactive`, admin);
    expect(inactive.json().total).toBe(1);
    const search = await call('GET', `/api/users/paginated?search=PAGER3`, admin);
    expect(search.json().users.map((u: { lastName: string }) => u.lastName)).toEqual(['Pager3']);
    const wildcard = await call('GET', `/api/users/paginated?search=%25`, admin);
    expect(wildcard.json().total).toBe(0);
  });

  it('shows a manufacturer only its own organization, whatever filter it sends', async () => {
    const outsider = await createUser(t.db, { organizationId: otherOrgId, lastName: 'Outsider' });
    const res = await call(
      'GET',
      `/api/users/paginated?organization=${otherOrgId}&status=all&limit=100`,
      manufacturer,
    );
    expect(res.statusCode).toBe(200);
    const list = res.json().users as Array<{ id: string; organizationId: string; role: string }>;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((u) => u.organizationId === ownOrgId && u.role !== 'admin')).toBe(true);
    expect(list.some((u) => u.id === outsider.id)).toBe(false);
  });

  it('answers 400 for a bad query, 401 and 403', async () => {
    const bad = await call('GET', '/api/users/paginated?limit=1000&status=sleeping', admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['limit']));
    expect((await call('GET', '/api/users/paginated')).statusCode).toBe(401);
    const rep = await sessionCookie(
      t,
      (await createUser(t.db, { role: 'sales_rep', organizationId: ownOrgId })).id,
    );
    expect((await call('GET', '/api/users/paginated', rep)).statusCode).toBe(403);
  });

  it('counts the summary cards within the viewer’s scope', async () => {
    const res = await call('GET', '/api/users/stats', manufacturer);
    expect(res.statusCode).toBe(200);
    expect(res.json().adminUsers).toBe(0);
    expect((await call('GET', '/api/users/stats', admin)).json().adminUsers).toBeGreaterThanOrEqual(1);
  });
});

describe('PUT /api/users/{id}', () => {
  it('updates profile fields, ignores mass-assigned ones, audits the change', async () => {
    const target = await createUser(t.db, { organizationId: ownOrgId, role: 'sales_rep' });
    const res = await call('PUT', `/api/users/${target.id}`, admin, {
      id: target.id,
      firstName: 'Renamed',
      phone: '555-0101',
      authType: 'oidc',
      createdAt: '2000-01-01T00:00:00Z',
      mustChangePassword: false,
      permissions: ['everything'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Renamed', phone: '555-0101', authType: 'traditional' });
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.permissions).toBeNull();
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, target.id));
    expect(entries.map((e) => e.action)).toContain('user.updated');
  });

  it('refuses a manufacturer promoting to admin, editing another organization’s user, moving a user, changing its own role', async () => {
    const rep = await createUser(t.db, { organizationId: ownOrgId, role: 'sales_rep' });
    const promote = await call('PUT', `/api/users/${rep.id}`, manufacturer, { role: 'admin' });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().errors.role).toBe(USER_MESSAGES.roleNotAllowed);
    const toShop = await call('PUT', `/api/users/${rep.id}`, manufacturer, { role: 'shop_owner' });
    expect(toShop.statusCode).toBe(403);
    const outsider = await createUser(t.db, { organizationId: otherOrgId, role: 'sales_rep' });
    expect(
      (await call('PUT', `/api/users/${outsider.id}`, manufacturer, { firstName: 'Hacked' })).statusCode,
    ).toBe(403);
    const move = await call('PUT', `/api/users/${rep.id}`, manufacturer, { organizationId: otherOrgId });
    expect(move.statusCode).toBe(403);
    const own = await call('PUT', `/api/users/${manufacturerId}`, manufacturer, { role: 'sales_manager' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(USER_MESSAGES.ownRole);
    const status = await call('PUT', `/api/users/${rep.id}`, manufacturer, { isActive: false });
    expect(status.statusCode).toBe(403);
    const password = await call('PUT', `/api/users/${rep.id}`, manufacturer, { password: 'Another-Pass-1' });
    expect(password.statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, rep.id));
    expect(row).toMatchObject({ role: 'sales_rep', organizationId: ownOrgId, isActive: true });
    const fine = await call('PUT', `/api/users/${rep.id}`, manufacturer, {
      role: 'sales_manager',
      organizationId: ownOrgId,
    });
    expect(fine.statusCode).toBe(200);
  });

  it('an admin password reset forces a change and ends the user’s sessions', async () => {
    const target = await createUser(t.db, { organizationId: ownOrgId, password: 'Old-Pass-2026' });
    const cookie = await sessionCookie(t, target.id);
    expect((await call('GET', '/api/auth/user', cookie)).statusCode).toBe(200);
    const res = await call('PUT', `/api/users/${target.id}`, admin, { password: 'New-Pass-2026' });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', cookie)).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.mustChangePassword).toBe(true);
    const short = await call('PUT', `/api/users/${target.id}`, admin, { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toHaveProperty('password');
    const blank = await call('PUT', `/api/users/${target.id}`, admin, { password: '' });
    expect(blank.statusCode).toBe(200);
  });

  it('keeps at least one active admin and never lets an admin demote or deactivate itself', async () => {
    expect((await call('PUT', `/api/users/${adminId}`, admin, { role: 'shop_owner' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/users/${adminId}`, admin, { isActive: false })).statusCode).toBe(403);
    const other = await createUser(t.db, { role: 'admin', authType: 'oidc' });
    // Another admin may demote the second one only while a first one stays active.
    const demote = await call('PUT', `/api/users/${other.id}`, admin, { role: 'distributor' });
    expect(demote.statusCode).toBe(200);
    const id400 = await call('PUT', `/api/users/${other.id}`, admin, { id: 'someone-else' });
    expect(id400.statusCode).toBe(400);
  });

  it('answers 404 for an unknown user and 401 for visitors', async () => {
    expect((await call('PUT', '/api/users/nope', admin, { firstName: 'X' })).statusCode).toBe(404);
    expect((await call('PUT', '/api/users/nope', undefined, { firstName: 'X' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/{id} (deactivate)', () => {
  it('deactivates, ends the sessions and audits', async () => {
    const target = await createUser(t.db, { organizationId: ownOrgId, role: 'sales_rep' });
    const cookie = await sessionCookie(t, target.id);
    const res = await call('DELETE', `/api/users/${target.id}`, manufacturer);
    expect(res.statusCode).toBe(200);
    expect((await t.db.select().from(sessions).where(eq(sessions.userId, target.id))).length).toBe(0);
    expect((await call('GET', '/api/auth/user', cookie)).statusCode).toBe(401);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, target.id));
    expect(entry?.action).toBe('user.deactivated');
  });

  it('refuses self, other organizations, and the last admin', async () => {
    expect((await call('DELETE', `/api/users/${adminId}`, admin)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/users/${manufacturerId}`, manufacturer)).statusCode).toBe(403);
    const outsider = await createUser(t.db, { organizationId: otherOrgId, role: 'sales_rep' });
    expect((await call('DELETE', `/api/users/${outsider.id}`, manufacturer)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/users/${outsider.id}`)).statusCode).toBe(401);
  });

  it('never removes the last active admin, even when the caller’s own account was just deactivated', async () => {
    const fresh = await createTestApp();
    try {
      const last = await createUser(fresh.db, { role: 'admin', authType: 'oidc' });
      // A caller whose admin account was deactivated while its request was in flight.
      const stale = await createUser(fresh.db, { role: 'admin', authType: 'oidc', isActive: false });
      const row = await findAuthUserById(fresh.db, stale.id);
      const caller = actorOf(row!, '127.0.0.1');
      const service = createUsersService(fresh.app.context);
      await expect(service.deactivate(caller, last.id)).rejects.toMatchObject({
        statusCode: 409,
        message: USER_MESSAGES.lastAdmin,
      });
      await expect(service.hardDelete(caller, last.id)).rejects.toMatchObject({ statusCode: 409 });
      await expect(
        service.update(caller, last.id, { role: 'shop_owner', password: undefined }),
      ).rejects.toMatchObject({ statusCode: 409 });
      const [kept] = await fresh.db.select().from(users).where(eq(users.id, last.id));
      expect(kept).toMatchObject({ role: 'admin', isActive: true });
    } finally {
      await fresh.close();
    }
  });
});

describe('DELETE /api/users/{id}/hard-delete', () => {
  it('deletes permanently, keeping orders and audit rows unlinked', async () => {
    const target = await createUser(t.db, { organizationId: ownOrgId });
    await t.db
      .insert(orders)
      .values({ orderNumber: `ORD-${target.id}`, organizationId: ownOrgId, userId: target.id });
    await call('PUT', `/api/users/${target.id}`, admin, { firstName: 'Soon Gone' });
    const res = await call('DELETE', `/api/users/${target.id}/hard-delete`, admin);
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, target.id))).toEqual([]);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, `ORD-${target.id}`));
    expect(order?.userId).toBeNull();
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, target.id));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['user.updated', 'user.deleted']));
  });

  it('is for admins only, never on oneself', async () => {
    const target = await createUser(t.db, { organizationId: ownOrgId, role: 'sales_rep' });
    expect((await call('DELETE', `/api/users/${target.id}/hard-delete`, manufacturer)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/users/${adminId}/hard-delete`, admin)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/users/nope/hard-delete`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/users/${target.id}/hard-delete`)).statusCode).toBe(401);
  });
});
