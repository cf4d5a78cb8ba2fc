import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { removeApprovedProducts } from './staged-support.ts';
import { adminSsoLogin } from './support.ts';

// Two of the demo import's 8" subwoofer rows (demo-staged-import.ts: category 'Subs', names as a
// manufacturer's file writes them) are enhanced on the AI tab; one is approved with its enhanced
// category, checked in the catalogue and then removed from it again. The staged-products journey
// uses other rows of the same import.
const ENHANCED = [
  { sku: 'TLI-TS8D2V2', name: 'tempest ts-8d2 v2 8in sub dvc 2ohm 400w rms' },
  { sku: 'TLI-TS8D4V2', name: 'tempest ts-8d4 v2 8in sub dvc 4ohm 400w rms' },
] as const;

const SHOTS = process.env.STAGED_SHOTS_DIR;
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const card = (page: Page, row: { sku: string; name: string }) =>
  page.getByRole('listitem', { name: `${row.name} (${row.sku})` });

test('an admin enhances 2 rows on the AI tab, uses the enhanced category for one and approves it', async ({
  page,
}) => {
  test.slow();
  await adminSsoLogin(page);
  await page.goto('/staged-products');
  await page.getByRole('tab', { name: 'AI Enhanced' }).click();
  await expect(page).toHaveURL(/tab=ai/);
  await expect(page.getByRole('heading', { name: 'AI-Enhanced Product Staging' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Select All \(0 of \d+\)$/ })).toBeVisible();

  for (const row of ENHANCED) {
    await expect(card(page, row).getByText('Subs', { exact: true })).toBeVisible();
    await card(page, row)
      .getByRole('checkbox', { name: `Select ${row.name} (${row.sku})` })
      .check();
  }
  await expect(page.getByRole('checkbox', { name: /^Select All \(2 of \d+\)$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Enhance 2 Products' }).click();
  await expect(toast(page, 'AI Enhancement Started')).toBeVisible();
  await expect(toast(page, 'Processing 2 products. Results will appear automatically.')).toBeVisible();

  // The cards follow the jobs through polling, to completed.
  for (const row of ENHANCED)
    await expect(card(page, row).getByText('completed')).toBeVisible({ timeout: 60_000 });
  const first = card(page, ENHANCED[0]);
  const useCategory = first.getByRole('checkbox', { name: 'Use enhanced category' });
  await expect(useCategory).toBeEnabled();
  // The box is described by the value it would use.
  const valueId = await useCategory.getAttribute('aria-describedby');
  const enhancedCategory = (await first.locator(`[id="${valueId}"]`).textContent())?.trim();
  expect(enhancedCategory).toBeTruthy();
  expect(enhancedCategory).not.toBe('-');
  if (SHOTS) {
    await first.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/staged-ai-1280.png` });
  }
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // Use the enhanced category (saved), then approve that row alone with the AI choices.
  const saved = page.waitForResponse((r) => r.url().includes('/api/ai-enhancement/toggle/') && r.ok());
  await useCategory.check();
  await saved;
  await page.reload();
  await expect(
    card(page, ENHANCED[0]).getByRole('checkbox', { name: 'Use enhanced category' }),
  ).toBeChecked();
  await card(page, ENHANCED[0])
    .getByRole('checkbox', { name: `Select ${ENHANCED[0].name} (${ENHANCED[0].sku})` })
    .check();
  await page.getByRole('button', { name: 'Approve 1 Product' }).click();
  await expect(toast(page, 'Products Approved')).toBeVisible();
  await expect(toast(page, '1 product has been approved and moved to catalog.')).toBeVisible();
  await expect(card(page, ENHANCED[0])).toHaveCount(0);
  await expect(card(page, ENHANCED[1])).toHaveCount(1);

  // The catalogue has the product with the enhanced category (and its subcategory).
  await page.goto('/product-management');
  await page.getByLabel('Search').fill(ENHANCED[0].sku);
  const product = page
    .getByRole('table', { name: 'Products' })
    .getByRole('row')
    .filter({ hasText: ENHANCED[0].sku });
  await expect(product).toHaveCount(1);
  await expect(product).toContainText(enhancedCategory!);

  // Leave the catalogue as seeded for the journeys after this one.
  await removeApprovedProducts(page, [ENHANCED[0].sku]);
});
