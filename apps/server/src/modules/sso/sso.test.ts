import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@/test/factories.ts';
import { type TestApp, createTestApp } from '@/test/app.ts';

/**
 * The whole authorization-code round trip over real HTTP: our client, the bundled development
 * provider, its sign-in page, and back to a signed-in session.
 */
let t: TestApp;
let base: string;
const PASSWORD = 'Admin-Pass-2026';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A tiny browser: follows redirects by hand and keeps cookies per name. */
class Browser {
  cookies = new Map<string, string>();
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value.join('=') === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }
  /** Follows redirects until a non-redirect answer or `stopAt` matches the next location. */
  async follow(url: string, stopAt?: RegExp): Promise<{ response: Response; url: string }> {
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      current = new URL(location, current).href;
      if (stopAt?.test(current)) return { response, url: current };
    }
    throw new Error('too many redirects');
  }
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ publicUrl: base });
  await t.app.listen({ port, host: '127.0.0.1' });
  await createUser(t.db, { email: 'boss@example.com', role: 'admin', authType: 'oidc', password: PASSWORD });
});
afterAll(async () => {
  await t.close();
});

async function signIn(browser: Browser, email: string, password: string) {
  const { response: page, url: interactionUrl } = await browser.follow(`${base}/api/login`);
  expect(interactionUrl).toMatch(/\/oidc\/interaction\//);
  expect(await page.text()).toContain('Development identity provider');
  const submitted = await browser.request(`${interactionUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ email, password }).toString(),
  });
  return { submitted, interactionUrl };
}

describe('single sign-on through the bundled provider', () => {
  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const response = await new Browser().request(`${base}/api/login`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/oidc/auth');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
  });

  it('signs an admin in and lands on /', async () => {
    const browser = new Browser();
    const { submitted } = await signIn(browser, 'boss@example.com', PASSWORD);
    expect(submitted.status).toBeGreaterThanOrEqual(300);
    const { url } = await browser.follow(new URL(submitted.headers.get('location')!, base).href, /\/$/);
    expect(new URL(url).pathname).toBe('/');
    const me = await browser.request(`${base}/api/auth/user`);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'boss@example.com', role: 'admin' });
  });

  it('shows the sign-in page again on a wrong password', async () => {
    const { submitted } = await signIn(new Browser(), 'boss@example.com', 'wrong');
    expect(submitted.status).toBe(401);
    expect(await submitted.text()).toContain('Invalid email or password');
  });

  it('refuses a callback without a pending sign-in', async () => {
    const response = await new Browser().request(`${base}/api/oidc/callback?code=forged&state=forged`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin-login?error=expired');
  });
});
