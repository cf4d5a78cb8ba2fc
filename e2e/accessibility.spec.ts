import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { adminSsoLogin, businessLogin, emptyCart, sidebar } from './support.ts';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

test('landing, business login and change password have no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Business Partner Login' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto('/business-login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectNoSeriousViolations(page);
  // Signed out without a reset token the page offers sign-in and a reset link; with a token, the form.
  await page.goto('/change-password');
  await expect(page.getByText(/You are not signed in/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto('/change-password?token=not-checked-until-submitted');
  await expect(page.getByLabel(/Confirm/i)).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the dashboard shell has no serious violations and works by keyboard', async ({ page }) => {
  await businessLogin(page, 'distributor@demo.test');
  await expect(page.getByRole('heading', { name: /Dashboard/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Open a collapsed category and follow a link with the keyboard only.
  const category = sidebar(page).getByRole('button', { name: 'Inventory Management' });
  await category.focus();
  await page.keyboard.press('Enter');
  const link = sidebar(page).getByRole('link', { name: 'Current Inventory' });
  await expect(link).toBeVisible();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table', { name: 'Inventory' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the commerce screens have no serious violations', async ({ page }) => {
  await businessLogin(page, 'shop@demo.test');
  await expect(page.getByText('Welcome back, Tony')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/catalog');
  await expect(page.getByText(/^\d+ products found$/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page
    .getByRole('button', { name: /^View details for / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page
    .getByRole('button', { name: /^Add .* to cart$/ })
    .first()
    .click();
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/payment-options');
  await expect(page.getByRole('heading', { name: 'Payment Options', level: 2 })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page);
  // Leave the shop's cart as the demo data had it.
  await emptyCart(page);
});

test('the bulk AI demo has no serious violations once its results are shown', async ({ page }) => {
  await adminSsoLogin(page);
  await page.goto('/bulk-ai-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk AI Enhancement Demo' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Enhance 6 Products' }).click();
  await expect(page.getByText('Enhanced 6 of 6 products')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('listitem')).toHaveCount(6);
  await expectNoSeriousViolations(page);
});
