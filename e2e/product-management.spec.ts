import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { adminSsoLogin } from './support.ts';

// The journey creates its own product and series and deletes the product at the end; demo
// products are only read. A leading '0000' sorts the product first by name (demo names start
// with letters).
// Falls as time passes, so a retry's product sorts by name before the one a failed attempt left.
const STAMP = (Number.MAX_SAFE_INTEGER - Date.now()).toString(36).toUpperCase();
const NAME = `0000 E2E Journey Amplifier ${STAMP}`;
const SKU = `PM-E2E-${STAMP}`;
const SERIES = `E2E Series ${STAMP}`;
const MANUFACTURER = 'Kestrel Acoustics';

const table = (page: Page) => page.getByRole('table', { name: 'Products' });
const productRow = (page: Page) => table(page).getByRole('row').filter({ hasText: SKU });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Serious or critical axe findings on what is on screen now (none expected). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByPlaceholder(`Search ${label.toLowerCase()}...`).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function rowAction(page: Page, action: string) {
  await page.getByRole('button', { name: `Actions for ${NAME} (${SKU})` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search').fill(text);
  await expect(page).toHaveURL(
    text ? new RegExp(`search=${encodeURIComponent(text)}`) : /product-management/,
  );
}

test('an admin creates a product with a new series, finds, edits, discontinues, reactivates, exports and deletes it', async ({
  page,
}) => {
  // Eight steps and four accessibility scans: 66–90 s on a loaded 2-core machine (2026-11-27).
  test.slow();
  await adminSsoLogin(page);
  await page.goto('/product-management');
  await expect(table(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // 1. Create, with a series made inline for the chosen manufacturer.
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(dialog.getByText('Product name is required')).toBeVisible();
  await expect(dialog.getByText('Manufacturer is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('Product Name').fill(NAME);
  await dialog.getByLabel('SKU').fill(SKU);
  await expect(dialog.getByRole('button', { name: 'New Series' })).toBeDisabled();
  await choose(dialog, page, 'Manufacturer', MANUFACTURER);
  await dialog.getByRole('button', { name: 'New Series' }).click();
  await dialog.getByLabel('New series name').fill(SERIES);
  await dialog.getByRole('button', { name: 'Create Series' }).click();
  await expect(toast(page, `Created new series: ${SERIES}`)).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Series' })).toHaveText(SERIES);
  await expect(dialog.getByLabel('Subcategory')).toBeDisabled();
  await dialog.getByLabel('Category', { exact: true }).fill('Amplifiers');
  await dialog.getByLabel('Subcategory').fill('E2E Mono');
  await dialog.getByLabel('MAP Price').fill('199.99');
  await dialog.getByLabel('Mfg Master Pack Qty').fill('');
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page, 'Product created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // 2. Found by search (debounced, kept in the address) …
  await search(page, SKU);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(productRow(page)).toContainText(NAME);
  await expect(productRow(page)).toContainText(MANUFACTURER);
  await expect(productRow(page)).toContainText('Amplifiers / E2E Mono');

  // … and by sorting: Name ascending puts it first, the same header again flips the order.
  await search(page, '');
  const nameHeader = table(page).getByRole('columnheader', { name: /Name/ });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=name&order=asc|order=asc&sort=name/);
  await expect(table(page).getByRole('row').nth(1)).toContainText(NAME);
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(table(page).getByRole('row').nth(1)).not.toContainText(NAME);
  await nameHeader.getByRole('button').click();
  await expect(table(page).getByRole('row').nth(1)).toContainText(NAME);

  // 3. The detail viewer, then an edit that closes itself after saving.
  await rowAction(page, 'View');
  const viewer = page.getByRole('dialog', { name: NAME });
  await expect(viewer.getByText(SERIES)).toBeVisible();
  await expect(viewer.getByText('$199.99')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await viewer.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(editor.getByLabel('MAP Price')).toHaveValue('199.99');
  await expect(editor.getByLabel('Mfg Master Pack Qty')).toHaveValue('1');
  // Fitment is saved from the editor at once, apart from the form (the delete below removes it).
  await editor.getByPlaceholder('Find a vehicle to link: make, model, trim or year').fill('Wrangler 2019');
  await editor.getByRole('button', { name: /^Choose 2018 to present Jeep Wrangler/ }).click();
  const link = editor.getByRole('form', { name: /^Link 2018 to present Jeep Wrangler/ });
  await link.getByLabel('Compatibility Notes').fill('Front doors, with the adapter plate');
  await link.getByLabel('Verified fit').check();
  await link.getByRole('button', { name: 'Link Vehicle' }).click();
  await expect(toast(page, 'Vehicle linked')).toBeVisible();
  await expect(editor.getByText('Front doors, with the adapter plate')).toBeVisible();
  await expect(editor.getByText(/^Verified by /)).toBeVisible();
  await editor.getByLabel('MAP Price').fill('189.50');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();
  await expect(editor).toBeHidden();

  // 4. Discontinue needs a reason; it leaves the Active list and shows under Inactive.
  await search(page, SKU);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await rowAction(page, 'Discontinue');
  const discontinue = page.getByRole('dialog', { name: 'Discontinue Product' });
  await discontinue.getByRole('button', { name: 'Discontinue' }).click();
  await expect(discontinue.getByText('Reason is required to discontinue a product')).toBeVisible();
  await discontinue.getByLabel('Reason').fill('Replaced by the next model');
  await discontinue.getByRole('button', { name: 'Discontinue' }).click();
  await expect(toast(page, 'Product status updated successfully')).toBeVisible();
  await expect(page.getByText('No products match your filters')).toBeVisible();
  await page.getByLabel('Status').selectOption('inactive');
  await expect(productRow(page)).toContainText('Discontinued');

  await rowAction(page, 'Reactivate');
  await expect(toast(page, 'Product status updated successfully')).toBeVisible();
  await expect(page.getByText('No products match your filters')).toBeVisible();
  await page.getByLabel('Status').selectOption('active');
  await expect(productRow(page)).toBeVisible();
  await expect(productRow(page)).not.toContainText('Discontinued');

  // 5. Export the filtered list: a header row and this product's row.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(toast(page, 'Your CSV file download should begin shortly')).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await file.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^id,sku,name,manufacturerId,manufacturerName,seriesId,seriesName,category/);
  expect(lines[1]).toContain(SKU);
  expect(lines[1]).toContain(NAME);
  expect(lines[1]).toContain(SERIES);
  expect(lines[1]).toContain('189.50');

  // 6. A new product's SKU lookup fills the manufacturer and empty fields from the known SKU.
  await page.getByRole('button', { name: 'Add Product' }).click();
  const lookup = page.getByRole('dialog', { name: 'Add Product' });
  await lookup.getByLabel('SKU').fill(SKU);
  await expect(lookup.getByRole('combobox', { name: 'Manufacturer' })).toHaveText(MANUFACTURER);
  await expect(lookup.getByLabel('Product Name')).toHaveValue(NAME);
  await expect(lookup.getByRole('combobox', { name: 'Series' })).toHaveText(SERIES);
  await lookup.getByRole('button', { name: 'Cancel' }).click();

  // 7. At 390 px the list is cards and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
  expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // 8. Delete after the confirmation.
  await rowAction(page, 'Delete');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to delete this product?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Product deleted successfully')).toBeVisible();
  await expect(page.getByText('No products match your filters')).toBeVisible();

  // Leave no trace: the journey's series goes too.
  const series = (await (await page.request.get(`/api/product-series?search=${STAMP}`)).json()) as {
    id: string;
    name: string;
  }[];
  const made = series.find((s) => s.name === SERIES);
  expect(made).toBeDefined();
  expect((await page.request.delete(`/api/product-series/${made!.id}`)).ok()).toBe(true);
});
