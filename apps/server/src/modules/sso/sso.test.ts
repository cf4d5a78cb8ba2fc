import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema/users.ts';
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
  t = await createTestApp({ publicUrl: base, devIdentityProvider: true });
  await t.app.listen({ port, host: '127.0.0.1' });
  await createUser(t.db, { email: 'boss@example.com', role: 'admin', authType: 'oidc', password: PASSWORD });
  await createUser(t.db, { email: 'chief@example.com', role: 'admin', authType: 'oidc', password: PASSWORD });
  await createUser(t.db, {
    email: 'shop@example.com',
    role: 'shop_owner',
    authType: 'traditional',
    password: PASSWORD,
  });
});
afterAll(async () => {
  await t.close();
});

async function signIn(browser: Browser, email: string, password: string, startPath = '/api/oidc/login') {
  const { response: page, url: interactionUrl } = await browser.follow(`${base}${startPath}`);
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
    const response = await new Browser().request(`${base}/api/oidc/login`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/oidc/auth');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('prompt')).toBeNull();
  });

  it('asks the provider for credentials again on a retry after a refusal (prompt=login)', async () => {
    const response = await new Browser().request(`${base}/api/oidc/login?prompt=login`);
    expect(new URL(response.headers.get('location')!).searchParams.get('prompt')).toBe('login');
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

/** Redirects that leave the provider and our API: a page of the web app. */
const webPage = (url: string) => new RegExp(`^${base}/(?!oidc/|api/)`).test(url);
const stopAtWebPage = { test: webPage } as RegExp;
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** Submits the provider's form and follows the redirects to a web page or a provider page. */
async function signInThrough(browser: Browser, email: string, startPath?: string) {
  const { submitted } = await signIn(browser, email, PASSWORD, startPath);
  expect(submitted.status).toBeGreaterThanOrEqual(300);
  return browser.follow(new URL(submitted.headers.get('location')!, base).href, stopAtWebPage);
}

/** The provider's sign-out page: submits its form the way its script does, then follows. */
async function confirmProviderLogout(browser: Browser, page: Response, pageUrl: string) {
  expect(new URL(pageUrl).pathname).toBe('/oidc/session/end');
  const html = await page.text();
  expect(html).toContain('Signing out');
  const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  expect(action && xsrf).toBeTruthy();
  const confirmed = await browser.request(new URL(action!, pageUrl).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
  });
  expect(confirmed.status).toBeGreaterThanOrEqual(300);
  return browser.follow(new URL(confirmed.headers.get('location')!, base).href, stopAtWebPage);
}

/** Whether starting single sign-on now shows the provider's sign-in form (credentials asked). */
async function providerAsksForCredentials(browser: Browser): Promise<boolean> {
  const { url } = await browser.follow(`${base}/api/oidc/login`, stopAtWebPage);
  return /\/oidc\/interaction\//.test(url);
}

describe('single sign-on admits only single sign-on users', () => {
  it('refuses a business user, points to the Business Partner Login and ends the provider session', async () => {
    const browser = new Browser();
    const { response, url } = await signInThrough(browser, 'shop@example.com');
    const { url: landed } = await confirmProviderLogout(browser, response, url);
    expect(pathOf(landed)).toBe('/admin-login?error=not_sso');
    expect((await browser.request(`${base}/api/auth/user`)).status).toBe(401);
    // Not signed straight back in as the same refused account.
    expect(await providerAsksForCredentials(browser)).toBe(true);
  });

  it('links the provider subject on the first sign-in', async () => {
    const { url } = await signInThrough(new Browser(), 'boss@example.com');
    expect(pathOf(url)).toBe('/');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    // The bundled provider's subject is our user id.
    expect(row!.oidcSubject).toBe(row!.id);
  });
});

describe('logout ends the provider session too', () => {
  it("after Logout, 'Authenticate as Administrator' asks for credentials again", async () => {
    const browser = new Browser();
    expect(pathOf((await signInThrough(browser, 'chief@example.com')).url)).toBe('/');
    const logout = await browser.request(`${base}/api/logout`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.status).toBe(200);
    const { endSessionUrl } = (await logout.json()) as { endSessionUrl?: string };
    expect(endSessionUrl).toMatch(new RegExp(`^${base}/oidc/session/end\\?`));
    const { response, url } = await browser.follow(endSessionUrl!, stopAtWebPage);
    const { url: landed } = await confirmProviderLogout(browser, response, url);
    expect(pathOf(landed)).toBe('/business-login?logout=success');
    expect((await browser.request(`${base}/api/auth/user`)).status).toBe(401);
    expect(await providerAsksForCredentials(browser)).toBe(true);
  });
});

describe('logout after emulating', () => {
  it('still ends the provider session: the renewed session keeps what logout needs', async () => {
    const browser = new Browser();
    await signInThrough(browser, 'chief@example.com');
    const [shop] = await t.db.select().from(users).where(eq(users.email, 'shop@example.com'));
    const start = await browser.request(`${base}/api/admin/emulation/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ userId: shop!.id }),
    });
    expect(start.status).toBe(200);
    const logout = await browser.request(`${base}/api/logout`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(((await logout.json()) as { endSessionUrl?: string }).endSessionUrl).toMatch(
      /\/oidc\/session\/end\?/,
    );
  });
});

describe('after single sign-on, back to the page asked for', () => {
  it('returns to ?returnTo=', async () => {
    const { url } = await signInThrough(
      new Browser(),
      'boss@example.com',
      '/api/oidc/login?returnTo=%2Forders%3Fpage%3D2',
    );
    expect(pathOf(url)).toBe('/orders?page=2');
  });

  it.each(['//evil.test/orders', 'https://evil.test/', '/\\evil.test'])('never to %s', async (target) => {
    const { url } = await signInThrough(
      new Browser(),
      'boss@example.com',
      `/api/oidc/login?returnTo=${encodeURIComponent(target)}`,
    );
    expect(url).toBe(`${base}/`);
  });

  it('/api/login sends a lost SSO session back through the provider to the page asked for', async () => {
    const browser = new Browser();
    await signInThrough(browser, 'boss@example.com');
    expect(browser.cookies.get('crossover.last-sign-in')).toBe('sso');
    browser.cookies.delete('crossover.sid'); // the session ends; the provider's lives on
    const { url } = await browser.follow(`${base}/api/login?returnTo=%2Fcatalog`, stopAtWebPage);
    expect(pathOf(url)).toBe('/catalog');
    expect((await browser.request(`${base}/api/auth/user`)).status).toBe(200);
  });
});
