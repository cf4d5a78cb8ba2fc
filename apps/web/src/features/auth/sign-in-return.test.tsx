import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redirectTo } from '@/lib/browser';
import { fetchCurrentUser } from '@/features/auth/api/get-current-user';
import { logout } from '@/features/auth/api/logout';
import { SSO_ERROR_MESSAGES } from '@/features/auth/pages/admin-login-page';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { currentLocation, renderApp } from '@/test/render-app';
import { buildUser } from '@/test/users';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

/** Issue 7, items 2, 5 and 17: where sign-in starts, where it comes back to, and what it says. */
const signedOut = { 'GET /api/auth/user': { status: 200, body: null } };
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  document.cookie = 'crossover.last-sign-in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.history.replaceState(null, '', '/');
  vi.mocked(redirectTo).mockClear();
});

describe('the current-user probe', () => {
  it('asks with the probe header and reads 200 null as signed out', async () => {
    const api = mockFetch(signedOut);
    expect(await fetchCurrentUser()).toBeNull();
    expect(api.to('GET /api/auth/user')[0]?.headers['x-session-probe']).toBe('1');
  });
});

describe('business login returns to the page asked for', () => {
  async function signInAt(path: string) {
    mockFetch({
      ...signedOut,
      'POST /api/auth/traditional/login': { status: 200, body: buildUser() },
    });
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Business Partner Portal' });
    fill('Email', 'shop@demo.test');
    fill('Password', 'DemoPass!2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it('goes to ?returnTo= after signing in', async () => {
    await signInAt('/business-login?returnTo=%2Forders%3Fpage%3D2');
    await waitFor(() => expect(currentLocation()).toBe('/orders?page=2'));
  });

  it('goes to the dashboard instead of another site', async () => {
    await signInAt('/business-login?returnTo=%2F%2Fevil.test%2Forders');
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('sends a signed-out deep link to the sign-in page of the last sign-in method', async () => {
    mockFetch(signedOut);
    document.cookie = 'crossover.last-sign-in=sso; path=/';
    renderApp('/catalog?search=amp');
    expect(await screen.findByRole('button', { name: 'Authenticate as Administrator' })).toBeTruthy();
    expect(currentLocation()).toBe('/admin-login?returnTo=%2Fcatalog%3Fsearch%3Damp');
  });
});

describe('a lost session', () => {
  it('goes to /api/login with the page it was on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.history.replaceState(null, '', '/orders?page=3');
    mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser() },
      'GET /api/orders': { status: 401, body: { message: 'Unauthorized' } },
    });
    renderApp('/orders?page=3');
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(redirectTo).toHaveBeenCalledWith('/api/login?returnTo=%2Forders%3Fpage%3D3');
  });

  it('returns to the page shown when it redirects, not the one whose request failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.history.replaceState(null, '', '/');
    mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser() },
      'GET /api/cart': { status: 401, body: { message: 'Unauthorized' } },
    });
    renderApp('/');
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    // Within the half second the user clicks through to Orders (the tests' memory router leaves
    // the address bar alone, so it is moved as the browser's router would move it).
    window.history.pushState(null, '', '/orders');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(redirectTo).toHaveBeenCalledWith('/api/login?returnTo=%2Forders');
    expect(redirectTo).toHaveBeenCalledTimes(1);
  });
});

describe("an administrator's lost session", () => {
  it.each([
    ['signed in as an administrator', buildUser({ role: 'admin', organizationId: null })],
    [
      'viewing as a shop owner',
      buildUser({ isEmulating: true, realUserId: 'admin-1', realUserRole: 'admin' }),
    ],
  ])("goes to the administrators' sign-in page (%s), not the partner one", async (_, user) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    document.cookie = 'crossover.last-sign-in=business; path=/';
    window.history.replaceState(null, '', '/orders');
    mockFetch({
      'GET /api/auth/user': { status: 200, body: user },
      'GET /api/orders': { status: 401, body: { message: 'Unauthorized' } },
    });
    renderApp('/orders');
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(redirectTo).toHaveBeenCalledWith('/admin-login?returnTo=%2Forders');
  });
});

describe('administrator sign-in', () => {
  it('starts single sign-on with the page to return to', async () => {
    mockFetch(signedOut);
    renderApp('/admin-login?returnTo=%2Forders');
    fireEvent.click(await screen.findByRole('button', { name: 'Authenticate as Administrator' }));
    expect(redirectTo).toHaveBeenCalledWith('/api/oidc/login?returnTo=%2Forders');
  });

  it('tells a business user refused by single sign-on where to sign in', async () => {
    mockFetch(signedOut);
    renderApp('/admin-login?error=not_sso');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SSO_ERROR_MESSAGES.not_sso);
    fireEvent.click(screen.getByRole('button', { name: 'Authenticate as Administrator' }));
    expect(redirectTo).toHaveBeenCalledWith('/api/oidc/login?prompt=login');
    fireEvent.click(screen.getByRole('link', { name: 'Go to the Business Partner Login' }));
    expect(await screen.findByRole('heading', { name: 'Business Partner Portal' })).toBeTruthy();
  });
});

describe('logout', () => {
  it("opens the provider's logout address when the server names one", async () => {
    mockFetch({
      'GET /api/logout': () =>
        jsonResponse(200, { message: 'Logged out', endSessionUrl: 'https://idp.example/logout?x=1' }),
    });
    await logout();
    expect(redirectTo).toHaveBeenCalledWith('https://idp.example/logout?x=1');
  });

  it('goes to the business login otherwise', async () => {
    mockFetch({ 'GET /api/logout': { status: 200, body: { message: 'Logged out' } } });
    await logout();
    expect(redirectTo).toHaveBeenCalledWith('/business-login?logout=success');
  });
});

describe('change password, signed out without a reset link', () => {
  it('shows how to sign in or get a reset link instead of a form that cannot work', async () => {
    mockFetch(signedOut);
    renderApp('/change-password');
    expect(await screen.findByText(/You are not signed in/)).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/business-login?returnTo=%2Fchange-password',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Request a reset link' }));
    expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
  });
});
