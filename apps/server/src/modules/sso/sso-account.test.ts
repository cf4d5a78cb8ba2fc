import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/db/schema/audit-log.ts';
import { users } from '@/db/schema/users.ts';
import { createUser } from '@/test/factories.ts';
import { type TestApp, createTestApp } from '@/test/app.ts';
import type { VerifiedIdentity } from './service.ts';
import { recordSsoSignIn, resolveSsoAccount } from './sso-account.ts';

/** Which account a provider identity signs in (issue 7, items 5 and 21). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
function identity(overrides: Partial<VerifiedIdentity>): VerifiedIdentity {
  n += 1;
  return {
    subject: `subject-${n}`,
    email: `nobody-${n}@example.test`,
    emailVerified: true,
    idToken: 'x',
    ...overrides,
  };
}
const ssoUser = (overrides: Parameters<typeof createUser>[1] = {}) =>
  createUser(t.db, { role: 'admin', authType: 'oidc', ...overrides });

describe('resolveSsoAccount', () => {
  it('matches a linked account by its subject alone, whatever email the provider now sends', async () => {
    const user = await ssoUser({ oidcSubject: 'linked-subject-1' });
    const outcome = await resolveSsoAccount(
      t.db,
      identity({ subject: 'linked-subject-1', email: 'renamed@example.test', emailVerified: false }),
    );
    expect(outcome).toMatchObject({ user: { id: user.id } });
  });

  it('links the first time by a verified email', async () => {
    const user = await ssoUser();
    expect(await resolveSsoAccount(t.db, identity({ email: user.email.toUpperCase() }))).toMatchObject({
      user: { id: user.id },
    });
  });

  it('refuses an email the provider has not verified', async () => {
    const user = await ssoUser();
    expect(await resolveSsoAccount(t.db, identity({ email: user.email, emailVerified: false }))).toEqual({
      refused: 'unverified',
    });
  });

  it('refuses a business (password) account, even one the provider vouches for', async () => {
    const user = await createUser(t.db, { role: 'shop_owner', authType: 'traditional' });
    expect(await resolveSsoAccount(t.db, identity({ email: user.email }))).toEqual({ refused: 'not_sso' });
  });

  it('refuses an account linked to another subject', async () => {
    const user = await ssoUser({ oidcSubject: 'someone-else' });
    expect(await resolveSsoAccount(t.db, identity({ email: user.email }))).toEqual({
      refused: 'linked_elsewhere',
    });
  });

  it('refuses inactive and unknown accounts', async () => {
    const inactive = await ssoUser({ isActive: false });
    expect(await resolveSsoAccount(t.db, identity({ email: inactive.email }))).toEqual({
      refused: 'no_account',
    });
    expect(await resolveSsoAccount(t.db, identity({}))).toEqual({ refused: 'no_account' });
  });

  it('refuses a linked account that is no longer an SSO account', async () => {
    await createUser(t.db, { authType: 'traditional', oidcSubject: 'was-sso' });
    expect(await resolveSsoAccount(t.db, identity({ subject: 'was-sso' }))).toEqual({ refused: 'not_sso' });
  });
});

describe('recordSsoSignIn', () => {
  it('links the subject with an audit entry, and only one of two simultaneous first sign-ins wins', async () => {
    const user = await ssoUser();
    const row = { ...user, organizationName: null, organizationType: null, organizationTaxRate: null };
    const results = await Promise.all([
      recordSsoSignIn(t.db, row, identity({ subject: 'race-a' }), '127.0.0.1'),
      recordSsoSignIn(t.db, row, identity({ subject: 'race-b' }), '127.0.0.1'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(['race-a', 'race-b']).toContain(stored!.oidcSubject);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorUserId, user.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['auth.sso_linked', 'auth.sso_login']);
  });
});
