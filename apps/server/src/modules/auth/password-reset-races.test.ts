import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@crossover/domain/messages';
import { createUser } from '@/test/factories.ts';
import { buildApp } from '@/app.ts';
import type { MailMessage } from '@/lib/mailer.ts';
import { type TestApp, createTestApp } from '@/test/app.ts';

/** Password reset under concurrency, and without telling which emails have an account. */
const PASSWORD = 'Correct-Horse-9';
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

function requestReset(email: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/traditional/reset-password',
    payload: { email },
    remoteAddress,
  });
}

async function mailedToken(email: string): Promise<string> {
  await vi.waitFor(() => expect(t.outbox.some((m) => m.to === email)).toBe(true));
  const mail = t.outbox.filter((m) => m.to === email).at(-1)!;
  return decodeURIComponent(/token=([^\s]+)/.exec(mail.text)![1]!);
}

describe('password reset', () => {
  it('accepts a reset token once when it is sent 10 times in parallel', async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    await requestReset(user.email);
    const token = await mailedToken(user.email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/traditional/change-password',
          payload: { token, newPassword: `Parallel-Pass-${i}` },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(9);
    for (const answer of answers.filter((a) => a.statusCode === 400)) {
      expect(answer.json().message).toBe(MESSAGES.resetTokenInvalid);
    }
    const audits = await t.db.execute(
      sql`select count(*)::int as n from audit_log where actor_user_id = ${user.id} and action = 'auth.password_reset'`,
    );
    expect((audits as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it("answers a known email the same even when the account's work fails: the answer does not wait for it", async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    await t.db.execute(sql`
      create function refuse_reset_token() returns trigger language plpgsql as $$
      begin raise exception 'no reset tokens today'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_reset_token before update of password_reset_token on users
      for each row when (new.password_reset_token is not null) execute function refuse_reset_token()`);
    try {
      const answer = await requestReset(user.email, '192.0.2.98');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: MESSAGES.resetNeutral });
    } finally {
      // Let the work behind the answer fail on the trigger before it goes.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await t.db.execute(sql`drop trigger refuse_reset_token on users`);
      await t.db.execute(sql`drop function refuse_reset_token()`);
    }
  });

  // Holding a row lock needs a second connection, which only PostgreSQL has (CI runs it there).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'answers a known email without waiting for the account work (token, audit, mail)',
    async () => {
      const user = await createUser(t.db, { password: PASSWORD });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      // Another transaction holds the user's row: storing the token has to wait for it.
      const holder = t.db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${user.id} for update`);
        locked();
        await released;
      });
      await isLocked;
      try {
        const answer = await Promise.race([
          requestReset(user.email, '192.0.2.99'),
          new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 3000)),
        ]);
        expect(answer).not.toBe('timeout');
        expect(answer !== 'timeout' && answer.json()).toEqual({ message: MESSAGES.resetNeutral });
      } finally {
        release();
        await holder;
      }
      await mailedToken(user.email);
    },
  );
});

describe('the reset link in the log', () => {
  it('is logged at warn (the default level) in development, so it is at hand without a mail server', async () => {
    const user = await createUser(t.db, { password: PASSWORD });
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      await requestReset(user.email, '192.0.2.77');
      const token = await mailedToken(user.email);
      const logged = warn.mock.calls.map((call) => JSON.stringify(call));
      expect(logged.some((line) => line.includes(encodeURIComponent(token)))).toBe(true);
    } finally {
      warn.mockRestore();
    }
  });

  it('is never logged in production', async () => {
    const outbox: MailMessage[] = [];
    const app = await buildApp({
      config: { ...t.config, production: true },
      db: t.db,
      logger: false,
      mailer: { send: async (message) => void outbox.push(message) },
    });
    const calls: string[] = [];
    const spies = (['info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi
        .spyOn(app.log, level)
        .mockImplementation((...args: unknown[]) => void calls.push(JSON.stringify(args))),
    );
    try {
      const user = await createUser(t.db, { password: PASSWORD });
      const answer = await app.inject({
        method: 'POST',
        url: '/api/auth/traditional/reset-password',
        payload: { email: user.email },
        remoteAddress: '192.0.2.78',
      });
      expect(answer.statusCode).toBe(200);
      await vi.waitFor(() => expect(outbox.some((m) => m.to === user.email)).toBe(true));
      const token = /token=([^\s]+)/.exec(outbox.at(-1)!.text)![1]!;
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.some((line) => line.includes(token))).toBe(false);
    } finally {
      for (const spy of spies) spy.mockRestore();
      await app.close();
    }
  });
});
