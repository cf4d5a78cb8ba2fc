import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';
import { type TestApp, createTestApp } from '@/test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const loginPayload = { email: 'someone@example.com', password: 'whatever' };

describe('cross-site request refusal', () => {
  it('refuses unsafe requests a browser marks as cross-site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/traditional/login',
      payload: loginPayload,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/Cross-site/);
  });

  it('refuses a foreign Origin and accepts our own', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/traditional/login',
      payload: loginPayload,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/traditional/login',
      payload: loginPayload,
      headers: { origin: 'http://localhost:5000', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(401);
  });
});

describe('answers', () => {
  it('carry a content security policy and nosniff', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // no-referrer would make browsers send `Origin: null` on same-origin form posts.
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets the browser upload to the S3 bucket when storage is S3, and nowhere else', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    ).toMatch(/connect-src 'self'(;|$)/);
    const withS3 = await createTestApp({
      s3: loadConfig({ S3_BUCKET: 'crossover-logos', S3_REGION: 'eu-west-1' }).s3,
    });
    try {
      const response = await withS3.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['content-security-policy']).toMatch(
        /connect-src 'self' https:\/\/crossover-logos\.s3\.eu-west-1\.amazonaws\.com(;|$)/,
      );
    } finally {
      await withS3.close();
    }
  });

  it('from the API are never stored by browsers or proxies (Cache-Control: no-store)', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/auth/user' }),
      t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      t.app.inject({ method: 'POST', url: '/api/auth/traditional/login', payload: loginPayload }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 401]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('health answers 200 while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('malformed JSON and oversized bodies are 4xx with a message, never 500', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/traditional/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBeTruthy();
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/traditional/login',
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
  });

  it('unknown API paths are a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/Not found/);
  });

  it('the OpenAPI document describes the routes from their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth/traditional/login'].post.requestBody).toBeTruthy();
    expect(doc.paths['/api/auth/user'].get).toBeTruthy();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
  });
});
