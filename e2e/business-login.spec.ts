import { expect, test } from '@playwright/test';
import { businessLogin, sidebar } from './support.ts';

test('a visitor goes from the landing page to the shop owner dashboard and logs out', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Business Partner Login' }).first().click();
  await expect(page).toHaveURL(/\/business-login$/);
  await expect(page.getByText('Business Partner Portal')).toBeVisible();

  await businessLogin(page, 'shop@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Dashboard/ })).toBeVisible();
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Product Catalog' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Shopping Cart' })).toBeVisible();
  await expect(nav.getByText('Inventory Management')).toHaveCount(0);
  await expect(nav.getByText('Management', { exact: true })).toHaveCount(0);
  await expect(nav.getByText('System')).toHaveCount(0);

  await page.getByRole('button', { name: /Log ?out/i }).click();
  await expect(page).toHaveURL(/\/business-login$/);
  await expect(page.getByText('Logged Out Successfully')).toBeVisible();
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(401);
});

test('a wrong password shows Login Failed and keeps the visitor signed out', async ({ page }) => {
  await businessLogin(page, 'shop@demo.test', 'not-the-password');
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/business-login/);
});

test('validation messages appear under the fields', async ({ page }) => {
  await page.goto('/business-login');
  await page.getByLabel('Email').fill('nope');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid business email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
