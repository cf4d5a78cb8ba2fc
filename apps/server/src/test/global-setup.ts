import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '@/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite data directory; each test file's database starts from it. */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database that each test file's database is created from. */
    postgresTemplateName: string;
  }
}

/**
 * Runs once per `vitest run`, before any server test file: migrates one database from the
 * migrations folder as it is now (never cached across runs, so a migration added since is
 * applied), and hands its name to the test files, which copy it instead of migrating again.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    await migrateDatabase(database);
    const client = (database.connection as { client: PGlite }).client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    const dir = mkdtempSync(path.join(tmpdir(), 'crossover-template-'));
    const file = path.join(dir, 'pglite.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplateFile', file);
    project.provide('postgresTemplateName', '');
    return () => rmSync(dir, { recursive: true, force: true });
  }

  const name = `crossover_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
    await database.close();
  }
  project.provide('pgliteTemplateFile', '');
  project.provide('postgresTemplateName', name);
  return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
