import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@crossover/domain/messages';
import { createUser } from '@/test/factories.ts';
import { type TestApp, createTestApp } from '@/test/app.ts';
import { type ThrottleRule, delayAfter } from '@/lib/throttle.ts';
import { queryRows } from '@/db/database.ts';
import { SIGN_IN_RULES, sweepRateLimits } from './password-check.ts';

/**
 * Sign-in limits (decision 0008): every attempt is counted before the password is looked at, so
 * parallel guesses cannot outrun the count, and too many failures ask for a growing wait instead
 * of locking the account for everyone.
 */
const PASSWORD = 'Correct-Horse-9';
const { perEmailAndAddress, perEmail, perAddress } = SIGN_IN_RULES;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.execute(sql`delete from rate_limits`);
});

function login(email: string, password: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/traditional/login',
    payload: { email, password },
    remoteAddress,
  });
}
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
const countOf = (list: number[], code: number) => list.filter((s) => s === code).length;

/**
 * How many attempts the rule lets through in a burst lasting `seconds`: the free ones, plus one
 * more each time the (doubling) wait has run out — a slow machine may see a few of those.
 */
function allowedWithin(rule: ThrottleRule, seconds: number): number {
  let attempts = rule.freeAttempts;
  let elapsed = delayAfter(rule, attempts);
  while (elapsed <= seconds) {
    attempts += 1;
    elapsed += delayAfter(rule, attempts);
  }
  return attempts;
}

/** Moves every counter back in time, as if the client had waited that long. */
async function wait(seconds: number) {
  await t.db.execute(
    sql`update rate_limits set window_start = window_start - make_interval(secs => ${seconds})`,
  );
}

describe('sign-in limits under parallel requests', () => {
  it('checks at most the free attempts of 50 simultaneous guesses on one email, the right password among them', async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    const guesses = Array.from({ length: 50 }, (_, i) => (i === 25 ? PASSWORD : `wrong-${i}`));
    const started = Date.now();
    const answers = await Promise.all(guesses.map((password) => login(user.email, password)));
    const seconds = (Date.now() - started) / 1000;
    const codes = statuses(answers);
    // 401 and 200 are the attempts whose password was verified; 429 were refused before it.
    const checked = countOf(codes, 401) + countOf(codes, 200);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(allowedWithin(perEmailAndAddress, seconds));
    expect(countOf(codes, 429)).toBe(50 - checked);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.json().message).toBe(MESSAGES.tooManyAttempts);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('checks at most the per-address allowance of 60 simultaneous guesses on different emails', async () => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(`sprayed-${i}@example.com`, 'Summer-2026', '198.51.100.7')),
    );
    const seconds = (Date.now() - started) / 1000;
    const codes = statuses(answers);
    expect(countOf(codes, 401)).toBeGreaterThan(0);
    expect(countOf(codes, 401)).toBeLessThanOrEqual(allowedWithin(perAddress, seconds));
    expect(countOf(codes, 429)).toBe(60 - countOf(codes, 401));
  });
});

describe('growing waits instead of a lock', () => {
  it('asks for a wait that doubles after each further failure, and lets the right password in after it', async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    for (let i = 0; i < perEmailAndAddress.freeAttempts; i += 1) {
      expect((await login(user.email, `wrong-${i}`)).statusCode).toBe(401);
    }
    const first = await login(user.email, PASSWORD);
    expect(first.statusCode).toBe(429);
    expect(first.json()).toEqual({ message: MESSAGES.tooManyAttempts });
    const firstWait = Number(first.headers['retry-after']);
    expect(firstWait).toBe(perEmailAndAddress.baseDelaySeconds);

    await wait(firstWait);
    expect((await login(user.email, 'wrong-again')).statusCode).toBe(401);
    const second = await login(user.email, PASSWORD);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(firstWait * 2);

    await wait(firstWait * 2);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('after 10 wrong passwords asks for well under the old 15-minute lock', async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    let failures = 0;
    while (failures < 10) {
      const answer = await login(user.email, `wrong-${failures}`);
      if (answer.statusCode === 429) await wait(Number(answer.headers['retry-after']));
      else {
        expect(answer.statusCode).toBe(401);
        failures += 1;
      }
    }
    const limited = await login(user.email, PASSWORD);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThan(15 * 60);
    await wait(retryAfter);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it("does not slow the owner down at their own address for an attacker's failures elsewhere", async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    const attacker = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(user.email, `guess-${i}`, '203.0.113.66')),
    );
    expect(countOf(statuses(attacker), 429)).toBeGreaterThan(0);
    expect((await login(user.email, PASSWORD, '192.0.2.10')).statusCode).toBe(200);
  });

  it('slows down guesses on one email from many addresses, except at an address the owner signed in from', async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    expect((await login(user.email, PASSWORD, '192.0.2.20')).statusCode).toBe(200);
    const started = Date.now();
    const spread = await Promise.all(
      Array.from({ length: perEmail.freeAttempts + 10 }, (_, i) =>
        login(user.email, `guess-${i}`, `203.0.113.${i + 1}`),
      ),
    );
    const codes = statuses(spread);
    expect(countOf(codes, 401)).toBeLessThanOrEqual(allowedWithin(perEmail, (Date.now() - started) / 1000));
    expect(countOf(codes, 429)).toBeGreaterThan(0);
    // As if the last guess came just now: a new address has to wait; the owner's usual one does not.
    await t.db.execute(sql`update rate_limits set window_start = clock_timestamp() where count > 0`);
    expect((await login(user.email, PASSWORD, '198.51.100.200')).statusCode).toBe(429);
    expect((await login(user.email, PASSWORD, '192.0.2.20')).statusCode).toBe(200);
  });

  it('counts an email however it is capitalised', async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    const variants = Array.from({ length: 12 }, (_, i) => (i % 2 ? user.email.toUpperCase() : user.email));
    const started = Date.now();
    const codes = statuses(await Promise.all(variants.map((email, i) => login(email, `wrong-${i}`))));
    expect(countOf(codes, 401)).toBeGreaterThan(0);
    expect(countOf(codes, 401)).toBeLessThanOrEqual(
      allowedWithin(perEmailAndAddress, (Date.now() - started) / 1000),
    );
  });
});

describe('sweeping old counters', () => {
  it('deletes runs a day after their last attempt and remembered addresses after 90 days', async () => {
    await t.db.execute(sql`
      insert into rate_limits (key, window_start, count) values
        ('sign-in:ip:192.0.2.1', now() - interval '25 hours', 3),
        ('sign-in:ip:192.0.2.2', now() - interval '2 hours', 3),
        ('reset:ip:192.0.2.3', now() - interval '2 days', 1),
        ('sign-in:known:a@example.com|192.0.2.4', now() - interval '30 days', 1),
        ('sign-in:known:b@example.com|192.0.2.5', now() - interval '91 days', 1)`);
    await sweepRateLimits(t.db);
    const rows = await queryRows<{ key: string }>(t.db, sql`select key from rate_limits order by key`);
    expect(rows.map((r) => r.key)).toEqual(['sign-in:ip:192.0.2.2', 'sign-in:known:a@example.com|192.0.2.4']);
  });
});
