import type { Fitment } from '@crossover/domain/vehicles';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { ProductFitmentList } from './product-fitment-list';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

const link = (overrides: Partial<Fitment>): Fitment => ({
  productId: 'p-1',
  vehicleId: 'v-1',
  compatibilityNotes: null,
  isVerified: false,
  verifiedByName: null,
  vehicle: {
    id: 'v-1',
    yearStart: 2021,
    yearEnd: null,
    make: 'Ford',
    model: 'Bronco',
    trim: null,
    bodyStyle: '4-Door SUV',
    engineSize: null,
    isActive: true,
  },
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

describe('ProductFitmentList', () => {
  it('lists the vehicles a product fits, with notes and the verified mark', async () => {
    mockFetch({
      'GET /api/products/p-1/vehicles': {
        status: 200,
        body: [
          link({ isVerified: true, compatibilityNotes: 'Harness included' }),
          link({
            vehicleId: 'v-2',
            vehicle: { ...link({}).vehicle, id: 'v-2', model: 'Ranger', yearStart: 2019, yearEnd: 2023 },
          }),
        ],
      },
    });
    renderWithProviders(<ProductFitmentList productId="p-1" />);
    const list = await screen.findByRole('list', { name: 'Fits these vehicles' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('2021 to present Ford Bronco')).toBeTruthy();
    expect(within(items[0]!).getByText('Verified fit')).toBeTruthy();
    expect(within(items[0]!).getByText('Harness included')).toBeTruthy();
    expect(within(items[1]!).getByText('2019–2023 Ford Ranger')).toBeTruthy();
    expect(within(items[1]!).queryByText('Verified fit')).toBeNull();
  });

  it('shows nothing for a product that fits no vehicle', async () => {
    const api = mockFetch({ 'GET /api/products/p-1/vehicles': { status: 200, body: [] } });
    const view = renderWithProviders(<ProductFitmentList productId="p-1" />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await vi.waitFor(() => expect(api.to('GET /api/products/p-1/vehicles')).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(view.container.querySelector('section')).toBeNull();
  });
});
