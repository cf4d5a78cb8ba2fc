import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { adminSsoLogin, businessLogin } from './support.ts';

// Demo data (apps/server/src/db/seed): Sound Garage (shop@demo.test) orders Thunderline's series
// through Pacific Coast 12V Supply and Thunderline Audio; it holds no grant on Northgate's Pulse
// and Northgate Electronics is not one of its suppliers. Pending staged products propose
// Thunderline's 'Cyclone', which does not exist yet. Each journey puts back what it changed.

const SHOP = 'Sound Garage Custom Audio';
const PULSE_PRODUCT = 'Pulse PA-75.4 DSP 4-Channel Amplifier';

async function openFor(page: Page, shopOwner: string) {
  await page.goto('/shop-owner-authorizations');
  await expect(page.getByRole('heading', { name: 'Shop Owner Authorizations' }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Shop Owner' }).click();
  await page.getByPlaceholder('Search shop owner...').fill(shopOwner);
  await page.getByRole('option', { name: shopOwner }).click();
  await expect(page.getByRole('heading', { name: 'Supplier Organizations' })).toBeVisible();
  await expect(page.getByText('Loading series…')).toHaveCount(0);
}

const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name}`) });

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save Authorizations' }).click();
  await expect(page.getByText('Series authorizations updated successfully')).toBeVisible();
  // The saving flag clears a second after the answers.
  await expect(page.getByRole('button', { name: 'Save Authorizations' })).toBeEnabled();
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await adminSsoLogin(page);
  return { context, page };
}

/** The shop owner's catalogue card of one product, searched for by name. */
async function shopCard(page: Page) {
  await page.goto('/catalog');
  await expect(page.getByText(/^\d+ products found$/)).toBeVisible();
  await page.getByLabel('Search products').fill(PULSE_PRODUCT);
  await expect(
    page.getByRole('list', { name: 'Active filters' }).getByText(`Search: ${PULSE_PRODUCT}`),
  ).toBeVisible();
  const card = page
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: PULSE_PRODUCT, exact: true }) });
  await expect(card).toHaveCount(1);
  return card;
}

test('an admin authorizes a shop owner for a series and its supplier, then withdraws it', async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  await businessLogin(shop, 'shop@demo.test');
  await expect(shop.getByText('Welcome back, Tony')).toBeVisible();
  const before = await shopCard(shop);
  await expect(before).toContainText('Limited Pricing View');
  await expect(before.getByRole('button', { name: /to cart$/ })).toHaveCount(0);

  await openFor(admin.page, SHOP);
  const northgate = checkbox(admin.page, 'Northgate Electronics');
  await expect(northgate).not.toBeChecked();
  await admin.page.getByLabel('Filter series').fill('Pulse');
  const pulse = checkbox(admin.page, 'Pulse');
  await expect(pulse).not.toBeChecked();
  await northgate.check();
  await pulse.check();
  await expect(admin.page.getByText('2 unsaved changes')).toBeVisible();
  await save(admin.page);

  const orderable = await shopCard(shop);
  await expect(orderable.getByRole('button', { name: `Add ${PULSE_PRODUCT} to cart` })).toBeVisible();
  await expect(orderable).not.toContainText('Limited Pricing View');

  // Withdraw both: the grants stay as history, and the product is view only again.
  await admin.page.reload();
  await expect(checkbox(admin.page, 'Pulse')).toBeChecked();
  await checkbox(admin.page, 'Northgate Electronics').uncheck();
  await checkbox(admin.page, 'Pulse').uncheck();
  await save(admin.page);

  const viewOnly = await shopCard(shop);
  await expect(viewOnly).toContainText('Limited Pricing View');
  await expect(viewOnly.getByRole('button', { name: /to cart$/ })).toHaveCount(0);
  await shopContext.close();
  await admin.context.close();
});

test("saving a 'Not Yet Saved' series creates it, and it shows as 'Saved to DB'", async ({ browser }) => {
  const { context, page } = await adminPage(browser);
  await openFor(page, SHOP);
  await page.getByLabel('Filter series').fill('Cyclone');
  const proposal = page.getByRole('listitem').filter({ has: checkbox(page, 'Cyclone') });
  await expect(proposal).toContainText('Not Yet Saved');
  await checkbox(page, 'Cyclone').check();
  await save(page);
  await expect(proposal).toContainText('Saved to DB');
  await expect(checkbox(page, 'Cyclone')).toBeChecked();

  // Put the demo back: the new series (and with it the grant) goes; the proposal shows again.
  const found = (await (await page.request.get('/api/product-series?search=Cyclone')).json()) as {
    id: string;
    name: string;
  }[];
  const created = found.find((s) => s.name === 'Cyclone');
  expect(created).toBeDefined();
  expect((await page.request.delete(`/api/product-series/${created!.id}`)).ok()).toBe(true);
  await page.reload();
  await page.getByLabel('Filter series').fill('Cyclone');
  await expect(page.getByRole('listitem').filter({ has: checkbox(page, 'Cyclone') })).toContainText(
    'Not Yet Saved',
  );
  await context.close();
});

test('the authorizations screen has no serious accessibility violations and fits 390 px', async ({
  page,
}) => {
  await adminSsoLogin(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await openFor(page, SHOP);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(
      await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
    ).toBeLessThanOrEqual(0);
  }
});
