import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppContext, Logger } from '@/context.ts';
import { loadConfig } from '@/config.ts';
import type { Db } from '@/db/database.ts';
import type { JobRunner } from '@/jobs/jobs.ts';
import { type Actor, actorOf } from '@/lib/actor.ts';
import { type TestClock, createTestClock } from '@/lib/clock.ts';
import type { MailMessage } from '@/lib/mailer.ts';
import { createFetchOutside } from '@/lib/net/guarded-fetch.ts';
import { createLocalStorage } from '@/lib/storage/local.ts';
import { findAuthUserById } from '@/modules/auth/user-repo.ts';
import { createUser } from '@/test/factories.ts';

/** One logged entry: its level, the fields (bindings included) and the message. */
export interface LogEntry {
  level: 'debug' | 'info' | 'warn' | 'error';
  fields: Record<string, unknown>;
  message: string | undefined;
}

/** A logger that keeps what it is given in `entries`, for tests that check what a job logged. */
export function recordingLogger(entries: LogEntry[] = []): Logger & { entries: LogEntry[] } {
  const at =
    (level: LogEntry['level']) =>
    (first: unknown, message?: unknown): void => {
      if (typeof first === 'string') entries.push({ level, fields: {}, message: first });
      else entries.push({ level, fields: { ...(first as object) }, message: message as string | undefined });
    };
  return { entries, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } as Logger & {
    entries: LogEntry[];
  };
}

export type JobTestContext = AppContext & {
  clock: TestClock;
  logger: ReturnType<typeof recordingLogger>;
  outbox: MailMessage[];
};

/**
 * The context job handlers get, without the app (which makes its own in buildApp): local storage
 * in a temporary folder, mail kept in `outbox`, a clock the test sets and a logger that records.
 * Hands it to `jobs` (their handlers get it from now on) and answers it.
 */
export async function giveJobsTestContext(
  db: Db,
  jobs: JobRunner,
  overrides: Partial<Pick<AppContext, 'storage' | 'fetchOutside'>> & { logged?: LogEntry[] } = {},
): Promise<JobTestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crossover-jobs-'));
  const outbox: MailMessage[] = [];
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:5000' });
  const context: JobTestContext = {
    config,
    db,
    storage:
      overrides.storage ?? createLocalStorage(path.join(dataDir, 'objects'), 'jobs-test-signing-secret'),
    mailer: {
      async send(message) {
        outbox.push(message);
      },
    },
    logger: recordingLogger(overrides.logged),
    jobs,
    clock: createTestClock(),
    fetchOutside: overrides.fetchOutside ?? createFetchOutside({ allowHosts: config.outboundAllowHosts }),
    outbox,
  };
  await jobs.useContext(context);
  return context;
}

/** A new user (an admin unless `role` says otherwise) and the actor they act as from a local address. */
export async function createTestActor(db: Db, role = 'admin'): Promise<Actor> {
  const user = await createUser(db, { role });
  return actorOf((await findAuthUserById(db, user.id))!, '127.0.0.1');
}
