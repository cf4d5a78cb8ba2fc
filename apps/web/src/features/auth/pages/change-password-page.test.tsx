import { MESSAGES } from '@crossover/domain/messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { currentLocation, renderApp } from '@/test/render-app';
import { buildUser } from '@/test/users';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

describe('change password (spec §4, §5)', () => {
  it('asks for the current password when the change is not forced', async () => {
    const api = mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser() },
      'POST /api/auth/traditional/change-password': { status: 200, body: { message: 'Password changed' } },
    });
    renderApp('/change-password');
    await screen.findByLabelText('Current Password');
    submit();
    expect(await screen.findByText(MESSAGES.currentPasswordRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.newPasswordTooShort)).toBeTruthy();
    expect(screen.getByText(MESSAGES.confirmPasswordRequired)).toBeTruthy();

    fill('Current Password', 'Old-Pass-1');
    fill('New Password', 'New-Pass-123');
    fill('Confirm New Password', 'New-Pass-124');
    submit();
    expect(await screen.findByText(MESSAGES.passwordsDontMatch)).toBeTruthy();

    fill('Confirm New Password', 'New-Pass-123');
    submit();
    expect(await screen.findByText('Password Changed')).toBeTruthy();
    expect(api.to('POST /api/auth/traditional/change-password')[0]?.body).toEqual({
      newPassword: 'New-Pass-123',
      currentPassword: 'Old-Pass-1',
    });
    await waitFor(() => expect(currentLocation()).toBe('/'), { timeout: 3000 });
  });

  it('does not ask for or send the current password when forced, and offers Logout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let changed = false;
    const api = mockFetch({
      'GET /api/auth/user': () =>
        new Response(JSON.stringify(buildUser({ mustChangePassword: !changed })), { status: 200 }),
      'POST /api/auth/traditional/change-password': () => {
        changed = true;
        return new Response(JSON.stringify({ message: 'ok' }), { status: 200 });
      },
    });
    renderApp('/catalog');
    await screen.findByLabelText('New Password');
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    fill('New Password', 'Fresh-Start-2026');
    fill('Confirm New Password', 'Fresh-Start-2026');
    submit();
    expect(await screen.findByText('Password Changed')).toBeTruthy();
    expect(api.to('POST /api/auth/traditional/change-password')[0]?.body).toEqual({
      newPassword: 'Fresh-Start-2026',
    });
    expect(currentLocation()).toBe('/catalog');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(await screen.findByText('Welcome back, Sam')).toBeTruthy();
  });

  it('resets with the token from the mailed link and goes to the business login', async () => {
    const api = mockFetch({
      'GET /api/auth/user': { status: 401, body: { message: 'Unauthorized' } },
      'POST /api/auth/traditional/change-password': { status: 200, body: { message: 'ok' } },
    });
    renderApp('/change-password?token=abc123');
    await screen.findByLabelText('New Password');
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    fill('New Password', 'Reset-Through-Mail-1');
    fill('Confirm New Password', 'Reset-Through-Mail-1');
    submit();
    await waitFor(() => expect(currentLocation()).toBe('/business-login'), { timeout: 3000 });
    expect(api.to('POST /api/auth/traditional/change-password')[0]?.body).toEqual({
      newPassword: 'Reset-Through-Mail-1',
      token: 'abc123',
    });
  });

  it("toasts 'Password Change Failed' with the server's message", async () => {
    mockFetch({
      'GET /api/auth/user': { status: 401, body: { message: 'Unauthorized' } },
      'POST /api/auth/traditional/change-password': {
        status: 400,
        body: { message: MESSAGES.resetTokenInvalid },
      },
    });
    renderApp('/change-password?token=used');
    await screen.findByLabelText('New Password');
    fill('New Password', 'Reset-Through-Mail-1');
    fill('Confirm New Password', 'Reset-Through-Mail-1');
    submit();
    expect(await screen.findByText('Password Change Failed')).toBeTruthy();
    expect(screen.getByText(MESSAGES.resetTokenInvalid)).toBeTruthy();
  });
});
