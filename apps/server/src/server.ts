import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase, openConfiguredDatabase } from './db/database.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { sweepRateLimits } from './modules/auth/password-check.ts';
import { deleteExpiredSessions } from './modules/auth/session-repo.ts';

/** Reads the environment, opens and migrates the database, loads demo data if asked, listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await migrateDatabase(database);
  if (config.seedDemoOnStart) {
    const { seeded } = await seedDemoData(database.db);
    if (seeded) console.log('Loaded the demo data (accounts are listed in the README).');
  }
  const app = await buildApp({ config, db: database.db });
  const sweep = setInterval(
    () => {
      deleteExpiredSessions(database.db).catch((err: unknown) =>
        app.log.error({ err }, 'session sweep failed'),
      );
      sweepRateLimits(database.db).catch((err: unknown) => app.log.error({ err }, 'rate limit sweep failed'));
    },
    15 * 60 * 1000,
  );
  sweep.unref();

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    clearInterval(sweep);
    await app.close();
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
