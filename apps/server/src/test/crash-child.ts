import { sql } from 'drizzle-orm';
import { type Database, migrateDatabase, openDatabase } from '@/db/database.ts';
import { findJobRow } from '@/jobs/job-rows.ts';
import type { AppContext } from '@/context.ts';
import { type JobsRuntime, type JobsRuntimeOptions, startJobsRuntime } from '@/jobs/runtime.ts';
import { type Actor, actorOf } from '@/lib/actor.ts';
import { createOrganization, createUser } from '@/test/factories.ts';
import { giveJobsTestContext } from '@/test/jobs/job-context.ts';

/**
 * What the processes the crash tests kill share (the test side is killed-process.ts, which needs
 * vitest and so cannot be loaded here). Each child reads CRASH_DATABASE ('pglite:<data dir>' or a
 * postgres:// URL), CRASH_MODE ('start' or 'resume') and, when starting, CRASH_KILL_AT.
 */

/** Opens the database named by CRASH_DATABASE. */
function openCrashDatabase(): Promise<Database> {
  const target = process.env.CRASH_DATABASE!;
  if (target.startsWith('pglite:'))
    return openDatabase({ kind: 'pglite', dataDir: target.slice('pglite:'.length) });
  return openDatabase({ kind: 'postgres', url: target, poolSize: 3 });
}

/**
 * Opens CRASH_DATABASE (when starting: migrated, then `migrated` run on it) and starts the real
 * jobs runtime on it, working, with liveness timings short enough for a test; its handlers get
 * `context` (services are built from it too; `storage` when given, else a temporary folder).
 */
export async function startCrashChild(
  options: {
    runtime?: Omit<JobsRuntimeOptions, 'database' | 'work' | 'timing'>;
    migrated?: (database: Database) => Promise<void>;
    storage?: AppContext['storage'];
  } = {},
): Promise<{ database: Database; runtime: JobsRuntime; context: AppContext; starting: boolean }> {
  const database = await openCrashDatabase();
  const starting = process.env.CRASH_MODE === 'start';
  if (starting) {
    await migrateDatabase(database);
    await options.migrated?.(database);
  }
  const runtime = await startJobsRuntime({
    ...options.runtime,
    database,
    work: true,
    timing: {
      heartbeatSeconds: 10,
      monitorIntervalSeconds: 1,
      pollingIntervalSeconds: 0.5,
      reconcileEverySeconds: 2,
    },
  });
  const context = await giveJobsTestContext(database.db, runtime, { storage: options.storage });
  return { database, runtime, context, starting };
}

/** A hook for a job's rounds that SIGKILLs this process once a round starts at CRASH_KILL_AT or later. */
export function killFromCrashPoint(): (from: number) => void {
  const killAt = Number(process.env.CRASH_KILL_AT);
  return (from) => {
    if (from >= killAt) process.kill(process.pid, 'SIGKILL');
  };
}

/** A new manufacturer, and an admin acting from a local address. */
export async function crashAdmin(database: Database): Promise<{ manufacturerId: string; actor: Actor }> {
  const manufacturer = await createOrganization(database.db, { type: 'manufacturer' });
  const user = await createUser(database.db, { role: 'admin', authType: 'oidc' });
  const actor = actorOf(
    { ...user, organizationName: null, organizationType: null, organizationTaxRate: null },
    '127.0.0.1',
  );
  return { manufacturerId: manufacturer.id, actor };
}

/** Waits for the kill; a process still alive after `seconds` never reached its crash point. */
export async function awaitCrash(what: string, seconds = 120): Promise<never> {
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  console.error(`${what} ended without reaching the crash point`);
  process.exit(3);
}

/**
 * After a restart: polls `progress` (null once the work has ended, else where it stands) until
 * the work has ended, then stops cleanly, with the embedded database's data on disk.
 */
export async function resumeUntilEnded(
  database: Database,
  runtime: JobsRuntime,
  what: string,
  progress: () => Promise<string | null>,
  seconds = 150,
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const standing = await progress();
    if (standing === null) break;
    if (Date.now() > deadline) {
      console.error(`${what} not finished: ${standing}`);
      process.exit(4);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await runtime.stop();
  await database.db.execute(sql`checkpoint`);
  await database.close();
}

/** Prints the id of the job `started` for the test (a bulk action answered in its request has none). */
export function printStartedJob(started: object, what: string): void {
  if (!('jobId' in started)) throw new Error(`${what} did not start a job`);
  console.log(JSON.stringify({ jobId: started.jobId }));
}

/** After a restart: waits until the job CRASH_JOB has ended, then stops cleanly. */
export function resumeUntilJobEnded(database: Database, runtime: JobsRuntime, what: string): Promise<void> {
  return resumeUntilEnded(database, runtime, what, async () => {
    const row = await findJobRow(database.db, process.env.CRASH_JOB!);
    return row?.status === 'succeeded' || row?.status === 'failed'
      ? null
      : `${row?.status} ${row?.processed}`;
  });
}

/** Runs a child's main; any error ends the process with code 1. */
export function runCrashChild(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
