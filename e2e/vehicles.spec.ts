import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { adminSsoLogin, sidebar } from './support.ts';

/** Set to a folder to keep screenshots of the screen (desktop and 390 px) for a look. */
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

test('an admin searches vehicles, adds one and edits it', async ({ page }) => {
  await adminSsoLogin(page);
  await sidebar(page).getByRole('button', { name: 'System' }).click();
  await sidebar(page).getByRole('link', { name: 'Vehicles' }).click();
  await expect(page.getByRole('heading', { name: 'Vehicles', level: 2 })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Vehicles' }).getByRole('listitem');
  // Demo data: a few dozen vehicles, counted in the stat cards.
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText('Total Vehicles')).toBeVisible();
  await shoot(page, 'vehicles-desktop', true);
  expect(await seriousViolations(page)).toEqual([]);

  // Search by words and a year inside the range: both Wrangler generations hold 2018.
  await page.getByLabel('Search vehicles').fill('jeep wrangler 2018');
  await expect(page).toHaveURL(/q=jeep\+wrangler\+2018/);
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: '2018 to present Jeep Wrangler Unlimited' })).toBeVisible();
  await expect(cards.filter({ hasText: '2007–2018 Jeep Wrangler Unlimited' })).toBeVisible();

  // A vehicle of its own, so a rerun on the same data does not collide with the last one.
  const trim = `Journey ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const form = page.getByRole('form', { name: 'Add Vehicle' });
  await expect(form).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByLabel('Start Year').fill('2022');
  await form.getByLabel('Make').fill('Rivian');
  await form.getByLabel('Model').fill('R1T');
  await form.getByLabel('Trim').fill(trim);
  await form.getByLabel('Body Style').fill('Crew Cab Pickup');
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(page.getByText('Vehicle Added', { exact: true })).toBeVisible();
  await expect(page.getByText('Vehicle has been successfully added to the database.')).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByLabel('Search vehicles').fill(`rivian ${trim}`);
  const label = `2022 to present Rivian R1T ${trim}`;
  const card = cards.filter({ hasText: label });
  await expect(cards).toHaveCount(1);
  await expect(card).toBeVisible();
  await expect(card.getByText('No products linked')).toBeVisible();

  // Edit: it stopped being made in 2024.
  await card.getByRole('button', { name: `Edit ${label}` }).click();
  const edit = page.getByRole('form', { name: 'Edit Vehicle' });
  await edit.getByLabel('End Year').fill('2024');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Vehicle Updated', { exact: true })).toBeVisible();
  await expect(cards.filter({ hasText: `2022–2024 Rivian R1T ${trim}` })).toBeVisible();

  // Deactivated, it says so; reactivated again.
  const edited = `2022–2024 Rivian R1T ${trim}`;
  await page.getByRole('button', { name: `Deactivate ${edited}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(cards.filter({ hasText: edited }).getByText('Inactive', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Reactivate ${edited}` }).click();
  await expect(cards.filter({ hasText: edited }).getByText('Active', { exact: true })).toBeVisible();
});

test('the Vehicles screen fits 390 px without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await adminSsoLogin(page);
  await page.goto('/vehicles');
  await expect(page.getByRole('list', { name: 'Vehicles' }).getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
  await shoot(page, 'vehicles-390');
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(page.getByRole('form', { name: 'Add Vehicle' })).toBeVisible();
  await shoot(page, 'vehicles-add-390');
});
