import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '@/db/schema/organizations.ts';
import { createOrganization, createUser } from '@/test/factories.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /objects/*', () => {
  it('streams a stored product image to anyone, with its type, nosniff and a year of caching', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    await t.storage.put('products/p-1/0b6c.png', png, 'image/png');
    const response = await get('/objects/products/p-1/0b6c.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-length']).toBe(String(png.length));
    expect(response.rawPayload.equals(png)).toBe(true);

    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/objects/products/p-1/0b6c.png', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves a logo an organization stored through the upload flow', async () => {
    const org = await createOrganization(t.db, { type: 'manufacturer' });
    const user = await createUser(t.db, { role: 'manufacturer', organizationId: org.id });
    const cookie = await sessionCookie(t, user.id);
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/organizations/${org.id}/logo/upload`,
      headers: { cookie },
    });
    expect(start.statusCode).toBe(200);
    const { uploadURL } = start.json() as { uploadURL: string };
    const jpeg = await sharp({ create: { width: 30, height: 10, channels: 3, background: '#00c' } })
      .jpeg()
      .toBuffer();
    const put = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { cookie, 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expect(put.statusCode).toBe(200);
    const recorded = await t.app.inject({
      method: 'PUT',
      url: `/api/organizations/${org.id}/logo`,
      headers: { cookie },
      payload: { logoURL: uploadURL },
    });
    expect(recorded.statusCode).toBe(200);
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, org.id));
    expect(row?.logoUrl).toMatch(new RegExp(`^/objects/logos/${org.id}/`));

    const logo = await get(row!.logoUrl!);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(logo.rawPayload).metadata()).width).toBe(30);
    // The upload before it was checked lives under uploads/: never served.
    expect(
      (await get(`/objects/${new URL(uploadURL, 'http://x').searchParams.get('token')}`)).statusCode,
    ).toBe(404);
  });

  it('never serves import files or anything outside products/ and logos/', async () => {
    await t.storage.put('imports/i-1/costs.csv', Buffer.from('sku,cost\nA,1.00\n'), 'text/csv');
    await t.storage.put('uploads/logos/o/raw', Buffer.from('raw'), 'image/png');
    for (const url of [
      '/objects/imports/i-1/costs.csv',
      '/objects/uploads/logos/o/raw',
      '/objects/products/../imports/i-1/costs.csv',
      '/objects/products/%2e%2e/imports/i-1/costs.csv',
      '/objects/products%2F..%2Fimports%2Fi-1%2Fcosts.csv',
      '/objects/logos/..%2Fimports/i-1/costs.csv',
      '/objects/products//i-1/costs.csv',
      '/objects/products/',
      '/objects/',
      '/objects/products/%00.png',
      '/objects/products/%ZZ.png',
      `/objects/products/${'a'.repeat(2000)}.png`,
    ]) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toMatchObject({ url });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('A,1.00');
    }
  });

  it('answers HEAD with the headers only', async () => {
    await t.storage.put('logos/o-9/a.webp', Buffer.alloc(2048, 1), 'image/webp');
    const response = await t.app.inject({ method: 'HEAD', url: '/objects/logos/o-9/a.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers 404 for a missing object', async () => {
    const response = await get('/objects/products/none/none.png');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'There is no such file' });
  });

  it('sends a stored non-image as a download, never rendered', async () => {
    await t.storage.put('products/p-2/x.png', Buffer.from('<script>alert(1)</script>'), 'text/html');
    const response = await get('/objects/products/p-2/x.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe('attachment');
  });

  it('is public in the route table', () => {
    const route = t.app.routesTable.find((r) => r.url === '/objects/*' && r.method === 'GET');
    expect(route?.declaredPolicy).toBe(true);
    expect(route?.policy).toEqual({ access: 'public' });
  });
});
