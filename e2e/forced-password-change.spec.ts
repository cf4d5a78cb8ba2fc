import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, businessLogin } from './support.ts';

test('newuser is held on change-password until the password is changed', async ({ page }) => {
  await businessLogin(page, 'newuser@demo.test');
  await expect(page.getByLabel('New Password', { exact: false }).first()).toBeVisible();
  // The forced change does not ask for the current password.
  await expect(page.getByLabel(/Current Password/i)).toHaveCount(0);

  await page.goto('/catalog');
  await expect(page.getByLabel(/Confirm/i)).toBeVisible();
  const blocked = await page.request.get('/api/admin/users');
  expect(blocked.status()).toBe(403);

  await page.getByLabel(/^New Password/i).fill('short');
  await page.getByLabel(/Confirm/i).fill('different');
  await page.getByRole('button', { name: /Change Password|Update Password|Set Password/i }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel(/^New Password/i).fill('Fresh-Start-2026');
  await page.getByLabel(/Confirm/i).fill('Fresh-Start-2026');
  await page.getByRole('button', { name: /Change Password|Update Password|Set Password/i }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: /Dashboard/ })).toBeVisible();

  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me.mustChangePassword).toBe(false);
  expect(DEMO_PASSWORD).not.toBe('Fresh-Start-2026');
});
