import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { navigationFor } from '@crossover/domain/navigation';
import { ROLES } from '@crossover/domain/roles';
import { MUST_CHANGE_PASSWORD_NOTICE } from '@/app/layout/emulation-banner';
import { NO_ACCESS_TITLE } from '@/app/no-access-page';
import { PROTECTED_ROUTES, canOpen, findProtectedRoute } from '@/app/routes';
import { NOT_AVAILABLE_TEXT, NotAvailablePage } from '@/components/ui/not-available-page';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { currentLocation, renderApp } from '@/test/render-app';
import { buildUser } from '@/test/users';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

const signedOut = { 'GET /api/auth/user': { status: 401, body: { message: 'Unauthorized' } } };
const signedIn = (overrides = {}) => ({ 'GET /api/auth/user': { status: 200, body: buildUser(overrides) } });

describe('route table (spec §2)', () => {
  it("shows a plain 'Loading' message while the user loads", async () => {
    mockFetch({ 'GET /api/auth/user': () => new Promise<Response>(() => {}) as unknown as Response });
    renderApp('/catalog');
    expect(screen.getByText('Loading')).toBeTruthy();
  });

  it('shows the landing page at / when signed out', async () => {
    mockFetch(signedOut);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /B2B distribution platform/ })).toBeTruthy();
    const logins = screen.getAllByRole('link', { name: /Business Partner Login/ });
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((link) => link.getAttribute('href') === '/business-login')).toBe(true);
  });

  it('sends a signed-out visitor on a protected path to the business login, to come back after', async () => {
    mockFetch(signedOut);
    renderApp('/orders');
    expect(await screen.findByRole('heading', { name: 'Business Partner Portal' })).toBeTruthy();
    expect(currentLocation()).toBe('/business-login?returnTo=%2Forders');
  });

  it('shows 404 for unknown paths, signed out and signed in', async () => {
    mockFetch(signedOut);
    const first = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    first.unmount();

    mockFetch(signedIn());
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: /Main/ })).toBeTruthy();
  });

  it('keeps the sign-in screens reachable for signed-in users', async () => {
    mockFetch(signedIn());
    renderApp('/admin-login');
    expect(await screen.findByRole('button', { name: 'Authenticate as Administrator' })).toBeTruthy();
  });

  it('locks a user with mustChangePassword to the change-password screen, whatever the path', async () => {
    for (const path of ['/', '/catalog', '/no-such-page']) {
      mockFetch(signedIn({ mustChangePassword: true }));
      const view = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeTruthy();
      expect(screen.getByLabelText('New Password')).toBeTruthy();
      expect(screen.queryByLabelText('Current Password')).toBeNull();
      expect(screen.queryByRole('navigation', { name: /Main/ })).toBeNull();
      view.unmount();
    }
  });

  it('lets an admin emulating a user who must change the password use the app, and says so', async () => {
    mockFetch(
      signedIn({
        mustChangePassword: true,
        isEmulating: true,
        realUserId: 'admin-1',
        realUserRole: 'admin',
        realUserFirstName: 'Ida',
        realUserLastName: 'Admin',
      }),
    );
    renderApp('/catalog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Catalog' })).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.getByText('Emulation Mode Active')).toBeTruthy();
    expect(screen.getByText('EMULATING')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exit Emulation' })).toBeTruthy();
    expect(screen.getByText(MUST_CHANGE_PASSWORD_NOTICE)).toBeTruthy();
    // Changing the emulated user's password is refused by the server: the link is not offered.
    expect(screen.queryByRole('link', { name: 'Change Password' })).toBeNull();
  });

  it('shows a page outside the role’s menu as no access, without loading it', async () => {
    for (const path of ['/user-management', '/organizations', '/audit-log', '/vehicles']) {
      const api = mockFetch(signedIn({ role: 'shop_owner' }));
      const view = renderApp(path);
      expect(await screen.findByRole('heading', { name: NO_ACCESS_TITLE })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to the Dashboard' }).getAttribute('href')).toBe('/');
      expect(
        api.requests.map((r) => r.url).filter((url) => !url.startsWith('/api/auth/')),
      ).not.toContainEqual(expect.stringMatching(/^\/api\/(users|organizations|audit-log)/));
      view.unmount();
    }
  });

  it('shows no access also while an admin emulates a role without the page', async () => {
    mockFetch(
      signedIn({ role: 'shop_owner', isEmulating: true, realUserId: 'admin-1', realUserRole: 'admin' }),
    );
    renderApp('/user-management');
    expect(await screen.findByRole('heading', { name: NO_ACCESS_TITLE })).toBeTruthy();
    expect(screen.getByText('Emulation Mode Active')).toBeTruthy();
  });

  it('lets every role open every page its sidebar offers, and a shop owner its payment options', () => {
    for (const role of ROLES) {
      for (const entry of navigationFor(role).flatMap((category) => category.entries)) {
        const route = findProtectedRoute(entry.path);
        expect(route, entry.path).toBeTruthy();
        expect(canOpen(role, route!), `${role} ${entry.path}`).toBe(true);
      }
    }
    // The cart's 'Add Payment Method' leads there for every role (spec §2 Cart).
    expect(canOpen('shop_owner', findProtectedRoute('/payment-options')!)).toBe(true);
    expect(canOpen('shop_owner', findProtectedRoute('/user-management')!)).toBe(false);
    expect(canOpen('manufacturer', findProtectedRoute('/audit-log')!)).toBe(false);
  });

  it('shows every screen not built yet with its title and the not-available sentence', async () => {
    mockFetch(signedIn({ role: 'admin' }));
    for (const route of PROTECTED_ROUTES.filter((r) => r.page === NotAvailablePage)) {
      const view = renderApp(route.path);
      expect(await screen.findByRole('heading', { level: 1, name: route.title })).toBeTruthy();
      expect(screen.getByText(NOT_AVAILABLE_TEXT)).toBeTruthy();
      view.unmount();
    }
  });

  it('welcomes the user on the dashboard', async () => {
    mockFetch(signedIn({ firstName: 'Dana' }));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Welcome back, Dana')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Dashboard · Crossover'));
  });

  it('offers a retry when the user cannot be loaded', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/auth/user': () => {
        calls += 1;
        return calls === 1 ? jsonResponse(500, { message: 'Internal Server Error' }) : jsonResponse(401, {});
      },
    });
    renderApp('/');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    retry.click();
    expect(await screen.findAllByRole('link', { name: /Business Partner Login/ })).toBeTruthy();
  });
});
