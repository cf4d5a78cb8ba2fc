import { loadConfig } from '@/config.ts';
import { migrateDatabase, openConfiguredDatabase } from '@/db/database.ts';

/** `npm run db:migrate`: applies the committed SQL migrations to the configured database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = performance.now();
  const database = await openConfiguredDatabase(config);
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${config.dataDir}`;
  console.log(`Migrations applied to ${where} in ${Math.round(performance.now() - started)} ms.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
