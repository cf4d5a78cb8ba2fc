import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { adminSsoLogin, businessLogin } from './support.ts';

// Demo data (apps/server/src/db/seed): Sound Garage (shop@demo.test) may order Thunderline's
// series, Surge among them; no seeded rule or campaign touches Surge, and no other journey prices
// it. The journey's rule is deactivated at its end, so the catalogue is left as it was found.
const SERIES = 'Surge';
const RULE = `Surge journey sale ${Date.now()}`;

const products = (page: Page) => page.getByRole('list', { name: 'Products' });

/** The first Surge card's name and the price it shows, in cents. */
async function surgePrice(page: Page, name?: string): Promise<{ name: string; cents: number }> {
  // A fresh load: the catalogue keeps its pages for 45 s, a new visit asks the server again.
  await page.goto('/catalog');
  await expect(page.getByText(/^\d+ products found$/)).toBeVisible();
  await page.getByLabel('Search products').fill(name ?? SERIES);
  await expect(
    page.getByRole('list', { name: 'Active filters' }).getByText(`Search: ${name ?? SERIES}`),
  ).toBeVisible();
  const card = name
    ? products(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name, exact: true }) })
    : products(page).getByRole('listitem').first();
  await expect(card).toBeVisible();
  const heading = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
  const text = (await card.locator('[data-price-line="price"] dd').textContent()) ?? '';
  const match = /\$([\d,]+)\.(\d{2})/.exec(text);
  expect(match, `a price on the card of ${heading}: "${text}"`).not.toBeNull();
  return { name: heading, cents: Number(match![1]!.replaceAll(',', '')) * 100 + Number(match![2]) };
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test("an admin's percentage rule on a series lowers a shop owner's catalogue price at once", async ({
  browser,
}) => {
  const shop = await (await browser.newContext()).newPage();
  await businessLogin(shop, 'shop@demo.test');
  await expect(shop.getByText('Welcome back, Tony')).toBeVisible();
  const before = await surgePrice(shop);
  expect(before.cents).toBeGreaterThan(0);

  // The admin adds a 20 % promotional rule on the Surge series.
  const admin = await (await browser.newContext()).newPage();
  await adminSsoLogin(admin);
  await admin.goto('/pricing-management');
  await expect(admin.getByRole('heading', { level: 2, name: 'Pricing Management' })).toBeVisible();
  await expect(admin.getByText('Manage organization pricing and promotional rules')).toBeVisible();
  await admin.getByRole('tab', { name: 'Pricing Rules' }).click();
  await admin.getByRole('button', { name: 'Add Rule' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Rule Name').fill(RULE);
  await dialog.getByLabel('Rule Type').selectOption('promotional');
  await dialog.getByLabel('Target Type').selectOption('series');
  await dialog.getByRole('combobox', { name: /^Target$/ }).click();
  await admin.getByRole('option', { name: /^Surge \(/ }).click();
  await dialog.getByLabel('Discount Type').selectOption('percentage');
  await dialog.getByLabel('Discount Value (%)').fill('20');
  await dialog.getByRole('button', { name: 'Add Rule' }).click();
  await expect(admin.getByText('Pricing rule created successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const table = admin.getByRole('table', { name: 'Pricing rules' });
  const row = table.getByRole('row').filter({ hasText: RULE });
  await expect(row).toContainText('Series: Surge');
  await expect(row).toContainText('20.0%');
  await expect(row).toContainText('Active');

  // The shop owner's catalogue shows the lower price straight away (no cache to wait out).
  const expected = before.cents - Math.round(before.cents * 0.2);
  await expect
    .poll(async () => (await surgePrice(shop, before.name)).cents, { timeout: 15_000 })
    .toBe(expected);
  await expect(products(shop).getByText(dollars(expected)).first()).toBeVisible();

  // ★ 'What would they pay?' gives the same price, step by step.
  const quote = admin.getByRole('form', { name: 'What would they pay?' });
  await quote.getByRole('combobox', { name: 'Product' }).click();
  await admin.getByPlaceholder('Search by name or SKU...').fill(before.name);
  await admin.getByRole('option', { name: before.name }).click();
  await quote.getByRole('combobox', { name: 'Buyer Organization' }).click();
  await admin.getByRole('option', { name: /Sound Garage/ }).click();
  await quote.getByRole('button', { name: 'Show price' }).click();
  const breakdown = admin.getByRole('list', { name: 'Price breakdown' });
  await expect(breakdown).toContainText(`${RULE}: Percentage 20.0 % off`);
  await expect(breakdown.getByText(dollars(expected)).first()).toBeVisible();

  // Deactivating it gives the old price back.
  await row.getByRole('button', { name: `Deactivate ${RULE}` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Inactive');
  await expect
    .poll(async () => (await surgePrice(shop, before.name)).cents, { timeout: 15_000 })
    .toBe(before.cents);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Run in the page (as a string: the journeys' TypeScript has no DOM types).
  const SIDEWAYS_OVERFLOW = 'document.documentElement.scrollWidth - window.innerWidth';

  test('Pricing Management, its tabs, the quote panel and the rule dialog never scroll sideways, with no serious accessibility violation', async ({
    page,
  }) => {
    await adminSsoLogin(page);
    await page.goto('/pricing-management');
    await expect(page.getByRole('heading', { level: 2, name: 'Pricing Management' })).toBeVisible();
    // The demo's organization prices show as cards on a phone.
    await expect(page.getByRole('list', { name: 'Organization pricing' })).toBeVisible();
    expect(await page.evaluate(SIDEWAYS_OVERFLOW)).toBe(0);
    if (process.env.NARROW_SHOTS_DIR)
      await page.screenshot({
        path: `${process.env.NARROW_SHOTS_DIR}/pricing-management.png`,
        fullPage: true,
      });
    await page.getByRole('tab', { name: 'Pricing Rules' }).click();
    await expect(
      page.getByRole('list', { name: 'Pricing rules' }).getByText('Harrier Spring Sale'),
    ).toBeVisible();
    expect(await page.evaluate(SIDEWAYS_OVERFLOW)).toBe(0);
    const serious = (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
    await page.getByRole('button', { name: 'Add Rule' }).click();
    await expect(page.getByRole('dialog').getByLabel('Rule Name')).toBeVisible();
    expect(await page.evaluate(SIDEWAYS_OVERFLOW)).toBe(0);
    if (process.env.NARROW_SHOTS_DIR)
      await page.screenshot({ path: `${process.env.NARROW_SHOTS_DIR}/pricing-rule-dialog.png` });
  });
});
