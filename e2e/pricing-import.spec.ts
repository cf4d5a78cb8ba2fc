import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { businessLogin, sidebar } from './support.ts';

// Demo data (apps/server/src/db/seed): Sound Garage (shop@demo.test) orders Thunderline's Storm
// amplifiers through Pacific Coast 12V Supply (distributor@demo.test), which has them in stock:
// the catalogue prices them at Pacific's distributor cost. Pacific imports a cheaper cost for one
// of them, and Sound Garage's price follows; rolling the import back restores it.
const PRODUCT = 'Storm ST-150.2 2-Channel Amplifier';
const SKU = 'TL-ST150.2';
const NEW_COST = '79.50';
// A row without a part number (a warning, still applied) and a SKU the catalogue lacks (an error).
const WARNING_SKU = 'TL-ST50.4';
const UNKNOWN_SKU = 'NOPE-404';

const PRICE_LIST = [
  'SKU,Distributor Part Number,Cost,Master Pack Qty Cost',
  `${SKU},PCS-${SKU},${NEW_COST},`,
  `${WARNING_SKU},,64.00,`,
  `${UNKNOWN_SKU},PCS-X,10.00,`,
].join('\n');
const FILE_NAME = `pacific-prices-${Date.now()}.csv`;

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** axe finds nothing serious or critical on what is on screen. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
}

/** The price Sound Garage sees on the product's catalogue card ("$85.38"). */
async function catalogPrice(shop: Page): Promise<string> {
  await shop.goto('/catalog');
  await shop.getByLabel('Search products').fill(SKU);
  const card = shop
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .filter({ has: shop.getByRole('heading', { name: PRODUCT, exact: true }) });
  await expect(card).toHaveCount(1);
  const price = card.locator('[data-price-line="price"] dd');
  await expect(price).toHaveText(/^\$\d/);
  return (await price.textContent()) ?? '';
}

/** The base price the engine started from for Sound Garage, and whose it is. */
async function routedBase(shop: Page) {
  const answer = await shop.request.get(`/api/products?search=${encodeURIComponent(SKU)}`);
  expect(answer.ok()).toBe(true);
  const { products } = (await answer.json()) as {
    products: { sku: string; priceBreakdown: { supplier: { name: string }; base: { unitPrice: string } } }[];
  };
  const product = products.find((p) => p.sku === SKU);
  return {
    supplier: product?.priceBreakdown.supplier.name,
    unitPrice: product?.priceBreakdown.base.unitPrice,
  };
}

test('a distributor imports a price list, the shop routed to it pays the new cost, and a rollback restores it', async ({
  browser,
}) => {
  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  await businessLogin(shop, 'shop@demo.test');
  await expect(shop.getByText('Welcome back, Tony')).toBeVisible();
  const before = await catalogPrice(shop);
  const baseBefore = await routedBase(shop);
  expect(baseBefore.supplier).toBe('Pacific Coast 12V Supply');
  expect(baseBefore.unitPrice).not.toBe(NEW_COST);

  const context = await browser.newContext();
  const page = await context.newPage();
  await businessLogin(page, 'distributor@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const pricingImportLink = sidebar(page).getByRole('link', { name: 'Pricing Import' });
  if (!(await pricingImportLink.isVisible())) {
    await sidebar(page).getByRole('button', { name: 'Pricing & Finance' }).click();
  }
  await pricingImportLink.click();
  await expect(page).toHaveURL(/\/pricing-import$/);
  // A distributor imports its own price list; PMAP campaigns are an administrator's.
  await expect(page.getByText('Prices for Pacific Coast 12V Supply')).toBeVisible();
  await expect(page.getByRole('radio', { name: /PMAP Campaigns/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Preview & Validate' })).toBeDisabled();

  // 1. The template downloads under its spec name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Template' }).click();
  expect((await download).suggestedFilename()).toBe('pricing_import_template.csv');

  // 2. Upload: every row judged — one success, one warning, one error.
  await page.getByLabel('Price list file').setInputFiles({
    name: FILE_NAME,
    mimeType: 'text/csv',
    buffer: Buffer.from(PRICE_LIST),
  });
  await expect(toast(page, 'Upload Successful')).toBeVisible();
  await expect(toast(page, 'Parsed 3 pricing records')).toBeVisible();
  const preview = page.getByRole('table', { name: 'Preview rows' });
  const previewRow = (sku: string) => preview.getByRole('row').filter({ hasText: sku });
  await expect(previewRow(SKU).getByText('Success')).toBeAttached();
  await expect(previewRow(SKU)).toContainText(`$${NEW_COST}`);
  await expect(previewRow(WARNING_SKU).getByText('Warning')).toBeAttached();
  await expect(previewRow(WARNING_SKU)).toContainText('Distributor Part Number is missing');
  await expect(previewRow(UNKNOWN_SKU).getByText('Error')).toBeAttached();
  await expect(previewRow(UNKNOWN_SKU)).toContainText('is not in the catalogue');
  await expectAccessible(page);
  // The steps are tabs the arrow keys move between; the rows' scrolling area is a tab stop.
  await page.getByRole('tab', { name: 'Preview & Validate' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Upload File' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Preview & Validate' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'Preview rows' })).toBeFocused();

  // 3. Process today, permanently: the job's end opens the results.
  await expect(page.getByLabel(/^Expiration date/)).toHaveValue('');
  await page.getByRole('button', { name: 'Process Updates' }).click();
  await expect(toast(page, 'Processing Complete')).toBeVisible({ timeout: 30_000 });
  await expect(toast(page, 'Updated 2 products successfully')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Process Results' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/2 products updated/)).toBeVisible();

  // 4. Sound Garage's price now starts from Pacific's new cost.
  await expect.poll(async () => (await routedBase(shop)).unitPrice).toBe(NEW_COST);
  const after = await catalogPrice(shop);
  expect(after).not.toBe(before);

  // 5. Pricing History: the import, its changes, then the rollback with a reason.
  await sidebar(page).getByRole('link', { name: 'Pricing History' }).click();
  await expect(page).toHaveURL(/\/pricing-history$/);
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Pricing imports' })
    .getByRole('row')
    .filter({ hasText: FILE_NAME });
  await expect(row.getByText('Completed')).toBeVisible();
  await row.getByRole('button', { name: `Details of ${FILE_NAME}` }).click();
  const details = page.getByRole('dialog');
  const costChange = details.getByRole('row').filter({ hasText: SKU }).filter({ hasText: 'Cost' }).first();
  await expect(costChange).toContainText(`$${NEW_COST}`);
  await expect(costChange.getByText('Active')).toBeVisible();
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  await row.getByRole('button', { name: `Roll back ${FILE_NAME}` }).click();
  const rollback = page.getByRole('dialog');
  await rollback.getByRole('button', { name: 'Roll Back Import' }).click();
  await expect(rollback.getByText('Rollback reason is required')).toBeVisible();
  await rollback.getByLabel(/Reason/).fill('Wrong week’s price list');
  await rollback.getByRole('button', { name: 'Roll Back Import' }).click();
  await expect(toast(page, 'Rollback Successful')).toBeVisible();
  await expect(toast(page, 'Pricing import has been rolled back successfully.')).toBeVisible();
  await expect(row.getByText('Rolled Back')).toBeVisible();
  await expect(row.getByRole('button', { name: `Roll back ${FILE_NAME}` })).toHaveCount(0);
  await row.getByRole('button', { name: `Details of ${FILE_NAME}` }).click();
  await expect(page.getByRole('dialog').getByRole('row').filter({ hasText: SKU }).first()).toContainText(
    'Rolled Back',
  );
  await expect(page.getByRole('dialog').getByText('Reason: Wrong week’s price list')).toBeVisible();

  // 6. The shop sees the old price again.
  await expect.poll(async () => (await routedBase(shop)).unitPrice).toBe(baseBefore.unitPrice);
  expect(await catalogPrice(shop)).toBe(before);

  await context.close();
  await shopContext.close();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Run in the page (a string: the journeys' TypeScript has no DOM types).
  const sidewaysOverflow = (page: Page) =>
    page.evaluate('document.documentElement.scrollWidth - window.innerWidth') as Promise<number>;

  test('the preview and the history fit a phone without scrolling sideways', async ({ page }) => {
    await businessLogin(page, 'distributor@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/pricing-import');
    await page.getByLabel('Price list file').setInputFiles({
      name: 'phone.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(PRICE_LIST),
    });
    await expect(page.getByRole('table', { name: 'Preview rows' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.goto('/pricing-history');
    await expect(
      page.getByRole('list', { name: 'Pricing imports' }).getByRole('listitem').first(),
    ).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
