import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@crossover/domain/messages';
import { users } from '@/db/schema/users.ts';
import { sessions } from '@/db/schema/sessions.ts';
import { createUser } from '@/test/factories.ts';
import { type TestApp, cookieFrom, createTestApp, sessionCookie } from '@/test/app.ts';
import { sessionTimeouts } from '@/plugins/auth.ts';
import { SIGN_IN_RULES } from './password-check.ts';
import { insertSession } from './session-repo.ts';

const PASSWORD = 'Correct-Horse-9';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function login(email: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/traditional/login',
    payload: { email, password },
    headers,
  });
}
function currentUser(cookie?: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });
}

describe('POST /api/auth/traditional/login', () => {
  it('refuses a malformed email and a missing password with the spec messages, naming the field', async () => {
    const badEmail = await login('not-an-email', 'x');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({
      message: MESSAGES.invalidEmail,
      errors: { email: MESSAGES.invalidEmail },
    });
    const noPassword = await login('someone@example.com', '');
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual({ password: MESSAGES.passwordRequired });
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    const wrong = await login(user.email, 'wrong-password');
    const unknown = await login('nobody-here@example.com', PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(MESSAGES.invalidCredentials);
  });

  it('signs in, sets an HttpOnly SameSite=Lax cookie and answers the current user', async () => {
    const user = await createUser(t.db, { password: PASSWORD, firstName: 'Dana', mustChangePassword: false });
    const response = await login(user.email.toUpperCase(), PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, firstName: 'Dana', mustChangePassword: false });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await currentUser(cookieFrom(response, t.config));
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);
    expect(me.json()).not.toHaveProperty('password');
  });

  it('answers when the account was created, as an ISO timestamp, at sign-in and afterwards', async () => {
    const joined = new Date('2024-11-05T08:15:30.000Z');
    const user = await createUser(t.db, { password: PASSWORD, createdAt: joined });
    const response = await login(user.email, PASSWORD);
    expect(response.json().createdAt).toBe('2024-11-05T08:15:30.000Z');
    const me = await currentUser(cookieFrom(response, t.config));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, createdAt: '2024-11-05T08:15:30.000Z' });
  });

  it('gives a new session id on every login and drops the one the request came with', async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    const first = cookieFrom(await login(user.email, PASSWORD), t.config);
    const second = cookieFrom(await login(user.email, PASSWORD, { cookie: first }), t.config);
    expect(second).not.toBe(first);
    expect((await currentUser(first)).statusCode).toBe(401);
    expect((await currentUser(second)).statusCode).toBe(200);
  });

  it('refuses inactive users and SSO-only accounts once the password is right', async () => {
    const inactive = await createUser(t.db, { password: PASSWORD, isActive: false });
    expect((await login(inactive.email, PASSWORD)).statusCode).toBe(403);
    const admin = await createUser(t.db, { password: PASSWORD, role: 'admin', authType: 'oidc' });
    const response = await login(admin.email, PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/single sign-on/);
  });

  it('rate-limits failed attempts per email with a 429 and a message', async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    const free = SIGN_IN_RULES.perEmailAndAddress.freeAttempts;
    for (let i = 0; i < free; i += 1) expect((await login(user.email, `wrong-${i}`)).statusCode).toBe(401);
    const limited = await login(user.email, PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.tooManyAttempts);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  it('answers 401 Unauthorized without a session', async () => {
    const response = await currentUser();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('ends the session on logout: the old cookie is stale afterwards', async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    const cookie = cookieFrom(await login(user.email, PASSWORD), t.config);
    const logout = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('ends every session of a user who is deactivated', async () => {
    const user = await createUser(t.db);
    const cookie = await sessionCookie(t, user.id);
    expect((await currentUser(cookie)).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('expires sessions idle for too long and those past the absolute limit', async () => {
    const user = await createUser(t.db);
    const { idleMs, absoluteMs } = sessionTimeouts(t.config);
    const now = Date.now();
    // Stored with a far expiry so that only the idle/absolute rule can end them.
    const long = { idleMs: absoluteMs * 10, absoluteMs: absoluteMs * 10 };
    const idle = await insertSession(
      t.db,
      { userId: user.id, createdAt: now, lastSeenAt: now - idleMs - 1000 },
      long,
    );
    const old = await insertSession(
      t.db,
      { userId: user.id, createdAt: now - absoluteMs - 1000, lastSeenAt: now },
      long,
    );
    expect((await currentUser(`crossover.sid=${idle}`)).statusCode).toBe(401);
    expect((await currentUser(`crossover.sid=${old}`)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/traditional/change-password', () => {
  const change = (cookie: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/traditional/change-password',
      payload,
      headers: cookie ? { cookie } : {},
    });

  it('validates with the spec messages', async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    const cookie = await sessionCookie(t, user.id);
    const short = await change(cookie, { newPassword: 'short', currentPassword: PASSWORD });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ newPassword: MESSAGES.newPasswordTooShort });
    const noCurrent = await change(cookie, { newPassword: 'Another-Pass-1' });
    expect(noCurrent.statusCode).toBe(400);
    expect(noCurrent.json().errors).toEqual({ currentPassword: MESSAGES.currentPasswordRequired });
    const wrongCurrent = await change(cookie, {
      newPassword: 'Another-Pass-1',
      currentPassword: 'nope-nope',
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(await change(undefined, { newPassword: 'Another-Pass-1' })).toHaveProperty('statusCode', 401);
  });

  it('holds a user with mustChangePassword to the change, then lets them through without the current one', async () => {
    // A business user: administrators never sign in with a password (issue 7, item 21).
    const user = await createUser(t.db, {
      password: PASSWORD,
      mustChangePassword: true,
      role: 'manufacturer',
    });
    const cookie = await sessionCookie(t, user.id);
    const otherDevice = await sessionCookie(t, user.id);
    const blocked = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(MESSAGES.passwordChangeRequired);
    expect((await currentUser(cookie)).json().mustChangePassword).toBe(true);

    const response = await change(cookie, { newPassword: 'Brand-New-Pass-2' });
    expect(response.statusCode).toBe(200);
    const renewed = cookieFrom(response, t.config);
    expect((await currentUser(renewed)).json().mustChangePassword).toBe(false);
    expect((await currentUser(otherDevice)).statusCode).toBe(401);
    expect((await currentUser(cookie)).statusCode).toBe(401);
    expect((await login(user.email, 'Brand-New-Pass-2')).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  const reset = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/traditional/reset-password', payload: { email } });

  it('answers the neutral message whether or not the account exists, and mails only real accounts', async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    const before = t.outbox.length;
    const unknown = await reset('ghost@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: MESSAGES.resetNeutral });
    const known = await reset(user.email);
    expect(known.json()).toEqual(unknown.json());
    await vi.waitFor(() => expect(t.outbox.length).toBe(before + 1));
    expect(t.outbox.at(-1)!.to).toBe(user.email);
    expect((await reset('not-an-email')).json().errors).toEqual({ email: MESSAGES.invalidEmail });
  });

  it('sets a new password once from the mailed link, stores only a hash, and ends sessions', async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    const session = await sessionCookie(t, user.id);
    await reset(user.email);
    await vi.waitFor(() => expect(t.outbox.some((m) => m.to === user.email)).toBe(true));
    const mail = t.outbox.filter((m) => m.to === user.email).at(-1)!;
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.text)![1]!);
    expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordResetToken).not.toContain(token);

    const payload = { token, newPassword: 'Reset-Pass-123' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/traditional/change-password',
      payload,
    });
    expect(first.statusCode).toBe(200);
    expect((await currentUser(session)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/traditional/change-password',
      payload,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.resetTokenInvalid);
    expect((await login(user.email, 'Reset-Pass-123')).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    await reset(user.email);
    await vi.waitFor(() => expect(t.outbox.some((m) => m.to === user.email)).toBe(true));
    const token = decodeURIComponent(
      /token=([^\s]+)/.exec(t.outbox.filter((m) => m.to === user.email).at(-1)!.text)![1]!,
    );
    await t.db
      .update(users)
      .set({ passwordResetExpires: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/traditional/change-password',
      payload: { token, newPassword: 'Reset-Pass-123' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('session storage', () => {
  it('keeps only a hash of the cookie token in the sessions table', async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    const cookie = cookieFrom(await login(user.email, PASSWORD), t.config);
    const token = cookie.split('=')[1]!;
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.sid !== token)).toBe(true);
  });
});
