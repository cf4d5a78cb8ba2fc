import { type Page, expect, test } from '@playwright/test';
import * as XLSX from 'xlsx';
import { adminSsoLogin, businessLogin } from './support.ts';

// Demo data: Sound Garage (shop@demo.test) sees Thunderline's Tempest subwoofers, which no demo
// PMAP campaign promotes. The admin imports a campaign on one of them, the shop owner sees its
// promotion on the product card, the admin deletes the campaign and the promotion is gone.
const SKU = 'TL-TS10D2';
const CAMPAIGN = `E2E Tempest PMAP ${Date.now()}`;
const FILE = 'e2e-tempest-pmap.xlsx';
const DAY_MS = 86_400_000;

/** MM/DD/YYYY, as manufacturers write dates in a PMAP workbook's title rows. */
const usDate = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A PMAP workbook as manufacturers send them: the campaign in the title rows, then the grid. */
function pmapWorkbook(sku: string, map: number, pmap: number, start: Date, end: Date): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    [CAMPAIGN],
    [`Start Date: ${usDate(start)}`],
    [`End: ${usDate(end)}`],
    [],
    ['SKU', 'UPC', 'MPQ', 'MSRP', 'UMAP', 'DEALER', 'PMAP'],
    [sku, '', 1, map + 50, map, Math.round(map * 0.5), pmap],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'PMAP');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const productCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

async function findInCatalog(page: Page, name: string) {
  await page.goto('/catalog');
  await page.getByLabel('Search products').fill(SKU);
  await expect(productCard(page, name)).toBeVisible();
}

test('an admin imports a PMAP workbook, partners see the promotion on the product card until the campaign is deleted', async ({
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await adminSsoLogin(admin);
  const found = (await (await admin.request.get(`/api/products?search=${SKU}&limit=5`)).json()) as {
    products: { sku: string; name: string; mapPrice: string | null }[];
  };
  const product = found.products.find((p) => p.sku === SKU);
  expect(product?.mapPrice).toBeTruthy();
  const map = Number(product!.mapPrice);
  const pmap = Math.floor(map * 0.8) + 0.99;
  const now = new Date();
  const start = new Date(now.getTime() - DAY_MS);
  const end = new Date(now.getTime() + 10 * DAY_MS);

  // 1. Choose the workbook: its name and size show; preview reads the campaign from its title.
  await admin.goto('/pmap-import');
  await expect(admin.getByRole('heading', { name: 'PMAP Import', level: 2 })).toBeVisible();
  // The demo's running campaign is listed.
  await expect(admin.getByRole('list', { name: 'Active PMAP campaigns' })).toContainText(
    'Storm Summer Promo',
  );
  await admin.getByLabel('PMAP file', { exact: true }).setInputFiles({
    name: FILE,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: pmapWorkbook(SKU, map, pmap, start, end),
  });
  await expect(admin.getByTestId('pmap-file')).toContainText(new RegExp(`${FILE} \\(\\d+\\.\\d KB\\)`));
  await admin.getByRole('button', { name: 'Preview PMAP Changes' }).click();
  await expect(admin.getByText('PMAP File Analyzed', { exact: true })).toBeVisible();
  await expect(admin.getByText('Found 1 products with PMAP pricing')).toBeVisible();
  await expect(admin.getByLabel('Campaign Name')).toHaveValue(CAMPAIGN);
  await expect(admin.getByLabel('Start Date')).toHaveValue(isoDate(start));
  await expect(admin.getByLabel('End Date')).toHaveValue(isoDate(end));
  const preview = admin.getByRole('table', { name: 'PMAP preview' });
  await expect(preview.getByRole('row').filter({ hasText: SKU })).toContainText(product!.name);

  // At 390 px the preview (its rows as cards) and the list fit without scrolling sideways.
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect(admin.getByRole('list', { name: 'PMAP preview' })).toContainText(product!.name);
  expect(
    await admin.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
  ).toBeLessThanOrEqual(0);
  await admin.setViewportSize({ width: 1280, height: 720 });

  // 2. Import: the file and preview are cleared and the campaign is listed.
  await admin.getByRole('button', { name: 'Import PMAP Campaign' }).click();
  await expect(admin.getByText('PMAP Campaign Created', { exact: true })).toBeVisible();
  await expect(
    admin.getByText(`1 pricing rules imported successfully with dates ${isoDate(start)} - ${isoDate(end)}`),
  ).toBeVisible();
  await expect(preview).toBeHidden();
  await expect(admin.getByTestId('pmap-file')).toBeHidden();
  const campaigns = admin.getByRole('list', { name: 'Active PMAP campaigns' });
  const listed = campaigns.getByRole('listitem').filter({ hasText: CAMPAIGN });
  await expect(listed).toContainText('1 product');

  // 3. A partner sees the promotion on the product's card.
  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  await businessLogin(shop, 'shop@demo.test');
  await expect(shop.getByText('Welcome back, Tony')).toBeVisible();
  await findInCatalog(shop, product!.name);
  const promo = productCard(shop, product!.name).locator('[data-pmap-promo]');
  await expect(promo).toContainText(CAMPAIGN);
  await expect(promo).toContainText(`$${pmap.toFixed(2)}`);

  // 4. The admin deletes the campaign behind the spec's confirmation; the promotion disappears.
  await listed.getByRole('button', { name: `Delete ${CAMPAIGN}` }).click();
  const confirm = admin.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `Are you sure you want to delete the "${CAMPAIGN}" PMAP campaign? This will remove all pricing rules for this campaign.`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('Campaign Deleted', { exact: true })).toBeVisible();
  await expect(admin.getByText(`Deleted 1 pricing rules from ${CAMPAIGN}`)).toBeVisible();
  await expect(listed).toHaveCount(0);

  // Once the cards' promotion lookup has answered, the card has no promotion left.
  const lookup = shop.waitForResponse((r) => r.url().includes('/api/products/pmap-pricing/batch'));
  await findInCatalog(shop, product!.name);
  expect((await lookup).ok()).toBe(true);
  await expect(productCard(shop, product!.name).getByText('Promo MAP')).toHaveCount(0);
  await expect(shop.getByText(CAMPAIGN)).toHaveCount(0);

  await shopContext.close();
  await adminContext.close();
});
