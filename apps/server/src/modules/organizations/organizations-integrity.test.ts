import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/db/schema/audit-log.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { createOrganization, createUser } from '@/test/factories.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';

/** Organization names, writes that commit with their audit entry, and who may read a logo. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookie(t, (await createUser(t.db, { role: 'admin', authType: 'oidc' })).id);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });

async function namesLike(pattern: string) {
  const rows = await t.db
    .select({ name: organizations.name, type: organizations.type })
    .from(organizations)
    .where(sql`lower(${organizations.name}) like ${pattern.toLowerCase()}`);
  return rows;
}

describe('organization names are unique per type, ignoring case', () => {
  it('refuses a second "Thunderline Audio" among manufacturers with a 409 naming the name', async () => {
    const first = await call('POST', '/api/organizations', admin, {
      name: 'Thunderline Audio',
      type: 'manufacturer',
    });
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/api/organizations', admin, {
      name: '  THUNDERLINE audio ',
      type: 'manufacturer',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.name).toBe(
      'There is already a manufacturer organization named "THUNDERLINE audio"',
    );
    // Another type may carry the same name.
    const shop = await call('POST', '/api/organizations', admin, {
      name: 'Thunderline Audio',
      type: 'shop_owner',
    });
    expect(shop.statusCode).toBe(201);
    expect(await namesLike('thunderline audio')).toHaveLength(2);
  });

  it('refuses a rename or a type change onto a taken name', async () => {
    const a = await createOrganization(t.db, { name: 'Rename Target', type: 'distributor' });
    const b = await createOrganization(t.db, { name: 'Rename Source', type: 'distributor' });
    const rename = await call('PATCH', `/api/organizations/${b.id}`, admin, { name: 'rename target' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().errors).toHaveProperty('name');
    const c = await createOrganization(t.db, { name: 'Rename Target', type: 'shop_owner' });
    const retype = await call('PATCH', `/api/organizations/${c.id}`, admin, { type: 'distributor' });
    expect(retype.statusCode).toBe(409);
    // Changing only the case of its own name is fine.
    const recase = await call('PATCH', `/api/organizations/${a.id}`, admin, { name: 'RENAME TARGET' });
    expect(recase.statusCode).toBe(200);
  });

  it('lets exactly one of 20 parallel creations of one name through; the rest get 409', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/api/organizations', admin, { name: 'Parallel Audio Works', type: 'manufacturer' }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json().errors.name).toContain('Parallel Audio Works');
    }
    expect(await namesLike('parallel audio works')).toHaveLength(1);
  });

  it('refuses a type change that its members’ roles do not fit', async () => {
    const org = await createOrganization(t.db, { name: 'Retype Me', type: 'marketing_firm' });
    await createUser(t.db, { role: 'marketing_firm', organizationId: org.id });
    const res = await call('PATCH', `/api/organizations/${org.id}`, admin, { type: 'manufacturer' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.type).toContain('marketing firm');
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, org.id));
    expect(row?.type).toBe('marketing_firm');
  });
});

/** Makes every audit insert of `action` fail, as a full disk or a lost connection would. */
async function withFailingAudit(action: string, run: () => Promise<void>) {
  await t.db.execute(
    sql.raw(`alter table audit_log add constraint audit_fails check (action <> '${action}') not valid`),
  );
  try {
    await run();
  } finally {
    await t.db.execute(sql.raw('alter table audit_log drop constraint audit_fails'));
  }
}

describe('a write and its audit entry commit together', () => {
  it('leaves the organization unchanged when its update cannot be audited', async () => {
    const org = await createOrganization(t.db, { name: 'Unaudited Update', contactPhone: '555-0100' });
    await withFailingAudit('organization.updated', async () => {
      const res = await call('PATCH', `/api/organizations/${org.id}`, admin, {
        name: 'Changed Without Trace',
        contactPhone: '555-0199',
      });
      expect(res.statusCode).toBe(500);
    });
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, org.id));
    expect(row).toMatchObject({ name: 'Unaudited Update', contactPhone: '555-0100' });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, org.id));
    expect(entries).toEqual([]);
  });

  it('creates no organization when its creation cannot be audited', async () => {
    await withFailingAudit('organization.created', async () => {
      const res = await call('POST', '/api/organizations', admin, { name: 'Never Audited Audio' });
      expect(res.statusCode).toBe(500);
    });
    expect(await namesLike('never audited audio')).toEqual([]);
  });
});

describe('a recorded logo and its audit entry commit together', () => {
  it('keeps the organization without a logo when the logo change cannot be audited', async () => {
    const org = await createOrganization(t.db, { name: 'Unaudited Logo', type: 'shop_owner' });
    const start = await call('POST', `/api/organizations/${org.id}/logo/upload`, admin);
    const { uploadURL } = start.json() as { uploadURL: string };
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    const put = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { cookie: admin, 'content-type': 'image/png' },
      payload: png,
    });
    expect(put.statusCode).toBe(200);
    await withFailingAudit('organization.logo_updated', async () => {
      const res = await call('PUT', `/api/organizations/${org.id}/logo`, admin, { logoURL: uploadURL });
      expect(res.statusCode).toBe(500);
    });
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, org.id));
    expect(row?.logoUrl).toBeNull();
  });
});

describe('GET /api/organizations/{id}/logo', () => {
  it('serves the logo only to those who may see the organization', async () => {
    const org = await createOrganization(t.db, { name: 'Logo Owner', type: 'shop_owner' });
    const stranger = await createOrganization(t.db, { name: 'Logo Stranger', type: 'shop_owner' });
    const key = `logos/${org.id}/${randomUUID()}.png`;
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    await t.app.storage.put(key, png, 'image/png');
    await t.db
      .update(organizations)
      .set({ logoUrl: `/objects/${key}` })
      .where(eq(organizations.id, org.id));
    const member = await sessionCookie(t, (await createUser(t.db, { organizationId: org.id })).id);
    const outsider = await sessionCookie(t, (await createUser(t.db, { organizationId: stranger.id })).id);
    const url = `/api/organizations/${org.id}/logo`;
    expect((await call('GET', url, member)).statusCode).toBe(200);
    expect((await call('GET', url, admin)).statusCode).toBe(200);
    const refused = await call('GET', url, outsider);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toContain('application/json');
    expect((await call('GET', url)).statusCode).toBe(401);
  });
});
