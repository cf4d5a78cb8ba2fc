import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@crossover/domain/products';
import { eq } from 'drizzle-orm';
import { organizations } from '@/db/schema/organizations.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { createOrganization, createProduct, createSeries, createUser } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';

// Issue 15 item 11: a product pointed at an organization's logo key removed the logo when deleted.
let t: TestApp;
let admin: string;
let maker: Awaited<ReturnType<typeof createOrganization>>;
let seriesId: string;
let logoKey: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookie(t, (await createUser(t.db, { role: 'admin' })).id);
  maker = await createOrganization(t.db, { type: 'manufacturer' });
  seriesId = (await createSeries(t.db, { manufacturerId: maker.id })).id;
  // The logo as the logo upload records it: its own key under logos/{id}/.
  logoKey = `logos/${maker.id}/logo.png`;
  await t.app.storage.put(logoKey, Buffer.from('png'), 'image/png');
  await t.db
    .update(organizations)
    .set({ logoUrl: `/objects/${logoKey}` })
    .where(eq(organizations.id, maker.id));
});
afterAll(async () => {
  await t.close();
});

type Refusal = { errors?: Record<string, string> };
const logoStillStored = async () => expect(await t.app.storage.get(logoKey, 1000)).not.toBeNull();

describe('stored objects are owned', () => {
  it('deleting a product that shows an organization’s logo leaves the logo', async () => {
    // As an import or an older write could have left it.
    const product = await createProduct(t.db, { seriesId, imageUrl: `/objects/${logoKey}` });
    expect((await api(t.app).as(admin).delete(`/api/products/${product.id}`)).status).toBe(200);
    await logoStillStored();
    expect((await api(t.app).as(admin).get(`/api/organizations/${maker.id}/logo`)).status).toBe(200);
  });

  it('refuses a product image URL naming a stored object, on create and on edit (400 imageUrl)', async () => {
    const errors = { imageUrl: PRODUCT_MESSAGES.imageUrlStored };
    const created = await api(t.app)
      .as(admin)
      .post<Refusal>('/api/products', {
        name: 'Pointed Amp',
        sku: `POINT-${Date.now()}`,
        manufacturerId: maker.id,
        seriesId,
        imageUrl: `/objects/${logoKey}`,
      });
    expect({ status: created.status, errors: created.json.errors }).toEqual({ status: 400, errors });
    const product = await createProduct(t.db, { seriesId, imageUrl: 'https://cdn.test/a.jpg' });
    const edited = await api(t.app)
      .as(admin)
      .patch<Refusal>(`/api/products/${product.id}`, { imageUrl: `/objects/${logoKey}?v=1` });
    expect({ status: edited.status, errors: edited.json.errors }).toEqual({ status: 400, errors });
    // An external address is still fine.
    const fine = await api(t.app)
      .as(admin)
      .patch(`/api/products/${product.id}`, { imageUrl: 'https://cdn.test/b.jpg' });
    expect(fine.status).toBe(200);
  });

  it('deleting an organization whose logo address names another’s logo leaves that logo', async () => {
    const copycat = await createOrganization(t.db, { type: 'shop_owner', logoUrl: `/objects/${logoKey}` });
    expect((await api(t.app).as(admin).delete(`/api/organizations/${copycat.id}`)).status).toBe(200);
    await logoStillStored();
  });
});
