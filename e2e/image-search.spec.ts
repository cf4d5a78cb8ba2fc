import { type Page, expect, test } from '@playwright/test';
import { adminSsoLogin, freshProducts } from './support.ts';

// The app runs against the fake image search providers (playwright.config.ts starts
// apps/server/src/test/fakes/serve-image-providers.ts beside it): they answer for these three
// SKUs — an image on the manufacturer's site, one on a dealer's site, and nothing acceptable.
const SKUS = { maker: 'E2E-IMG-MAKER', dealer: 'E2E-IMG-DEALER', none: 'E2E-IMG-NONE' } as const;

/** The three products (of Thunderline Audio, whose site is thunderline-audio.test), made afresh. */
const createProducts = (page: Page) =>
  freshProducts(page, 'Thunderline Audio', Object.values(SKUS), (sku) => `Image search ${sku}`);

/** The product card's picture has loaded from our own storage. */
async function expectStoredPicture(page: Page, sku: string) {
  await page.goto('/catalog');
  await page.getByLabel('Search products').fill(sku);
  await expect(page.getByText(/^1 products? found$/)).toBeVisible();
  const picture = page.locator('img[src^="/objects/products/"]');
  await expect(picture).toHaveCount(1);
  await expect
    .poll(() =>
      picture.evaluate((element) => {
        const img = element as unknown as { complete: boolean; naturalWidth: number };
        return img.complete ? img.naturalWidth : 0;
      }),
    )
    .toBeGreaterThan(0);
}

test('an admin finds images for 3 products: on the maker site, on a dealer site, and none', async ({
  page,
}) => {
  await adminSsoLogin(page);
  const ids = await createProducts(page);

  await page.goto('/image-search');
  await expect(page.getByRole('heading', { name: 'Product Image Search' }).first()).toBeVisible();
  // The provider card: three configured providers, load balancing on.
  await expect(page.getByText('Search Provider Status')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();

  const list = page.getByRole('list').filter({ hasText: SKUS.maker });
  await page.getByRole('searchbox', { name: 'Filter products' }).fill('E2E-IMG');
  await expect(page.getByText(/^3 of \d+ products$/)).toBeVisible();
  // Nothing selected: the spec's refusal.
  await page.getByRole('button', { name: 'Start Search (0 selected)' }).click();
  await expect(page.getByText('Please select at least one product to search for images')).toBeVisible();

  await page.getByRole('button', { name: 'Select All', exact: true }).click();
  const start = page.getByRole('button', { name: 'Start Search (3 selected)' });
  await start.click();
  await expect(page.getByText('Started searching for images for 3 products')).toBeVisible();

  // Progress (the last product's answers are slow) until the end, then the result toast.
  const progress = page.getByRole('progressbar', { name: 'Image search progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByText(`Current SKU: ${SKUS.none}`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^[0-3] \/ 3 processed$/)).toBeVisible();
  await expect(page.getByText('Search Complete')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Found 2 images, 1 failed')).toBeVisible();

  // The two found products left the list; the third says it was not found.
  await expect(list.getByText(SKUS.maker)).toHaveCount(0);
  await expect(page.getByText(/^1 of \d+ products$/)).toBeVisible();
  const none = page.getByRole('listitem').filter({ hasText: SKUS.none });
  await expect(none.getByText('Not found')).toBeVisible();

  // What the products record, and the pictures on the catalogue cards.
  const maker = (await (await page.request.get(`/api/products/${ids[0]}`)).json()) as Record<string, unknown>;
  expect(maker).toMatchObject({ imageSourceUrl: expect.stringContaining('/img/maker-480x360.png') });
  await expectStoredPicture(page, SKUS.maker);
  await expectStoredPicture(page, SKUS.dealer);

  // At 390 px wide the screen has no sideways scroll.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/image-search');
  await expect(page.getByText(/^\d+ of \d+ products$/)).toBeVisible();
  expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);

  for (const id of ids) await page.request.delete(`/api/products/${id}`);
});
