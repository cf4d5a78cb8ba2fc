import { expect, test } from '@playwright/test';
import { adminSsoLogin, businessLogin, emulate } from './support.ts';

const NO_ACCESS = 'You do not have access to this page';

test('a shop owner opening admin screens by URL is told there is no access, with nothing half-loaded', async ({
  page,
}) => {
  await businessLogin(page, 'shop@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const path of ['/user-management', '/organizations', '/audit-log']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: NO_ACCESS })).toBeVisible();
    await expect(page.getByText(/Failed to load/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Create/ })).toHaveCount(0);
  }
  // The cart's 'Add Payment Method' leads to the organization's own payment options.
  await page.goto('/payment-options');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment Options' })).toBeVisible();
  await expect(page.getByRole('heading', { name: NO_ACCESS })).toHaveCount(0);
});

test('a manufacturer manages users but has no access to the audit log', async ({ page }) => {
  await businessLogin(page, 'manufacturer@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/user-management');
  await expect(page.getByRole('heading', { level: 2, name: 'User Management' })).toBeVisible();
  await page.goto('/audit-log');
  await expect(page.getByRole('heading', { name: NO_ACCESS })).toBeVisible();
});

test('an admin emulating a shop owner sees no access on the admin screens, and the screens again after exiting', async ({
  page,
}) => {
  await adminSsoLogin(page);
  await emulate(page, 'shop@demo.test');
  for (const path of ['/user-management', '/organizations', '/audit-log']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: NO_ACCESS })).toBeVisible();
    await expect(page.getByText('Emulation Mode Active')).toBeVisible();
    await expect(page.getByText(/Failed to load/)).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Exit Emulation' }).click();
  await expect(page.getByText('Emulation Mode Active')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Audit Log' })).toBeVisible();
  await expect(page.getByRole('heading', { name: NO_ACCESS })).toHaveCount(0);
});
