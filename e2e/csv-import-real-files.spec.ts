import { type Page, expect, test } from '@playwright/test';
import * as XLSX from 'xlsx';
import { adminSsoLogin, sidebar } from './support.ts';

// Issue 15 (items 1 and 2): a dealer price list as manufacturers send it — a 'Read Me' cover tab
// first, and on the price list a title, a date line and a blank row above the header — is read
// from the right sheet and row, the admin can look at another sheet and header row in the wizard,
// and exactly the product rows are staged. The journey's SKUs (E2E-RF-…) are its own, and it
// deletes its import at the end (its staged rows go with it).
const MANUFACTURER = 'Kestrel Acoustics';
const FILE = 'e2e-rf-kicker-2026.xlsx';
const TITLE = 'KICKER 2026 DEALER PRICE LIST';
const HEADERS = ['Part #', 'Description', 'Dealer', 'MSRP', 'UPC'];
const SKUS = ['E2E-RF-01', 'E2E-RF-02', 'E2E-RF-03', 'E2E-RF-04', 'E2E-RF-05'];

function priceList(): Buffer {
  const book = XLSX.utils.book_new();
  const cover = [
    ['How to use this price list'],
    ['Prices are dealer cost in US dollars.'],
    ['Questions: sales@kicker.test'],
  ];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cover), 'Read Me');
  const products = SKUS.map((sku, i) => [
    sku,
    `CompC ${10 + i}" Subwoofer`,
    80 + i,
    149.99 + i,
    `01234567890${i}`,
  ]);
  const sheet = XLSX.utils.aoa_to_sheet([[TITLE], ['Effective January 1, 2026'], [], HEADERS, ...products]);
  XLSX.utils.book_append_sheet(book, sheet, 'Price List');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const wizard = (page: Page) => page.getByRole('region', { name: 'Data Import Wizard' });
const layoutPanel = (page: Page) => page.getByRole('region', { name: 'Where the table is' });
const toastWith = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('an admin imports a price list with a cover tab and a title block, picks the sheet and header row, and stages exactly its products', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminSsoLogin(page);
  await sidebar(page).getByRole('button', { name: 'Tools & Import' }).click();
  await sidebar(page).getByRole('link', { name: 'CSV Import' }).click();
  await page.getByRole('combobox', { name: 'Manufacturer' }).click();
  await page.getByRole('option', { name: MANUFACTURER }).click();
  await wizard(page).getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Product file').setInputFiles({
    name: FILE,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: priceList(),
  });
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(toastWith(page, 'File uploaded successfully')).toBeVisible();

  // The cover tab and the title block are passed over: the price list, header in row 4.
  const panel = layoutPanel(page);
  await expect(panel).toContainText(
    'Reading sheet “Price List”, header in row 4 (the rows above it were passed over).',
  );
  await expect(page.getByText(`${SKUS.length} rows, ${HEADERS.length} columns`)).toBeVisible();
  const sheet = panel.getByRole('combobox', { name: 'Sheet' });
  const headerRow = panel.getByRole('combobox', { name: 'Header row' });
  await expect(sheet.locator('option')).toHaveText(['Read Me', 'Price List']);
  await expect(headerRow.locator('option:checked')).toHaveText(
    'Row 4: Part # · Description · Dealer · MSRP · UPC',
  );

  // The admin looks at the cover tab: three lines of notes, no table.
  await sheet.selectOption('Read Me');
  await expect(panel).toContainText('Reading sheet “Read Me”, header in row 1.');
  await expect(page.getByText(/\b2 rows, 1 column\b/)).toBeVisible();
  // Back to the price list, and a wrong header row (the title) before the right one.
  await sheet.selectOption('Price List');
  await expect(panel).toContainText('Reading sheet “Price List”, header in row 4');
  await headerRow.selectOption({ label: `Row 1: ${TITLE}` });
  await expect(panel).toContainText('Reading sheet “Price List”, header in row 1.');
  await expect(page.getByText(`${SKUS.length + 2} rows, 1 column.`)).toBeVisible();
  await headerRow.selectOption({ label: 'Row 4: Part # · Description · Dealer · MSRP · UPC' });
  await expect(page.getByText(`${SKUS.length} rows, ${HEADERS.length} columns`)).toBeVisible();
  const sku = page.getByRole('combobox', { name: 'SKU (required)', exact: true });
  await expect(sku.locator('option:checked')).toHaveText('★ Part #');

  // The preview numbers the rows as Excel does: the first product is row 5.
  await page.getByRole('button', { name: 'Preview Import' }).click();
  await expect(page.getByText('Reading sheet “Price List”, header in row 4')).toBeVisible();
  const samples = page.getByRole('table', { name: 'Sample rows' });
  await expect(samples.getByRole('columnheader')).toHaveText(['Field', 'Row 5', 'Row 6', 'Row 7']);
  await page.getByRole('button', { name: 'Start Import' }).click();
  await expect(page.getByRole('button', { name: 'Import Another File' })).toBeVisible({ timeout: 30_000 });
  const counts = page.getByRole('definition');
  await expect(counts.nth(1)).toHaveText(String(SKUS.length));
  await expect(counts.nth(2)).toHaveText('0');

  // Exactly the product rows are staged: no title, date line, header or cover note.
  const staged = await page.request.get('/api/scraper/staged?search=E2E-RF-&limit=100');
  expect(staged.ok()).toBe(true);
  const body = (await staged.json()) as { products: { sku: string }[]; total: number };
  expect(body.products.map((product) => product.sku).sort()).toEqual(SKUS);
  expect(body.total).toBe(SKUS.length);

  // Clean up: the import and its staged rows.
  const row = page.getByRole('table', { name: 'Import History' }).getByRole('row').filter({ hasText: FILE });
  await row.getByRole('button', { name: `Delete import ${FILE}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Import Deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});
