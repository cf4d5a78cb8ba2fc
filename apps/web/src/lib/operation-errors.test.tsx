import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/use-toast';
import type * as ToastModule from '@/components/ui/use-toast';
import { redirectTo } from '@/lib/browser';
import { OPERATION_UNAUTHORIZED_DESCRIPTION } from '@/lib/use-unauthorized-handler';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { buildListedUser, buildOrganization, buildUser } from '@/test/users';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));
// The real toast store keeps one toast on screen, so a second toast would hide the first: count calls.
vi.mock('@/components/ui/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

const LOST_SESSION = { status: 401, body: { message: 'Unauthorized' } };

const organization = buildOrganization({ id: 'org-7' });
const listedUser = buildListedUser({ id: 'u-9' });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.mocked(redirectTo).mockClear();
});

/** Confirms the dialog's action, then expects one lost-session toast in the operations' wording. */
async function confirmAndExpectOneToast(confirmLabel: string, signIn: string) {
  vi.mocked(toast).mockClear();
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: confirmLabel }));
  expect(await screen.findByText(OPERATION_UNAUTHORIZED_DESCRIPTION)).toBeTruthy();
  expect(toast).toHaveBeenCalledTimes(1);
  expect(toast).toHaveBeenCalledWith({
    title: 'Unauthorized',
    description: OPERATION_UNAUTHORIZED_DESCRIPTION,
    variant: 'destructive',
  });
  await act(() => vi.advanceTimersByTimeAsync(500));
  expect(toast).toHaveBeenCalledTimes(1);
  expect(redirectTo).toHaveBeenCalledTimes(1);
  // An administrator signs in again on the administrators' page, anyone else through /api/login.
  expect(redirectTo).toHaveBeenCalledWith(signIn);
}

describe('a lost session during an organization or user operation (spec §8)', () => {
  it('raises one toast and one redirect on the organizations screen', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser({ role: 'admin' }) },
      'GET /api/admin/users': { status: 200, body: [] },
      'GET /api/organizations': { status: 200, body: [organization] },
      'DELETE /api/organizations/org-7': LOST_SESSION,
    });
    renderApp('/organizations');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bass Shack' }));
    await confirmAndExpectOneToast('Delete', '/admin-login');
  });

  it('raises one toast and one redirect on the user management screen', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser({ role: 'manufacturer' }) },
      'GET /api/organizations': { status: 200, body: [] },
      'GET /api/users/paginated?page=1&limit=10&role=all&status=active&organization=all': {
        status: 200,
        body: { users: [listedUser], total: 1, totalPages: 1 },
      },
      'DELETE /api/users/u-9': LOST_SESSION,
    });
    renderApp('/user-management');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Riley Rep' }));
    await confirmAndExpectOneToast('Deactivate', '/api/login');
  });
});
