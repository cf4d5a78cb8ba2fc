import { PgBoss, fromPglite } from 'pg-boss';
import type { AppContext, Logger } from '@/context.ts';
import type { Database } from '@/db/database.ts';
import { DEFAULT_MAX_ATTEMPTS, type JobDefinition, indexJobs } from './job-definition.ts';
import { bindLogger } from './job-logger.ts';
import { type JobQueue, type JobRunner, createJobs } from './jobs.ts';
import { type ReconcileResult, reconcileJobs } from './reconcile.ts';
import { jobRegistry } from './registry.ts';
import { livenessTiming, runTrackedJob } from './run-job.ts';

export interface JobsTiming {
  /** A run that stops refreshing its heartbeat for this long is treated as dead (pg-boss minimum 10). */
  heartbeatSeconds: number;
  /** How often pg-boss looks for expired and dead runs (its default of 60 hides a dead worker for a minute). */
  monitorIntervalSeconds: number;
  /**
   * How often an idle worker asks for work. A new job wakes workers at once (LISTEN/NOTIFY), but a
   * retry or a job recovered from a dead run does not notify: this bounds how long those wait.
   */
  pollingIntervalSeconds: number;
  /** How often the reconciler looks for rows left without a live queue job. */
  reconcileEverySeconds: number;
}

export const DEFAULT_JOBS_TIMING: JobsTiming = {
  heartbeatSeconds: 30,
  monitorIntervalSeconds: 15,
  pollingIntervalSeconds: 5,
  reconcileEverySeconds: 60,
};

export interface JobsRuntimeOptions {
  database: Database;
  /**
   * Work jobs, run the schedules and the reconciler here (from `useContext` on); false only sends
   * (app with a separate worker).
   */
  work: boolean;
  definitions?: readonly JobDefinition[];
  timing?: Partial<JobsTiming>;
}

export interface JobsRuntime extends JobRunner {
  boss: PgBoss;
  reconcile(): Promise<ReconcileResult>;
  stop(): Promise<void>;
}

function createBoss(database: Database, work: boolean, timing: JobsTiming): PgBoss {
  const common = {
    supervise: work,
    schedule: work,
    migrate: true,
    useListenNotify: true,
    monitorIntervalSeconds: timing.monitorIntervalSeconds,
    // The monitor (expired and dead runs) only runs on a supervise pass, every 60 s by default.
    superviseIntervalSeconds: timing.monitorIntervalSeconds,
  };
  const { connection } = database;
  // One engine, one connection on the embedded database: pg-boss shares it through the adapter.
  if (connection.kind === 'pglite') {
    return new PgBoss({ ...common, backend: 'pglite', db: fromPglite(connection.client) });
  }
  return new PgBoss({
    ...common,
    connectionString: connection.url,
    max: 4,
    application_name: 'crossover-jobs',
  });
}

/** Creates or updates the queue a job runs on. Tracked jobs: one live queue job per row. */
async function ensureQueue(boss: PgBoss, definition: JobDefinition, timing: JobsTiming): Promise<void> {
  const options =
    definition.type === 'tracked'
      ? {
          // One more delivery than the row allows runs, so the last one can fail the row with a reason.
          retryLimit: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          retryDelay: definition.retryDelaySeconds ?? 5,
          expireInSeconds: definition.expireInSeconds ?? 3600,
          heartbeatSeconds: timing.heartbeatSeconds,
          notify: true,
        }
      : { retryLimit: 1, retryDelay: 60, expireInSeconds: 600 };
  if (await boss.getQueue(definition.kind)) await boss.updateQueue(definition.kind, options);
  else await boss.createQueue(definition.kind, { ...options, policy: 'exclusive' });
}

/** Until the runtime has the app's context (a few milliseconds at start), the queue's errors go to the console. */
const consoleLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
} as unknown as Logger;

/**
 * Starts pg-boss on the app's database (PGlite through its adapter, or the PostgreSQL server); jobs
 * can be sent at once. `useContext(context)` then, when `work`, starts the workers for every job
 * (handlers get that context), the schedules and the reconciler. Tests use createInlineJobs
 * instead unless they test the queue itself.
 */
export async function startJobsRuntime(options: JobsRuntimeOptions): Promise<JobsRuntime> {
  const timing = { ...DEFAULT_JOBS_TIMING, ...options.timing };
  const definitions = options.definitions ?? jobRegistry;
  const byKind = indexJobs(definitions);
  const db = options.database.db;
  let logger = consoleLogger;

  const boss = createBoss(options.database, options.work, timing);
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const definition of definitions) await ensureQueue(boss, definition, timing);

  const queue: JobQueue = {
    send: (kind, rowId) => boss.send(kind, { rowId }, { singletonKey: rowId }),
    async stateOf(kind, queueJobId) {
      const [job] = await boss.findJobs(kind, { id: queueJobId });
      return job?.state ?? null;
    },
  };
  const { refreshSeconds, staleSeconds } = livenessTiming(timing.heartbeatSeconds);
  const reconcile = () => reconcileJobs(db, queue, { staleSeconds });
  const stopping = new AbortController();
  let reconcileTimer: NodeJS.Timeout | undefined;

  let started = false;
  /** The workers, schedules and reconciler, once handlers have a context to be given. */
  async function work(context: AppContext): Promise<void> {
    // pg-boss polls notify-enabled queues only every 30 s by default.
    const workOptions = {
      pollingIntervalSeconds: timing.pollingIntervalSeconds,
      notifyPollingIntervalSeconds: timing.pollingIntervalSeconds,
    };
    for (const definition of definitions) {
      if (definition.type === 'scheduled') {
        const scheduled = {
          context: { ...context, logger: bindLogger(context.logger, { job: definition.kind }) },
        };
        await boss.schedule(definition.kind, definition.cron, null, { tz: 'UTC' });
        await boss.work(definition.kind, workOptions, () => definition.run(scheduled));
        continue;
      }
      const tracked = byKind.get(definition.kind) as Parameters<typeof runTrackedJob>[0];
      await boss.work<{ rowId: string }>(
        definition.kind,
        { ...workOptions, heartbeatRefreshSeconds: refreshSeconds },
        async ([job]) => {
          const outcome = await runTrackedJob(tracked, context, job!.data.rowId, {
            heartbeatSeconds: timing.heartbeatSeconds,
            signal: AbortSignal.any([job!.signal, stopping.signal]),
          });
          // The queue retries what threw; the row already says why.
          if (outcome === 'retry')
            throw new Error(`background job ${job!.data.rowId} failed; it will be retried`);
        },
      );
    }
    const sweep = () =>
      void reconcile().catch((error: unknown) => logger.error({ err: error }, 'job reconciler failed'));
    sweep();
    reconcileTimer = setInterval(sweep, timing.reconcileEverySeconds * 1000);
    reconcileTimer.unref();
  }

  return {
    ...createJobs(db, byKind, queue),
    boss,
    reconcile,
    async useContext(context) {
      if (started) throw new Error('the jobs runtime already has its context');
      started = true;
      logger = bindLogger(context.logger, { component: 'jobs' });
      if (options.work) await work(context);
    },
    async stop() {
      clearInterval(reconcileTimer);
      stopping.abort();
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
