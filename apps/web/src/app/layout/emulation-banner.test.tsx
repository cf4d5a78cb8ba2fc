import { EMULATION_HEADER, EMULATION_STORAGE_KEY } from '@crossover/domain/auth';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmulationBanner } from '@/app/layout/emulation-banner';
import { reloadPage } from '@/lib/browser';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp, renderWithProviders } from '@/test/render-app';
import { buildUser } from '@/test/users';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

const emulated = buildUser({
  isEmulating: true,
  realUserId: 'admin-1',
  realUserRole: 'admin',
  realUserFirstName: 'Ida',
  realUserLastName: 'Admin',
});

describe('emulation banner (spec §2)', () => {
  it('says who is viewed, as what, for which organization, and who the admin is', () => {
    renderWithProviders(<EmulationBanner user={emulated} />);
    expect(screen.getByText('Emulation Mode Active')).toBeTruthy();
    expect(screen.getByText('Viewing as', { exact: false }).textContent).toBe('Viewing as Sam Shop');
    expect(screen.getByText('shop owner')).toBeTruthy();
    expect(screen.getByText('Sam’s Sound Shop')).toBeTruthy();
    expect(screen.getByText('Ida Admin')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exit Emulation' })).toBeTruthy();
  });

  it("falls back to the organization id, then 'No org', and to 'Admin User'", () => {
    const view = renderWithProviders(
      <EmulationBanner
        user={{ ...emulated, organizationName: null, realUserFirstName: null, realUserLastName: null }}
      />,
    );
    expect(screen.getByText('org-1')).toBeTruthy();
    expect(screen.getByText('Admin User')).toBeTruthy();
    view.unmount();
    renderWithProviders(
      <EmulationBanner user={{ ...emulated, organizationName: null, organizationId: null }} />,
    );
    expect(screen.getByText('No org')).toBeTruthy();
  });

  it('is not shown unless an admin is emulating', () => {
    const { container } = renderWithProviders(
      <>
        <EmulationBanner user={buildUser()} />
        <EmulationBanner user={{ ...emulated, realUserRole: 'manufacturer' }} />
        <EmulationBanner user={{ ...emulated, realUserId: undefined }} />
      </>,
    );
    expect(container.textContent).not.toContain('Emulation Mode Active');
  });

  it('exits: stop call with the header, entry removed, toast, reload after 0.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(reloadPage).mockClear();
    window.localStorage.setItem(EMULATION_STORAGE_KEY, 'user-1');
    const api = mockFetch({
      'GET /api/auth/user': { status: 200, body: emulated },
      'POST /api/admin/emulation/stop': { status: 200, body: { message: 'Emulation ended' } },
      'GET /api/admin/users': { status: 200, body: [] },
    });
    renderApp('/');
    expect(await screen.findByText('EMULATING')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Exit Emulation' }));

    expect(await screen.findByText('You are now viewing as yourself')).toBeTruthy();
    expect(screen.getByText('Emulation Ended')).toBeTruthy();
    expect(api.to('POST /api/admin/emulation/stop')[0]?.headers[EMULATION_HEADER]).toBe('user-1');
    expect(window.localStorage.getItem(EMULATION_STORAGE_KEY)).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('tells the admin to refresh when the stop call fails', async () => {
    vi.mocked(reloadPage).mockClear();
    window.localStorage.setItem(EMULATION_STORAGE_KEY, 'user-1');
    mockFetch({
      'GET /api/auth/user': { status: 200, body: emulated },
      'POST /api/admin/emulation/stop': { status: 500, body: { message: 'Internal Server Error' } },
      'GET /api/admin/users': { status: 200, body: [] },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Exit Emulation' }));
    expect(await screen.findByText('Failed to exit emulation. Please refresh the page.')).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem(EMULATION_STORAGE_KEY)).toBeNull());
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
