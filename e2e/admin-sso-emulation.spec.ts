import { expect, test } from '@playwright/test';
import { adminSsoLogin, sidebar } from './support.ts';

test('an admin signs in by SSO and sees the admin sidebar', async ({ page }) => {
  await adminSsoLogin(page);
  const nav = sidebar(page);
  for (const category of [
    'Core Operations',
    'Inventory Management',
    'Pricing & Finance',
    'Management',
    'Tools & Import',
    'System',
  ]) {
    await expect(nav.getByRole('button', { name: category, exact: true })).toBeVisible();
  }
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me.role).toBe('admin');
});

test('an admin emulates the shop owner and exits again', async ({ page }) => {
  await adminSsoLogin(page);
  await page.getByRole('combobox', { name: /Emulate|View as|Switch user/i }).click();
  await page.getByPlaceholder(/Search/i).fill('shop@demo.test');
  await page.getByRole('option', { name: /shop@demo\.test/ }).click();

  await expect(page.getByText('Emulation Mode Active')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('EMULATING')).toBeVisible();
  await expect(page.getByText(/shop owner/)).toBeVisible();
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Product Catalog' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'System' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Exit Emulation' }).click();
  await expect(page.getByText('Emulation Mode Active')).toHaveCount(0, { timeout: 15_000 });
  await expect(sidebar(page).getByRole('button', { name: 'System' })).toBeVisible();
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me.isEmulating).toBeUndefined();
});
