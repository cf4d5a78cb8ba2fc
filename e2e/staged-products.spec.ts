import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { removeApprovedProducts } from './staged-support.ts';
import { adminSsoLogin, businessLogin } from './support.ts';

// The demo import (demo-staged-import.ts) leaves Thunderline's new season file waiting for review.
// The journey approves its five wiring rows (SKUs TLI-V…; the products leave the catalogue again
// once found there) and deletes its sound-deadening kit; the other rows (the AI journey's
// subwoofers, the 'Cyclone'/'Kite' proposals the authorizations journey reads) stay as they are.
const WIRING = ['TLI-VK0OFC2', 'TLI-VK4OFC2', 'TLI-VK8OFC2', 'TLI-VDB4', 'TLI-VRCA17'];
const PREVIEWED = { sku: 'TLI-VK4OFC2', name: 'volt 4ga ofc amp kit 2nd gen' };
const DELETED = { sku: 'TLI-SCS1', name: 'Sound Deadening Starter Kit 10 sq ft' };
const UPDATED_SKU = 'TL-TS10D2';

const SHOTS = process.env.STAGED_SHOTS_DIR;
const SIDEWAYS_OVERFLOW = 'document.documentElement.scrollWidth - window.innerWidth';

const table = (page: Page) => page.getByRole('table', { name: 'Staged products' });
const rows = (page: Page) => table(page).getByRole('row');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Serious or critical axe findings on what is on screen now (none expected). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Types a search and waits for the debounced text to reach the address (the settled list). */
async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search by name, SKU, or series...').fill(text);
  await expect(page).toHaveURL(text ? new RegExp(`search=${encodeURIComponent(text)}`) : /staged-products/);
}

test('an admin filters, searches, previews, approves 5 staged rows into the catalogue and deletes one', async ({
  page,
}) => {
  await adminSsoLogin(page);
  await page.goto('/staged-products');
  await expect(page.getByRole('heading', { level: 2, name: 'Staged Products' })).toBeVisible();
  await expect(
    page.getByText(/^Review and approve products before they go live \(\d+ total\)$/),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Standard Review', selected: true })).toBeVisible();
  await expect(rows(page).filter({ hasText: UPDATED_SKU })).toContainText('Update');
  await expect(rows(page).filter({ hasText: PREVIEWED.sku })).toContainText('New');
  await shot(page, 'staged-products-1280');
  expect(await seriousViolations(page)).toEqual([]);

  // The status filter (default Pending) is kept in the address.
  await page.getByLabel('Status').selectOption('all');
  await expect(page).toHaveURL(/status=all/);
  await page.getByLabel('Status').selectOption('pending');
  await expect(page).not.toHaveURL(/status=/);

  // The five wiring rows, by SKU.
  await search(page, 'TLI-V');
  await expect(rows(page)).toHaveCount(1 + WIRING.length);
  for (const sku of WIRING) await expect(rows(page).filter({ hasText: sku })).toHaveCount(1);

  // Product Data Preview from the name.
  await table(page).getByRole('button', { name: PREVIEWED.name, exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Product Data Preview' });
  await expect(preview.getByText('Thunderline Audio')).toBeVisible();
  await expect(preview.getByText(PREVIEWED.sku)).toBeVisible();
  await expect(preview.getByText('CSV Import')).toBeVisible();
  await expect(preview.getByText('Master Pack Qty')).toBeVisible();
  await shot(page, 'staged-preview-1280');
  expect(await seriousViolations(page)).toEqual([]);
  await preview.getByRole('button', { name: 'Close' }).first().click();
  await expect(preview).toBeHidden();

  // Select All 5 Products, then the bulk menu's Approve All Selected.
  const selection = page.getByRole('region', { name: 'Selection' });
  await selection.getByRole('button', { name: 'Select All 5 Products' }).click();
  await expect(selection.getByText('5 selected')).toBeVisible();
  await selection.getByRole('button', { name: 'Bulk Actions' }).click();
  await shot(page, 'staged-bulk-menu-1280');
  await page.getByRole('menuitem', { name: 'Approve All Selected' }).click();
  await expect(toast(page, 'Successfully approved 5 products')).toBeVisible();
  await expect(page.getByText('No products found matching your criteria.')).toBeVisible();

  // Approved rows stay listed under Approved, without actions.
  await page.getByLabel('Status').selectOption('approved');
  await expect(rows(page)).toHaveCount(1 + WIRING.length);
  await expect(table(page).getByText('Approved', { exact: true })).toHaveCount(WIRING.length);
  await expect(table(page).getByRole('button', { name: /^(Approve|Delete) / })).toHaveCount(0);

  // … and are catalogue products now.
  await page.goto('/product-management');
  await page.getByLabel('Search').fill('TLI-V');
  const products = page.getByRole('table', { name: 'Products' });
  await expect(products.getByRole('row')).toHaveCount(1 + WIRING.length);
  for (const sku of WIRING) await expect(products.getByRole('row').filter({ hasText: sku })).toHaveCount(1);
  // Leave the catalogue as seeded for the journeys after this one.
  await removeApprovedProducts(page, WIRING);

  // Delete one pending row after the confirmation.
  await page.goto('/staged-products');
  await search(page, DELETED.sku);
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole('button', { name: `Delete ${DELETED.name} (${DELETED.sku})` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to delete this product?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Successfully deleted 1 product')).toBeVisible();
  await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
  await page.getByLabel('Status').selectOption('all');
  await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
});

test('a manufacturer sees its own staged rows read-only', async ({ page }) => {
  await businessLogin(page, 'manufacturer@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/staged-products');
  await expect(rows(page).filter({ hasText: UPDATED_SKU })).toHaveCount(1);
  // Kestrel's proposals are not Thunderline's to see.
  await expect(rows(page).filter({ hasText: 'KT-65C' })).toHaveCount(0);
  await expect(table(page).getByRole('checkbox')).toHaveCount(0);
  await expect(table(page).getByRole('button', { name: /^(Approve|Delete) / })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Selection' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'AI Enhanced' }).click();
  await expect(page.getByRole('heading', { name: 'AI-Enhanced Product Staging' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: UPDATED_SKU })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Enhance/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Approve \d/ })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('both tabs fit 390 px without scrolling sideways', async ({ page }) => {
    await adminSsoLogin(page);
    await page.goto('/staged-products');
    await expect(
      page.getByRole('list', { name: 'Staged products' }).getByRole('listitem').first(),
    ).toBeVisible();
    await shot(page, 'staged-products-390');
    expect(await page.evaluate(SIDEWAYS_OVERFLOW)).toBeLessThanOrEqual(0);
    await page
      .getByRole('button', { name: /^Preview / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Product Data Preview' })).toBeVisible();
    await shot(page, 'staged-preview-390');
    expect(await page.evaluate(SIDEWAYS_OVERFLOW)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'AI Enhanced' }).click();
    await expect(page.getByRole('heading', { name: 'AI-Enhanced Product Staging' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: UPDATED_SKU })).toHaveCount(1);
    await shot(page, 'staged-ai-390');
    expect(await page.evaluate(SIDEWAYS_OVERFLOW)).toBeLessThanOrEqual(0);
  });
});
