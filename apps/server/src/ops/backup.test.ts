import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { type Database, migrateDatabase, openConfiguredDatabase } from '@/db/database.ts';
import { orders } from '@/db/schema/orders.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '@/db/seed/demo.ts';
import { createStorage } from '@/lib/storage/index.ts';
import { sessionCookie } from '@/test/app.ts';
import { type DatabaseTarget, createBackup, restoreBackup } from './backup.ts';

const scratch: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `crossover-${name}-`));
  scratch.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

const PICTURE = Buffer.from('not really a jpeg, but bytes to compare');
const PICTURE_KEY = 'products/backup-test/picture.jpg';

/** The app on a database and a DATA_DIR (local object storage in DATA_DIR/objects). */
async function openApp(target: DatabaseTarget, dataDir: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:5000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}),
  });
  const database: Database = await openConfiguredDatabase(config);
  const storage = await createStorage(config);
  const app = await buildApp({
    config,
    db: database.db,
    storage,
    logger: false,
    mailer: { send: async () => {} },
  });
  return { app, db: database.db, config, storage, database };
}
type OpenApp = Awaited<ReturnType<typeof openApp>>;

/** What an administrator sees: organizations, products, orders, and a stored file. */
async function served({ app, db, config }: OpenApp) {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
  const cookie = await sessionCookie({ db, config }, admin!.id);
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, url).toBe(200);
    return response;
  };
  const orgs = (await get('/api/organizations')).json<{ id: string; name: string }[]>();
  const products = (await get('/api/products?status=all&limit=100&sort=sku')).json<{
    products: { id: string }[];
  }>();
  const orderList = (await get('/api/orders')).json<unknown>();
  const picture = (await get(`/objects/${PICTURE_KEY}`)).rawPayload;
  return { orgs, products: products.products, orders: orderList, picture };
}

async function fill(target: DatabaseTarget, dataDir: string) {
  const world = await openApp(target, dataDir);
  await migrateDatabase(world.database);
  await seedDemoData(world.db);
  const [shop] = await world.db.select({ id: organizations.id }).from(organizations).limit(1);
  await world.db.insert(orders).values({ orderNumber: 'ORD-BACKUP-1', organizationId: shop!.id });
  await world.storage.put(PICTURE_KEY, PICTURE, 'image/jpeg');
  const before = await served(world);
  await world.app.close();
  await world.database.close();
  return before;
}

async function roundTrip(
  source: DatabaseTarget,
  sourceDir: string,
  target: DatabaseTarget,
  targetDir: string,
) {
  const before = await fill(source, sourceDir);
  expect(before.orgs.length).toBeGreaterThan(3);
  expect(before.products.length).toBeGreaterThan(20);
  expect(JSON.stringify(before.orders)).toContain('ORD-BACKUP-1');
  expect(before.picture.equals(PICTURE)).toBe(true);

  const backupDir = path.join(tempDir('backup'), 'backup');
  const sourceStorage = await createStorage(loadConfig({ DATA_DIR: sourceDir }));
  const manifest = await createBackup(source, sourceStorage, backupDir);
  expect(manifest).toMatchObject({ format: 1, database: source.kind });
  expect(manifest.objects).toBeGreaterThan(0);

  const targetStorage = await createStorage(loadConfig({ DATA_DIR: targetDir }));
  await restoreBackup(target, targetStorage, backupDir);
  const restored = await openApp(target, targetDir);
  try {
    const after = await served(restored);
    expect(after.orgs).toEqual(before.orgs);
    expect(after.products).toEqual(before.products);
    expect(after.orders).toEqual(before.orders);
    expect(after.picture.equals(PICTURE)).toBe(true);
    // A second restore into the now-full target is refused, not merged.
    await expect(restoreBackup(target, targetStorage, backupDir)).rejects.toThrow(/not empty|already holds/);
  } finally {
    await restored.app.close();
    await restored.database.close();
  }
}

describe('backup and restore', () => {
  it('of the embedded database: a fresh DATA_DIR serves the same organizations, products, orders and files', async () => {
    const sourceDir = tempDir('source');
    const targetDir = tempDir('target');
    await roundTrip(
      { kind: 'embedded', dataDir: sourceDir },
      sourceDir,
      { kind: 'embedded', dataDir: targetDir },
      targetDir,
    );
  }, 180_000);

  it('refuses to back up the embedded database while another process has it open', async () => {
    const dataDir = tempDir('busy');
    const storage = await createStorage(loadConfig({ DATA_DIR: dataDir }));
    // The claim another live process (here: the one that started this test) left in DATA_DIR.
    writeFileSync(path.join(dataDir, 'pglite.pid'), String(process.ppid));
    await expect(
      createBackup({ kind: 'embedded', dataDir }, storage, path.join(tempDir('busy-backup'), 'b')),
    ).rejects.toThrow(/open in process \d+: only one process may use it/);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'of PostgreSQL: an empty database restored from pg_dump serves the same organizations, products, orders and files',
    async () => {
      const server = process.env.TEST_DATABASE_URL!;
      const suffix = `${process.pid}_${Date.now()}`;
      const names = [`crossover_backup_src_${suffix}`, `crossover_backup_dst_${suffix}`];
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      for (const name of names) await admin.query(`create database ${name}`);
      const urlOf = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
      try {
        await roundTrip(
          { kind: 'postgres', url: urlOf(names[0]!) },
          tempDir('pg-source'),
          { kind: 'postgres', url: urlOf(names[1]!) },
          tempDir('pg-target'),
        );
      } finally {
        for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    180_000,
  );
});
