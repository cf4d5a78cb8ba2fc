import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@/test/app.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'crossover-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Crossover</title>');
  t = await createTestApp({ webDistDir: dist });
  // Written after start, as a rebuild would: it must still be served.
  writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
});
afterAll(async () => {
  await t.close();
});

describe('serving the web app', () => {
  it.each(['/', '/user-management'])('answers %s with index.html, uncached', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets, even ones built after start, cached for good', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/Not found/);
  });
});
