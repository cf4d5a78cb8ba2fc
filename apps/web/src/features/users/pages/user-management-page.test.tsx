import { MESSAGES } from '@crossover/domain/messages';
import type { UserListItem } from '@crossover/domain/users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { mockFetch } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render-app';
import { buildListedUser, buildUser, buildUserActions } from '@/test/users';
import { UserManagementPage } from './user-management-page';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

function Page() {
  const { user } = useCurrentUser();
  return user ? <UserManagementPage /> : null;
}

function listed(n: number): UserListItem {
  return buildListedUser({
    id: `u${n}`,
    email: `user${n}@shop.test`,
    firstName: 'User',
    lastName: `Number${n}`,
  });
}

const FIRST_PAGE = '/api/users/paginated?page=1&limit=10&role=all&status=active&organization=all';

function routes(extra = {}) {
  return {
    'GET /api/auth/user': { status: 200, body: buildUser({ role: 'manufacturer', organizationId: 'org-1' }) },
    'GET /api/organizations': { status: 200, body: [] },
    'GET /api/users/stats': {
      status: 200,
      body: { totalUsers: 23, activeUsers: 21, adminUsers: 0, salesManagers: 2, salesReps: 20 },
    },
    [`GET ${FIRST_PAGE}`]: {
      status: 200,
      body: { users: Array.from({ length: 10 }, (_, i) => listed(i + 1)), total: 23, totalPages: 3 },
    },
    ...extra,
  };
}

describe('User Management', () => {
  it('shows the manufacturer’s cards, the list and the pagination text', async () => {
    mockFetch(routes());
    renderWithProviders(<Page />, '/user-management');
    expect(await screen.findByText('User Number1')).toBeTruthy();
    expect(screen.getByText('Sales Managers')).toBeTruthy();
    expect(screen.queryByText('Admin Users')).toBeNull();
    expect(screen.getByText('Showing 1-10 of 23 users')).toBeTruthy();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    for (const name of ['First', 'Previous', 'Page 1', 'Page 2', 'Page 3', 'Next', 'Last']) {
      expect(within(pagination).getByRole('button', { name })).toBeTruthy();
    }
    // The role filter offers only what a manufacturer may manage (spec §6).
    const roleFilter = screen.getByLabelText('Role') as HTMLSelectElement;
    expect([...roleFilter.options].map((o) => o.value)).toEqual([
      'all',
      'manufacturer',
      'sales_rep',
      'sales_manager',
    ]);
    expect(screen.queryByLabelText('Organization')).toBeNull();
  });

  it('keeps the page-size selector when one page holds every user (50 per page, 23 users)', async () => {
    const all = '/api/users/paginated?page=1&limit=50&role=all&status=active&organization=all';
    mockFetch(
      routes({
        [`GET ${all}`]: {
          status: 200,
          body: { users: Array.from({ length: 23 }, (_, i) => listed(i + 1)), total: 23, totalPages: 1 },
        },
      }),
    );
    renderWithProviders(<Page />, '/user-management');
    fireEvent.change(await screen.findByLabelText('Rows per page'), { target: { value: '50' } });
    expect(await screen.findByText('User Number23')).toBeTruthy();
    expect(screen.getByText('Showing 1-23 of 23 users')).toBeTruthy();
    expect((screen.getByLabelText('Rows per page') as HTMLSelectElement).value).toBe('50');
    // One page: nothing to move between.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
  });

  it('keeps the page, size and filters in the address: a reload opens the same rows', async () => {
    const second = '/api/users/paginated?page=2&limit=5&search=num&role=all&status=inactive&organization=all';
    mockFetch(
      routes({
        [`GET ${second}`]: {
          status: 200,
          body: { users: [listed(6)], total: 6, totalPages: 2 },
        },
      }),
    );
    // role=admin is not a role a manufacturer may filter by: the list shows All Roles.
    renderWithProviders(<Page />, '/user-management?page=2&limit=5&search=num&status=inactive&role=admin');
    expect(await screen.findByText('User Number6')).toBeTruthy();
    expect(screen.getByText('Showing 6-6 of 6 users')).toBeTruthy();
    expect((screen.getByPlaceholderText('Search users by name or email...') as HTMLInputElement).value).toBe(
      'num',
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('inactive');
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('all');
    // A filter change goes back to page 1, in the address too.
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    await waitFor(() =>
      expect(currentLocation()).toBe('/user-management?limit=5&search=num&status=all&role=admin'),
    );
  });

  it('lists users as cards on a phone, with every column’s value and the actions', async () => {
    const viewport = (window as unknown as { happyDOM: { setViewport: (v: object) => void } }).happyDOM;
    viewport.setViewport({ width: 390, height: 844 });
    try {
      mockFetch(routes());
      renderWithProviders(<Page />, '/user-management');
      const list = await screen.findByRole('list', { name: 'Users' });
      expect(screen.queryByRole('table')).toBeNull();
      const first = within(list).getAllByRole('listitem')[0]!;
      expect(within(first).getByText('User Number1')).toBeTruthy();
      expect(within(first).getByText('user1@shop.test')).toBeTruthy();
      expect(within(first).getByText('Sales Rep')).toBeTruthy();
      expect(within(first).getByText('Active')).toBeTruthy();
      expect(within(first).getByText('Kestrel Acoustics')).toBeTruthy();
      expect(within(first).getByRole('button', { name: 'Edit User Number1' })).toBeTruthy();
      expect(within(first).getByRole('button', { name: 'Deactivate User Number1' })).toBeTruthy();
    } finally {
      viewport.setViewport({ width: 1024, height: 768 });
    }
  });

  it('shows no pagination for an empty list', async () => {
    mockFetch(
      routes({ [`GET ${FIRST_PAGE}`]: { status: 200, body: { users: [], total: 0, totalPages: 0 } } }),
    );
    renderWithProviders(<Page />, '/user-management');
    expect(await screen.findByText('No users found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.queryByLabelText('Rows per page')).toBeNull();
  });

  it('shows the viewer’s Joined date from the current user, though the viewer is not on the listed page', async () => {
    mockFetch(
      routes({
        'GET /api/auth/user': {
          status: 200,
          body: buildUser({
            role: 'manufacturer',
            organizationId: 'org-1',
            createdAt: '2024-11-05T08:15:30.000Z',
          }),
        },
      }),
    );
    renderWithProviders(<Page />, '/user-management');
    const card = await screen.findByRole('region', { name: 'Current User Profile' });
    expect(within(card).getByText('Joined Nov 5, 2024')).toBeTruthy();
  });

  it('offers on each row only the actions the viewer may take (no Deactivate on one’s own row)', async () => {
    const me = buildListedUser({
      id: 'user-1',
      firstName: 'Dana',
      lastName: 'Maker',
      actions: buildUserActions({ canDeactivate: false, canChangeRole: false, roleChoices: [] }),
    });
    const outsider = buildListedUser({
      id: 'u9',
      firstName: 'Olly',
      lastName: 'Outside',
      actions: buildUserActions({ canEdit: false, canDeactivate: false }),
    });
    mockFetch(
      routes({
        [`GET ${FIRST_PAGE}`]: {
          status: 200,
          body: { users: [me, listed(1), outsider], total: 3, totalPages: 1 },
        },
      }),
    );
    renderWithProviders(<Page />, '/user-management');
    expect(await screen.findByRole('button', { name: 'Deactivate User Number1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Dana Maker' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate Dana Maker' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Olly Outside' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate Olly Outside' })).toBeNull();
  });

  it('edit dialog: only what the row’s actions allow, and only the changed title is sent', async () => {
    const peer = buildListedUser({
      id: 'u1',
      firstName: 'Pat',
      lastName: 'Peer',
      role: 'manufacturer',
      actions: buildUserActions({
        canChangeEmail: false,
        roleChoices: ['manufacturer', 'sales_rep'],
        canChangeOrganization: false,
        canChangeStatus: false,
        canResetPassword: false,
        canDelete: false,
      }),
    });
    const api = mockFetch(
      routes({
        [`GET ${FIRST_PAGE}`]: { status: 200, body: { users: [peer], total: 1, totalPages: 1 } },
        'PUT /api/users/u1': { status: 200, body: { ...peer, title: 'Buyer' } },
      }),
    );
    renderWithProviders(<Page />, '/user-management');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pat Peer' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
    const role = within(dialog).getByLabelText('Role') as HTMLSelectElement;
    expect([...role.options].map((o) => o.value)).toEqual(['manufacturer', 'sales_rep']);
    expect(within(dialog).queryByLabelText('Organization')).toBeNull();
    expect(within(dialog).queryByLabelText('Account Status')).toBeNull();
    expect(within(dialog).queryByText('Reset Password')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Permanently Delete' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Buyer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully')).toBeTruthy();
    expect(api.to('PUT /api/users/u1')[0]?.body).toEqual({ id: 'u1', title: 'Buyer' });
  });

  it('edit dialog: the role cannot be changed where the row says so (one’s own)', async () => {
    const me = buildListedUser({
      id: 'user-1',
      firstName: 'Dana',
      lastName: 'Maker',
      role: 'manufacturer',
      actions: buildUserActions({ canChangeRole: false, roleChoices: [], canDeactivate: false }),
    });
    mockFetch(
      routes({ [`GET ${FIRST_PAGE}`]: { status: 200, body: { users: [me], total: 1, totalPages: 1 } } }),
    );
    renderWithProviders(<Page />, '/user-management');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Dana Maker' }));
    const role = within(await screen.findByRole('dialog')).getByLabelText('Role') as HTMLSelectElement;
    expect(role.disabled).toBe(true);
    expect(role.value).toBe('manufacturer');
  });

  it('deactivates after the confirmation and toasts', async () => {
    const api = mockFetch(routes({ 'DELETE /api/users/u1': { status: 200, body: { message: 'ok' } } }));
    renderWithProviders(<Page />, '/user-management');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate User Number1' }));
    expect(screen.getByText('Are you sure you want to deactivate this user?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('User deactivated successfully')).toBeTruthy();
    expect(api.to('DELETE /api/users/u1')).toHaveLength(1);
  });

  it('create dialog: spec messages, no confirmPassword sent, the server’s message on failure', async () => {
    const api = mockFetch(
      routes({
        'POST /api/auth/traditional/register': {
          status: 409,
          body: { message: 'A user with this email already exists' },
        },
      }),
    );
    renderWithProviders(<Page />, '/user-management');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Business User' }));
    const dialog = await screen.findByRole('dialog');
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('Email', 'new@dealer.test');
    fill('Temporary Password', 'Temp-1234');
    fill('Confirm Password', 'Temp-9999');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText(MESSAGES.passwordsDontMatch)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.firstNameRequired)).toBeTruthy();
    fill('Confirm Password', 'Temp-1234');
    fill('First Name', 'Nina');
    fill('Last Name', 'New');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Failed to Create User')).toBeTruthy();
    expect(screen.getByText('A user with this email already exists')).toBeTruthy();
    await waitFor(() => expect(api.to('POST /api/auth/traditional/register')).toHaveLength(1));
    const body = api.to('POST /api/auth/traditional/register')[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).toMatchObject({ email: 'new@dealer.test', role: 'sales_rep', organizationId: 'org-1' });
  });
});
