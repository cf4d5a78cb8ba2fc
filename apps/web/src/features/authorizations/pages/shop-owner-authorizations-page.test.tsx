import type {
  OrganizationAuthorizations,
  SeriesAuthorizations,
  SeriesOption,
} from '@crossover/domain/authorizations';
import { AUTHORIZATION_MESSAGES } from '@crossover/domain/authorizations';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { mockFetch } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render-app';
import { buildUser } from '@/test/users';
import { ShopOwnerAuthorizationsPage } from './shop-owner-authorizations-page';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

function Page() {
  const { user } = useCurrentUser();
  return user ? <ShopOwnerAuthorizationsPage /> : null;
}

const SHOP = { id: 'shop-1', name: 'Sound Garage', isActive: true };
const option = (overrides: Partial<SeriesOption>): SeriesOption => ({
  id: 's-storm',
  name: 'Storm',
  manufacturerId: 'm-t',
  manufacturerName: 'Thunderline Audio',
  isActive: true,
  authorizationType: 'can_order',
  ...overrides,
});
const SUPPLIERS: OrganizationAuthorizations = {
  shopOwner: { id: 'shop-1', name: 'Sound Garage' },
  suppliers: [
    { id: 'm-t', name: 'Thunderline Audio', type: 'manufacturer' },
    { id: 'd-p', name: 'Pacific Coast 12V Supply', type: 'distributor' },
  ],
  authorizedOrganizationIds: ['d-p'],
};
const SERIES: SeriesAuthorizations = {
  shopOwner: { id: 'shop-1', name: 'Sound Garage' },
  series: [
    option({}),
    option({
      id: 's-pulse',
      name: 'Pulse',
      manufacturerId: 'm-n',
      manufacturerName: 'Northgate',
      authorizationType: null,
    }),
    option({
      id: 's-nav',
      name: 'Navigator',
      manufacturerId: 'm-n',
      manufacturerName: 'Northgate',
      authorizationType: 'view_only',
    }),
  ],
  authorizedSeriesIds: ['s-storm'],
};
const CYCLONE = {
  manufacturerId: 'm-t',
  manufacturerName: 'Thunderline Audio',
  name: 'Cyclone',
  stagedProductCount: 3,
};

function routes(extra = {}) {
  return {
    'GET /api/auth/user': { status: 200, body: buildUser({ role: 'admin', organizationId: null }) },
    'GET /api/authorizations/shop-owners': { status: 200, body: [SHOP] },
    'GET /api/organization-authorizations/shop-1': { status: 200, body: SUPPLIERS },
    'GET /api/shop-owner-series-authorizations/shop-1': { status: 200, body: SERIES },
    'GET /api/product-series/uncommitted': { status: 200, body: [CYCLONE] },
    'PUT /api/organization-authorizations/shop-1': { status: 200, body: SUPPLIERS },
    'PUT /api/shop-owner-series-authorizations/shop-1': { status: 200, body: SERIES },
    ...extra,
  };
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

describe('Shop Owner Authorizations', () => {
  it('shows saved and proposed series, creates the chosen proposal, then saves both sets', async () => {
    const api = mockFetch(
      routes({
        'POST /api/product-series': {
          status: 201,
          body: {
            id: 's-cyclone',
            name: 'Cyclone',
            manufacturerId: 'm-t',
            manufacturerName: 'Thunderline Audio',
            description: null,
            isActive: true,
          },
        },
      }),
    );
    renderWithProviders(<Page />, '/shop-owner-authorizations?shopOwner=shop-1');
    const cyclone = await screen.findByRole('checkbox', { name: /^Cyclone/ });
    const cycloneRow = cyclone.closest('label')!;
    expect(within(cycloneRow).getByText(AUTHORIZATION_MESSAGES.notYetSaved)).toBeTruthy();
    expect(
      within(checkbox('Storm').closest('label')!).getByText(AUTHORIZATION_MESSAGES.savedToDb),
    ).toBeTruthy();
    expect(within(checkbox('Navigator').closest('label')!).getByText('Now: View Only')).toBeTruthy();
    expect(
      [checkbox('Storm'), checkbox('Pulse'), checkbox('Pacific Coast')].map(
        (c) => (c as HTMLInputElement).checked,
      ),
    ).toEqual([true, false, true]);

    fireEvent.click(checkbox('Thunderline Audio'));
    fireEvent.click(cyclone);
    fireEvent.click(checkbox('Pulse'));
    fireEvent.click(checkbox('Storm'));
    expect(screen.getByText('4 unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Authorizations' }));

    expect(await screen.findByText(AUTHORIZATION_MESSAGES.seriesUpdated)).toBeTruthy();
    const order = api.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`);
    expect(order).toEqual([
      'POST /api/product-series',
      'PUT /api/organization-authorizations/shop-1',
      'PUT /api/shop-owner-series-authorizations/shop-1',
    ]);
    expect(api.to('POST /api/product-series')[0]?.body).toEqual({
      name: 'Cyclone',
      manufacturerId: 'm-t',
      description: null,
      isActive: true,
    });
    expect(api.to('PUT /api/organization-authorizations/shop-1')[0]?.body).toEqual({
      authorizedOrganizationIds: ['m-t', 'd-p'],
    });
    expect(api.to('PUT /api/shop-owner-series-authorizations/shop-1')[0]?.body).toEqual({
      authorizedSeriesIds: ['s-pulse', 's-cyclone'],
    });
    // The saving flag clears 1 s after the last answer.
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Save Authorizations' })).toBeTruthy();
  });

  it("stops when a proposed series cannot be created: 'Failed to create new series', nothing else sent", async () => {
    const api = mockFetch(
      routes({
        'POST /api/product-series': {
          status: 409,
          body: { message: 'This manufacturer already has a series named "Cyclone"' },
        },
      }),
    );
    renderWithProviders(<Page />, '/shop-owner-authorizations?shopOwner=shop-1');
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Cyclone/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Authorizations' }));
    expect(await screen.findByText(AUTHORIZATION_MESSAGES.newSeriesFailed)).toBeTruthy();
    expect(screen.getByText('This manufacturer already has a series named "Cyclone"')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('says when there are no shop owners, and when the caller has no supplier to offer', async () => {
    mockFetch(routes({ 'GET /api/authorizations/shop-owners': { status: 200, body: [] } }));
    const first = renderWithProviders(<Page />, '/shop-owner-authorizations');
    expect(await screen.findByText(AUTHORIZATION_MESSAGES.noShopOwners)).toBeTruthy();
    first.unmount();

    mockFetch(
      routes({
        'GET /api/organization-authorizations/shop-1': {
          status: 200,
          body: { ...SUPPLIERS, suppliers: [], authorizedOrganizationIds: [] },
        },
      }),
    );
    renderWithProviders(<Page />, '/shop-owner-authorizations?shopOwner=shop-1');
    expect(await screen.findByText(AUTHORIZATION_MESSAGES.noSuppliers)).toBeTruthy();
  });

  it('asks before unsaved changes are dropped: choosing another shop owner, leaving, closing the tab', async () => {
    const OTHER = { id: 'shop-2', name: 'Bass Barn', isActive: true };
    mockFetch(
      routes({
        'GET /api/authorizations/shop-owners': { status: 200, body: [SHOP, OTHER] },
        'GET /api/organization-authorizations/shop-2': { status: 200, body: SUPPLIERS },
        'GET /api/shop-owner-series-authorizations/shop-2': { status: 200, body: SERIES },
      }),
    );
    renderWithProviders(
      <>
        <Page />
        <Link to="/dashboard">Dashboard</Link>
      </>,
      '/shop-owner-authorizations?shopOwner=shop-1',
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Pulse/ }));
    expect(screen.getByText('1 unsaved change')).toBeTruthy();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    const pick = async () => {
      fireEvent.click(screen.getByRole('combobox', { name: /Shop Owner/ }));
      fireEvent.click(await screen.findByRole('option', { name: 'Bass Barn' }));
    };
    await pick();
    const question = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(within(question).getByText(/Sound Garage has 1 unsaved change/)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(currentLocation()).toBe('/shop-owner-authorizations?shopOwner=shop-1');
    expect(screen.getByText('1 unsaved change')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    const leaving = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(within(leaving).getByText(/Leaving this page drops them/)).toBeTruthy();
    fireEvent.click(within(leaving).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(currentLocation()).toBe('/shop-owner-authorizations?shopOwner=shop-1');

    await pick();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(currentLocation()).toBe('/shop-owner-authorizations?shopOwner=shop-2'));
    expect(await screen.findByText('No unsaved changes')).toBeTruthy();
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
