import type { DashboardStats } from '@crossover/domain/dashboard';
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
};

/** Answers held back until the test releases them, one per request. */
function heldAnswers() {
  const releases: Array<(response: Response) => void> = [];
  return {
    answer: () => new Promise<Response>((resolve) => releases.push(resolve)),
    release: (index: number, response: Response) => releases[index]!(response),
  };
}

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
