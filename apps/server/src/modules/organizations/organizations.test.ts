import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@crossover/domain/messages';
import { queryRows } from '@/db/database.ts';
import { auditLog } from '@/db/schema/audit-log.ts';
import { orders } from '@/db/schema/orders.ts';
import { pricingChanges } from '@/db/schema/pricing-changes.ts';
import { pricingImports } from '@/db/schema/pricing-imports.ts';
import { users } from '@/db/schema/users.ts';
import { createOrganization, createUser } from '@/test/factories.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { LOGO_ERRORS } from './logo-image.ts';

let t: TestApp;
let admin: string;
let manufacturer: string;
let shopOwner: string;
let ownOrgId: string;
let otherOrgId: string;

beforeAll(async () => {
  t = await createTestApp();
  const adminUser = await createUser(t.db, { role: 'admin', authType: 'oidc' });
  admin = await sessionCookie(t, adminUser.id);
  const own = await createOrganization(t.db, { name: 'Kestrel Acoustics', type: 'manufacturer' });
  const other = await createOrganization(t.db, { name: 'Thunderline Audio', type: 'manufacturer' });
  ownOrgId = own.id;
  otherOrgId = other.id;
  manufacturer = await sessionCookie(
    t,
    (await createUser(t.db, { role: 'manufacturer', organizationId: own.id })).id,
  );
  shopOwner = await sessionCookie(
    t,
    (await createUser(t.db, { role: 'shop_owner', organizationId: own.id })).id,
  );
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });

describe('POST /api/organizations', () => {
  it('creates with the spec defaults, the tax rate as a 4-decimal fraction, and audits it', async () => {
    const res = await call('POST', '/api/organizations', admin, {
      name: '  Bass Shack  ',
      taxRate: '0.0725',
      contactEmail: 'Sales@BassShack.test',
      websiteUrl: 'https://bassshack.test',
    });
    expect(res.statusCode).toBe(201);
    const org = res.json();
    expect(org).toMatchObject({
      name: 'Bass Shack',
      type: 'shop_owner',
      isActive: true,
      parentId: null,
      taxRate: '0.0725',
      contactEmail: 'sales@bassshack.test',
      logoUrl: null,
    });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, org.id));
    expect(entries.map((e) => e.action)).toEqual(['organization.created']);
  });

  it('blank tax rate means exempt (null)', async () => {
    const res = await call('POST', '/api/organizations', admin, { name: 'Exempt Co', taxRate: '' });
    expect(res.json().taxRate).toBeNull();
  });

  it('answers 400 naming the field for a missing name, an unknown type or an out-of-range tax rate', async () => {
    const noName = await call('POST', '/api/organizations', admin, { name: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.name).toBe(MESSAGES.organizationNameRequired);
    const badType = await call('POST', '/api/organizations', admin, { name: 'X', type: 'retailer' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors).toHaveProperty('type');
    for (const taxRate of ['7.25', '-0.01', '1.5', '0.07255', 'abc']) {
      const res = await call('POST', '/api/organizations', admin, { name: 'X', taxRate });
      expect(res.statusCode, taxRate).toBe(400);
      expect(res.json().errors).toHaveProperty('taxRate');
    }
    const okMax = await call('POST', '/api/organizations', admin, { name: 'Full tax', taxRate: 1 });
    expect(okMax.json().taxRate).toBe('1.0000');
  });

  it('ignores mass-assigned fields (id, logoUrl, createdAt)', async () => {
    const res = await call('POST', '/api/organizations', admin, {
      name: 'Sneaky',
      id: 'chosen-id',
      logoUrl: 'https://evil.test/x.svg',
      createdAt: '2000-01-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).not.toBe('chosen-id');
    expect(res.json().logoUrl).toBeNull();
    expect(res.json().createdAt).not.toContain('2000');
  });

  it('refuses a manufacturer (403), a shop owner (403) and a visitor (401)', async () => {
    expect((await call('POST', '/api/organizations', manufacturer, { name: 'Mine' })).statusCode).toBe(403);
    expect((await call('POST', '/api/organizations', shopOwner, { name: 'Mine' })).statusCode).toBe(403);
    expect((await call('POST', '/api/organizations', undefined, { name: 'Mine' })).statusCode).toBe(401);
  });
});

describe('GET /api/organizations', () => {
  it('gives admins every organization and others only their own', async () => {
    const all = await call('GET', '/api/organizations', admin);
    expect(all.json().length).toBeGreaterThanOrEqual(2);
    const mine = await call('GET', '/api/organizations', shopOwner);
    expect(mine.json().map((o: { id: string }) => o.id)).toEqual([ownOrgId]);
    expect((await call('GET', `/api/organizations/${otherOrgId}`, manufacturer)).statusCode).toBe(404);
    expect((await call('GET', `/api/organizations/${ownOrgId}`, shopOwner)).statusCode).toBe(200);
    expect((await call('GET', '/api/organizations')).statusCode).toBe(401);
  });
});

describe('PATCH /api/organizations/{id}', () => {
  it('lets an admin change fields, audited with before and after', async () => {
    const org = await createOrganization(t.db, { name: 'Before', taxRate: '0.0500' });
    const res = await call('PATCH', `/api/organizations/${org.id}`, admin, {
      name: 'After',
      taxRate: '0.0725',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'After', taxRate: '0.0725' });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, org.id));
    expect(entry?.details).toEqual({
      changes: { name: { from: 'Before', to: 'After' }, taxRate: { from: '0.0500', to: '0.0725' } },
    });
  });

  it('refuses a parent that would create a cycle, and a missing parent', async () => {
    const a = await createOrganization(t.db, { name: 'A' });
    const b = await createOrganization(t.db, { name: 'B', parentId: a.id });
    const c = await createOrganization(t.db, { name: 'C', parentId: b.id });
    const cycle = await call('PATCH', `/api/organizations/${a.id}`, admin, { parentId: c.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().errors).toHaveProperty('parentId');
    const self = await call('PATCH', `/api/organizations/${a.id}`, admin, { parentId: a.id });
    expect(self.statusCode).toBe(400);
    const missing = await call('PATCH', `/api/organizations/${a.id}`, admin, { parentId: 'nope' });
    expect(missing.statusCode).toBe(400);
    const fine = await call('PATCH', `/api/organizations/${c.id}`, admin, { parentId: a.id });
    expect(fine.statusCode).toBe(200);
  });

  it('lets a manufacturer edit its own organization’s contact details only', async () => {
    const ok = await call('PATCH', `/api/organizations/${ownOrgId}`, manufacturer, {
      contactPhone: '555-0100',
    });
    expect(ok.statusCode).toBe(200);
    const tax = await call('PATCH', `/api/organizations/${ownOrgId}`, manufacturer, { taxRate: '0' });
    expect(tax.statusCode).toBe(403);
    expect(tax.json().errors).toHaveProperty('taxRate');
    const other = await call('PATCH', `/api/organizations/${otherOrgId}`, manufacturer, { name: 'Mine now' });
    expect(other.statusCode).toBe(404);
    expect((await call('PATCH', `/api/organizations/${ownOrgId}`, shopOwner, { name: 'x' })).statusCode).toBe(
      403,
    );
  });

  it('accepts only null for logoUrl', async () => {
    const res = await call('PATCH', `/api/organizations/${ownOrgId}`, admin, {
      logoUrl: 'https://x.test/a.png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('logoUrl');
  });
});

describe('DELETE /api/organizations/{id}', () => {
  it('deletes permanently, keeping its users unlinked', async () => {
    const org = await createOrganization(t.db, { name: 'Going Away' });
    const member = await createUser(t.db, { organizationId: org.id });
    const res = await call('DELETE', `/api/organizations/${org.id}`, admin);
    expect(res.statusCode).toBe(200);
    const [kept] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(kept?.organizationId).toBeNull();
    expect((await call('GET', `/api/organizations/${org.id}`, admin)).statusCode).toBe(404);
  });

  it("takes a distributor's price lists and their change log with it; other lists stay", async () => {
    const gone = await createOrganization(t.db, { name: 'Closing Distributor', type: 'distributor' });
    const stays = await createOrganization(t.db, { name: 'Staying Distributor', type: 'distributor' });
    const [adminRow] = await t.db.select().from(users).where(eq(users.role, 'admin'));
    const lists = await t.db
      .insert(pricingImports)
      .values(
        [gone, stays].map((org) => ({
          userId: adminRow!.id,
          importType: 'distributor_pricing',
          filename: `${org.name}.csv`,
          organizationId: org.id,
        })),
      )
      .returning();
    await t.db.insert(pricingChanges).values(
      lists.map((list) => ({
        pricingImportId: list.id,
        organizationId: list.organizationId,
        sku: 'KX-1',
        changeType: 'distributor_cost',
        oldValue: '1.00',
        newValue: '2.00',
      })),
    );
    expect((await call('DELETE', `/api/organizations/${gone.id}`, admin)).statusCode).toBe(200);
    const left = await t.db
      .select({ organizationId: pricingChanges.organizationId })
      .from(pricingChanges)
      .innerJoin(pricingImports, eq(pricingImports.id, pricingChanges.pricingImportId))
      .where(inArray(pricingImports.organizationId, [gone.id, stays.id]));
    expect(left).toEqual([{ organizationId: stays.id }]);
    const orphans = await queryRows(
      t.db,
      sql`select 1 from pricing_changes c
        where not exists (select 1 from pricing_imports i where i.id = c.pricing_import_id)`,
    );
    expect(orphans).toEqual([]);
  });

  it('is refused, naming the blocker, while orders exist', async () => {
    const org = await createOrganization(t.db, { name: 'Has Orders' });
    await t.db.insert(orders).values({ orderNumber: `ORD-${org.id}`, organizationId: org.id });
    const res = await call('DELETE', `/api/organizations/${org.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('1 order');
  });

  it('is for admins only', async () => {
    expect((await call('DELETE', `/api/organizations/${ownOrgId}`, manufacturer)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/organizations/${ownOrgId}`)).statusCode).toBe(401);
  });
});

async function uploadLogo(orgId: string, cookie: string, body: Buffer, contentType = 'image/png') {
  const start = await call('POST', `/api/organizations/${orgId}/logo/upload`, cookie);
  expect(start.statusCode).toBe(200);
  const { uploadURL } = start.json() as { uploadURL: string };
  const put = await t.app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { cookie, 'content-type': contentType },
    payload: body,
  });
  return { uploadURL, put };
}

describe('logo upload', () => {
  it('stores a re-encoded image without metadata and serves it', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c00' } })
      .withExif({ IFD0: { Copyright: 'secret-owner' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { uploadURL, put } = await uploadLogo(ownOrgId, manufacturer, jpeg, 'image/jpeg');
    expect(put.statusCode).toBe(200);
    const record = await call('PUT', `/api/organizations/${ownOrgId}/logo`, manufacturer, {
      logoURL: uploadURL,
    });
    expect(record.statusCode).toBe(200);
    const { logoPath } = record.json() as { logoPath: string };
    expect(logoPath).toMatch(new RegExp(`^/api/organizations/${ownOrgId}/logo\\?v=`));
    const image = await call('GET', logoPath, shopOwner);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(40);
    expect((await call('GET', `/api/organizations/${ownOrgId}`, admin)).json().logoUrl).toBe(logoPath);

    const removed = await call('PATCH', `/api/organizations/${ownOrgId}`, admin, { logoUrl: null });
    expect(removed.json().logoUrl).toBeNull();
    expect((await call('GET', `/api/organizations/${ownOrgId}/logo`, admin)).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, or an SVG, with a 400 that says why', async () => {
    const text = await uploadLogo(ownOrgId, admin, Buffer.from('just some text'), 'image/png');
    expect(text.put.statusCode).toBe(400);
    expect(text.put.json().message).toBe(LOGO_ERRORS.notImage);
    const svg = await uploadLogo(
      ownOrgId,
      admin,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    );
    expect(svg.put.statusCode).toBe(400);
  });

  it('refuses a file over 2 MB', async () => {
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(2 * 1024 * 1024),
    ]);
    const { put } = await uploadLogo(ownOrgId, admin, big);
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe(LOGO_ERRORS.tooLarge);
  });

  it('refuses a damaged image at record time and an address it did not issue', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('garbage'),
    ]);
    const { uploadURL, put } = await uploadLogo(ownOrgId, admin, fake);
    expect(put.statusCode).toBe(200);
    const bad = await call('PUT', `/api/organizations/${ownOrgId}/logo`, admin, { logoURL: uploadURL });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(LOGO_ERRORS.unreadable);
    const foreign = await call('PUT', `/api/organizations/${ownOrgId}/logo`, admin, {
      logoURL: 'https://evil.test/logo.png',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty('logoURL');
    // An address issued for another organization does not fit this one.
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const other = await uploadLogo(otherOrgId, admin, png);
    const crossed = await call('PUT', `/api/organizations/${ownOrgId}/logo`, admin, {
      logoURL: other.uploadURL,
    });
    expect(crossed.statusCode).toBe(400);
  });

  it('refuses a tampered token, another user’s token, and another organization', async () => {
    const start = await call('POST', `/api/organizations/${ownOrgId}/logo/upload`, admin);
    const { uploadURL } = start.json() as { uploadURL: string };
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    const tampered = await t.app.inject({
      method: 'PUT',
      url: `${uploadURL}x`,
      headers: { cookie: admin, 'content-type': 'image/png' },
      payload: png,
    });
    expect(tampered.statusCode).toBe(400);
    const stolen = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { cookie: manufacturer, 'content-type': 'image/png' },
      payload: png,
    });
    expect(stolen.statusCode).toBe(403);
    expect(
      (await call('POST', `/api/organizations/${otherOrgId}/logo/upload`, manufacturer)).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/organizations/${ownOrgId}/logo/upload`, shopOwner)).statusCode).toBe(
      403,
    );
  });
});
