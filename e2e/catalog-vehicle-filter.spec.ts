import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { businessLogin } from './support.ts';

const SHOTS = process.env.VEHICLE_SHOTS_DIR;
const shoot = async (page: Page, name: string, fullPage = false) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};

/** Serious or critical axe findings on what is on screen (none expected). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Chooses in a filter that is a searchable combobox (more than five options). While its options
 * load the filter is a native select (also a combobox to assistive technology): the click waits
 * for the searchable one, which has aria-expanded, as a person waits for the list to fill.
 */
async function choose(page: Page, label: string, option: string) {
  await page
    .getByRole('combobox', { name: new RegExp(`^${label}`) })
    .and(page.locator('[aria-expanded]'))
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// Demo data: a 2018 Ford F-150 (the 2015–2020 XLT) fits these three products, and nothing else does.
const FITS_2018_F150 = [
  'Bridge BSW Steering Wheel Control Interface, Ford',
  'Falcon FC-682 6x8" 2-Way Coaxial Speakers',
  'Tempest TE-S10T',
];

test('a partner narrows the catalogue to one vehicle and sees what fits it', async ({ page }) => {
  await businessLogin(page, 'shop@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/catalog');
  const products = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(products.first()).toBeVisible();

  // Each choice narrows the next one's options, which then load: wait for it to be in the address.
  await choose(page, 'Year', '2018');
  await expect(page).toHaveURL(/fitYear=2018/);
  await choose(page, 'Make', 'Ford');
  await expect(page).toHaveURL(/fitMake=Ford/);
  await page.getByLabel('Model').selectOption('F-150');
  await expect(page).toHaveURL(/fitYear=2018&fitMake=Ford&fitModel=F-150/);
  await expect(page.getByText('3 products found')).toBeVisible();
  await expect(products).toHaveCount(3);
  for (const name of FITS_2018_F150) await expect(products.filter({ hasText: name })).toHaveCount(1);
  await expect(
    page.getByRole('list', { name: 'Active filters' }).getByText('Fits: 2018 Ford F-150'),
  ).toBeVisible();
  await shoot(page, 'catalog-vehicle-filter-desktop');
  expect(await seriousViolations(page)).toEqual([]);

  // The product says which vehicles it fits.
  await page.getByRole('button', { name: `View details for ${FITS_2018_F150[0]!}` }).click();
  const dialog = page.getByRole('dialog');
  const fits = dialog.getByRole('list', { name: 'Fits these vehicles' });
  await expect(fits.getByText('2015–2020 Ford F-150 XLT')).toBeVisible();
  await expect(fits.getByText('2021 to present Ford Bronco')).toBeVisible();
  await shoot(page, 'catalog-fitment-dialog');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // A reload keeps the vehicle; clearing it brings the whole catalogue back.
  await page.reload();
  await expect(products).toHaveCount(3);
  await page.getByRole('button', { name: 'Clear vehicle' }).click();
  await expect(page.getByText('3 products found')).toBeHidden();
  await expect(page).not.toHaveURL(/fitYear/);
});

test('the vehicle filter and the fitment list fit 390 px without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await businessLogin(page, 'shop@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/catalog?fitYear=2018&fitMake=Ford&fitModel=F-150');
  await expect(page.getByText('3 products found')).toBeVisible();
  await page.getByRole('button', { name: 'Show filters' }).click();
  await expect(page.getByRole('group', { name: 'Fits my vehicle' })).toBeVisible();
  expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
  await page.getByRole('group', { name: 'Fits my vehicle' }).scrollIntoViewIfNeeded();
  await shoot(page, 'catalog-vehicle-filter-390');
  await page.getByRole('button', { name: `View details for ${FITS_2018_F150[0]!}` }).click();
  const fits = page.getByRole('dialog').getByRole('list', { name: 'Fits these vehicles' });
  await fits.scrollIntoViewIfNeeded();
  await expect(fits).toBeVisible();
  expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
  await shoot(page, 'catalog-fitment-dialog-390');
});
