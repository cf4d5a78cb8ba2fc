import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';
import { MIGRATIONS_FOLDER, queryRows } from '@/db/database.ts';
import { createTestApp } from './app.ts';
import { createTestDatabase } from './database.ts';

describe('the test database', () => {
  it('has every migration in the folder applied (the template is built fresh each run)', async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const database = await createTestDatabase();
    try {
      const rows = await queryRows<{ count: number | string }>(
        database.db,
        // drizzle records each applied migration here.
        sql`select count(*) as count from drizzle.__drizzle_migrations`,
      );
      expect(journal.entries.length).toBeGreaterThan(0);
      expect(Number(rows[0]!.count)).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
  });
});

describe('the bundled identity provider', () => {
  const apps: Array<{ close(): Promise<void> }> = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('is on outside production and never in it', () => {
    expect(loadConfig({}).devIdentityProvider).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).devIdentityProvider).toBe(false);
  });

  it('is mounted in a test app only when the test asks for it', async () => {
    const discovery = '/oidc/.well-known/openid-configuration';
    const without = await createTestApp();
    apps.push(without);
    expect((await without.app.inject({ method: 'GET', url: discovery })).statusCode).toBe(404);
    const withProvider = await createTestApp({ devIdentityProvider: true });
    apps.push(withProvider);
    expect((await withProvider.app.inject({ method: 'GET', url: discovery })).statusCode).toBe(200);
  });
});
