import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type InventoryListResponse,
  type InventoryRecord,
  type InventoryStats,
  inventoryStatus,
} from '@crossover/domain/inventory';
import { EMULATION_HEADER } from '@crossover/domain/auth';
import { auditLog } from '@/db/schema/audit-log.ts';
import { sessionCookie } from '@/test/app.ts';
import { createOrganization, createUser } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';
import { type InventoryWorld, createInventoryWorld } from '@/test/inventory-world.ts';

/** The screen's list, metric cards and create: scope, validation, duplicates, paging. */
let w: InventoryWorld;
beforeAll(async () => {
  w = await createInventoryWorld();
});
afterAll(async () => {
  await w.t.close();
});

type ErrorBody = { message: string; errors?: Record<string, string> };
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const list = (query: string, as = w.as.admin) => as.get<InventoryListResponse>(`/api/inventory?${query}`);
const stats = (query: string, as = w.as.admin) => as.get<InventoryStats>(`/api/inventory/stats?${query}`);

describe('who may call the inventory routes', () => {
  const calls = () =>
    [
      ['GET', '/api/inventory', undefined],
      ['GET', '/api/inventory/stats', undefined],
      ['POST', '/api/inventory', { productId: SAMPLE_ID, organizationId: w.orgs.shop.id }],
      ['PUT', `/api/inventory/${SAMPLE_ID}`, { quantityOnHand: 1 }],
      ['DELETE', `/api/inventory/${SAMPLE_ID}`, undefined],
      [
        'POST',
        '/api/inventory/adjust',
        { productId: SAMPLE_ID, organizationId: w.orgs.shop.id, type: 'receive', adjustment: 1 },
      ],
    ] as const;
  const send = (client: ReturnType<typeof api>, [method, url, body]: ReturnType<typeof calls>[number]) =>
    method === 'GET'
      ? client.get(url)
      : method === 'DELETE'
        ? client.delete(url)
        : method === 'PUT'
          ? client.put(url, body)
          : client.post(url, body);

  it('refuses visitors with 401', async () => {
    for (const call of calls())
      expect({ call, status: (await send(api(w.t.app), call)).status }).toEqual({ call, status: 401 });
  });

  it('refuses marketing firms, shop owners and sales roles with 403 on every route', async () => {
    for (const role of ['marketing_firm', 'shop_owner', 'sales_rep', 'sales_manager'] as const)
      for (const call of calls())
        expect({ role, call, status: (await send(w.as[role], call)).status }).toEqual({
          role,
          call,
          status: 403,
        });
  });
});

describe('POST /api/inventory', () => {
  it('a distributor adds its own record: names, available, status, and an audit entry', async () => {
    const product = await w.productFor(w.orgs.distributor.id);
    const { status, json } = await w.as.distributor.post<InventoryRecord>('/api/inventory', {
      productId: product.id,
      organizationId: w.orgs.distributor.id,
      quantityOnHand: '8',
      reorderPoint: 10,
      maxStockLevel: '',
      notes: '  Aisle 4  ',
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      productId: product.id,
      productName: product.name,
      productSku: product.sku,
      organizationId: w.orgs.distributor.id,
      organizationName: 'Pacific Test Supply',
      quantityOnHand: 8,
      quantityReserved: 0,
      available: 8,
      quantityOnOrder: 0,
      reorderPoint: 10,
      maxStockLevel: null,
      status: 'low_stock',
      notes: 'Aisle 4',
      isActive: true,
    });
    expect(json.lastRestocked).not.toBeNull();
    const audits = await w.t.db.select().from(auditLog).where(eq(auditLog.entityId, json.id));
    expect(audits.map((a) => a.action)).toEqual(['inventory.create']);
  });

  it('a record without stock is Out of Stock and was never restocked; a manufacturer stocks its own product', async () => {
    const product = await w.productFor(w.orgs.maker.id);
    const { status, json } = await w.as.manufacturer.post<InventoryRecord>('/api/inventory', {
      productId: product.id,
      organizationId: w.orgs.maker.id,
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({ quantityOnHand: 0, status: 'out_of_stock', lastRestocked: null });
  });

  it('an admin adds a record for any manufacturer or distributor', async () => {
    for (const organization of [w.orgs.otherMaker, w.orgs.otherDistributor]) {
      const product = await w.productFor(w.orgs.otherMaker.id);
      const { status, json } = await w.as.admin.post<InventoryRecord>('/api/inventory', {
        productId: product.id,
        organizationId: organization.id,
        quantityOnHand: 30,
        reorderPoint: 5,
      });
      expect(status).toBe(201);
      expect(json).toMatchObject({ organizationId: organization.id, status: 'in_stock' });
    }
  });

  it('answers 400 naming the field, with the spec texts for product and organization', async () => {
    const product = await w.productFor(w.orgs.distributor.id);
    const own = { productId: product.id, organizationId: w.orgs.distributor.id };
    const cases: [object, string, string?][] = [
      [{ organizationId: w.orgs.distributor.id }, 'productId', 'Product is required'],
      [{ productId: product.id }, 'organizationId', 'Organization is required'],
      [{ ...own, quantityOnHand: -1 }, 'quantityOnHand'],
      [{ ...own, quantityOnOrder: 2.5 }, 'quantityOnOrder'],
      [{ ...own, reorderPoint: 'ten' }, 'reorderPoint'],
      [{ ...own, maxStockLevel: 4, reorderPoint: 5 }, 'maxStockLevel'],
      [{ ...own, quantityOnHand: 1, quantityReserved: 2 }, 'quantityReserved'],
      [{ ...own, isActive: 'yes' }, 'isActive'],
      [{ ...own, productId: SAMPLE_ID }, 'productId', 'Product not found'],
    ];
    for (const [body, field, message] of cases) {
      const { status, json } = await w.as.distributor.post<ErrorBody>('/api/inventory', body);
      expect({ field, status }).toEqual({ field, status: 400 });
      expect(Object.keys(json.errors ?? {})).toContain(field);
      if (message) expect(json.errors?.[field]).toBe(message);
    }
  });

  it('refuses a product the organization may not stock (400 on productId)', async () => {
    const othersProduct = await w.productFor(w.orgs.otherMaker.id);
    const madeHere = await w.as.manufacturer.post<ErrorBody>('/api/inventory', {
      productId: othersProduct.id,
      organizationId: w.orgs.maker.id,
    });
    expect(madeHere.status).toBe(400);
    expect(madeHere.json.errors?.productId).toBe(
      `Thunder Test Audio can stock only its own products: ${othersProduct.name} is made by Kestrel Test Sound`,
    );
    const discontinued = await w.productFor(w.orgs.distributor.id, {
      status: 'discontinued',
      isActive: false,
    });
    const retired = await w.as.distributor.post<ErrorBody>('/api/inventory', {
      productId: discontinued.id,
      organizationId: w.orgs.distributor.id,
    });
    expect(retired.status).toBe(400);
    expect(retired.json.errors?.productId).toMatch(/is discontinued/);
  });

  it('an admin may name only an existing manufacturer or distributor (400 on organizationId)', async () => {
    const product = await w.productFor(w.orgs.distributor.id);
    for (const organizationId of [SAMPLE_ID, w.orgs.shop.id]) {
      const { status, json } = await w.as.admin.post<ErrorBody>('/api/inventory', {
        productId: product.id,
        organizationId,
      });
      expect(status).toBe(400);
      expect(Object.keys(json.errors ?? {})).toEqual(['organizationId']);
    }
  });

  it("refuses a partner naming another organization with 403 on organizationId, admins' scope aside", async () => {
    const product = await w.productFor(w.orgs.otherDistributor.id);
    for (const organizationId of [w.orgs.otherDistributor.id, w.orgs.maker.id]) {
      const { status, json } = await w.as.distributor.post<ErrorBody>('/api/inventory', {
        productId: product.id,
        organizationId,
      });
      expect(status).toBe(403);
      expect(json.errors?.organizationId).toBe('You can only manage inventory of your own organization');
    }
  });

  it('answers a duplicate with 409 naming the product and organization, also when requests race', async () => {
    const product = await w.productFor(w.orgs.distributor.id);
    const body = { productId: product.id, organizationId: w.orgs.distributor.id, quantityOnHand: 3 };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => w.as.distributor.post<ErrorBody>('/api/inventory', body)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.status === 409)!.json;
    expect(refused.message).toBe(
      `Pacific Test Supply already has an inventory record for ${product.name} (${product.sku})`,
    );
    expect(Object.keys(refused.errors ?? {})).toEqual(['productId']);
  });
});

describe('GET /api/inventory and /stats', () => {
  it("a partner sees only its own organization's records; naming another is 403 on organizationId", async () => {
    const mine = await w.recordAt(w.orgs.distributor.id);
    const theirs = await w.recordAt(w.orgs.otherDistributor.id);
    const ids = (await list('limit=100', w.as.distributor)).json.records.map((r) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    for (const path of ['/api/inventory', '/api/inventory/stats']) {
      const { status, json } = await w.as.distributor.get<ErrorBody>(
        `${path}?organizationId=${w.orgs.otherDistributor.id}`,
      );
      expect(status).toBe(403);
      expect(Object.keys(json.errors ?? {})).toEqual(['organizationId']);
    }
    expect((await list(`organizationId=${w.orgs.distributor.id}`, w.as.distributor)).status).toBe(200);
  });

  it('a partner without an organization sees nothing', async () => {
    const loner = await createUser(w.t.db, { role: 'distributor', organizationId: null });
    const as = api(w.t.app, await sessionCookie(w.t, loner.id));
    expect((await list('', as)).json).toEqual({ records: [], nextCursor: null, hasMore: false });
    expect((await stats('', as)).json).toEqual({
      totalItems: 0,
      lowStock: 0,
      outOfStock: 0,
      totalQuantity: 0,
      reserved: 0,
    });
  });

  it('filters by organization, product and status; pages by product name with a cursor, each record once', async () => {
    const org = await createOrganization(w.t.db, { type: 'distributor' });
    const names = ['delta', 'Alpha', 'charlie', 'bravo', 'Echo', 'alpha'];
    const created = [];
    for (const [index, name] of names.entries()) {
      const product = await w.productFor(org.id, { name: `${name} amplifier` });
      created.push(await w.recordAt(org.id, { quantityOnHand: index * 3, reorderPoint: 4 }, product));
    }
    const seen: InventoryRecord[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `organizationId=${org.id}&limit=4${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await list(query)).json;
      seen.push(...page.records);
      cursor = page.nextCursor;
      expect(page.hasMore).toBe(cursor !== null);
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen.map((r) => r.productName.toLowerCase())).toEqual(
      ['alpha', 'alpha', 'bravo', 'charlie', 'delta', 'echo'].map((n) => `${n} amplifier`),
    );
    expect(new Set(seen.map((r) => r.id)).size).toBe(created.length);

    const one = (await list(`productId=${created[2]!.productId}`)).json.records;
    expect(one.map((r) => r.id)).toEqual([created[2]!.id]);
    const low = (await list(`organizationId=${org.id}&status=low_stock`)).json.records;
    expect(low.length).toBeGreaterThan(0);
    expect(low.map((r) => r.quantityOnHand).sort()).toEqual([3]);
  });

  it('refuses a foreign cursor and a page size over 100 with 400 naming the field', async () => {
    for (const [query, field] of [
      ['cursor=not-ours', 'cursor'],
      [`cursor=${Buffer.from('["a"]').toString('base64url')}`, 'cursor'],
      ['limit=101', 'limit'],
      ['status=lost', 'status'],
    ]) {
      const { status, json } = await w.as.admin.get<ErrorBody>(`/api/inventory?${query}`);
      expect({ query, status }).toEqual({ query, status: 400 });
      expect(Object.keys(json.errors ?? {})).toContain(field);
    }
  });

  it("the cards count in SQL exactly what the domain's status rule says, over the same filter", async () => {
    const org = await createOrganization(w.t.db, { type: 'distributor' });
    let seed = 7;
    const random = (max: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % (max + 1);
    };
    for (let n = 0; n < 30; n += 1) {
      const onHand = random(3) === 0 ? 0 : random(40);
      await w.recordAt(org.id, {
        quantityOnHand: onHand,
        quantityReserved: random(onHand),
        reorderPoint: random(20),
      });
    }
    const records = (await list(`organizationId=${org.id}&limit=100`)).json.records;
    expect(records).toHaveLength(30);
    for (const record of records) expect(record.status).toBe(inventoryStatus(record));
    const count = (status: string) => records.filter((r) => r.status === status).length;
    const sum = (pick: (r: InventoryRecord) => number) => records.reduce((total, r) => total + pick(r), 0);
    expect((await stats(`organizationId=${org.id}`)).json).toEqual({
      totalItems: 30,
      lowStock: count('low_stock'),
      outOfStock: count('out_of_stock'),
      totalQuantity: sum((r) => r.quantityOnHand),
      reserved: sum((r) => r.quantityReserved),
    });
    for (const status of ['in_stock', 'low_stock', 'out_of_stock'])
      expect((await list(`organizationId=${org.id}&limit=100&status=${status}`)).json.records.length).toBe(
        count(status),
      );
    const [first] = records;
    expect((await stats(`organizationId=${org.id}&productId=${first!.productId}`)).json.totalItems).toBe(1);
  });

  it("an admin emulating a distributor sees only that distributor's records", async () => {
    const mine = await w.recordAt(w.orgs.distributor.id);
    const theirs = await w.recordAt(w.orgs.otherDistributor.id);
    const response = await w.t.app.inject({
      method: 'GET',
      url: '/api/inventory?limit=100',
      headers: { cookie: w.cookies.admin!, [EMULATION_HEADER]: w.userIds.distributor! },
    });
    const ids = (response.json() as InventoryListResponse).records.map((r) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect((await list('limit=100', w.as.admin)).json.records.map((r) => r.id)).toContain(theirs.id);
  });
});
