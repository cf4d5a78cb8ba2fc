import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { schemaState } from '@/db/database.ts';
import { type TestApp, createTestApp } from '@/test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

describe('GET /api/health (alive)', () => {
  it('answers 200 to anyone, saying whether the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('GET /api/ready (can serve)', () => {
  it('is ready with the database up, the schema at head and storage writable', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: 'up',
      migrations: 'at head',
      storage: 'writable',
    });
  });

  it('is not ready while the schema is behind this code', async () => {
    const { newestKnown } = await schemaState(t.db);
    await t.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newestKnown}`,
    );
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not ready', migrations: 'behind' });
    } finally {
      await t.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = ${newestKnown} where created_at = ${newestKnown - 1}`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('is not ready when object storage refuses writes (probed at most every 10 s)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    const put = vi.spyOn(t.app.storage, 'put').mockRejectedValue(new Error('disk full'));
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not ready', storage: 'not writable' });
      expect(put).toHaveBeenCalledTimes(1);
      await ready();
      expect(put).toHaveBeenCalledTimes(1);
    } finally {
      put.mockRestore();
      vi.setSystemTime(Date.now() + 60_000);
    }
    expect((await ready()).json()).toMatchObject({ storage: 'writable' });
    vi.useRealTimers();
  });
});
