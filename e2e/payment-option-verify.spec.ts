import { expect, test } from '@playwright/test';
import { adminSsoLogin, businessLogin } from './support.ts';

const HELP = 'An administrator has not checked these details yet.';

test('an admin marks a pending payment option verified, audited; a member cannot', async ({
  page,
  browser,
}) => {
  await adminSsoLogin(page);
  await page.goto('/payment-options');
  // Demo data: Overland Installs' card is still pending.
  const organization = page.getByLabel('Organization');
  const overland = organization.locator('option', { hasText: 'Overland Installs' });
  await organization.selectOption((await overland.getAttribute('value'))!);
  const card = page
    .getByRole('list', { name: 'Payment options' })
    .getByRole('listitem')
    .filter({ hasText: 'Company Amex' });
  await expect(card.getByText('Pending Verification')).toBeVisible();
  await expect(card.getByText(HELP)).toBeVisible();

  await card.getByRole('button', { name: 'Mark Company Amex as verified' }).click();
  await expect(page.getByText('Payment option verified')).toBeVisible();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await expect(card.getByText(HELP)).toHaveCount(0);
  await expect(card.getByRole('button', { name: /as verified$/ })).toHaveCount(0);

  await page.goto('/audit-log');
  await page.getByLabel('Action').selectOption('payment_option.');
  await expect(page.getByText('payment_option.verify').first()).toBeVisible();

  // A member sees the explanation on a pending option, never the button.
  const member = await browser.newContext();
  const shop = await member.newPage();
  await businessLogin(shop, 'shop@demo.test');
  await expect(shop.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await shop.goto('/payment-options');
  await expect(shop.getByRole('list', { name: 'Payment options' })).toBeVisible();
  await expect(shop.getByRole('button', { name: /as verified$/ })).toHaveCount(0);
  await member.close();
});
