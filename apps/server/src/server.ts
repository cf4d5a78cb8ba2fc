import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase, openConfiguredDatabase } from './db/database.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { repointDemoExternalImages } from './db/seed/demo-external-images.ts';
import { startJobsRuntime } from './jobs/runtime.ts';

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

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
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
  console.error(err);
  process.exit(1);
});
