import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '@/db/database.ts';
import { createTestDatabase } from './database.ts';

/**
 * What the crash tests share (jobs-crash, import-crash): a TypeScript child process to kill and
 * restart, and a database both the children and the test open — an embedded one in a data
 * directory, or a scratch PostgreSQL database when TEST_DATABASE_URL is set.
 */

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a script of the server (path from apps/server) under tsx until it exits or is killed. */
export function runChild(script: string, env: Record<string, string>): Promise<ChildExit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, script)], {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** Opens the database the children used, for as long as `use` runs. */
export type WithDatabase = <T>(use: (database: Database) => Promise<T>) => Promise<T>;

/**
 * A crash scenario on a fresh embedded database: `target` ('pglite:<dir>') is what the children
 * open; the test opens the same directory between them (PGlite allows one process at a time).
 */
export async function onEmbeddedDatabase(
  scenario: (target: string, withDatabase: WithDatabase) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crossover-crash-'));
  try {
    await scenario(`pglite:${dataDir}`, async (use) => {
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        return await use(database);
      } finally {
        await database.close();
      }
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A crash scenario on a scratch PostgreSQL database (TEST_DATABASE_URL); `target` is its URL. */
export async function onPostgres(
  scenario: (target: string, withDatabase: WithDatabase) => Promise<void>,
): Promise<void> {
  const database = await createTestDatabase();
  try {
    if (database.connection.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
    await scenario(database.connection.url, (use) => use(database));
  } finally {
    await database.close();
  }
}
