import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { adminSsoLogin, businessLogin, sidebar } from './support.ts';

// Demo data: manufacturer@demo.test belongs to Thunderline Audio (Storm, Tempest, Volt…); Falcon
// is Kestrel Acoustics'. The journey creates its own series, edits it and deletes it again.

const seriesTable = (page: Page) => page.getByRole('table', { name: 'Series' });

async function search(page: Page, text: string) {
  await page.getByLabel('Search series').fill(text);
}

test("a manufacturer edits its own series and does not see another manufacturer's", async ({ page }) => {
  await businessLogin(page, 'manufacturer@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const link = sidebar(page).getByRole('link', { name: 'Series Management' });
  // The Management category may start collapsed.
  if (!(await link.isVisible()))
    await sidebar(page).getByRole('button', { name: 'Management', exact: true }).click();
  await link.click();
  await expect(page).toHaveURL(/\/series-management$/);
  await expect(page.getByRole('heading', { name: 'Series Management' }).first()).toBeVisible();

  // Its own series only: Storm is listed, Kestrel's Falcon is not, and no manufacturer filter.
  await expect(seriesTable(page).getByRole('button', { name: 'Storm', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Manufacturer' })).toHaveCount(0);
  await search(page, 'Falcon');
  await expect(page.getByText('No series match your filters')).toBeVisible();

  // Create a series: the manufacturer is fixed to Thunderline Audio.
  const name = `Journey Series ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add Series' }).click();
  const create = page.getByRole('dialog', { name: 'Create Series' });
  await expect(create.getByLabel('Manufacturer')).toHaveValue('Thunderline Audio');
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Description').fill('Made by the series journey');
  await create.getByRole('button', { name: 'Create Series' }).click();
  await expect(page.getByText('Series created successfully')).toBeVisible();

  // Edit it.
  await search(page, name);
  const row = seriesTable(page).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Series' });
  await edit.getByLabel('Description').fill('Edited by the series journey');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Series updated successfully')).toBeVisible();
  await expect(row).toContainText('Edited by the series journey');

  // View it.
  await row.getByRole('button', { name, exact: true }).click();
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer).toContainText('Thunderline Audio');
  await expect(viewer).toContainText('Edited by the series journey');
  await viewer.getByRole('button', { name: 'Close' }).first().click();

  // A series with products is kept: the server says how many.
  await search(page, 'Storm');
  await seriesTable(page).getByRole('button', { name: 'Delete Storm', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Failed to delete series')).toBeVisible();
  await expect(page.getByText(/Series "Storm" has \d+ products/)).toBeVisible();

  // Delete the journey's own series after the spec's confirmation.
  await search(page, name);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this series? This may affect existing products.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Series deleted successfully')).toBeVisible();
  await expect(page.getByText('No series match your filters')).toBeVisible();
});

test('Series Management has no serious accessibility violations and fits 390 px', async ({ page }) => {
  await adminSsoLogin(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/series-management');
    // Phones get a list of cards instead of the table.
    await expect(page.getByRole(width === 390 ? 'list' : 'table', { name: 'Series' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(
      await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
    ).toBeLessThanOrEqual(0);
  }
});
