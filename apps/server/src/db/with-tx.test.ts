import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '@/lib/audit.ts';
import { createTestDatabase } from '@/test/database.ts';
import { createOrganization } from '@/test/factories.ts';
import type { Database } from './database.ts';
import { auditLog } from './schema/audit-log.ts';
import { organizations } from './schema/organizations.ts';
import { withTx } from './with-tx.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const entriesFor = (entityId: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

describe('withTx', () => {
  it('commits a write and its audit entry together', async () => {
    const org = await withTx(database.db, async (tx) => {
      const row = await createOrganization(tx, { name: 'Committed Audio' });
      await writeAudit(tx, { actorUserId: null, action: 'organization.created', entityId: row.id });
      return row;
    });
    expect(await entriesFor(org.id)).toHaveLength(1);
    expect(await database.db.select().from(organizations).where(eq(organizations.id, org.id))).toHaveLength(
      1,
    );
  });

  it('keeps neither when the work fails after both were written', async () => {
    let id = '';
    await expect(
      withTx(database.db, async (tx) => {
        const row = await createOrganization(tx, { name: 'Undone Audio' });
        id = row.id;
        await writeAudit(tx, { actorUserId: null, action: 'organization.created', entityId: row.id });
        throw new Error('a later check failed');
      }),
    ).rejects.toThrow('a later check failed');
    expect(id).not.toBe('');
    expect(await entriesFor(id)).toEqual([]);
    expect(await database.db.select().from(organizations).where(eq(organizations.id, id))).toEqual([]);
  });
});
