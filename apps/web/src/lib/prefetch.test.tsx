import { EMULATION_HEADER, EMULATION_STORAGE_KEY } from '@crossover/domain/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogin } from '@/features/auth/api/login';
import { apiGet } from '@/lib/api-client';
import {
  PREFETCH_MAX_AGE_MS,
  clearPrefetched,
  prefetchFirstRequests,
  prefetchGets,
  takePrefetched,
} from '@/lib/prefetch';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { buildUser } from '@/test/users';

afterEach(() => {
  clearPrefetched();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('the first load prefetch (decision 0060)', () => {
  it('hands a prefetched answer to the first GET of the same URL, once', async () => {
    let served = 0;
    const api = mockFetch({ 'GET /api/products?limit=24': () => jsonResponse(200, { served: ++served }) });
    prefetchGets(['/api/products?limit=24']);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.credentials).toBe('include');

    await expect(apiGet('/api/products?limit=24')).resolves.toEqual({ served: 1 });
    expect(api.requests).toHaveLength(1);
    // A second read asks the server: the prefetch was the first load's only.
    await expect(apiGet('/api/products?limit=24')).resolves.toEqual({ served: 2 });
    expect(api.requests).toHaveLength(2);
  });

  it('fetches a URL that differs in any way normally, and keeps the prefetch for its own URL', async () => {
    const api = mockFetch({
      'GET /api/products?limit=24': { status: 200, body: { which: 'prefetched' } },
      'GET /api/products?limit=24&sort=name': { status: 200, body: { which: 'sorted' } },
    });
    prefetchGets(['/api/products?limit=24']);
    await expect(apiGet('/api/products?limit=24&sort=name')).resolves.toEqual({ which: 'sorted' });
    expect(api.requests.map((r) => r.url)).toEqual([
      '/api/products?limit=24',
      '/api/products?limit=24&sort=name',
    ]);
    await expect(apiGet('/api/products?limit=24')).resolves.toEqual({ which: 'prefetched' });
    expect(api.requests).toHaveLength(2);
  });

  it('falls back to a normal fetch when the prefetch failed or was not OK', async () => {
    const calls = { a: 0, b: 0 };
    mockFetch({
      'GET /api/a': () => {
        calls.a += 1;
        if (calls.a === 1) throw new TypeError('Failed to fetch');
        return jsonResponse(200, { ok: 'a' });
      },
      'GET /api/b': () => {
        calls.b += 1;
        return calls.b === 1 ? jsonResponse(500, { message: 'boom' }) : jsonResponse(200, { ok: 'b' });
      },
    });
    prefetchGets(['/api/a', '/api/b']);
    await expect(apiGet('/api/a')).resolves.toEqual({ ok: 'a' });
    await expect(apiGet('/api/b')).resolves.toEqual({ ok: 'b' });
    expect(calls).toEqual({ a: 2, b: 2 });
  });

  it('sends the emulation header and is not used once another user is emulated', async () => {
    window.localStorage.setItem(EMULATION_STORAGE_KEY, 'user-42');
    const api = mockFetch({ 'GET /api/cart': { status: 200, body: { items: [] } } });
    prefetchGets(['/api/cart']);
    expect(api.requests[0]?.headers[EMULATION_HEADER]).toBe('user-42');
    window.localStorage.setItem(EMULATION_STORAGE_KEY, 'user-43');
    expect(takePrefetched('/api/cart')).toBeNull();
  });

  it('is not used when it is older than the first load', () => {
    vi.useFakeTimers();
    mockFetch({ 'GET /api/cart': { status: 200, body: { items: [] } } });
    prefetchGets(['/api/cart']);
    vi.advanceTimersByTime(PREFETCH_MAX_AGE_MS + 1);
    expect(takePrefetched('/api/cart')).toBeNull();
  });

  it('asks for the photos the first answer names at high priority', async () => {
    mockFetch({
      'GET /api/products?limit=24': { status: 200, body: { products: [{ imageUrl: '/p1.webp' }] } },
    });
    prefetchFirstRequests({
      urls: ['/api/products?limit=24'],
      photos: (answer) => (answer as { products: { imageUrl: string }[] }).products.map((p) => p.imageUrl),
    });
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"]')).not.toBeNull());
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect([link?.getAttribute('as'), link?.getAttribute('href'), link?.fetchPriority]).toEqual([
      'image',
      '/p1.webp',
      'high',
    ]);
    // The screen still gets the whole answer.
    await expect(apiGet('/api/products?limit=24')).resolves.toEqual({ products: [{ imageUrl: '/p1.webp' }] });
  });

  it('is dropped when someone signs in on this page', async () => {
    mockFetch({
      'GET /api/cart': { status: 200, body: { items: [] } },
      'POST /api/auth/traditional/login': { status: 200, body: buildUser() },
      'GET /api/auth/user': { status: 200, body: buildUser() },
    });
    prefetchGets(['/api/cart']);
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLogin(), { wrapper });
    await act(() => result.current.mutateAsync({ email: 'shop@demo.test', password: 'x' }));
    expect(takePrefetched('/api/cart')).toBeNull();
  });
});
