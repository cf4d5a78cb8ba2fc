import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema/users.ts';
import { createUser } from '@/test/factories.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';

/**
 * Where sign-in starts and ends (issue 7, items 2, 17, 21 and 24): /api/login per user kind,
 * no sign-in or logout started by another site, the signed-out probe, and administrators only by
 * single sign-on.
 */
const PASSWORD = 'Correct-Horse-9';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const crossSite = { 'sec-fetch-site': 'cross-site' };
const sameOrigin = { 'sec-fetch-site': 'same-origin' };
const signedIn = async (cookie: string) => (await get('/api/auth/user', { cookie })).statusCode === 200;

describe('GET /api/login', () => {
  it('sends a visitor to the business login with the page to return to', async () => {
    const response = await get('/api/login?returnTo=%2Forders', sameOrigin);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/business-login?returnTo=%2Forders');
  });

  // sso.test.ts follows the SSO path through a reachable provider; here none listens.
  it('sends a browser that last signed in by SSO to single sign-on, which says when it is down', async () => {
    const response = await get('/api/login?returnTo=%2Fcatalog', {
      ...sameOrigin,
      cookie: 'crossover.last-sign-in=sso',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/admin-login?error=unavailable');
  });

  it('drops a return address outside this site', async () => {
    for (const target of ['//evil.test', 'https://evil.test/x', '/\\evil.test']) {
      const response = await get(`/api/login?returnTo=${encodeURIComponent(target)}`, sameOrigin);
      expect(response.headers.location).toBe('/business-login');
    }
  });

  it('neither replaces a live session nor starts one when another site links to it', async () => {
    const user = await createUser(t.db);
    const cookie = await sessionCookie(t, user.id);
    const live = await get('/api/oidc/login?returnTo=%2Forders', { ...crossSite, cookie });
    expect(live.headers.location).toBe('/orders');
    expect(live.cookies).toEqual([]);
    expect(await signedIn(cookie)).toBe(true);

    const visitor = await get('/api/oidc/login', { ...crossSite, cookie: 'crossover.last-sign-in=sso' });
    expect(visitor.headers.location).toBe('/admin-login');
    expect(visitor.cookies).toEqual([]);
    const dispatch = await get('/api/login', { ...crossSite, cookie: 'crossover.last-sign-in=sso' });
    expect(dispatch.headers.location).toBe('/admin-login');
    expect(dispatch.cookies).toEqual([]);
  });
});

describe('GET /api/logout', () => {
  it('is refused from another site and the session survives', async () => {
    const user = await createUser(t.db);
    const cookie = await sessionCookie(t, user.id);
    const fromElsewhere = await get('/api/logout', { ...crossSite, cookie });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.json().message).toBe('Cross-site requests are not allowed');
    const foreignOrigin = await get('/api/logout', { origin: 'https://evil.test', cookie });
    expect(foreignOrigin.statusCode).toBe(403);
    expect(await signedIn(cookie)).toBe(true);

    const own = await get('/api/logout', { ...sameOrigin, cookie });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: 'Logged out' });
    expect(await signedIn(cookie)).toBe(false);
  });
});

describe('GET /api/auth/user', () => {
  it('answers the signed-out probe with 200 and null, and anyone else with 401', async () => {
    const probe = await get('/api/auth/user', { 'x-session-probe': '1' });
    expect(probe.statusCode).toBe(200);
    expect(probe.json()).toBeNull();
    expect((await get('/api/auth/user')).statusCode).toBe(401);
    const user = await createUser(t.db);
    const me = await get('/api/auth/user', {
      'x-session-probe': '1',
      cookie: await sessionCookie(t, user.id),
    });
    expect(me.json()).toMatchObject({ id: user.id });
  });
});

describe('administrators sign in only by single sign-on', () => {
  const login = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/traditional/login',
      payload: { email, password: PASSWORD },
    });

  it('remembers a business sign-in in a harmless cookie', async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    const response = await login(user.email);
    expect(response.statusCode).toBe(200);
    const remembered = response.cookies.find((c) => c.name === 'crossover.last-sign-in');
    expect(remembered).toMatchObject({ value: 'business', sameSite: 'Lax', path: '/' });
  });

  it('refuses the password of an admin whose account still says traditional', async () => {
    const admin = await createUser(t.db, { role: 'admin', authType: 'traditional', password: PASSWORD });
    const response = await login(admin.email);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Administrators sign in with single sign-on at /admin-login.');
  });

  it('makes a business user promoted to admin an SSO user and ends the password sessions', async () => {
    const admin = await createUser(t.db, { role: 'admin', authType: 'oidc' });
    const user = await createUser(t.db, { password: PASSWORD });
    const passwordSession = await sessionCookie(t, user.id);
    const promoted = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: { cookie: await sessionCookie(t, admin.id) },
      payload: { id: user.id, role: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ role: 'admin', authType: 'oidc' });
    expect(await signedIn(passwordSession)).toBe(false);
    expect((await login(user.email)).statusCode).toBe(403);
  });
});
