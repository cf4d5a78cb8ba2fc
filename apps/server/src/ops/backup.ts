import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { embeddedDatabaseDir, lockEmbeddedDatabase } from '@/db/database.ts';
import type { ObjectStorage } from '@/lib/storage/types.ts';

/**
 * Backup and restore of everything Crossover keeps: the database (PostgreSQL through pg_dump, or
 * the embedded database's data directory) and every object in storage (local disk or S3). A
 * backup is a folder:
 *   manifest.json        what it holds (kind, time, counts)
 *   database.dump        PostgreSQL: pg_dump's custom format
 *   database.tar.gz      embedded: the data directory as PGlite dumps it
 *   objects/<key>        every stored object, with its content type in objects/<key>.type
 * See README "Backup and restore" and decision 0054.
 */

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'embedded';
  objects: number;
  objectBytes: number;
}

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'embedded'; dataDir: string };

const MANIFEST = 'manifest.json';
const PG_DUMP_FILE = 'database.dump';
const EMBEDDED_FILE = 'database.tar.gz';
const OBJECTS = 'objects';

/** Runs a PostgreSQL client program; its stderr becomes the error when it fails. */
function runTool(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(
        new Error(`${program} could not start (${error.message}): install PostgreSQL's client programs`),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

async function backupDatabase(source: DatabaseTarget, dir: string): Promise<void> {
  if (source.kind === 'postgres') {
    // A consistent snapshot while the app runs (pg_dump reads in one repeatable-read transaction).
    await runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--file',
      path.join(dir, PG_DUMP_FILE),
      source.url,
    ]);
    return;
  }
  // The embedded database belongs to one process: claiming it refuses while the app runs.
  const release = await lockEmbeddedDatabase(source.dataDir);
  try {
    const client = new PGlite({ dataDir: embeddedDatabaseDir(source.dataDir), extensions: { pg_trgm } });
    try {
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      await writeFile(path.join(dir, EMBEDDED_FILE), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    await release();
  }
}

async function restoreDatabase(target: DatabaseTarget, dir: string, manifest: BackupManifest): Promise<void> {
  if (target.kind === 'postgres') {
    if (manifest.database !== 'postgres')
      throw new Error(
        'This backup holds an embedded database: restore it into a DATA_DIR (unset DATABASE_URL).',
      );
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ tables: number }>(
        `select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
      );
      if ((rows[0]?.tables ?? 0) > 0)
        throw new Error('The target database is not empty: restore into a new, empty database.');
    } finally {
      await client.end();
    }
    await runTool('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      '--dbname',
      target.url,
      path.join(dir, PG_DUMP_FILE),
    ]);
    return;
  }
  if (manifest.database !== 'embedded')
    throw new Error(
      'This backup holds a PostgreSQL dump: restore it with DATABASE_URL set to an empty database.',
    );
  const dataDir = embeddedDatabaseDir(target.dataDir);
  const existing = await readdir(dataDir).catch(() => []);
  if (existing.length > 0)
    throw new Error(`${target.dataDir} already holds a database: restore into an empty DATA_DIR.`);
  await mkdir(dataDir, { recursive: true });
  const release = await lockEmbeddedDatabase(target.dataDir);
  try {
    const dump = new Blob([await readFile(path.join(dir, EMBEDDED_FILE))]);
    const client = new PGlite({ dataDir, loadDataDir: dump, extensions: { pg_trgm } });
    await client.waitReady;
    await client.close();
  } finally {
    await release();
  }
}

async function backupObjects(
  storage: ObjectStorage,
  dir: string,
): Promise<{ objects: number; bytes: number }> {
  if (!storage.list) throw new Error(`The ${storage.kind} storage cannot list its objects for a backup.`);
  let objects = 0;
  let bytes = 0;
  for await (const key of storage.list()) {
    const object = await storage.getStream(key);
    if (!object) continue; // deleted since it was listed
    const file = path.join(dir, OBJECTS, key);
    await mkdir(path.dirname(file), { recursive: true });
    await pipeline(object.body, createWriteStream(file));
    await writeFile(`${file}.type`, object.contentType ?? 'application/octet-stream', 'utf8');
    objects += 1;
    bytes += (await stat(file)).size;
  }
  return { objects, bytes };
}

async function restoreObjects(storage: ObjectStorage, dir: string): Promise<number> {
  const root = path.join(dir, OBJECTS);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  let restored = 0;
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith('.type')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(root, file).split(path.sep).join('/');
    const contentType = await readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream');
    await storage.putStream(key, createReadStream(file), contentType);
    restored += 1;
  }
  return restored;
}

/** Writes a backup of `source` and `storage` into `dir` (created; must be empty). */
export async function createBackup(
  source: DatabaseTarget,
  storage: ObjectStorage,
  dir: string,
): Promise<BackupManifest> {
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length > 0) throw new Error(`${dir} is not empty: back up into a new folder.`);
  await backupDatabase(source, dir);
  const { objects, bytes } = await backupObjects(storage, dir);
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: source.kind,
    objects,
    objectBytes: bytes,
  };
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
  return manifest;
}

/** Restores the backup in `dir` into an empty database and storage. */
export async function restoreBackup(
  target: DatabaseTarget,
  storage: ObjectStorage,
  dir: string,
): Promise<BackupManifest> {
  const manifest = JSON.parse(
    await readFile(path.join(dir, MANIFEST), 'utf8').catch(() => 'null'),
  ) as BackupManifest | null;
  if (manifest?.format !== 1) throw new Error(`${dir} holds no Crossover backup (manifest.json is missing).`);
  await restoreDatabase(target, dir, manifest);
  await restoreObjects(storage, dir);
  return manifest;
}
