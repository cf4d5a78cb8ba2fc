import { EMULATION_HEADER, EMULATION_STORAGE_KEY } from '@crossover/domain/auth';
import { IDEMPOTENCY_KEY_HEADER } from '@crossover/domain/orders';
import { describe, expect, it, vi } from 'vitest';
import { REPEAT_WINDOW_MS, forgetActionKeys } from '@/lib/action-keys';
import { apiGet, apiRequest, defaultQueryFn, urlFromQueryKey } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';

describe('error formatting (spec §8)', () => {
  it('turns a non-OK answer into "<status>: <body text>"', async () => {
    mockFetch({ 'POST /api/x': { status: 400, body: { message: 'Bad things', errors: { email: 'No' } } } });
    await expect(apiRequest('POST', '/api/x', { a: 1 })).rejects.toThrow(
      '400: {"message":"Bad things","errors":{"email":"No"}}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch({ 'GET /api/y': () => new Response('', { status: 503, statusText: 'Service Unavailable' }) });
    await expect(apiGet('/api/y')).rejects.toThrow(new Error('503: Service Unavailable'));
  });

  it('keeps a plain-text body as it is', async () => {
    mockFetch({ 'GET /api/z': () => new Response('Unauthorized', { status: 401 }) });
    await expect(apiGet('/api/z')).rejects.toThrow(new Error('401: Unauthorized'));
  });

  it('answers null for 401 only when asked to', async () => {
    mockFetch({ 'GET /api/auth/user': { status: 401, body: { message: 'Unauthorized' } } });
    await expect(apiGet('/api/auth/user', { on401: 'returnNull' })).resolves.toBeNull();
    await expect(apiGet('/api/auth/user')).rejects.toThrow('401: {"message":"Unauthorized"}');
  });
});

describe('requests', () => {
  it('sends JSON with content-type and cookies when there is a body', async () => {
    const api = mockFetch({ 'POST /api/cart': { status: 200, body: { ok: true } } });
    await apiRequest('POST', '/api/cart', { productId: 'p1', quantity: 1 });
    const [request] = api.requests;
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({ productId: 'p1', quantity: 1 });
    expect(request?.credentials).toBe('include');
  });

  it('sends no content-type without a body', async () => {
    const api = mockFetch({ 'DELETE /api/cart/7': { status: 200, body: {} } });
    await apiRequest('DELETE', '/api/cart/7');
    expect(api.requests[0]?.headers['content-type']).toBeUndefined();
    expect(api.requests[0]?.credentials).toBe('include');
  });

  it('adds x-emulate-user to writes and reads only while an emulated user is stored', async () => {
    const api = mockFetch({
      'POST /api/w': { status: 200, body: {} },
      'GET /api/r': { status: 200, body: [] },
    });
    await apiRequest('POST', '/api/w', {});
    await apiGet('/api/r');
    expect(api.requests.map((r) => r.headers[EMULATION_HEADER])).toEqual([undefined, undefined]);

    window.localStorage.setItem(EMULATION_STORAGE_KEY, 'user-42');
    await apiRequest('POST', '/api/w', {});
    await apiGet('/api/r');
    expect(api.requests.slice(2).map((r) => r.headers[EMULATION_HEADER])).toEqual(['user-42', 'user-42']);
  });
});

describe('the default query function', () => {
  it('GETs the query-key segments joined by slashes', async () => {
    const api = mockFetch({ 'GET /api/products/p-9': () => jsonResponse(200, { id: 'p-9' }) });
    const queryClient = createQueryClient();
    await expect(queryClient.fetchQuery({ queryKey: ['/api/products', 'p-9'] })).resolves.toEqual({
      id: 'p-9',
    });
    expect(api.requests[0]?.credentials).toBe('include');
    expect(defaultQueryFn).toBe(queryClient.getDefaultOptions().queries?.queryFn);
  });

  it('sends a trailing object as the query string', () => {
    expect(urlFromQueryKey(['/api/products'])).toBe('/api/products');
    expect(urlFromQueryKey(['/api/orders', 12])).toBe('/api/orders/12');
    expect(urlFromQueryKey(['/api/products', { status: 'all', q: undefined }])).toBe(
      '/api/products?status=all',
    );
    expect(() => urlFromQueryKey(['/api/x', ['nested']])).toThrow(TypeError);
  });

  it('uses the spec defaults: never stale, no retries, no refetch on focus or interval', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
  });
});

describe('Idempotency-Key per user action', () => {
  it('sends the same key for a repeated write (in flight or just answered), another for another', async () => {
    forgetActionKeys();
    const api = mockFetch({
      'POST /api/scraper/staged-bulk': { status: 200, body: { approved: 1 } },
      'GET /api/r': { status: 200, body: [] },
    });
    const approve = () =>
      apiRequest('POST', '/api/scraper/staged-bulk', { action: 'approve', productIds: ['a'] });
    await Promise.all([approve(), approve()]);
    await approve();
    await apiRequest('POST', '/api/scraper/staged-bulk', { action: 'approve', productIds: ['b'] });
    await apiGet('/api/r');
    const keys = api.requests.map((r) => r.headers[IDEMPOTENCY_KEY_HEADER]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]]);
    expect(keys[3]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[3]).not.toBe(keys[0]);
    expect(keys[4]).toBeUndefined();
  });

  it('gives a new key to a write repeated after another one (a toggle on, off, on)', async () => {
    forgetActionKeys();
    const api = mockFetch({ 'PATCH /api/product-series/s1': { status: 200, body: {} } });
    for (const isActive of [true, false, true])
      await apiRequest('PATCH', '/api/product-series/s1', { isActive });
    const keys = api.requests.map((r) => r.headers[IDEMPOTENCY_KEY_HEADER]);
    expect(new Set(keys).size).toBe(3);
  });

  it('gives a new key once the double-click window has passed, and lets a caller send its own', async () => {
    forgetActionKeys();
    const api = mockFetch({ 'DELETE /api/cart/7': { status: 200, body: {} } });
    await apiRequest('DELETE', '/api/cart/7');
    const later = Date.now() + REPEAT_WINDOW_MS + 1;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await apiRequest('DELETE', '/api/cart/7');
    vi.restoreAllMocks();
    await apiRequest('DELETE', '/api/cart/7', undefined, { [IDEMPOTENCY_KEY_HEADER]: 'mine' });
    const keys = api.requests.map((r) => r.headers[IDEMPOTENCY_KEY_HEADER]);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe('mine');
  });
});
