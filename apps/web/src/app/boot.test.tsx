import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Boot } from '@/app/boot';
import { startFirstLoad } from '@/app/first-load';
import { lazyScreen } from '@/app/lazy-screen';
import { startEarlySessionProbe, takeEarlySessionProbe } from '@/features/auth/api/session-probe';
import { ProductManagementHeading } from '@/features/products/components/product-management-heading';
import { mockFetch } from '@/test/fetch-mock';
import { buildUser } from '@/test/users';

// Loading the whole app is what the landing page must not do: any attempt fails the test.
const appLoaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/app/app', () => {
  appLoaded.count += 1;
  return { App: () => <p>the app</p> };
});

describe('the first load (decision 0049)', () => {
  it('shows a signed-out visitor at / the landing page without loading the app', async () => {
    window.history.replaceState(null, '', '/');
    mockFetch({ 'GET /api/auth/user': { status: 200, body: null } });
    render(<Boot session={startEarlySessionProbe()} />);
    expect(await screen.findByRole('heading', { level: 1, name: /B2B distribution platform/ })).toBeTruthy();
    expect(appLoaded.count).toBe(0);
  });

  it('hands a signed-in user at / over to the app', async () => {
    window.history.replaceState(null, '', '/');
    mockFetch({ 'GET /api/auth/user': { status: 200, body: buildUser() } });
    render(<Boot session={startEarlySessionProbe()} />);
    expect(await screen.findByText('the app')).toBeTruthy();
  });

  it('asks for the session once: the current-user query takes the early answer, later reads ask again', async () => {
    const { requests } = mockFetch({ 'GET /api/auth/user': { status: 200, body: null } });
    const early = startEarlySessionProbe();
    expect(takeEarlySessionProbe()).toBe(early);
    expect(takeEarlySessionProbe()).toBeNull();
    await early;
    expect(requests.map((r) => [r.url, r.headers['x-session-probe']])).toEqual([['/api/auth/user', '1']]);
  });

  it('starts the first load once: early.ts and main.tsx share one session probe (decision 0057)', async () => {
    window.history.replaceState(null, '', '/catalog');
    const { requests } = mockFetch({ 'GET /api/auth/user': { status: 200, body: buildUser() } });
    const first = startFirstLoad();
    expect(startFirstLoad()).toBe(first);
    await first;
    // After it, the catalogue's first data (first-requests.test.tsx).
    expect(requests.filter((r) => r.url === '/api/auth/user')).toHaveLength(1);
  });

  it("paints a screen's heading while the screen's code still loads", () => {
    const Screen = lazyScreen(
      () => new Promise<{ Page: () => null }>(() => {}),
      (m) => m.Page,
      ProductManagementHeading,
    );
    render(<Screen />);
    expect(screen.getByRole('heading', { level: 2, name: 'Product Management' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeTruthy();
  });
});
