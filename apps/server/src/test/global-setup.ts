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
 * An embedded template is always made: on PostgreSQL too, the crash tests also run their
 * scenario on an embedded database (killed-process.ts), which starts from it.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const [pglite, postgres] = await Promise.all([
    migratePgliteTemplate(),
    serverUrl ? migratePostgresTemplate(serverUrl) : undefined,
  ]);
  project.provide('pgliteTemplateFile', pglite.file);
  project.provide('postgresTemplateName', postgres?.name ?? '');
  return async () => {
    pglite.remove();
    await postgres?.remove();
  };
}

/** A tar of a migrated PGlite data directory, in a temporary folder. */
async function migratePgliteTemplate(): Promise<{ file: string; remove: () => void }> {
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  const client = (database.connection as { client: PGlite }).client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'crossover-template-'));
  const file = path.join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A migrated database on the PostgreSQL server at `serverUrl`. */
async function migratePostgresTemplate(
  serverUrl: string,
): Promise<{ name: string; remove: () => Promise<void> }> {
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
  return { name, remove: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
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
