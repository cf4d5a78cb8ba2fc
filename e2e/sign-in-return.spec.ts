import { type Page, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, adminSsoLogin, businessLogin, sidebar } from './support.ts';

/**
 * Issue 7, items 2, 5 and 17: a lost session signs in where its user can and comes back to the
 * page asked for; the administrator path admits only administrators, and logout really ends it.
 */

async function signInOnBusinessLogin(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a business user whose session ends signs in again on the business login and returns', async ({
  page,
}) => {
  await businessLogin(page, 'shop@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Dashboard/ })).toBeVisible();

  // The session ends behind the page's back (expiry, a logout elsewhere).
  expect((await page.request.get('/api/logout')).ok()).toBe(true);
  // The notice shows for half a second before the redirect: watched for from before the click.
  const notice = expect(page.getByText('You are logged out. Logging in again...')).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Orders' }).click();

  await notice;
  await expect(page).toHaveURL(/\/business-login\?returnTo=%2Forders$/);
  await expect(page.getByText('Development identity provider')).toHaveCount(0);
  await signInOnBusinessLogin(page, 'shop@demo.test');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(sidebar(page).getByRole('link', { name: 'Orders' })).toBeVisible();
});

test('a signed-out deep link to /orders returns there after signing in', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/business-login\?returnTo=%2Forders$/);
  await signInOnBusinessLogin(page, 'shop@demo.test');
  await expect(page).toHaveURL(/\/orders$/);
});

test('signed-out pages log no failed request in the console', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const path of ['/', '/business-login', '/admin-login']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test("a business account cannot sign in through 'Authenticate as Administrator'", async ({ page }) => {
  await page.goto('/admin-login');
  await page.getByRole('button', { name: 'Authenticate as Administrator' }).click();
  await expect(page.getByRole('heading', { name: 'Development identity provider' })).toBeVisible();
  await page.getByLabel('Email').fill('shop@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/admin-login\?error=not_sso$/);
  await expect(page.getByRole('alert')).toContainText(
    'Business partners sign in on the Business Partner Login',
  );
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // The provider forgot the refused account: the next attempt asks for credentials again.
  await page.getByRole('button', { name: 'Authenticate as Administrator' }).click();
  await expect(page.getByRole('heading', { name: 'Development identity provider' })).toBeVisible();
});

test("after an admin's Logout, 'Authenticate as Administrator' asks for credentials again", async ({
  page,
}) => {
  await adminSsoLogin(page);
  await page.getByRole('button', { name: /Log ?out/i }).click();
  await expect(page).toHaveURL(/\/business-login$/);
  await expect(page.getByText('Logged Out Successfully')).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await page.goto('/admin-login');
  await page.getByRole('button', { name: 'Authenticate as Administrator' }).click();
  await expect(page.getByRole('heading', { name: 'Development identity provider' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeEmpty();
});
