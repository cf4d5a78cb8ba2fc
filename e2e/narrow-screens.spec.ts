import { type Page, expect, test } from '@playwright/test';
import { adminSsoLogin, businessLogin } from './support.ts';

/** Spec §9 / issue 7 item 8: at 390 px no partner screen scrolls sideways. */
test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = process.env.NARROW_SHOTS_DIR;

const SCREENS = [
  { path: '/', title: 'Dashboard' },
  { path: '/catalog', title: 'Product Catalog' },
  { path: '/cart', title: 'Shopping Cart' },
  { path: '/orders', title: 'Orders' },
  { path: '/payment-options', title: 'Payment Options' },
  { path: '/organizations', title: 'Organizations' },
  { path: '/user-management', title: 'User Management' },
  { path: '/audit-log', title: 'Audit Log' },
  { path: '/inventory', title: 'Current Inventory' },
] as const;

/** The screens each demo account may open; the others show the no-access page (checked too). */
const CORE = ['/', '/catalog', '/cart', '/orders', '/payment-options'];
const ACCOUNTS: Record<string, readonly string[]> = {
  admin: SCREENS.map((s) => s.path),
  'manufacturer@demo.test': [...CORE, '/organizations', '/user-management', '/inventory'],
  'distributor@demo.test': [...CORE, '/inventory'],
  'shop@demo.test': CORE,
  'rep@demo.test': CORE,
};

async function signIn(page: Page, account: string) {
  if (account === 'admin') await adminSsoLogin(page);
  else await businessLogin(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

// Run in the page (as strings: the journeys' TypeScript has no DOM types).
/** How far the page is wider than the viewport (0 when it does not scroll sideways). */
const SIDEWAYS_OVERFLOW = 'document.documentElement.scrollWidth - window.innerWidth';
/** The elements sticking out past the viewport's right edge, to say what overflows. */
const OVERFLOWING = `[...document.querySelectorAll('body *')]
  .filter((el) => !el.closest('.sr-only') && el.getBoundingClientRect().right > window.innerWidth + 0.5)
  .slice(0, 8)
  .map((el) => el.tagName.toLowerCase() + '.' + String(el.className).slice(0, 80) + ' → '
    + Math.round(el.getBoundingClientRect().right) + 'px')`;
// (Screen-reader-only text is clipped and never widens the page.)

async function sidewaysOverflow(page: Page): Promise<number> {
  return (await page.evaluate(SIDEWAYS_OVERFLOW)) as number;
}

async function overflowing(page: Page): Promise<string[]> {
  return (await page.evaluate(OVERFLOWING)) as string[];
}

for (const [account, paths] of Object.entries(ACCOUNTS)) {
  test(`no screen scrolls sideways at 390 px for ${account}`, async ({ page }) => {
    await signIn(page, account);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
      if (paths.includes(screen.path)) {
        await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toHaveCount(
          0,
        );
      }
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      if (SHOTS) {
        const name = `${account.split('@')[0]}${screen.path.replaceAll('/', '-') || '-dashboard'}.png`;
        await page.screenshot({ path: `${SHOTS}/${name}`, fullPage: true });
      }
      const overflow = await sidewaysOverflow(page);
      expect(
        overflow,
        `${screen.path} for ${account}: ${(await overflowing(page)).join('; ')}`,
      ).toBeLessThanOrEqual(0);
    }
  });
}

test('User Management keeps the page-size selector at 50 per page with fewer users', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/user-management');
  const size = page.getByLabel('Rows per page');
  await expect(size).toBeVisible();
  await size.selectOption('50');
  await expect(page.getByText(/^Showing 1-\d+ of \d+ users$/)).toBeVisible();
  await expect(size).toBeVisible();
  await expect(size).toHaveValue('50');
  // The row actions are on the screen, not off its right edge.
  const edit = page.getByRole('button', { name: 'Edit Jordan Reyes' });
  await edit.scrollIntoViewIfNeeded();
  const box = await edit.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  // Rows offer only what the viewer may do: no Deactivate on one's own row (issue 7, item 9).
  await expect(page.getByRole('button', { name: 'Deactivate Jordan Reyes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deactivate Tony Alvarez' })).toBeVisible();
});

/** Category titles the sidebar (or the phone's drawer) shows cut short. */
async function cutCategoryTitles(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.flatMap((button) => {
        const span = button.querySelector('span');
        return span && span.scrollWidth > span.clientWidth ? [span.textContent ?? ''] : [];
      }),
    );
}

test('the drawer shows every category title in full', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(page.getByRole('button', { name: 'Inventory Management' })).toBeVisible();
  expect(await cutCategoryTitles(page)).toEqual([]);
});

/** A card's title keeps at least half the card's width beside the icon (issue 7: squeezed to 50 px). */
async function squeezedTitles(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Payment options' })
    .getByRole('heading', { level: 3 })
    .evaluateAll((titles) =>
      titles
        .filter((title) => {
          const card = title.closest('li');
          return !card || title.getBoundingClientRect().width < card.getBoundingClientRect().width / 2;
        })
        .map((title) => `${title.textContent}: ${Math.round(title.getBoundingClientRect().width)}px`),
    );
}

test('payment option titles are not squeezed by their badges, on a phone', async ({ page }) => {
  await signIn(page, 'shop@demo.test');
  await page.goto('/payment-options');
  await expect(
    page.getByRole('list', { name: 'Payment options' }).getByRole('heading').first(),
  ).toBeVisible();
  expect(await squeezedTitles(page)).toEqual([]);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the sidebar shows every category title in full', async ({ page }) => {
    await signIn(page, 'admin');
    expect(await cutCategoryTitles(page)).toEqual([]);
  });

  test('payment option titles are not squeezed by their badges', async ({ page }) => {
    await signIn(page, 'shop@demo.test');
    await page.goto('/payment-options');
    await expect(
      page.getByRole('list', { name: 'Payment options' }).getByRole('heading').first(),
    ).toBeVisible();
    expect(await squeezedTitles(page)).toEqual([]);
  });
});

/** Issue 15, item 24: back-office titles were cut short at 390 px ('Shop Owner Authori…'). */
const BACK_OFFICE = [
  '/product-management',
  '/bulk-product-update',
  '/staged-products',
  '/csv-import',
  '/series-management',
  '/shop-owner-authorizations',
  '/vehicles',
  '/inventory',
  '/organizations',
  '/user-management',
  '/audit-log',
  '/ai-enhancement-demo',
  '/bulk-ai-demo',
] as const;

/** Headings of the page whose text does not fit their box (cut by an ellipsis or a clamp). */
const CUT_HEADINGS = `[...document.querySelectorAll('main h1, main h2, header h1')]
  .filter((el) => el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 0.5)
  .map((el) => el.tagName.toLowerCase() + ' ' + el.textContent)`;

test('back-office page titles are shown in full at 390 px', async ({ page }) => {
  await signIn(page, 'admin');
  const cut: string[] = [];
  let checked = 0;
  for (const path of BACK_OFFICE) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    checked += 1;
    cut.push(...((await page.evaluate(CUT_HEADINGS)) as string[]).map((h) => `${path}: ${h}`));
  }
  expect(checked).toBe(BACK_OFFICE.length);
  expect(cut).toEqual([]);
});
