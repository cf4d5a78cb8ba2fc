import type { Fitment, Vehicle } from '@crossover/domain/vehicles';
import { VEHICLE_MESSAGES } from '@crossover/domain/vehicles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedRequest, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { FitmentEditor } from './fitment-editor';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

const summary = {
  id: 'v-1',
  yearStart: 2015,
  yearEnd: 2020,
  make: 'Ford',
  model: 'F-150',
  trim: 'XLT',
  bodyStyle: 'Crew Cab Pickup',
  engineSize: null,
  isActive: true,
};
const linked: Fitment = {
  productId: 'p-1',
  vehicleId: 'v-1',
  compatibilityNotes: 'Front doors only',
  isVerified: true,
  verifiedByName: 'Vera Fier',
  vehicle: summary,
  createdAt: '2026-01-01T00:00:00Z',
};
const wrangler: Vehicle = {
  ...summary,
  id: 'v-2',
  make: 'Jeep',
  model: 'Wrangler',
  trim: null,
  yearStart: 2018,
  yearEnd: null,
  notes: null,
  productCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const FITMENT = 'GET /api/products/p-1/vehicles';
const echo = (status: number, base: Fitment) => (request: RecordedRequest) =>
  jsonResponse(status, { ...base, ...(request.body as object) });

describe('FitmentEditor', () => {
  it('lists linked vehicles with notes and who verified; saves the flag and notes; unlinks', async () => {
    const api = mockFetch({
      [FITMENT]: { status: 200, body: [linked] },
      'PATCH /api/products/p-1/vehicles/v-1': echo(200, linked),
      'DELETE /api/products/p-1/vehicles/v-1': { status: 200, body: { message: VEHICLE_MESSAGES.unlinked } },
    });
    renderWithProviders(<FitmentEditor productId="p-1" />);
    const list = await screen.findByRole('list', { name: 'Linked vehicles' });
    expect(within(list).getByText('2015–2020 Ford F-150 XLT')).toBeTruthy();
    expect(within(list).getByText('Front doors only')).toBeTruthy();
    const verified = within(list).getByLabelText('Verified by Vera Fier') as HTMLInputElement;
    expect(verified.checked).toBe(true);

    fireEvent.click(verified);
    await waitFor(() => expect(api.to('PATCH /api/products/p-1/vehicles/v-1')).toHaveLength(1));
    expect(api.to('PATCH /api/products/p-1/vehicles/v-1')[0]?.body).toEqual({ isVerified: false });

    fireEvent.click(within(list).getByRole('button', { name: 'Edit notes for 2015–2020 Ford F-150 XLT' }));
    const notes = await within(list).findByLabelText('Compatibility Notes');
    fireEvent.change(notes, { target: { value: '  ' } });
    fireEvent.click(within(list).getByRole('button', { name: 'Save Notes' }));
    await waitFor(() => expect(api.to('PATCH /api/products/p-1/vehicles/v-1')).toHaveLength(2));
    expect(api.to('PATCH /api/products/p-1/vehicles/v-1')[1]?.body).toEqual({ compatibilityNotes: null });

    fireEvent.click(within(list).getByRole('button', { name: 'Unlink 2015–2020 Ford F-150 XLT' }));
    await waitFor(() => expect(api.to('DELETE /api/products/p-1/vehicles/v-1')).toHaveLength(1));
    // Each write refreshes the product's list.
    await waitFor(() => expect(api.to(FITMENT).length).toBeGreaterThanOrEqual(4));
  });

  it('finds an active vehicle, marks linked ones, and links the chosen one with notes and verified', async () => {
    const api = mockFetch({
      [FITMENT]: { status: 200, body: [linked] },
      'GET /api/vehicles/search?q=2019&status=active&limit=8': {
        status: 200,
        body: [{ ...summary, notes: null, productCount: 1, createdAt: '', updatedAt: '' }, wrangler],
      },
      'POST /api/products/p-1/vehicles': (request: RecordedRequest) =>
        jsonResponse(201, { ...linked, vehicleId: 'v-2', vehicle: wrangler, ...(request.body as object) }),
    });
    renderWithProviders(<FitmentEditor productId="p-1" />);
    await screen.findByRole('list', { name: 'Linked vehicles' });
    fireEvent.change(screen.getByLabelText('Find a vehicle to link'), { target: { value: '2019' } });
    const results = await screen.findByRole('list', { name: 'Matching vehicles' });
    const already = within(results).getByRole('button', { name: '2015–2020 Ford F-150 XLT is linked' });
    expect((already as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(results).getByRole('button', { name: 'Choose 2018 to present Jeep Wrangler' }));

    const form = await screen.findByRole('form', { name: 'Link 2018 to present Jeep Wrangler' });
    fireEvent.change(within(form).getByLabelText('Compatibility Notes'), { target: { value: 'Dash kit' } });
    fireEvent.click(within(form).getByLabelText('Verified fit'));
    fireEvent.click(within(form).getByRole('button', { name: 'Link Vehicle' }));
    expect(await screen.findByText(VEHICLE_MESSAGES.linked)).toBeTruthy();
    expect(api.to('POST /api/products/p-1/vehicles')[0]?.body).toEqual({
      vehicleId: 'v-2',
      compatibilityNotes: 'Dash kit',
      isVerified: true,
    });
  });

  it('says when nothing is linked and when the list cannot be loaded', async () => {
    mockFetch({ [FITMENT]: { status: 200, body: [] } });
    const view = renderWithProviders(<FitmentEditor productId="p-1" />);
    expect(await screen.findByText('No vehicles linked yet.')).toBeTruthy();
    view.unmount();
    mockFetch({ [FITMENT]: { status: 500, body: { message: 'Internal server error' } } });
    renderWithProviders(<FitmentEditor productId="p-1" />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
