import { expect, test } from '@playwright/test';
import { adminSsoLogin, emulate, sidebar } from './support.ts';

test('an admin emulating a user who must change the password keeps the app, the banner and Exit Emulation', async ({
  page,
}) => {
  await adminSsoLogin(page);
  // Every user an admin creates must change the password at first sign-in.
  const organizations = (await (await page.request.get('/api/organizations')).json()) as Array<{
    id: string;
    type: string;
  }>;
  const shop = organizations.find((o) => o.type === 'shop_owner');
  expect(shop).toBeTruthy();
  const email = `fern.${Date.now()}@forced.test`;
  const created = await page.request.post('/api/auth/traditional/register', {
    data: {
      email,
      password: 'Temp-Pass-2026',
      firstName: 'Fern',
      lastName: 'Forced',
      role: 'shop_owner',
      organizationId: shop?.id,
    },
  });
  expect(created.status()).toBe(201);
  // The switcher loaded its list before the user existed.
  await page.reload();

  await emulate(page, email);
  await expect(page.getByText('EMULATING')).toBeVisible();
  await expect(page.getByText('This user must change their password at next sign-in.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByLabel(/^New Password/i)).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Product Catalog' })).toBeVisible();

  await page.goto('/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Catalog' })).toBeVisible();
  await expect(page.getByText('Emulation Mode Active')).toBeVisible();

  await page.getByRole('button', { name: 'Exit Emulation' }).click();
  await expect(page.getByText('Emulation Mode Active')).toHaveCount(0, { timeout: 15_000 });
  await expect(sidebar(page).getByRole('button', { name: 'System' })).toBeVisible();
});
