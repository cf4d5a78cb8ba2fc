import { expect, test } from '@playwright/test';
import { businessLogin, latestMailTo } from './support.ts';

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  await page.goto('/business-login');
  await page.getByRole('button', { name: /Forgot your password/i }).click();
  await page.getByLabel('Email').fill('rep@demo.test');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText('If an account exists with that email, a password reset link has been sent.'),
  ).toBeVisible();

  await expect
    .poll(() => latestMailTo('rep@demo.test'), { timeout: 10_000 })
    .toContain('/change-password?token=');
  const link = /(http\S+\/change-password\?token=\S+)/.exec(latestMailTo('rep@demo.test'))![1]!;
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByLabel(/Current Password/i)).toHaveCount(0);
  await page.getByLabel(/^New Password/i).fill('Reset-Through-Mail-1');
  await page.getByLabel(/Confirm/i).fill('Reset-Through-Mail-1');
  await page
    .getByRole('button', { name: /Change Password|Update Password|Set Password|Reset Password/i })
    .click();
  await expect(page).toHaveURL(/\/business-login/, { timeout: 10_000 });

  await businessLogin(page, 'rep@demo.test', 'Reset-Through-Mail-1');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Dashboard/ })).toBeVisible();

  // The link works once.
  const again = await page.request.post('/api/auth/traditional/change-password', {
    data: { token: new URL(link).searchParams.get('token'), newPassword: 'Another-Reset-2' },
  });
  expect(again.status()).toBe(400);
});
