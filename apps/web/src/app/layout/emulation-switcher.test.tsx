import { EMULATION_HEADER, EMULATION_STORAGE_KEY } from '@crossover/domain/auth';
import type { EmulationCandidate } from '@crossover/domain/auth';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { candidateKeywords, matchCandidate } from '@/app/layout/emulation-switcher';
import { reloadPage } from '@/lib/browser';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { buildUser } from '@/test/users';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

const admin = buildUser({
  id: 'admin-1',
  role: 'admin',
  firstName: 'Ida',
  lastName: 'Admin',
  email: 'ida@x.test',
});
const candidates: EmulationCandidate[] = [
  {
    id: 'admin-1',
    email: 'ida@x.test',
    firstName: 'Ida',
    lastName: 'Admin',
    role: 'admin',
    organizationId: null,
    organizationName: null,
  },
  {
    id: 'u-2',
    email: 'shop@demo.test',
    firstName: 'Sam',
    lastName: 'Shop',
    role: 'shop_owner',
    organizationId: 'o1',
    organizationName: 'Bass Barn',
  },
  {
    id: 'u-3',
    email: 'dist@demo.test',
    firstName: 'Dee',
    lastName: 'Stro',
    role: 'distributor',
    organizationId: 'o2',
    organizationName: 'Volt Supply',
  },
];

describe('emulation search', () => {
  const shop = candidates[1] as EmulationCandidate;
  it.each([
    ['sam shop', 1],
    ['SHOP@DEMO', 1],
    ['bass', 1],
    ['shop owner', 1],
    ['shop_owner', 1],
    ['volt', 0],
    ['', 1],
  ])('"%s" → %i', (search, expected) => {
    expect(matchCandidate('u-2', search, candidateKeywords(shop))).toBe(expected);
  });
});

describe('emulation switcher (spec §4, §6)', () => {
  it('is only offered to real admins', async () => {
    mockFetch({ 'GET /api/auth/user': { status: 200, body: buildUser() } });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('combobox', { name: /View as/ })).toBeNull();
  });

  it('starts emulation on the server before storing the id, then reloads', async () => {
    vi.mocked(reloadPage).mockClear();
    let storedDuringStart: string | null = 'unset';
    const api = mockFetch({
      // Like the server: the header switches the answer to the emulated user.
      'GET /api/auth/user': (request) =>
        jsonResponse(
          200,
          request.headers[EMULATION_HEADER] === 'u-2'
            ? buildUser({ id: 'u-2', isEmulating: true, realUserId: 'admin-1', realUserRole: 'admin' })
            : admin,
        ),
      'GET /api/admin/users': { status: 200, body: candidates },
      'POST /api/admin/emulation/start': () => {
        storedDuringStart = window.localStorage.getItem(EMULATION_STORAGE_KEY);
        return new Response(JSON.stringify({ message: 'ok' }), { status: 200 });
      },
    });
    renderApp('/');
    fireEvent.click(await screen.findByRole('combobox', { name: 'View as: Myself' }));
    const search = await screen.findByPlaceholderText(/Search/);
    expect(screen.queryByRole('option', { name: /ida@x\.test/ })).toBeNull();

    fireEvent.change(search, { target: { value: 'nobody-like-this' } });
    expect(await screen.findByText('No users found.')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'bass barn' } });
    const option = await screen.findByRole('option', { name: /shop@demo\.test/ });
    expect(screen.queryByRole('option', { name: /dist@demo\.test/ })).toBeNull();
    fireEvent.click(option);

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(api.to('POST /api/admin/emulation/start')[0]?.body).toEqual({ userId: 'u-2' });
    expect(storedDuringStart).toBeNull();
    expect(window.localStorage.getItem(EMULATION_STORAGE_KEY)).toBe('u-2');
  });

  it("choosing 'current' while emulating stops and forgets the emulated user", async () => {
    vi.mocked(reloadPage).mockClear();
    window.localStorage.setItem(EMULATION_STORAGE_KEY, 'u-2');
    const api = mockFetch({
      'GET /api/auth/user': {
        status: 200,
        body: buildUser({ id: 'u-2', isEmulating: true, realUserId: 'admin-1', realUserRole: 'admin' }),
      },
      'GET /api/admin/users': { status: 200, body: candidates },
      'POST /api/admin/emulation/stop': { status: 200, body: { message: 'ok' } },
    });
    renderApp('/');
    fireEvent.click(await screen.findByRole('combobox', { name: 'View as: Sam Shop' }));
    fireEvent.click(await screen.findByRole('option', { name: /Myself/ }));
    await waitFor(() => expect(api.to('POST /api/admin/emulation/stop')).toHaveLength(1));
    await waitFor(() => expect(window.localStorage.getItem(EMULATION_STORAGE_KEY)).toBeNull());
  });
});

describe('stale emulation entries', () => {
  it('forgets an id the server did not honour', async () => {
    window.localStorage.setItem(EMULATION_STORAGE_KEY, 'u-9');
    const api = mockFetch({ 'GET /api/auth/user': { status: 200, body: buildUser() } });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(api.to('GET /api/auth/user')[0]?.headers[EMULATION_HEADER]).toBe('u-9');
    expect(window.localStorage.getItem(EMULATION_STORAGE_KEY)).toBeNull();
  });
});
