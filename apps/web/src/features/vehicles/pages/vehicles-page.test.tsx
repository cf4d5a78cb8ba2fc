import type { Vehicle } from '@crossover/domain/vehicles';
import { VEHICLE_MESSAGES } from '@crossover/domain/vehicles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { type RecordedRequest, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { buildUser } from '@/test/users';
import { VehiclesPage } from './vehicles-page';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

function Page() {
  const { user } = useCurrentUser();
  return user ? <VehiclesPage /> : null;
}

function vehicle(overrides: Partial<Vehicle>): Vehicle {
  return {
    id: 'v-1',
    yearStart: 2019,
    yearEnd: 2023,
    make: 'Ford',
    model: 'F-150',
    trim: 'XLT',
    bodyStyle: 'Crew Cab Pickup',
    engineSize: '3.5L V6',
    notes: null,
    isActive: true,
    productCount: 2,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const F150 = vehicle({});
const WRANGLER = vehicle({
  id: 'v-2',
  make: 'Jeep',
  model: 'Wrangler',
  trim: null,
  yearStart: 2018,
  yearEnd: null,
  productCount: 0,
  isActive: false,
});

function routes(extra = {}) {
  return {
    'GET /api/auth/user': { status: 200, body: buildUser({ role: 'admin', organizationId: null }) },
    'GET /api/vehicles': { status: 200, body: [F150, WRANGLER] },
    'GET /api/vehicles/stats': {
      status: 200,
      body: { totalVehicles: 2, activeVehicles: 1, makes: 1, productsWithFitment: 5 },
    },
    ...extra,
  };
}

describe('Vehicles', () => {
  it('shows the stat cards and a card per vehicle with its state and product count', async () => {
    mockFetch(routes());
    renderWithProviders(<Page />, '/vehicles');
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [f150, wrangler] = cards as [HTMLElement, HTMLElement];
    expect(within(f150).getByRole('heading', { name: '2019–2023 Ford F-150 XLT' })).toBeTruthy();
    expect(within(f150).getByText('Crew Cab Pickup · 3.5L V6')).toBeTruthy();
    expect(within(f150).getByText('Active')).toBeTruthy();
    expect(within(f150).getByText('Fits 2 products')).toBeTruthy();
    expect(within(wrangler).getByText('Inactive')).toBeTruthy();
    expect(
      within(wrangler).getByRole('button', { name: 'Reactivate 2018 to present Jeep Wrangler' }),
    ).toBeTruthy();
    expect(screen.getByText('Products with Fitment').parentElement?.textContent).toContain('5');
  });

  it('searches after the typing settles, through /api/vehicles/search, and says when nothing is found', async () => {
    const api = mockFetch(
      routes({
        'GET /api/vehicles/search?q=jeep': { status: 200, body: [WRANGLER] },
        'GET /api/vehicles/search?q=delorean': { status: 200, body: [] },
      }),
    );
    renderWithProviders(<Page />, '/vehicles');
    await screen.findAllByRole('listitem');
    fireEvent.change(screen.getByLabelText('Search vehicles'), { target: { value: 'je' } });
    fireEvent.change(screen.getByLabelText('Search vehicles'), { target: { value: 'jeep' } });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(api.requests.filter((r) => r.url.startsWith('/api/vehicles/search')).map((r) => r.url)).toEqual([
      '/api/vehicles/search?q=jeep',
    ]);
    fireEvent.change(screen.getByLabelText('Search vehicles'), { target: { value: 'delorean' } });
    expect(await screen.findByText(VEHICLE_MESSAGES.empty)).toBeTruthy();
  });

  it('adds a vehicle: checks the form with the spec messages, sends it, toasts the spec text', async () => {
    const api = mockFetch(
      routes({
        'POST /api/vehicles': { status: 201, body: vehicle({ id: 'v-3', make: 'Honda', model: 'Civic' }) },
      }),
    );
    renderWithProviders(<Page />, '/vehicles');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Vehicle' }));
    const form = await screen.findByRole('form', { name: 'Add Vehicle' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Vehicle' }));
    expect(await within(form).findByText('Make is required')).toBeTruthy();
    expect(within(form).getByText('Model is required')).toBeTruthy();
    expect(api.to('POST /api/vehicles')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Trim'), { target: { value: ' ' } });
    fireEvent.change(within(form).getByLabelText('Make'), { target: { value: 'Honda' } });
    fireEvent.change(within(form).getByLabelText('Model'), { target: { value: 'Civic' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Vehicle' }));
    expect(await screen.findByText(VEHICLE_MESSAGES.addedTitle)).toBeTruthy();
    expect(screen.getByText(VEHICLE_MESSAGES.addedDescription)).toBeTruthy();
    // A blank start year is this year (spec §5).
    expect(api.to('POST /api/vehicles')[0]?.body).toMatchObject({
      yearStart: new Date().getUTCFullYear(),
      yearEnd: null,
      make: 'Honda',
      model: 'Civic',
      trim: null,
    });
  });

  it('puts a duplicate on the form and toasts the spec failure', async () => {
    mockFetch(
      routes({
        'POST /api/vehicles': {
          status: 409,
          body: { message: VEHICLE_MESSAGES.duplicate, errors: { model: VEHICLE_MESSAGES.duplicate } },
        },
      }),
    );
    renderWithProviders(<Page />, '/vehicles');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Vehicle' }));
    const form = await screen.findByRole('form', { name: 'Add Vehicle' });
    fireEvent.change(within(form).getByLabelText('Start Year'), { target: { value: '2019' } });
    fireEvent.change(within(form).getByLabelText('Make'), { target: { value: 'Ford' } });
    fireEvent.change(within(form).getByLabelText('Model'), { target: { value: 'F-150' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Vehicle' }));
    expect(await screen.findByText(VEHICLE_MESSAGES.addFailedDescription)).toBeTruthy();
    expect(within(form).getByText(VEHICLE_MESSAGES.duplicate)).toBeTruthy();
    expect(within(form).getByLabelText('Model').getAttribute('aria-invalid')).toBe('true');
  });

  it('edits only what changed and deactivates after confirming', async () => {
    const api = mockFetch(
      routes({
        'PATCH /api/vehicles/v-1': (request: RecordedRequest) =>
          jsonResponse(200, vehicle({ ...(request.body as object) })),
      }),
    );
    renderWithProviders(<Page />, '/vehicles');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 2019–2023 Ford F-150 XLT' }));
    const form = await screen.findByRole('form', { name: 'Edit Vehicle' });
    fireEvent.change(within(form).getByLabelText('Trim'), { target: { value: 'Lariat' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(VEHICLE_MESSAGES.updated)).toBeTruthy();
    expect(api.to('PATCH /api/vehicles/v-1').map((r) => r.body)).toEqual([{ trim: 'Lariat' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate 2019–2023 Ford F-150 XLT' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(VEHICLE_MESSAGES.deactivated)).toBeTruthy();
    expect(api.to('PATCH /api/vehicles/v-1').map((r) => r.body)).toEqual([
      { trim: 'Lariat' },
      { isActive: false },
    ]);
  });
});
