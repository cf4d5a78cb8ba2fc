import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { adminSsoLogin } from './support.ts';

// The journey makes its own five products (through the API, as an admin), changes three and
// deletes two through the screen, and removes what is left: no demo product is touched.
const STAMP = Date.now().toString(36).toUpperCase();
const SKU_PREFIX = `BULK-E2E-${STAMP}`;
const BEFORE = 'E2E Bulk Before';
const AFTER = `E2E Bulk After ${STAMP}`;

interface Series {
  id: string;
  name: string;
  manufacturerId: string;
  manufacturerName: string | null;
}

interface Made {
  id: string;
  sku: string;
  name: string;
}

async function createProducts(page: Page): Promise<[Made, Made, Made, Made, Made]> {
  const series = (await (await page.request.get('/api/product-series')).json()) as Series[];
  const target = series.find((s) => s.manufacturerName === 'Kestrel Acoustics') ?? series[0];
  expect(target).toBeDefined();
  const created: Made[] = [];
  for (let n = 1; n <= 5; n += 1) {
    const body = {
      name: `Bulk E2E ${STAMP} Product ${n}`,
      sku: `${SKU_PREFIX}-${n}`,
      manufacturerId: target!.manufacturerId,
      seriesId: target!.id,
      category: BEFORE,
      subcategory: 'E2E Sub',
    };
    const response = await page.request.post('/api/products', { data: body });
    expect(response.status(), await response.text()).toBe(201);
    const product = (await response.json()) as { id: string };
    created.push({ id: product.id, sku: body.sku, name: body.name });
  }
  const [a, b, c, d, e] = created;
  if (!a || !b || !c || !d || !e) throw new Error('five products expected');
  return [a, b, c, d, e];
}

/** Serious or critical axe findings on what is on screen now (none expected). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const table = (page: Page) => page.getByRole('table', { name: 'Products' });
const row = (page: Page, sku: string) => table(page).getByRole('row').filter({ hasText: sku });

test('an admin bulk-updates the category of 3 products through the preview and deletes 2', async ({
  page,
}) => {
  await adminSsoLogin(page);
  const [a, b, c, d, e] = await createProducts(page);

  await page.goto('/product-management');
  await page.getByRole('link', { name: 'Bulk Update' }).click();
  await expect(page).toHaveURL(/\/bulk-product-update$/);
  await expect(page.getByRole('link', { name: 'Back to Product Management' })).toBeVisible();

  // Nothing selected: the spec's toast, no request.
  await page.getByRole('button', { name: 'Preview Changes' }).click();
  await expect(page.getByText('Please select products to update').first()).toBeVisible();

  // Only this journey's products (the debounced search settles on exactly five rows).
  await page.getByLabel('Search').fill(SKU_PREFIX);
  await expect(page.getByText('5 matching · 0 selected')).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(6);

  for (const product of [a, b, c]) {
    await page.getByRole('checkbox', { name: `Select ${product.name} (${product.sku})` }).check();
  }
  await expect(page.getByText('5 matching · 3 selected')).toBeVisible();

  // A selection but no change: 'No Updates'.
  await page.getByRole('button', { name: 'Preview Changes' }).click();
  await expect(page.getByText('Please specify at least one field to update').first()).toBeVisible();

  // The dry run: how many, what changes, the samples before and after; nothing is changed yet.
  await page.getByLabel('New Category').fill(AFTER);
  await page.getByRole('button', { name: 'Preview Changes' }).click();
  const preview = page.getByRole('region', { name: 'Preview Changes' });
  await expect(preview.getByText('3 products will be updated.')).toBeVisible();
  await expect(preview.getByText(`Category → ${AFTER}`)).toBeVisible();
  for (const product of [a, b, c]) {
    const sample = preview.getByRole('listitem').filter({ hasText: product.sku });
    await expect(sample).toContainText(BEFORE);
    await expect(sample).toContainText(AFTER);
  }
  await expect(preview).toBeInViewport();
  await expect(row(page, a.sku)).toContainText(BEFORE);
  expect(await seriousViolations(page)).toEqual([]);

  await preview.getByRole('button', { name: 'Confirm Update' }).click();
  await expect(page.getByText('Successfully updated 3 products').first()).toBeVisible();
  await expect(preview).toBeHidden();
  await expect(page.getByLabel('New Category')).toHaveValue('');
  await expect(page.getByText('5 matching · 0 selected')).toBeVisible();
  for (const product of [a, b, c]) await expect(row(page, product.sku)).toContainText(AFTER);
  for (const product of [d, e]) await expect(row(page, product.sku)).toContainText(BEFORE);

  // Delete the other two after the confirmation dialog.
  for (const product of [d, e]) {
    await page.getByRole('checkbox', { name: `Select ${product.name} (${product.sku})` }).check();
  }
  await page.getByRole('button', { name: 'Delete Selected' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Are you sure you want to delete 2 products?')).toBeVisible();
  for (const item of [
    'Product records',
    'Product images and stored image files',
    'Pricing and inventory data',
  ])
    await expect(dialog.getByText(item)).toBeVisible();
  await expect(dialog.getByText(/Order history references/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete 2 products' }).click();
  await expect(page.getByText('Successfully deleted 2 products').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('3 matching · 0 selected')).toBeVisible();
  await expect(row(page, d.sku)).toHaveCount(0);

  // The screen fits a phone: no sideways scrolling at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
  expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);

  // Leave the catalogue as it was.
  for (const product of [a, b, c]) {
    expect((await page.request.delete(`/api/products/${product.id}`)).ok()).toBe(true);
  }
});
