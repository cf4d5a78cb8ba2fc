import { type Page, expect, test } from '@playwright/test';
import { adminSsoLogin } from './support.ts';

// Demo data (apps/server/src/db/seed/demo-external-images.ts): 12 demo products show their picture
// through an absolute address on the app itself, as if from an outside site. The admin migrates
// them into object storage and watches the counters change.

const counter = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');

test('an admin migrates the external product images into object storage', async ({ page }) => {
  await adminSsoLogin(page);
  await page.goto('/image-migration');
  await expect(page.getByRole('heading', { name: 'Image Migration' }).first()).toBeVisible();
  await expect(counter(page, 'External Images')).toHaveText('12');
  const localBefore = Number((await counter(page, 'Local Images').textContent())?.replaceAll(',', ''));
  await expect(page.getByRole('note')).toContainText('12 product images');
  await expect(page.getByRole('list', { name: 'External images' }).getByRole('listitem')).toHaveCount(12);

  await page.getByRole('button', { name: 'Migrate 12 Images' }).click();
  await expect(counter(page, 'External Images')).toHaveText('0', { timeout: 60_000 });
  await expect(counter(page, 'Local Images')).toHaveText((localBefore + 12).toLocaleString('en-US'));
  await expect(page.getByText(/every product image is ours/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Migrate 0 Images' })).toBeDisabled();
});
