import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@/test/app.ts';
import { DOCUMENT_ONLY_HEADERS } from './web.ts';

/** A built chunk big enough to be worth compressing, with the copies the build writes next to it. */
const chunk = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const chunkBr = brotliCompressSync(chunk);
const chunkGz = gzipSync(chunk);

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'crossover-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Crossover</title>');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webDistDir: dist });
  // Written after start, as a rebuild would: it must still be served.
  writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'big-456.js'), chunk);
  writeFileSync(path.join(dist, 'assets', 'big-456.js.br'), chunkBr);
  writeFileSync(path.join(dist, 'assets', 'big-456.js.gz'), chunkGz);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('serving the web app', () => {
  it.each(['/', '/user-management'])('answers %s with index.html, uncached', async (url) => {
    const response = await get(url, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['cache-control']).not.toContain('immutable');
  });

  it('serves hashed assets, even ones built after start, cached for good', async () => {
    const response = await get('/assets/app-123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli copy the build wrote to a browser that accepts it', async () => {
    const response = await get('/assets/big-456.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(chunkBr)).toBe(true);
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzip = await get('/assets/big-456.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.rawPayload.equals(chunkGz)).toBe(true);

    const plain = await get('/assets/big-456.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(chunk);
  });

  it('sends the security headers with HTML pages and API answers, and only nosniff with the built files', async () => {
    expect(DOCUMENT_ONLY_HEADERS.length).toBeGreaterThan(0);
    const [page, deepLink, api, script, compressed, icon] = await Promise.all([
      get('/'),
      get('/catalog'),
      get('/api/health'),
      get('/assets/app-123.js'),
      get('/assets/big-456.js', 'br'),
      get('/favicon.svg'),
    ]);
    // Strict-Transport-Security is sent in production only (this app is not).
    const sentHere = DOCUMENT_ONLY_HEADERS.filter((name) => name !== 'strict-transport-security');
    for (const document of [page, deepLink, api]) {
      for (const name of sentHere) expect(document.headers, name).toHaveProperty(name);
      expect(document.headers['x-content-type-options']).toBe('nosniff');
    }
    expect([page.statusCode, deepLink.statusCode, icon.statusCode]).toEqual([200, 200, 200]);
    // Whatever helmet adds to an HTML page beyond the listed headers would show here.
    const htmlOnly = Object.keys(page.headers).filter((name) => !(name in script.headers));
    expect(htmlOnly.sort()).toEqual(sentHere.sort());
    for (const file of [script, compressed, icon]) {
      for (const name of DOCUMENT_ONLY_HEADERS) expect(file.headers, name).not.toHaveProperty(name);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-type']).toBeTruthy();
    }
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await get('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/Not found/);
  });
});
