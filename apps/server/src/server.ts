import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { SchemaNewerThanCode, migrateDatabase, openConfiguredDatabase } from './db/database.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { repointDemoExternalImages } from './db/seed/demo-external-images.ts';
import { startJobsRuntime } from './jobs/runtime.ts';

/** How long requests in flight get to finish after SIGTERM before the process stops waiting. */
const SHUTDOWN_GRACE_MS = 15_000;
/** What jobs.stop() may take on top (running batches reach a boundary within 10 s). */
const JOBS_STOP_GRACE_MS = 15_000;

/** Reads the environment, opens and migrates the database, loads demo data if asked, listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await migrateDatabase(database);
  if (config.seedDemoOnStart) {
    const { seeded } = await seedDemoData(database.db, { publicUrl: config.publicUrl });
    if (seeded) console.log('Loaded the demo data (accounts are listed in the README).');
    else await repointDemoExternalImages(database.db, config.publicUrl);
  }
  // Background jobs, the session and rate-limit sweeps among them (src/jobs). The app works them
  // too unless JOBS_IN_PROCESS=false leaves that to `npm run worker` processes.
  // The runtime can send at once; buildApp gives it the app's context, and its workers start then.
  const jobs = await startJobsRuntime({ database, work: config.jobsInProcess });
  const app = await buildApp({ config, db: database.db, jobs });

  // SIGTERM (a rolling deploy): stop accepting, let requests in flight finish (bounded), let running
  // job batches commit or hand their job back (jobs.stop), then exit. A second signal exits at once.
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    const deadline = setTimeout(() => {
      console.error(
        `Requests still running ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}: exiting without them.`,
      );
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + JOBS_STOP_GRACE_MS);
    deadline.unref();
    await Promise.race([app.close(), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS))]);
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  console.log(`Crossover is running at ${config.publicUrl} on ${where}.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof SchemaNewerThanCode ? err.message : err);
  process.exit(1);
});
