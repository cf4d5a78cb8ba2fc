import type { SeriesAuthorization } from '@crossover/domain/catalog';
import type { AuthorizationSummary, AuthorizationsPage, DashboardStats } from '@crossover/domain/dashboard';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { buildUser } from '@/test/users';

const stats: DashboardStats = {
  totalProducts: 1234,
  activeOrders: 7,
  authorizedVendors: 3,
  monthlyRevenue: '4500.50',
  monthlyTotalKind: 'revenue',
};

/** Answers held back until the test releases them, one per request. */
function heldAnswers() {
  const releases: Array<(response: Response) => void> = [];
  return {
    answer: () => new Promise<Response>((resolve) => releases.push(resolve)),
    release: (index: number, response: Response) => releases[index]!(response),
  };
}

const authorization = (n: number, type: SeriesAuthorization['authorizationType']): SeriesAuthorization => ({
  seriesId: `series-${n}`,
  seriesName: `Series ${n}`,
  manufacturerId: 'm-1',
  manufacturerName: 'Thunderline Audio',
  authorizationType: type,
});

describe('dashboard statistics', () => {
  it('shows loading, an inline error with Try again when the request fails, then the numbers', async () => {
    const held = heldAnswers();
    const api = mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser() },
      'GET /api/dashboard/stats': held.answer,
    });
    renderApp('/');
    const region = await screen.findByRole('region', { name: 'Statistics' });
    expect(within(region).getAllByText('…')).toHaveLength(4);
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).queryByRole('alert')).toBeNull();

    held.release(0, jsonResponse(500, { message: 'Internal Server Error' }));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toBe('Statistics could not be loaded. Try again');
    expect(within(region).queryByText('…')).toBeNull();
    expect(region.getAttribute('aria-busy')).toBe('false');

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    // Loading again while the retry runs.
    expect(await within(region).findAllByText('…')).toHaveLength(4);
    expect(within(region).queryByRole('alert')).toBeNull();

    held.release(1, jsonResponse(200, stats));
    expect(await within(region).findByText('1,234')).toBeTruthy();
    expect(within(region).getByText('$4,500.50')).toBeTruthy();
    expect(api.to('GET /api/dashboard/stats')).toHaveLength(2);
  });
});

describe('the monthly total card', () => {
  it("labels a buyer's own orders as spend and a vendor's as revenue", async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser({ role: 'shop_owner' }) },
      'GET /api/dashboard/stats': { status: 200, body: { ...stats, monthlyTotalKind: 'spend' } },
    });
    const { unmount } = renderApp('/');
    const region = await screen.findByRole('region', { name: 'Statistics' });
    expect(await within(region).findByText('$4,500.50')).toBeTruthy();
    expect(within(region).getByText('Spend (Month)')).toBeTruthy();
    expect(within(region).queryByText('Revenue (Month)')).toBeNull();
    unmount();

    mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser({ role: 'distributor' }) },
      'GET /api/dashboard/stats': { status: 200, body: stats },
    });
    renderApp('/');
    const vendorRegion = await screen.findByRole('region', { name: 'Statistics' });
    expect(await within(vendorRegion).findByText('$4,500.50')).toBeTruthy();
    expect(within(vendorRegion).getByText('Revenue (Month)')).toBeTruthy();
    expect(within(vendorRegion).queryByText('Spend (Month)')).toBeNull();
  });
});

describe('the Authorization Status card', () => {
  it('shows counts per type and the first few, and pages through all of them in View all', async () => {
    const summary: AuthorizationSummary = {
      total: 45,
      counts: { can_order: 30, pricing_visible: 10, view_only: 5 },
      first: [1, 2, 3, 4, 5].map((n) => authorization(n, 'can_order')),
    };
    const page = (n: number): AuthorizationsPage => ({
      items: Array.from({ length: n === 3 ? 5 : 20 }, (_, i) =>
        authorization((n - 1) * 20 + i + 1, 'view_only'),
      ),
      total: 45,
      page: n,
      totalPages: 3,
    });
    const api = mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser() },
      'GET /api/dashboard/authorizations': { status: 200, body: summary },
      'GET /api/dashboard/authorizations/page?page=1': { status: 200, body: page(1) },
      'GET /api/dashboard/authorizations/page?page=2': { status: 200, body: page(2) },
    });
    renderApp('/');
    const byType = await screen.findByRole('group', { name: 'Authorizations by type' });
    expect(byType.textContent).toBe('Authorized30Pricing Only10View Only5');
    const first = screen.getByRole('list', { name: 'First authorizations' });
    expect(within(first).getAllByRole('listitem')).toHaveLength(5);
    expect(within(first).getAllByText('Authorized')).toHaveLength(5);
    // The card never asks for the whole list.
    expect(api.to('GET /api/series-authorizations')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'View all 45' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Authorizations' });
    const firstPage = await within(dialog).findByRole('list', { name: 'Authorizations, page 1' });
    expect(within(firstPage).getAllByRole('listitem')).toHaveLength(20);
    expect(within(dialog).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Page 2 of 3')).toBeTruthy();
    expect(within(dialog).getByText('Series 21')).toBeTruthy();
    expect(api.to('GET /api/dashboard/authorizations/page?page=2')).toHaveLength(1);
  });

  it('says so when there are none, without View all', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser() },
      'GET /api/dashboard/authorizations': {
        status: 200,
        body: { total: 0, counts: { can_order: 0, pricing_visible: 0, view_only: 0 }, first: [] },
      },
    });
    renderApp('/');
    expect(await screen.findByText('No authorizations found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /View all/ })).toBeNull();
  });
});
