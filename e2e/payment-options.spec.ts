import { expect, test } from '@playwright/test';
import { adminSsoLogin, sidebar } from './support.ts';

test('an admin manages another organization’s payment options through the selector', async ({ page }) => {
  await adminSsoLogin(page);
  await sidebar(page).getByRole('button', { name: 'System' }).click();
  await sidebar(page).getByRole('link', { name: 'Payment Options' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Options', level: 2 })).toBeVisible();

  // Demo data: Bass Nation has a card (default) and net terms with Midwest Mobile.
  const organization = page.getByLabel('Organization');
  const bassNation = organization.locator('option', { hasText: 'Bass Nation Car Audio' });
  await organization.selectOption((await bassNation.getAttribute('value'))!);
  const cards = page.getByRole('list', { name: 'Payment options' }).getByRole('listitem');
  const terms = cards.filter({ hasText: 'Midwest Mobile terms' });
  await expect(terms).toBeVisible();
  await expect(terms.getByText('Default', { exact: true })).toHaveCount(0);

  await terms.getByRole('button', { name: 'Set Midwest Mobile terms (Net 30) as default' }).click();
  await expect(page.getByText('Default payment option updated')).toBeVisible();
  await expect(terms.getByText('Default', { exact: true })).toBeVisible();
  // Exactly one default per organization.
  await expect(cards.getByText('Default', { exact: true })).toHaveCount(1);
  await expect(terms.getByRole('button', { name: /as default$/ })).toHaveCount(0);

  // The change belongs to Bass Nation: another organization's list is untouched.
  const soundGarage = organization.locator('option', { hasText: 'Sound Garage Custom Audio' });
  await organization.selectOption((await soundGarage.getAttribute('value'))!);
  await expect(cards.filter({ hasText: 'Midwest Mobile terms' })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Operating Account' })).toBeVisible();
});
