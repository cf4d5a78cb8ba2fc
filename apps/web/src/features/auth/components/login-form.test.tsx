import { MESSAGES } from '@crossover/domain/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { currentLocation, renderApp } from '@/test/render-app';
import { buildUser } from '@/test/users';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

const signedOut = { 'GET /api/auth/user': { status: 401, body: { message: 'Unauthorized' } } };

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function openLogin(routes = {}) {
  const api = mockFetch({ ...signedOut, ...routes });
  renderApp('/business-login');
  await screen.findByRole('heading', { level: 1, name: 'Business Partner Portal' });
  return api;
}

describe('login form validation (spec §5)', () => {
  it('shows the schema messages under the fields and links them to the inputs', async () => {
    const api = await openLogin();
    fill('Email', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const emailError = await screen.findByText(MESSAGES.invalidEmail);
    const passwordError = screen.getByText(MESSAGES.passwordRequired);
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(emailError.id);
    expect(password.getAttribute('aria-describedby')).toBe(passwordError.id);
    expect(api.to('POST /api/auth/traditional/login')).toHaveLength(0);
  });

  it('shows the email message for an empty form too', async () => {
    await openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
  });
});

describe('signing in', () => {
  it("toasts 'Login Failed' with the server's message", async () => {
    await openLogin({
      'POST /api/auth/traditional/login': { status: 401, body: { message: 'Invalid email or password' } },
    });
    fill('Email', 'shop@demo.test');
    fill('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
    expect(currentLocation()).toBe('/business-login');
  });

  it("falls back to 'Login failed' and shows field errors from the server", async () => {
    await openLogin({
      'POST /api/auth/traditional/login': () => new Response('', { status: 400, statusText: '' }),
    });
    fill('Email', 'shop@demo.test');
    fill('Password', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it('sends the normalised email, refreshes the user and goes to /', async () => {
    let signedIn = false;
    const user = buildUser();
    const api = mockFetch({
      'GET /api/auth/user': () =>
        signedIn
          ? new Response(JSON.stringify(user), { status: 200 })
          : new Response('{"message":"Unauthorized"}', { status: 401 }),
      'POST /api/auth/traditional/login': () => {
        signedIn = true;
        return new Response(JSON.stringify(user), { status: 200 });
      },
    });
    renderApp('/business-login');
    await screen.findByRole('heading', { level: 1, name: 'Business Partner Portal' });
    fill('Email', '  Shop@Demo.TEST ');
    fill('Password', 'DemoPass!2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(api.to('POST /api/auth/traditional/login')[0]?.body).toEqual({
      email: 'shop@demo.test',
      password: 'DemoPass!2026',
    });
    expect(await screen.findByText('Welcome back, Sam')).toBeTruthy();
  });

  it('asks a user with a temporary password to change it', async () => {
    const user = buildUser({ mustChangePassword: true });
    await openLogin({ 'POST /api/auth/traditional/login': { status: 200, body: user } });
    fill('Email', 'new@demo.test');
    fill('Password', 'Temp-1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password Change Required')).toBeTruthy();
  });
});

describe('password reset', () => {
  it('toggles to the reset form, sends the email and returns to sign-in', async () => {
    const api = await openLogin({
      'POST /api/auth/traditional/reset-password': { status: 200, body: { message: MESSAGES.resetNeutral } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    fill('Email', 'rep@demo.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(MESSAGES.resetNeutral)).toBeTruthy();
    expect(api.to('POST /api/auth/traditional/reset-password')[0]?.body).toEqual({ email: 'rep@demo.test' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it("toasts 'Reset Failed' when the request fails", async () => {
    await openLogin({
      'POST /api/auth/traditional/reset-password': {
        status: 429,
        body: { message: MESSAGES.tooManyAttempts },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password' }));
    fill('Email', 'rep@demo.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Reset Failed')).toBeTruthy();
    expect(screen.getByText(MESSAGES.tooManyAttempts)).toBeTruthy();
  });
});

describe('after logging out', () => {
  it("shows 'Logged Out Successfully' and cleans the address", async () => {
    mockFetch(signedOut);
    renderApp('/business-login?logout=success');
    expect(await screen.findByText('Logged Out Successfully')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/business-login'));
  });
});
