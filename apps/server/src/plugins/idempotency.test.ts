import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER } from '@crossover/domain/orders';
import type { MessageResponse, UploadResponse } from '@crossover/domain/imports';
import type { StagedBulkResponse } from '@crossover/domain/staged-products';
import { idempotentRequests } from '@/db/schema/idempotent-requests.ts';
import { stagedProducts } from '@/db/schema/staged-products.ts';
import { createProduct } from '@/test/factories.ts';
import {
  PRODUCT_HEADERS,
  PRODUCT_MAPPING,
  csvText,
  productRows,
  runImport,
  upload,
} from '@/test/imports/import-kit.ts';
import { importTestApp } from '@/test/imports/import-test-app.ts';
import { IDEMPOTENCY_ABANDONED_MS, IDEMPOTENCY_MESSAGES, IDEMPOTENCY_TTL_MS } from './idempotency.ts';

const { t, world } = await importTestApp();

type Method = 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, payload: object | undefined, key?: string, cookie = world.admin) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
    ...(payload ? { payload } : {}),
  });
/** The same request twice at once, as a double click sends it. */
const twice = (method: Method, url: string, payload: object | undefined, key?: string) =>
  Promise.all([send(method, url, payload, key), send(method, url, payload, key)]);

async function stagedIds(prefix: string, count: number): Promise<string[]> {
  const entry = await runImport(t, world, csvText([PRODUCT_HEADERS, ...productRows(prefix, count)]));
  const rows = await t.db.select().from(stagedProducts).where(eq(stagedProducts.csvImportId, entry.id));
  expect(rows).toHaveLength(count);
  return rows.map((r) => r.id);
}

describe('a repeated write with the same Idempotency-Key answers what the first one did', () => {
  it('staged approve: both answers say 1 approved (without a key the second says 0)', async () => {
    const [first, second] = await stagedIds('IDA', 2);
    const body = (id: string) => ({ action: 'approve', productIds: [id] });
    const url = '/api/scraper/staged-bulk';

    const unkeyed = await twice('POST', url, body(first!));
    const unkeyedCounts = unkeyed.map((r) => r.json<StagedBulkResponse>().approved).sort();
    expect(unkeyedCounts).toEqual([0, 1]);

    const keyed = await twice('POST', url, body(second!), 'approve-click-1');
    for (const answer of keyed) expect(answer.statusCode, answer.body).toBe(200);
    expect(keyed.map((r) => r.json<StagedBulkResponse>().approved)).toEqual([1, 1]);
    expect(keyed.map((r) => r.headers['idempotent-replayed']).filter(Boolean)).toEqual(['true']);
    expect(keyed[0]!.body).toBe(keyed[1]!.body);
  });

  it('import start: the repeat answers 200 with the same message, not "already started"', async () => {
    const uploaded = await upload(t, world.admin, {
      data: csvText([PRODUCT_HEADERS, ...productRows('IDI', 3)]),
      manufacturerId: world.manufacturerId,
    });
    const { importId } = uploaded.json<UploadResponse>();
    const url = `/api/csv-import/${importId}/process`;
    const answers = await twice('POST', url, { columnMapping: PRODUCT_MAPPING }, 'start-click-1');
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers[1]!.json<MessageResponse>()).toEqual(answers[0]!.json<MessageResponse>());
    // A new action (another key) is a new request: that one is refused as before.
    const again = await send('POST', url, { columnMapping: PRODUCT_MAPPING }, 'start-click-2');
    expect(again.statusCode).toBe(409);
  });

  it('bulk delete: the repeat says 1 deleted instead of "no longer exists"', async () => {
    const product = await createProduct(t.db);
    const answers = await twice('DELETE', '/api/products/bulk-delete', { productIds: [product.id] }, 'del-1');
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers[0]!.body).toBe(answers[1]!.body);
  });

  it('refuses the same key sent with another request (409), and keeps keys per route and user', async () => {
    const [a, b] = await stagedIds('IDM', 2);
    const url = '/api/scraper/staged-bulk';
    expect((await send('POST', url, { action: 'delete', productIds: [a] }, 'reused')).statusCode).toBe(200);
    const other = await send('POST', url, { action: 'delete', productIds: [b] }, 'reused');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(IDEMPOTENCY_MESSAGES.mismatch);
    // Another route with the same key is its own request.
    const product = await createProduct(t.db);
    const deleted = await send('DELETE', '/api/products/bulk-delete', { productIds: [product.id] }, 'reused');
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('refuses a malformed key naming the header, and runs again once the first answer expired', async () => {
    const bad = await send('DELETE', '/api/products/bulk-delete', { productIds: ['x'] }, 'has space');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(IDEMPOTENCY_KEY_HEADER);

    const [id] = await stagedIds('IDE', 1);
    const url = '/api/scraper/staged-bulk';
    const body = { action: 'delete', productIds: [id] };
    expect((await send('POST', url, body, 'old')).json<StagedBulkResponse>().deleted).toBe(1);
    await t.db
      .update(idempotentRequests)
      .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_TTL_MS - 1000) })
      .where(and(eq(idempotentRequests.userId, world.adminId), eq(idempotentRequests.key, 'old')));
    const after = await send('POST', url, body, 'old');
    expect(after.headers['idempotent-replayed']).toBeUndefined();
    expect(after.json<StagedBulkResponse>().deleted).toBe(0);
  });

  it('takes over a claim its process left unanswered (killed mid-request) once it is old enough', async () => {
    const [id] = await stagedIds('IDK', 1);
    const url = '/api/scraper/staged-bulk';
    const body = { action: 'delete', productIds: [id] };
    // The same request under another key, for the fingerprint a claim of this request carries.
    expect((await send('POST', url, body, 'probe')).json<StagedBulkResponse>().deleted).toBe(1);
    const [probe] = await t.db
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.userId, world.adminId), eq(idempotentRequests.key, 'probe')));
    // The claim a process killed with -9 leaves behind: this request, never answered.
    await t.db.insert(idempotentRequests).values({
      userId: world.adminId,
      key: 'killed',
      route: probe!.route,
      fingerprint: probe!.fingerprint,
      createdAt: new Date(Date.now() - IDEMPOTENCY_ABANDONED_MS - 1000),
    });
    const retried = await send('POST', url, body, 'killed');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.json<StagedBulkResponse>().deleted).toBe(0);
  });
});
