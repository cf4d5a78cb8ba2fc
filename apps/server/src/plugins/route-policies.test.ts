import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATION_HEADER } from '@crossover/domain/auth';
import { policyAllows } from '@crossover/domain/permissions';
import { ROLES, type Role } from '@crossover/domain/roles';
import { createOrganization, createUser } from '@/test/factories.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';

/**
 * Every registered API route × every role, anonymous and emulated: a route without a declared
 * policy fails, and so does any request the permission matrix says must be refused but was not.
 */
let t: TestApp;
const cookies = new Map<Role | 'unknown-role', { cookie: string; userId: string }>();
let adminCookie = '';

beforeAll(async () => {
  t = await createTestApp();
  const org = await createOrganization(t.db, { type: 'shop_owner' });
  for (const role of ROLES) {
    const user = await createUser(t.db, {
      role,
      organizationId: org.id,
      authType: role === 'admin' ? 'oidc' : 'traditional',
    });
    cookies.set(role, { cookie: await sessionCookie(t, user.id), userId: user.id });
  }
  const odd = await createUser(t.db, { role: 'wizard', organizationId: org.id });
  cookies.set('unknown-role', { cookie: await sessionCookie(t, odd.id), userId: odd.id });
  adminCookie = cookies.get('admin')!.cookie;
});
afterAll(async () => {
  await t.close();
});

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
function apiRoutes() {
  return t.app.routesTable.filter(
    (r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
  );
}
function request(method: string, url: string, headers: Record<string, string>) {
  const path = url.replace(/:[A-Za-z]+/g, SAMPLE_ID).replace('*', 'x');
  const hasBody = method !== 'GET' && method !== 'DELETE';
  return t.app.inject({ method: method as 'GET', url: path, headers, ...(hasBody ? { payload: {} } : {}) });
}

describe('route policies', () => {
  it('every API route declares a policy', () => {
    const missing = apiRoutes().filter((r) => !r.declaredPolicy);
    expect(missing).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(5);
  });

  it('refuses visitors on every non-public route with 401', async () => {
    for (const route of apiRoutes()) {
      const routePolicy = route.policy!;
      if (policyAllows(routePolicy, null)) continue;
      const response = await request(route.method, route.url, {});
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });

  it('refuses every role, directly and emulated by an admin, where the matrix says no', async () => {
    const refusals: string[] = [];
    for (const [role, { cookie, userId }] of cookies) {
      const effective = role === 'unknown-role' ? 'shop_owner' : role;
      for (const route of apiRoutes()) {
        const routePolicy = route.policy!;
        const direct = policyAllows(routePolicy, { role: effective, realRole: effective });
        if (!direct) {
          const response = await request(route.method, route.url, { cookie });
          if (response.statusCode !== 403)
            refusals.push(`${role} ${route.method} ${route.url} → ${response.statusCode}`);
        }
        if (role === 'admin') continue;
        const emulated = policyAllows(routePolicy, { role: effective, realRole: 'admin' });
        if (!emulated) {
          const response = await request(route.method, route.url, {
            cookie: adminCookie,
            [EMULATION_HEADER]: userId,
          });
          if (response.statusCode !== 403) {
            refusals.push(`admin as ${role} ${route.method} ${route.url} → ${response.statusCode}`);
          }
        }
      }
    }
    expect(refusals).toEqual([]);
  });

  it('lets every role reach what the matrix allows (no 401/403)', async () => {
    const wrongly: string[] = [];
    for (const [role, { cookie }] of cookies) {
      const effective = role === 'unknown-role' ? 'shop_owner' : role;
      for (const route of apiRoutes()) {
        if (route.url.includes('logout') || route.url.includes('login') || route.url.includes('callback'))
          continue;
        if (route.method !== 'GET') continue; // writes with an empty body are judged by the 400 tests
        const routePolicy = route.policy!;
        if (!policyAllows(routePolicy, { role: effective, realRole: effective })) continue;
        const response = await request(route.method, route.url, { cookie });
        if (response.statusCode === 401 || response.statusCode === 403) {
          wrongly.push(`${role} ${route.method} ${route.url} → ${response.statusCode}`);
        }
      }
    }
    expect(wrongly).toEqual([]);
  });
});
