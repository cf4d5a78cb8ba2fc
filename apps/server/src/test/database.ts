import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from '@/db/database.ts';

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or — when
 * TEST_DATABASE_URL is set — a scratch database created on that PostgreSQL server and dropped
 * again by `close()`. Both start as a copy of the database global-setup.ts migrated once for the
 * whole run (a PGlite data-directory snapshot, or `CREATE DATABASE … TEMPLATE`).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const templateFile = inject('pgliteTemplateFile');
    if (!templateFile) {
      const database = await openDatabase({ kind: 'pglite' });
      await migrateDatabase(database);
      return database;
    }
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([await readFile(templateFile)]) });
  }
  const template = inject('postgresTemplateName');
  const name = `crossover_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  if (!template) await migrateDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
