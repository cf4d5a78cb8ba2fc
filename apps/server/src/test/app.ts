import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '@/app.ts';
import { type Config, loadConfig } from '@/config.ts';
import type { Db } from '@/db/database.ts';
import { createTestClock } from '@/lib/clock.ts';
import type { MailMessage } from '@/lib/mailer.ts';
import { sessionCookieName, sessionTimeouts } from '@/plugins/auth.ts';
import { insertSession } from '@/modules/auth/session-repo.ts';
import { createInlineJobs } from '@/jobs/inline-jobs.ts';
import { createStorage } from '@/lib/storage/index.ts';
import { createTestDatabase } from './database.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The app on a fresh migrated database, with mail captured in `outbox` instead of sent. The
 * bundled identity provider (/oidc) is off unless a test signs in through it:
 * `createTestApp({ devIdentityProvider: true })`.
 */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const database = await createTestDatabase();
  const outbox: MailMessage[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crossover-test-'));
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:5000',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    }),
    devIdentityProvider: false,
    ...overrides,
  };
  // One storage (local disk in dataDir) for the app and the jobs that read its uploads.
  const storage = await createStorage(config);
  // Jobs wait until a test runs them (jobs.drain(), jobs.runNow()): no queue polling in tests.
  // buildApp gives them its context, storage, clock and logger included.
  const jobs = createInlineJobs(database.db);
  // Real time until a test sets it: `t.clock.set('2026-01-31T23:59:00Z')`.
  const clock = createTestClock();
  const app = await buildApp({
    config,
    db: database.db,
    jobs,
    storage,
    clock,
    logger: false,
    mailer: {
      async send(message) {
        outbox.push(message);
      },
    },
  });
  return {
    app,
    db: database.db,
    config,
    outbox,
    jobs,
    storage,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A signed-in cookie for a user without going through the (slow, rate-limited) login. */
export async function sessionCookie(app: { db: Db; config: Config }, userId: string): Promise<string> {
  const now = Date.now();
  const token = await insertSession(
    app.db,
    { userId, createdAt: now, lastSeenAt: now },
    sessionTimeouts(app.config),
  );
  return `${sessionCookieName(app.config)}=${token}`;
}

/** The session cookie a response set, as a Cookie header value. */
export function cookieFrom(response: LightMyRequestResponse, config: Config): string {
  const cookie = response.cookies.find((c) => c.name === sessionCookieName(config));
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}
