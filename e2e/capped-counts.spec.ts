import { type Page, expect, test } from '@playwright/test';
import { adminSsoLogin, uploadCsvInWizard } from './support.ts';

// Capped counts (issue 18, decision 0045): a list counts to 1,000 and says '1,000+' past it; 'Select
// All n Products' names the exact n, asked for on demand. The journey imports 1,200 rows for Kestrel
// Acoustics as the trade sends them (SKUs E2E-CNT-…, no other journey uses them) and deletes the
// import at the end, its staged rows with it: the demo data is untouched.
const SHOTS = 'test-results/capped-counts';
const FILE = 'e2e-cnt-price-list.csv';
const ROWS = 1200;
const MANUFACTURER = 'Kestrel Acoustics';

function csvText(): string {
  const lines = ['Item No,Product Title,Series,Category,MAP Price'];
  for (let n = 1; n <= ROWS; n += 1) {
    const id = String(n).padStart(4, '0');
    lines.push(`E2E-CNT-${id},E2E Count Amplifier ${id},E2E Count Line,Amplifiers,${100 + (n % 50)}.99`);
  }
  return lines.join('\r\n');
}

const historyRow = (page: Page) =>
  page.getByRole('table', { name: 'Import History' }).getByRole('row').filter({ hasText: FILE });

/** Deletes the journey's import (and its staged rows) if there is one, e.g. from a failed run. */
async function deleteImport(page: Page) {
  await page.goto('/csv-import');
  // The demo data's imports are listed once the history has loaded: count only after that.
  await expect(page.getByRole('table', { name: 'Import History' }).getByRole('row').nth(1)).toBeVisible();
  while ((await historyRow(page).count()) > 0) {
    await historyRow(page)
      .first()
      .getByRole('button', { name: `Delete import ${FILE}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Import Deleted', { exact: true }).first()).toBeVisible();
  }
  await expect(historyRow(page)).toHaveCount(0);
}

/** The page at 1280 px and at 390 px, where nothing may scroll sideways. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'), {
      message: `${name} scrolls sideways at 390 px`,
    })
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a list past 1,000 rows says '1,000+', and Select All names the exact count", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminSsoLogin(page);
  await deleteImport(page);

  // 1. 1,200 rows imported through the wizard; the trade's headings map themselves.
  await uploadCsvInWizard(page, MANUFACTURER, { name: FILE, text: csvText() });
  await expect(page.getByText(`${ROWS.toLocaleString('en-US')} rows, 5 columns`)).toBeVisible();
  await page.getByRole('button', { name: 'Preview Import' }).click();
  await page.getByRole('button', { name: 'Start Import' }).click();
  await expect(page.getByRole('button', { name: 'Import Another File' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('definition').nth(1)).toHaveText(ROWS.toLocaleString('en-US'));

  // 2. The staged list counts to 1,000: '1,000+' in its pagination; Select All asks for the exact n.
  await page.goto('/staged-products?search=E2E-CNT');
  const staged = page.getByRole('table', { name: 'Staged products' });
  await expect(staged.getByRole('row')).toHaveCount(51);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager).toContainText('Showing 1-50 of 1,000+ products');
  const selection = page.getByRole('region', { name: 'Selection' });
  const selectAll = selection.getByRole('button', {
    name: `Select All ${ROWS.toLocaleString('en-US')} Products`,
  });
  await expect(selectAll).toBeVisible();
  await shoot(page, '1-staged-capped');
  await selectAll.click();
  await expect(selection.getByRole('status')).toHaveText(`${ROWS.toLocaleString('en-US')} selected`);
  await shoot(page, '2-staged-all-selected');

  // 3. The import goes, its staged rows with it.
  await deleteImport(page);
});
