import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@crossover/domain/users';
import { auditLog } from '@/db/schema/audit-log.ts';
import { users } from '@/db/schema/users.ts';
import { createOrganization, createUser } from '@/test/factories.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';

/**
 * Rules found by probing the API (issue 7, items 9, 23, 24): parallel registrations, roles that fit
 * the organization, edits that touch no role, peers' emails, per-row actions, atomic audit.
 */
let t: TestApp;
let adminId: string;
let admin: string;
let makerId: string;
let maker: string;
let makerOrgId: string;
let firmOrgId: string;

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await createUser(t.db, { role: 'admin', authType: 'oidc' })).id;
  admin = await sessionCookie(t, adminId);
  makerOrgId = (await createOrganization(t.db, { name: 'Maker Audio', type: 'manufacturer' })).id;
  firmOrgId = (await createOrganization(t.db, { name: 'Firm Reps', type: 'marketing_firm' })).id;
  makerId = (await createUser(t.db, { role: 'manufacturer', organizationId: makerOrgId })).id;
  maker = await sessionCookie(t, makerId);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: `reg-${Math.random().toString(36).slice(2)}@dealer.test`,
  password: 'Temp-Pass-2026',
  firstName: 'Pat',
  lastName: 'Parallel',
  role: 'sales_rep',
  organizationId: makerOrgId,
  ...overrides,
});

describe('registration under concurrency', () => {
  it('answers exactly one 201 and 19 × 409 naming the email for 20 parallel registrations of one email', async () => {
    const body = registration({ email: 'same.person@dealer.test' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/api/auth/traditional/register', admin, body)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json().errors.email).toBe(USER_MESSAGES.emailTaken);
    }
    const rows = await t.db.select().from(users).where(eq(users.email, 'same.person@dealer.test'));
    expect(rows).toHaveLength(1);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, rows[0]!.id));
    expect(entries.map((e) => e.action)).toEqual(['user.created']);
  });

  it('creates no user when the creation cannot be audited', async () => {
    await t.db.execute(
      sql.raw("alter table audit_log add constraint audit_fails check (action <> 'user.created') not valid"),
    );
    try {
      const res = await call(
        'POST',
        '/api/auth/traditional/register',
        admin,
        registration({ email: 'ghost@dealer.test' }),
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('alter table audit_log drop constraint audit_fails'));
    }
    expect(await t.db.select().from(users).where(eq(users.email, 'ghost@dealer.test'))).toEqual([]);
  });
});

describe('email changes under concurrency', () => {
  it('lets one of 10 users racing for one new email have it; the others get 409 naming the email', async () => {
    const racers = await Promise.all(
      Array.from({ length: 10 }, () => createUser(t.db, { organizationId: makerOrgId, role: 'sales_rep' })),
    );
    const responses = await Promise.all(
      racers.map((u) => call('PUT', `/api/users/${u.id}`, admin, { email: 'wanted@dealer.test' })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 9 }, () => 409)]);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json().errors.email).toBe(USER_MESSAGES.emailTaken);
    }
  });
});

describe('a user’s role fits the organization’s type', () => {
  it('refuses a marketing_firm user in a manufacturer with a 400 naming the role', async () => {
    const res = await call(
      'POST',
      '/api/auth/traditional/register',
      admin,
      registration({ role: 'marketing_firm' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.role).toBe(
      'A marketing firm user cannot belong to a manufacturer organization; choose manufacturer, sales rep or sales manager',
    );
    const fits = await call(
      'POST',
      '/api/auth/traditional/register',
      admin,
      registration({ role: 'marketing_firm', organizationId: firmOrgId }),
    );
    expect(fits.statusCode).toBe(201);
  });

  it('refuses a role change or a move that would not fit, naming the field that changed', async () => {
    const firmUser = await createUser(t.db, { role: 'marketing_firm', organizationId: firmOrgId });
    const move = await call('PUT', `/api/users/${firmUser.id}`, admin, { organizationId: makerOrgId });
    expect(move.statusCode).toBe(400);
    expect(move.json().errors).toHaveProperty('organizationId');
    const rep = await createUser(t.db, { role: 'sales_rep', organizationId: makerOrgId });
    const role = await call('PUT', `/api/users/${rep.id}`, admin, { role: 'shop_owner' });
    expect(role.statusCode).toBe(400);
    expect(role.json().errors).toHaveProperty('role');
    // Both together, fitting: fine.
    const both = await call('PUT', `/api/users/${firmUser.id}`, admin, {
      organizationId: makerOrgId,
      role: 'manufacturer',
    });
    expect(both.statusCode).toBe(200);
  });
});

describe('a manufacturer editing its organization’s users', () => {
  it('saves a title change without any role check, also for a user whose role it could not assign', async () => {
    const peer = await createUser(t.db, { role: 'manufacturer', organizationId: makerOrgId });
    const peerTitle = await call('PUT', `/api/users/${peer.id}`, maker, { id: peer.id, title: 'Buyer' });
    expect(peerTitle.statusCode).toBe(200);
    // Stored before roles had to fit: a marketing_firm user in the manufacturer's organization.
    const legacy = await createUser(t.db, { role: 'marketing_firm', organizationId: makerOrgId });
    const res = await call('PUT', `/api/users/${legacy.id}`, maker, {
      id: legacy.id,
      title: 'Field Marketing',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Field Marketing', role: 'marketing_firm' });
    const promote = await call('PUT', `/api/users/${legacy.id}`, maker, { role: 'admin' });
    expect(promote.json().errors.role).toBe(USER_MESSAGES.roleNotAllowed);
  });

  it('cannot change a peer’s email (the way to take the account over by a reset), only its own', async () => {
    const peer = await createUser(t.db, { role: 'manufacturer', organizationId: makerOrgId });
    const res = await call('PUT', `/api/users/${peer.id}`, maker, { email: 'attacker@evil.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors.email).toBe(USER_MESSAGES.emailAdminOnly);
    const [row] = await t.db.select().from(users).where(eq(users.id, peer.id));
    expect(row?.email).toBe(peer.email);
    const own = await call('PUT', `/api/users/${makerId}`, maker, { email: 'dana.new@maker.test' });
    expect(own.statusCode).toBe(200);
    const byAdmin = await call('PUT', `/api/users/${peer.id}`, admin, { email: 'moved@maker.test' });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('answers 409 naming the email when an email change collides', async () => {
    const a = await createUser(t.db, { organizationId: makerOrgId, role: 'sales_rep' });
    const b = await createUser(t.db, { organizationId: makerOrgId, role: 'sales_rep' });
    const res = await call('PUT', `/api/users/${b.id}`, admin, { email: a.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.email).toBe(USER_MESSAGES.emailTaken);
  });
});

describe('GET /api/users/paginated: per-row actions', () => {
  type Row = { id: string; actions: Record<string, unknown> };
  async function rows(cookie: string) {
    const res = await call('GET', '/api/users/paginated?status=all&limit=100', cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json().users as Row[];
    expect(list.length).toBeGreaterThan(0);
    return new Map(list.map((u) => [u.id, u.actions]));
  }

  it('offers no Deactivate (nor Delete, role or status change) on the viewer’s own row', async () => {
    const own = (await rows(admin)).get(adminId);
    expect(own).toMatchObject({
      canEdit: true,
      canDeactivate: false,
      canDelete: false,
      canChangeRole: false,
    });
    expect((await rows(maker)).get(makerId)).toMatchObject({ canDeactivate: false, canChangeEmail: true });
  });

  it('gives a manufacturer edit and deactivate on a colleague, never email, status, password or delete', async () => {
    const peer = await createUser(t.db, { role: 'sales_manager', organizationId: makerOrgId });
    expect((await rows(maker)).get(peer.id)).toEqual({
      canEdit: true,
      canChangeEmail: false,
      canChangeRole: true,
      roleChoices: ['manufacturer', 'sales_rep', 'sales_manager'],
      canChangeOrganization: false,
      canChangeStatus: false,
      canResetPassword: false,
      canDeactivate: true,
      canDelete: false,
    });
    expect((await rows(admin)).get(peer.id)).toMatchObject({ canDelete: true, canResetPassword: true });
  });

  it('still refuses deactivating oneself on the server', async () => {
    const res = await call('DELETE', `/api/users/${makerId}`, maker);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(USER_MESSAGES.ownStatus);
  });
});
