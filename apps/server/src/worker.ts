import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from './config.ts';
import type { AppContext } from './context.ts';
import {
  type Database,
  SchemaNewerThanCode,
  assertSchemaNotNewer,
  openConfiguredDatabase,
} from './db/database.ts';
import { startJobsRuntime } from './jobs/runtime.ts';
import { systemClock } from './lib/clock.ts';
import { createMailer } from './lib/mailer.ts';
import { createFetchOutside } from './lib/net/guarded-fetch.ts';
import { createBunnyStorage } from './lib/storage/bunny.ts';
import { createStorage } from './lib/storage/index.ts';

/**
 * `npm run worker`: a process that only works background jobs (and runs the schedules and the
 * reconciler), next to app processes started with JOBS_IN_PROCESS=false. PostgreSQL only: the
 * embedded database belongs to one process, which is the app. The app (or `npm run db:migrate`)
 * migrates the database; the worker waits for it (a deploy may start both at once) and refuses a
 * schema newer than its code.
 */
const MIGRATION_WAIT_MS = 120_000;

async function waitForSchemaAtHead(database: Database): Promise<void> {
  const until = Date.now() + MIGRATION_WAIT_MS;
  for (let said = false; ; said = true) {
    const state = await assertSchemaNotNewer(database.db);
    if (state.newestApplied === state.newestKnown) return;
    if (Date.now() > until)
      throw new Error(
        `The database is still not migrated to this code after ${MIGRATION_WAIT_MS / 1000} s ` +
          `(${state.applied} of ${state.known} migrations): start the app or run npm run db:migrate.`,
      );
    if (!said) console.log('Waiting for the app to migrate the database…');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(
      'The worker needs DATABASE_URL (PostgreSQL). On the embedded database the app works its own jobs: only one process may open its data directory.',
    );
    process.exit(1);
  }
  const database = await openConfiguredDatabase(config);
  await waitForSchemaAtHead(database);
  const jobs = await startJobsRuntime({ database, work: true });
  // The same context the app builds (app.ts), without Fastify: job handlers get it.
  const context: AppContext = {
    config,
    db: database.db,
    storage: await createStorage(config),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    }),
    logger: pino({ level: config.logLevel }),
    jobs,
    clock: systemClock,
    fetchOutside: createFetchOutside({ allowHosts: config.outboundAllowHosts }),
    cdn: config.bunny ? createBunnyStorage(config.bunny) : null,
  };
  await jobs.useContext(context);

  const shutdown = async (signal: string) => {
    console.log(`${signal}: stopping the worker (running jobs get 10 s to reach a batch boundary)`);
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  console.log('Crossover worker is running background jobs on PostgreSQL.');
}

main().catch((err: unknown) => {
  console.error(err instanceof SchemaNewerThanCode ? err.message : err);
  process.exit(1);
});
