import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@/test/app.ts';
import { createCommerceTestApp } from '@/test/commerce-factories.ts';

let t: TestApp;
let cookie: Record<string, string>;
beforeAll(async () => {
  ({ t, cookie } = await createCommerceTestApp());
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, acceptEncoding: string | null, as?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding }),
      ...(as ? { cookie: cookie[as]! } : {}),
    },
  });

/** The answer's text, decoded by its Content-Encoding, as a browser would. */
function textOf(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

describe('API answers are compressed', () => {
  it('sends a catalogue page with brotli, or gzip, to a client that accepts it', async () => {
    const plain = await get('/api/products', null, 'shop_owner');
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get('/api/products', 'gzip, deflate, br', 'shop_owner');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/api/products', 'gzip', 'shop_owner');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves answers under 1 KB as they are', async () => {
    const response = await get('/api/health', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toBeTruthy();
  });

  it('compresses the OpenAPI document and keeps the docs page working', async () => {
    const spec = await get('/api/openapi.json', 'br');
    expect(spec.statusCode).toBe(200);
    expect(spec.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(spec.rawPayload).toString()) as { paths: object };
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);

    const docs = await get('/api/docs/', 'gzip');
    expect(docs.statusCode).toBe(200);
    expect(textOf(docs)).toMatch(/swagger/i);
  });

  it('keeps an error answer readable', async () => {
    const unauthorized = await get('/api/products', 'br');
    expect(unauthorized.statusCode).toBe(401);
    expect(JSON.parse(textOf(unauthorized)).message).toBeTruthy();
  });
});
