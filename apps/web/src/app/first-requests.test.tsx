import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_REQUESTS, firstRequestsAt } from '@/app/first-requests';
import { PAGES } from '@/app/pages';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { clearPrefetched } from '@/lib/prefetch';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { buildUser } from '@/test/users';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

afterEach(clearPrefetched);

const paths = Object.keys(FIRST_REQUESTS);

describe("a screen's first requests (decision 0060)", () => {
  it('lists some screens', () => {
    expect(paths.length).toBeGreaterThan(0);
  });

  // A prefetch the screen does not ask for as it opens (a URL differing in one parameter) would be
  // wasted, and the screen would wait for its own request again.
  it.each(paths)('%s asks for everything the first load prefetches as it opens', async (path) => {
    const Screen = PAGES[path];
    if (!Screen) throw new Error(`${path} has no screen`);
    function Page() {
      return useCurrentUser().user && Screen ? <Screen /> : null;
    }
    const { urls } = firstRequestsAt({ pathname: path, search: '' });
    expect(urls.length).toBeGreaterThan(0);
    const api = mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser({ role: 'admin' }) },
    });
    renderWithProviders(<Page />, path);
    const screenGets = () =>
      api.requests.filter((r) => r.method === 'GET' && r.url !== '/api/auth/user').map((r) => r.url);
    await waitFor(() => expect(screenGets()).toEqual(expect.arrayContaining(urls)));
  });

  it('prefetches nothing for an address whose query sets filters, or for a screen without a list', () => {
    expect(firstRequestsAt({ pathname: '/catalog', search: '?status=all' }).urls).toEqual([]);
    expect(firstRequestsAt({ pathname: '/catalog/', search: '' }).urls).toEqual(
      firstRequestsAt({ pathname: '/catalog', search: '' }).urls,
    );
    expect(firstRequestsAt({ pathname: '/cart', search: '' }).urls).toEqual([]);
  });
});

describe('the first load (decision 0060)', () => {
  // first-load.ts starts once per page load: each case loads it afresh.
  async function firstLoadAt(path: string, user: unknown) {
    vi.resetModules();
    window.history.replaceState(null, '', path);
    const api = mockFetch({ 'GET /api/auth/user': { status: 200, body: user } });
    const { startFirstLoad } = await import('@/app/first-load');
    await startFirstLoad();
    // The prefetch starts on the probe's answer, in the same turn.
    await Promise.resolve();
    return api.requests.filter((r) => r.url.startsWith('/api/')).map((r) => r.url);
  }

  it("asks a signed-in user's first screen for its data once the session probe answers", async () => {
    const requests = await firstLoadAt('/product-management', buildUser({ role: 'admin' }));
    expect(requests).toEqual([
      '/api/auth/user',
      ...firstRequestsAt({ pathname: '/product-management', search: '' }).urls,
    ]);
  });

  it('prefetches nothing for a signed-out visitor', async () => {
    expect(await firstLoadAt('/catalog', null)).toEqual(['/api/auth/user']);
  });
});
