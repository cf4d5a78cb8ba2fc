import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { businessLogin } from './support.ts';

test("a shop owner's dashboard shows spend and an authorization summary with View all", async ({ page }) => {
  await businessLogin(page, 'shop@demo.test');
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats.getByText('Spend (Month)')).toBeVisible();
  await expect(stats.getByText('Revenue (Month)')).toHaveCount(0);

  const byType = page.getByRole('group', { name: 'Authorizations by type' });
  await expect(byType).toBeVisible();
  await expect(byType).toContainText('Authorized');
  const first = page.getByRole('list', { name: 'First authorizations' });
  await expect(first.getByRole('listitem')).toHaveCount(5);

  await page.getByRole('button', { name: /^View all \d+$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'All Authorizations' });
  await expect(dialog.getByRole('list', { name: 'Authorizations, page 1' })).toBeVisible();
  await expect(dialog.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test("a distributor's dashboard shows revenue", async ({ page }) => {
  await businessLogin(page, 'distributor@demo.test');
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats.getByText('Revenue (Month)')).toBeVisible();
  await expect(stats.getByText('Spend (Month)')).toHaveCount(0);
});

test('the demo catalogue shows a loaded picture on every product card', async ({ page }) => {
  await businessLogin(page, 'shop@demo.test');
  // Signed in first: going to /catalog while the sign-in request is in flight would cancel it.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/catalog');
  await expect(page.getByText(/^\d+ products found$/)).toBeVisible();
  const pictures = page.locator('img[src^="/api/demo-images/"]');
  await expect(pictures.first()).toBeVisible();
  const count = await pictures.count();
  expect(count).toBeGreaterThan(4);
  // Scrolled into view one by one (they load lazily), each must decode to a real image.
  for (let i = 0; i < count; i += 1) {
    const picture = pictures.nth(i);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        // e2e has no DOM types: the element is read through the two fields the check needs.
        picture.evaluate((element) => {
          const img = element as unknown as { complete: boolean; naturalWidth: number };
          return img.complete ? img.naturalWidth : 0;
        }),
      )
      .toBeGreaterThan(0);
  }
  await expect(page.getByRole('img', { name: /\(no image\)$/ })).toHaveCount(0);
});
