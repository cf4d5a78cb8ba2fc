import { expect, test } from '@playwright/test';
import { adminSsoLogin, businessLogin, latestMailTo } from './support.ts';

// A 2×2 PNG (red), small enough to inline.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4w8BwhgGMzzAwAAAZjgMx8FJdJAAAAABJRU5ErkJggg==',
  'base64',
);

test('admin creates an organization and a business user; deactivation ends that user’s session', async ({
  browser,
}) => {
  const orgName = `E2E Sound Lab ${Date.now()}`;
  const email = `nina.${Date.now()}@e2e-sound.test`;
  const temporary = 'Temp-Pass-2026';

  // 1. The admin creates the organization with a 7.25 % tax rate and a logo.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await adminSsoLogin(admin);
  await admin.goto('/organizations');
  await expect(admin.getByRole('heading', { name: 'Organizations', level: 2 })).toBeVisible();
  await admin.getByRole('button', { name: 'Create Organization' }).first().click();
  const create = admin.getByRole('dialog');
  await create.getByLabel('Name').fill(orgName);
  await create.getByLabel('Type').selectOption('shop_owner');
  await create.getByLabel('Tax Rate (%)').fill('7.25');
  await create.getByRole('button', { name: 'Create Organization' }).click();
  await expect(admin.getByText('Organization created successfully')).toBeVisible();

  await admin.getByRole('button', { name: `Edit ${orgName}` }).click();
  await expect(admin.getByRole('dialog').getByLabel('Tax Rate (%)')).toHaveValue('7.25');
  await admin.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  // Spec §9: a logo change reloads the page.
  const logo = admin.getByRole('img', { name: `${orgName} logo` });
  await expect(logo).toBeVisible({ timeout: 15_000 });
  expect(await logo.evaluate((img) => (img as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
  const organizations = (await (await admin.request.get('/api/organizations')).json()) as Array<{
    id: string;
    name: string;
    taxRate: string | null;
  }>;
  const created = organizations.find((o) => o.name === orgName);
  expect(created?.taxRate).toBe('0.0725');

  // 2. … a business user in it, then signs out.
  await admin.goto('/user-management');
  await admin.getByRole('button', { name: 'Create Business User' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('First Name').fill('Nina');
  await dialog.getByLabel('Last Name').fill('Journey');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Temporary Password').fill(temporary);
  await dialog.getByLabel('Confirm Password').fill(temporary);
  await dialog.getByLabel('Role').selectOption('shop_owner');
  await dialog.getByLabel('Organization').selectOption({ label: orgName });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(admin.getByText('Business User Created')).toBeVisible();
  await expect.poll(() => latestMailTo(email), { timeout: 10_000 }).toContain('/change-password?token=');
  await admin.getByRole('button', { name: 'Logout' }).click();
  await expect(admin).toHaveURL(/\/business-login/);
  await adminContext.close();

  // 3. The new user signs in, must change the password, and lands on the dashboard.
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await businessLogin(user, email, temporary);
  await expect(user.getByLabel(/Current Password/i)).toHaveCount(0);
  await user.getByLabel(/^New Password/i).fill('Own-Pass-2026!');
  await user.getByLabel(/Confirm/i).fill('Own-Pass-2026!');
  await user.getByRole('button', { name: /Change Password|Update Password|Set Password/i }).click();
  await expect(user).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(user.getByText('Welcome back, Nina')).toBeVisible();
  expect((await user.request.get('/api/auth/user')).status()).toBe(200);

  // 4. The admin deactivates the user; that open session stops working.
  const againContext = await browser.newContext();
  const again = await againContext.newPage();
  await adminSsoLogin(again);
  await again.goto('/user-management');
  await again.getByPlaceholder('Search users by name or email...').fill(email);
  await again.getByRole('button', { name: 'Deactivate Nina Journey' }).click();
  await expect(again.getByText('Are you sure you want to deactivate this user?')).toBeVisible();
  await again.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(again.getByText('User deactivated successfully')).toBeVisible();

  expect((await user.request.get('/api/auth/user')).status()).toBe(401);
  await user.reload();
  await expect(user.getByText('Welcome back, Nina')).toHaveCount(0);
  await againContext.close();
  await userContext.close();
});
