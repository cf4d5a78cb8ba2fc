import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/database.ts';
import type { Config } from '@/config.ts';
import { loadConfig } from '@/config.ts';
import { createUser } from '@/test/factories.ts';
import { type TestApp, createTestApp } from '@/test/app.ts';
import { buildApp } from '@/app.ts';

/**
 * X-Forwarded-For decides the client address (per-address limits, audit entries) only when it
 * comes from a proxy named in TRUST_PROXY.
 */
const PASSWORD = 'Correct-Horse-9';
const FORGED = '203.0.113.9';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, a hop count when a number, else a list of addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,::1,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses a value it cannot read, naming the setting', () => {
    for (const value of ['true', '*', '10.0.0.0/33', 'proxy.internal', '1.5', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  /** Signs in through an app built with these settings, on one shared test database. */
  async function signedInAddress(overrides: Partial<Config>): Promise<string> {
    const app = await buildApp({ config: { ...t.config, ...overrides }, db: t.db, logger: false });
    try {
      const user = await createUser(t.db, { password: PASSWORD });
      const answer = await app.inject({
        method: 'POST',
        url: '/api/auth/traditional/login',
        payload: { email: user.email, password: PASSWORD },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': FORGED },
      });
      expect(answer.statusCode).toBe(200);
      const rows = await queryRows<{ ip: string }>(
        t.db,
        sql`select ip_address as ip from audit_log where actor_user_id = ${user.id} and action = 'auth.login'`,
      );
      expect(rows).toHaveLength(1);
      return rows[0]!.ip;
    } finally {
      await app.close();
    }
  }

  it('ignores X-Forwarded-For without it, in production too', { timeout: 120_000 }, async () => {
    expect(await signedInAddress({})).toBe('127.0.0.1');
    expect(await signedInAddress({ production: true })).toBe('127.0.0.1');
  });

  it(
    'honours X-Forwarded-For from a configured proxy address or hop count',
    { timeout: 180_000 },
    async () => {
      expect(await signedInAddress({ trustProxy: ['127.0.0.1'] })).toBe(FORGED);
      expect(await signedInAddress({ trustProxy: 1 })).toBe(FORGED);
      expect(await signedInAddress({ trustProxy: ['10.0.0.1'] })).toBe('127.0.0.1');
    },
  );
});
