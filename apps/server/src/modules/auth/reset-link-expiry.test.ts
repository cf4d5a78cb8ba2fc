import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@crossover/domain/messages';
import { users } from '@/db/schema/users.ts';
import { type TestApp, createTestApp } from '@/test/app.ts';
import { createUser } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';
import { RESET_TOKEN_TTL_MS } from './service.ts';

// The pattern for a rule that depends on the date: set the app's clock (context.clock), not the
// machine's, and not a row's timestamp behind the service's back.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Asks for a reset link for the user and answers the token the mail carried. */
async function resetToken(email: string): Promise<string> {
  const asked = await api(t.app).post('/api/auth/traditional/reset-password', { email });
  expect(asked.status).toBe(200);
  await vi.waitFor(() => expect(t.outbox.some((m) => m.to === email)).toBe(true));
  const mail = t.outbox.filter((m) => m.to === email).at(-1)!;
  return decodeURIComponent(/token=([^\s]+)/.exec(mail.text)![1]!);
}

describe('a password reset link', () => {
  it('expires RESET_TOKEN_TTL_MS after the clock said it was issued', async () => {
    const user = await createUser(t.db, { password: 'Correct-Horse-9' });
    const issuedAt = new Date(Date.now() - RESET_TOKEN_TTL_MS - 60_000);
    t.clock.set(issuedAt);
    try {
      const token = await resetToken(user.email);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.passwordResetExpires!.getTime()).toBe(issuedAt.getTime() + RESET_TOKEN_TTL_MS);

      const used = await api(t.app).post<{ message: string }>('/api/auth/traditional/change-password', {
        token,
        newPassword: 'Reset-Pass-123',
      });
      expect(used.status).toBe(400);
      expect(used.json.message).toBe(MESSAGES.resetTokenInvalid);
    } finally {
      t.clock.reset();
    }
  });

  it('works within its time', async () => {
    const user = await createUser(t.db, { password: 'Correct-Horse-9' });
    const token = await resetToken(user.email);
    const used = await api(t.app).post('/api/auth/traditional/change-password', {
      token,
      newPassword: 'Reset-Pass-123',
    });
    expect(used.status).toBe(200);
  });
});
