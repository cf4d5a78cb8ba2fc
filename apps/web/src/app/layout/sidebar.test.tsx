import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { redirectTo } from '@/lib/browser';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { buildUser } from '@/test/users';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

const ALL_CATEGORIES = [
  'Core Operations',
  'Inventory Management',
  'Pricing & Finance',
  'Management',
  'Tools & Import',
  'System',
];

function userRoutes(role: string, extra = {}) {
  return {
    'GET /api/auth/user': { status: 200, body: buildUser({ role }) },
    'GET /api/admin/users': { status: 200, body: [] },
    ...extra,
  };
}

async function sidebar() {
  return within(await screen.findByRole('navigation', { name: /Main/ }));
}

function categoryNames(nav: ReturnType<typeof within>): string[] {
  return nav.getAllByRole('button').map((button: HTMLElement) => button.textContent ?? '');
}

describe('sidebar per role (spec §2)', () => {
  it('shows a shop owner only Core Operations', async () => {
    mockFetch(userRoutes('shop_owner'));
    renderApp('/');
    const nav = await sidebar();
    expect(categoryNames(nav)).toEqual(['Core Operations']);
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Product Catalog',
      'Shopping Cart',
      'Orders',
    ]);
  });

  it('shows an admin all six categories, only Core Operations open', async () => {
    mockFetch(userRoutes('admin'));
    renderApp('/');
    const nav = await sidebar();
    expect(categoryNames(nav)).toEqual(ALL_CATEGORIES);
    expect(nav.getByRole('button', { name: 'Core Operations' }).getAttribute('aria-expanded')).toBe('true');
    expect(nav.getByRole('button', { name: 'System' }).getAttribute('aria-expanded')).toBe('false');
    expect(nav.queryByRole('link', { name: 'Vehicles' })).toBeNull();
  });

  it('shows a distributor inventory and pricing but not management', async () => {
    mockFetch(userRoutes('distributor'));
    renderApp('/');
    expect(categoryNames(await sidebar())).toEqual([
      'Core Operations',
      'Inventory Management',
      'Pricing & Finance',
    ]);
  });

  it('opens the category of the current page and marks the link as current', async () => {
    mockFetch(userRoutes('admin'));
    renderApp('/pricing-history');
    const nav = await sidebar();
    expect(nav.getByRole('button', { name: 'Pricing & Finance' }).getAttribute('aria-expanded')).toBe('true');
    expect(nav.getByRole('link', { name: 'Pricing History' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('toggles a category and follows a link into it', async () => {
    mockFetch(userRoutes('manufacturer'));
    renderApp('/');
    const nav = await sidebar();
    const management = nav.getByRole('button', { name: 'Management' });
    fireEvent.click(management);
    expect(management.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(nav.getByRole('link', { name: 'Organizations' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizations' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Organizations' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(nav.getByRole('button', { name: 'Core Operations' }));
    expect(nav.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('collapses to icons with accessible names', async () => {
    mockFetch(userRoutes('shop_owner'));
    renderApp('/');
    const collapse = await screen.findByRole('button', { name: 'Collapse sidebar' });
    fireEvent.click(collapse);
    const nav = await sidebar();
    expect(nav.queryByRole('button', { name: 'Core Operations' })).toBeNull();
    expect(nav.getByRole('link', { name: 'Shopping Cart' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
    expect(window.localStorage.getItem('sidebar-collapsed')).toBe('true');
  });
});

describe('cart badge and lost sessions', () => {
  it('shows the number of cart lines', async () => {
    mockFetch(
      userRoutes('shop_owner', { 'GET /api/cart': { status: 200, body: [{ id: 'a' }, { id: 'b' }] } }),
    );
    renderApp('/');
    const nav = await sidebar();
    await waitFor(() => expect(nav.getByRole('link', { name: /Shopping Cart/ }).textContent).toContain('2'));
    expect(nav.getByText('items in cart')).toBeTruthy();
  });

  it('shows no badge and no toast when the cart endpoint answers 404', async () => {
    const api = mockFetch(userRoutes('shop_owner'));
    renderApp('/');
    const nav = await sidebar();
    await waitFor(() => expect(api.to('GET /api/cart')).toHaveLength(1));
    expect(nav.getByRole('link', { name: 'Shopping Cart' }).textContent).toBe('Shopping Cart');
    expect(screen.queryByText('Unauthorized')).toBeNull();
  });

  it('toasts Unauthorized and goes to /api/login 0.5 s after a protected query answers 401', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(redirectTo).mockClear();
    mockFetch(
      userRoutes('shop_owner', { 'GET /api/cart': { status: 401, body: { message: 'Unauthorized' } } }),
    );
    renderApp('/');
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(screen.getAllByText('Unauthorized').length).toBeGreaterThan(0);
    expect(redirectTo).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(redirectTo).toHaveBeenCalledWith('/api/login');
    expect(redirectTo).toHaveBeenCalledTimes(1);
  });
});
