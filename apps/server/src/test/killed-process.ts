import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '@/db/database.ts';
import { type JobRow, findJobRow } from '@/jobs/job-rows.ts';
import { createTestDatabase } from './database.ts';

/**
 * What the crash tests share (jobs-crash, import-crash, bulk-crash, approval-crash): a TypeScript
 * child process to kill and restart (its side is crash-child.ts), and a database both the children
 * and the test open — an embedded one in a data directory, or a scratch PostgreSQL database when
 * TEST_DATABASE_URL is set.
 */

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a script of the server (path from apps/server) under tsx until it exits or is killed. */
export function runChild(script: string, env: Record<string, string>): Promise<ChildExit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, script)], {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** Opens the database the children used, for as long as `use` runs. */
export type WithDatabase = <T>(use: (database: Database) => Promise<T>) => Promise<T>;

/**
 * Starts an empty data directory as a copy of the run's migrated template (global-setup.ts), as
 * every other test database starts: the first child then finds the database migrated instead of
 * running initdb and every migration (which it still checks). Without a template the first child
 * creates and migrates it.
 */
async function copyEmbeddedTemplate(dataDir: string): Promise<void> {
  const templateFile = inject('pgliteTemplateFile');
  if (!templateFile) return;
  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    loadDataDir: new Blob([await readFile(templateFile)]),
  });
  await database.close();
}

/**
 * A crash scenario on a fresh embedded database: `target` ('pglite:<dir>') is what the children
 * open; the test opens the same directory between them (PGlite allows one process at a time).
 */
export async function onEmbeddedDatabase(
  scenario: (target: string, withDatabase: WithDatabase) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crossover-crash-'));
  try {
    await copyEmbeddedTemplate(dataDir);
    await scenario(`pglite:${dataDir}`, async (use) => {
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        return await use(database);
      } finally {
        await database.close();
      }
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A crash scenario on a scratch PostgreSQL database (TEST_DATABASE_URL); `target` is its URL. */
export async function onPostgres(
  scenario: (target: string, withDatabase: WithDatabase) => Promise<void>,
): Promise<void> {
  const database = await createTestDatabase();
  try {
    if (database.connection.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
    await scenario(database.connection.url, (use) => use(database));
  } finally {
    await database.close();
  }
}

/** Starts `child` (CRASH_MODE=start), expects it to kill itself, and returns the ids it printed. */
export async function startUntilKilled<Ids>(child: string, env: Record<string, string>): Promise<Ids> {
  const first = await runChild(child, { ...env, CRASH_MODE: 'start' });
  expect(first.signal, first.stderr).toBe('SIGKILL');
  return JSON.parse(first.stdout.trim().split('\n')[0]!) as Ids;
}

/** Restarts `child` (CRASH_MODE=resume) and expects it to finish the work and stop cleanly. */
export async function resumeToEnd(child: string, env: Record<string, string>): Promise<void> {
  const second = await runChild(child, { ...env, CRASH_MODE: 'resume' });
  expect(second.code, second.stderr).toBe(0);
}

/** A kill inside a round leaves whole committed rounds only: some, none past the crash point. */
export function expectCommittedRounds(processed: number, killAt: number, round: number): void {
  expect(processed).toBeGreaterThan(0);
  expect(processed).toBeLessThanOrEqual(killAt);
  expect(processed % round).toBe(0);
}

/**
 * `npm test`'s pass on PostgreSQL (scripts/test-all.mjs sets it): the embedded scenarios are left
 * to its embedded pass, which runs them anyway (decision 0058).
 */
const embeddedRunsElsewhere = process.env.CROSSOVER_TEST_PASS === 'postgres';

/**
 * The scenario on the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set (only
 * there in `npm test`'s PostgreSQL pass).
 */
export function itOnBothDatabases(
  outcome: string,
  scenario: (target: string, withDatabase: WithDatabase) => Promise<void>,
  timeout: number,
): void {
  it.skipIf(embeddedRunsElsewhere)(
    `on the embedded database: ${outcome}`,
    () => onEmbeddedDatabase(scenario),
    timeout,
  );
  it.runIf(process.env.TEST_DATABASE_URL)(`on PostgreSQL: ${outcome}`, () => onPostgres(scenario), timeout);
}

/** A job started by a crash child on `rows` items, killed once a round starts past `killAt`. */
export interface JobCrash<S> {
  child: string;
  rows: number;
  killAt: number;
  round: number;
  /** What the database holds besides the job's row. */
  state: (database: Database) => Promise<S>;
  /** The test's own checks of what the crash left, before the restart. */
  afterCrash: (state: S & { job: JobRow }) => void;
}

/**
 * Kills a job mid-way (bulk-crash, approval-crash), checks that only whole rounds were committed,
 * restarts it, and checks it then succeeded on its second attempt over every item; answers what
 * the database holds at the end for the test's own checks.
 */
export async function crashJobAndRestart<S>(
  target: string,
  withDatabase: WithDatabase,
  crash: JobCrash<S>,
): Promise<S & { job: JobRow }> {
  const env = { CRASH_DATABASE: target };
  const { jobId } = await startUntilKilled<{ jobId: string }>(crash.child, {
    ...env,
    CRASH_ROWS: String(crash.rows),
    CRASH_KILL_AT: String(crash.killAt),
  });
  const now = () =>
    withDatabase(async (database) => ({
      ...(await crash.state(database)),
      job: (await findJobRow(database.db, jobId))!,
    }));
  const afterCrash = await now();
  expect(afterCrash.job.status).toBe('running');
  expectCommittedRounds(afterCrash.job.processed, crash.killAt, crash.round);
  crash.afterCrash(afterCrash);

  await resumeToEnd(crash.child, { ...env, CRASH_JOB: jobId });
  const after = await now();
  expect(after.job).toMatchObject({
    status: 'succeeded',
    attempts: 2,
    processed: crash.rows,
    total: crash.rows,
  });
  return after;
}
