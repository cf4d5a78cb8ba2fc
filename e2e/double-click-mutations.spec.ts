import { type Page, type Request, expect, test } from '@playwright/test';
import { removeApprovedProducts } from './staged-support.ts';
import { adminSsoLogin, uploadCsvInWizard } from './support.ts';

// Issue 15, item 18: a double click reported failure or '0' for work that was done. Now a repeated
// call starts nothing new in the screen (lib/use-mutation.ts), and any request that still goes out
// twice carries the first's Idempotency-Key, which the server answers with the first's answer.
// The journey makes its own import (SKUs E2E-DBL-…, an existing Kestrel series) and products and
// removes them again.
const STAMP = Date.now().toString(36).toUpperCase();
const PREFIX = `E2E-DBL-${STAMP}`;
const MANUFACTURER = 'Kestrel Acoustics';
const CSV_NAME = `e2e-double-click-${STAMP}.csv`;

const toastWith = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The writes to `path` from now on, with their Idempotency-Keys. */
function recordWrites(page: Page, method: string, path: RegExp): string[] {
  const keys: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

/** Every request sent twice carried the same key: the server answered the repeat with the first's answer. */
function expectOneAction(keys: string[]) {
  expect(keys.length).toBeGreaterThan(0);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(keys).size).toBe(1);
}

async function kestrelSeries(page: Page): Promise<{ id: string; name: string; manufacturerId: string }> {
  const series = (await (await page.request.get('/api/product-series')).json()) as {
    id: string;
    name: string;
    manufacturerId: string;
    manufacturerName: string | null;
  }[];
  const found = series.find((s) => s.manufacturerName === MANUFACTURER);
  expect(found, `a ${MANUFACTURER} series`).toBeDefined();
  return found!;
}

test('double clicks on Start Import, a row Approve and the delete confirmation each do the work once and say so', async ({
  page,
}) => {
  test.slow();
  await adminSsoLogin(page);
  const series = await kestrelSeries(page);
  const skus = [1, 2, 3].map((n) => `${PREFIX}-${n}`);
  const csv = [
    'SKU,Name,Series,Category,MAP Price,Mfg Cost',
    ...skus.map(
      (sku, i) => `${sku},E2E Double Click Amp ${STAMP} ${i + 1},${series.name},Amplifiers,299.99,150`,
    ),
  ].join('\r\n');

  await page.goto('/csv-import');
  await uploadCsvInWizard(page, MANUFACTURER, { name: CSV_NAME, text: csv });
  await expect(toastWith(page, 'File uploaded successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Preview Import' }).click();

  const starts = recordWrites(page, 'POST', /^\/api\/csv-import\/[^/]+\/process$/);
  await page.getByRole('button', { name: 'Start Import' }).dblclick();
  await expect(toastWith(page, 'Import Started')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import Another File' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('This import has already been started')).toHaveCount(0);
  expectOneAction(starts);

  await page.goto(`/staged-products?search=${PREFIX}`);
  const table = page.getByRole('table', { name: 'Staged products' });
  await expect(table.getByRole('row')).toHaveCount(1 + skus.length);

  const approvals = recordWrites(page, 'POST', /^\/api\/scraper\/staged-bulk$/);
  await table.getByRole('button', { name: new RegExp(`^Approve .*\\(${skus[0]}\\)$`) }).dblclick();
  await expect(toastWith(page, 'Successfully approved 1 product')).toBeVisible();
  await expect(page.getByText('Successfully approved 0 products')).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(skus.length);
  expectOneAction(approvals);

  const deletions = recordWrites(page, 'POST', /^\/api\/scraper\/staged-bulk$/);
  await table.getByRole('button', { name: new RegExp(`^Delete .*\\(${skus[1]}\\)$`) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).dblclick();
  await expect(toastWith(page, 'Successfully deleted 1 product')).toBeVisible();
  await expect(page.getByText('Successfully deleted 0 products')).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(skus.length - 1);
  expectOneAction(deletions);

  // Leave the demo data as it was: the approved product and the import (its staged rows go with it).
  await removeApprovedProducts(page, [skus[0]!]);
  const history = (await (await page.request.get('/api/csv-imports?limit=200')).json()) as {
    imports: { id: string; filename: string }[];
  };
  const made = history.imports.find((entry) => entry.filename === CSV_NAME);
  expect(made).toBeDefined();
  expect((await page.request.delete(`/api/csv-import/${made!.id}`)).ok()).toBe(true);
});

test("a double click on Bulk Update's delete confirmation deletes once and says it deleted", async ({
  page,
}) => {
  await adminSsoLogin(page);
  const series = await kestrelSeries(page);
  const sku = `${PREFIX}-BULK`;
  const name = `E2E Double Click Bulk ${STAMP}`;
  const created = await page.request.post('/api/products', {
    data: { name, sku, manufacturerId: series.manufacturerId, seriesId: series.id, category: 'Amplifiers' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/bulk-product-update');
  await page.getByLabel('Search').fill(sku);
  await expect(page.getByText('1 matching · 0 selected')).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${name} (${sku})` }).check();
  await page.getByRole('button', { name: 'Delete Selected' }).click();

  const deletions = recordWrites(page, 'DELETE', /^\/api\/products\/bulk-delete$/);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete 1 product' }).dblclick();
  await expect(toastWith(page, 'Successfully deleted 1 product')).toBeVisible();
  await expect(page.getByText('Delete Failed')).toHaveCount(0);
  await expect(page.getByText('0 matching · 0 selected')).toBeVisible();
  expectOneAction(deletions);
});
