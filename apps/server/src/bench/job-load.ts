import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { JobProgress } from '@crossover/domain/job-progress';
import { loadConfig } from '@/config.ts';
import { type Db, migrateDatabase, openConfiguredDatabase } from '@/db/database.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '@/db/seed/demo.ts';
import { sessionCookie } from '@/test/app.ts';
import { startChildServer } from './child-server.ts';
import { type LoadResult, runLoad } from './http-load.ts';
import { loadAverage, percentile } from './stats.ts';

/**
 * What the job benches share (approve-load, bulk-load; issue 15): a request loaded while a
 * background job runs, and the job followed to its end through its progress route, on a server
 * in a child process over a fresh data folder with the demo data.
 */

/** The partner catalogue's first page, what the job benches load. */
export const CATALOGUE = '/api/products?limit=24';

/**
 * A fresh data folder (named from `prefix`) with the demo data and what `add` puts in it,
 * analysed; the admin and the shop signed in while the bench still holds it; then the server in a
 * child process on it for as long as `use` runs.
 */
export async function onDemoServer<T>(
  prefix: string,
  add: (db: Db) => Promise<T>,
  use: (server: { base: string; admin: string; shop: string; added: T }) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  try {
    const env = { DATABASE_URL: '', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web') };
    const config = loadConfig({ ...process.env, ...env });
    const database = await openConfiguredDatabase(config);
    let prepared: { admin: string; shop: string; added: T };
    try {
      await migrateDatabase(database);
      await seedDemoData(database.db);
      const db: Db = database.db;
      const added = await add(db);
      await db.execute(sql`analyze`);
      const cookieOf = async (email: string) => {
        const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
        return sessionCookie({ db, config }, user!.id);
      };
      prepared = {
        added,
        admin: await cookieOf(DEMO_ACCOUNTS.admin.email),
        shop: await cookieOf(DEMO_ACCOUNTS.shop.email),
      };
    } finally {
      await database.close();
    }
    const server = await startChildServer(env);
    try {
      await use({ base: server.url, ...prepared });
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const ms = (n: number) => `${n.toFixed(0)} ms`;
export { loadAverage };

export function line(label: string, result: Pick<LoadResult, 'latencies'>): string {
  const l = result.latencies;
  return (
    `   ${label.padEnd(34)} ${String(l.length).padStart(6)} requests  p50 ${ms(percentile(l, 50)).padStart(7)}` +
    `  p99 ${ms(percentile(l, 99)).padStart(7)}  max ${ms(l.at(-1) ?? 0).padStart(7)}`
  );
}

/** Polls a job's progress route until it ends. */
export async function waitForJob<R>(url: string, cookie: string): Promise<JobProgress<R>> {
  for (;;) {
    const response = await fetch(url, { headers: { cookie } });
    const job = (await response.json()) as JobProgress<R>;
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Loads `url` in slices of one second from one second before `work` starts until it ends, so the
 * samples cover the request that starts a job too; answers the sorted latencies and work's value.
 */
export async function loadWhile<T>(
  target: { url: string; headers: Record<string, string>; connections: number },
  work: () => Promise<T>,
): Promise<{ latencies: number[]; value: T }> {
  let done = false;
  const latencies: number[] = [];
  const loading = (async () => {
    while (!done) {
      const slice = await runLoad({ ...target, durationS: 1, warmup: 0 });
      latencies.push(...slice.latencies);
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  try {
    return { latencies, value: await work() };
  } finally {
    done = true;
    await loading;
    latencies.sort((a, b) => a - b);
  }
}

/** The answer of a request that may start a job. */
export interface Started {
  status: number;
  body: { jobId?: string };
}

/**
 * Loads `target` while `start` asks for a job (expected to answer 202 with its id) and until the
 * job, followed at `progressUrl(jobId)`, ends; answers the latencies, the job, its seconds from
 * the request, and how long the 202 took.
 */
export async function jobUnderLoad<R>(
  target: { url: string; headers: Record<string, string>; connections: number },
  start: () => Promise<Started>,
  progressUrl: (jobId: string) => string,
  cookie: string,
): Promise<{ latencies: number[]; job: JobProgress<R>; seconds: number; answeredMs: number }> {
  let started = 0;
  let answeredMs = 0;
  const { latencies, value: job } = await loadWhile(target, async () => {
    started = performance.now();
    const answer = await start();
    answeredMs = performance.now() - started;
    if (answer.status !== 202 || !answer.body.jobId) throw new Error(`expected a job, got ${answer.status}`);
    return waitForJob<R>(progressUrl(answer.body.jobId), cookie);
  });
  return { latencies, job, seconds: (performance.now() - started) / 1000, answeredMs };
}

/** How a job went and whether the load stayed under the 1 s p99 target meanwhile. */
export function jobLine(
  outcome: string,
  run: { latencies: number[]; seconds: number; answeredMs: number },
): string {
  return (
    `   the job: ${outcome} in ${run.seconds.toFixed(1)} s (the 202 answered in ${ms(run.answeredMs)});` +
    ` p99 ${percentile(run.latencies, 99) < 1000 ? 'under' : 'OVER'} 1 s. Load average ${loadAverage()}.`
  );
}
