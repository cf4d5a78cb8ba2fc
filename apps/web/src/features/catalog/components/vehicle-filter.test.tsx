import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render-app';
import { VehicleFilter, useVehicleFilter } from './vehicle-filter';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

function Probe() {
  const vehicle = useVehicleFilter();
  return (
    <>
      <VehicleFilter vehicle={vehicle} />
      <output data-testid="filter">{JSON.stringify(vehicle.filter)}</output>
      <output data-testid="label">{vehicle.label ?? ''}</output>
    </>
  );
}

const OPTIONS = 'GET /api/vehicles/options';
const answer = (makes: string[], models: string[]) => ({
  status: 200,
  body: { years: [2021, 2020, 2019], makes, models },
});
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const filter = () => JSON.parse(screen.getByTestId('filter').textContent ?? '{}');

describe('Fits my vehicle', () => {
  it('narrows year, then make, then model, keeping the choice in the address', async () => {
    const api = mockFetch({
      [OPTIONS]: answer(['Chevrolet', 'Ford'], []),
      [`${OPTIONS}?year=2020`]: answer(['Ford'], []),
      [`${OPTIONS}?year=2020&make=Ford`]: answer(['Ford'], ['F-150', 'Ranger']),
    });
    renderWithProviders(<Probe />, '/catalog');
    await waitFor(() => expect(select('Year').options).toHaveLength(4));
    expect(select('Model').disabled).toBe(true);

    fireEvent.change(select('Year'), { target: { value: '2020' } });
    await waitFor(() => expect([...select('Make').options].map((o) => o.value)).toEqual(['all', 'Ford']));
    fireEvent.change(select('Make'), { target: { value: 'Ford' } });
    await waitFor(() => expect(select('Model').disabled).toBe(false));
    await waitFor(() => expect(select('Model').options).toHaveLength(3));
    fireEvent.change(select('Model'), { target: { value: 'F-150' } });

    expect(filter()).toEqual({ fitYear: 2020, fitMake: 'Ford', fitModel: 'F-150' });
    expect(screen.getByTestId('label').textContent).toBe('2020 Ford F-150');
    expect(currentLocation()).toBe('/catalog?fitYear=2020&fitMake=Ford&fitModel=F-150');
    expect(api.to(`${OPTIONS}?year=2020&make=Ford`).length).toBeGreaterThan(0);

    // A new year starts the make and model over.
    fireEvent.change(select('Year'), { target: { value: '2019' } });
    expect(filter()).toEqual({ fitYear: 2019 });
    expect(currentLocation()).toBe('/catalog?fitYear=2019');
  });

  it('reads the vehicle from the address and clears it', async () => {
    mockFetch({
      [`${OPTIONS}?year=2021&make=Jeep`]: answer(['Jeep'], ['Wrangler']),
    });
    renderWithProviders(<Probe />, '/catalog?fitYear=2021&fitMake=Jeep&fitModel=Wrangler&sort=1');
    expect(filter()).toEqual({ fitYear: 2021, fitMake: 'Jeep', fitModel: 'Wrangler' });
    await waitFor(() => expect(select('Model').value).toBe('Wrangler'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear vehicle' }));
    expect(filter()).toEqual({});
    expect(currentLocation()).toBe('/catalog?sort=1');
    expect((screen.getByRole('button', { name: 'Clear vehicle' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
