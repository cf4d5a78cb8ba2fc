import type { Series } from '@crossover/domain/catalog';
import { SERIES_MESSAGES } from '@crossover/domain/series';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { buildOrganization, buildUser } from '@/test/users';
import { SeriesManagementPage } from './series-management-page';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

function Page() {
  const { user } = useCurrentUser();
  return user ? <SeriesManagementPage /> : null;
}

const series = (overrides: Partial<Series>): Series => ({
  id: 's-1',
  name: 'Storm',
  manufacturerId: 'org-m',
  manufacturerName: 'Thunderline Audio',
  description: 'Amplifiers',
  isActive: true,
  ...overrides,
});

const STORM = series({});
const VOLT = series({ id: 's-2', name: 'Volt', description: null, isActive: false });
const FALCON = series({
  id: 's-3',
  name: 'Falcon',
  manufacturerId: 'org-k',
  manufacturerName: 'Kestrel Acoustics',
});

const manufacturerUser = buildUser({
  role: 'manufacturer',
  organizationId: 'org-m',
  organizationName: 'Thunderline Audio',
});

describe('Series Management', () => {
  it('a manufacturer creates a series for its own organization, which the form keeps fixed', async () => {
    const api = mockFetch({
      'GET /api/auth/user': { status: 200, body: manufacturerUser },
      'GET /api/product-series': { status: 200, body: [STORM, VOLT] },
      'POST /api/product-series': { status: 201, body: series({ id: 's-9', name: 'Cyclone' }) },
    });
    renderWithProviders(<Page />, '/series-management');
    const table = await screen.findByRole('table', { name: 'Series' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // No manufacturer filter: it manages only its own.
    expect(screen.queryByRole('combobox', { name: 'Manufacturer' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add Series' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Series' });
    expect((within(dialog).getByLabelText('Manufacturer') as HTMLInputElement).value).toBe(
      'Thunderline Audio',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Series' }));
    expect(await within(dialog).findByText(SERIES_MESSAGES.nameRequired)).toBeTruthy();
    expect(api.to('POST /api/product-series')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Cyclone ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Series' }));
    expect(await screen.findByText(SERIES_MESSAGES.created)).toBeTruthy();
    expect(api.to('POST /api/product-series')[0]?.body).toEqual({
      name: 'Cyclone',
      manufacturerId: 'org-m',
      description: null,
      isActive: true,
    });
  });

  it('an admin filters by manufacturer and status; the empty states tell filtered from none', async () => {
    const api = mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser({ role: 'admin', organizationId: null }) },
      'GET /api/organizations': {
        status: 200,
        body: [buildOrganization({ id: 'org-k', name: 'Kestrel Acoustics', type: 'manufacturer' })],
      },
      'GET /api/product-series': { status: 200, body: [] },
      'GET /api/product-series?manufacturerId=org-k': { status: 200, body: [FALCON] },
      'GET /api/product-series?manufacturerId=org-k&status=inactive': { status: 200, body: [] },
    });
    renderWithProviders(<Page />, '/series-management');
    expect(await screen.findByText(SERIES_MESSAGES.emptyTitle)).toBeTruthy();

    const manufacturer = screen.getByRole('combobox', { name: 'Manufacturer' });
    await waitFor(() => expect(within(manufacturer).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(manufacturer, { target: { value: 'org-k' } });
    expect(await screen.findByRole('button', { name: 'Falcon' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'inactive' } });
    expect(await screen.findByText(SERIES_MESSAGES.emptyFilteredTitle)).toBeTruthy();
    expect(api.to('GET /api/product-series?manufacturerId=org-k&status=inactive')).toHaveLength(1);
  });

  it('sorts by a column and flips it on a second click', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: manufacturerUser },
      'GET /api/product-series': { status: 200, body: [VOLT, STORM, series({ id: 's-4', name: 'Surge' })] },
    });
    renderWithProviders(<Page />, '/series-management');
    const table = await screen.findByRole('table', { name: 'Series' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('button')[0]!.textContent);
    expect(names()).toEqual(['Volt', 'Storm', 'Surge']);
    fireEvent.click(within(table).getByRole('button', { name: /^Name/ }));
    expect(names()).toEqual(['Storm', 'Surge', 'Volt']);
    fireEvent.click(within(table).getByRole('button', { name: /^Name/ }));
    expect(names()).toEqual(['Volt', 'Surge', 'Storm']);
  });

  it('asks before deleting and shows the server’s reason when the series keeps products', async () => {
    const message = 'Series "Storm" has 12 products; move them to another series or delete them first';
    const api = mockFetch({
      'GET /api/auth/user': { status: 200, body: manufacturerUser },
      'GET /api/product-series': { status: 200, body: [STORM] },
      'DELETE /api/product-series/s-1': { status: 409, body: { message } },
    });
    renderWithProviders(<Page />, '/series-management');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Storm' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(SERIES_MESSAGES.deleteConfirm)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SERIES_MESSAGES.deleteFailed)).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(api.to('DELETE /api/product-series/s-1')).toHaveLength(1);
  });
});
