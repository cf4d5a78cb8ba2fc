import { type Locator, type Page, expect, test } from '@playwright/test';
import { E2E_PULL_ZONE_URL } from '../playwright.config.ts';
import { adminSsoLogin, freshProducts } from './support.ts';

// The app runs with the CDN configured against the fake Bunny storage zone (playwright.config.ts
// starts apps/server/src/test/fakes/serve-bunny-storage.ts before it). The demo keeps no image in
// object storage, so the journey stores two first, through image search on the fake providers
// (which answer for these SKUs) — not through the image migration, whose journey counts the demo's
// external images — and gives an organization of its own a logo.
const SKUS = ['E2E-CDN-PIC-1', 'E2E-CDN-PIC-2'] as const;
const ORG_NAME = 'E2E CDN Logo Org';
// A 2×2 PNG (red).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4w8BwhgGMzzAwAAAZjgMx8FJdJAAAAABJRU5ErkJggg==',
  'base64',
);

interface Organization {
  id: string;
  name: string;
  logoUrl: string | null;
}

/** Two products of Thunderline Audio, made afresh, with pictures stored by image search. */
async function productsWithStoredPictures(page: Page): Promise<string[]> {
  const ids = await freshProducts(page, 'Thunderline Audio', SKUS, (sku) => `CDN ${sku}`);
  const started = await page.request.post('/api/products/search-images', { data: { productIds: ids } });
  expect(started.status(), await started.text()).toBe(200);
  const { jobId } = (await started.json()) as { jobId: string };
  await expect
    .poll(
      async () => {
        const job = (await (
          await page.request.get(`/api/products/search-images/${jobId}/status`)
        ).json()) as {
          status: string;
          found: number;
        };
        return `${job.status} ${job.found}`;
      },
      { timeout: 30_000 },
    )
    .toBe('completed 2');
  for (const id of ids) {
    const product = (await (await page.request.get(`/api/products/${id}`)).json()) as { imageUrl: string };
    expect(product.imageUrl).toMatch(/^\/objects\/products\//);
  }
  return ids;
}

async function organizations(page: Page): Promise<Organization[]> {
  return (await (await page.request.get('/api/organizations')).json()) as Organization[];
}

/** An organization of the journey's own, with a logo stored in object storage. */
async function organizationWithStoredLogo(page: Page): Promise<string> {
  for (const old of (await organizations(page)).filter((o) => o.name === ORG_NAME)) {
    await page.request.delete(`/api/organizations/${old.id}`);
  }
  const created = await page.request.post('/api/organizations', {
    data: { name: ORG_NAME, type: 'shop_owner' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const upload = await page.request.post(`/api/organizations/${id}/logo/upload`);
  expect(upload.status(), await upload.text()).toBe(200);
  const { uploadURL } = (await upload.json()) as { uploadURL: string };
  const put = await page.request.put(uploadURL, { data: PNG, headers: { 'content-type': 'image/png' } });
  expect(put.ok(), await put.text()).toBe(true);
  const recorded = await page.request.put(`/api/organizations/${id}/logo`, { data: { logoURL: uploadURL } });
  expect(recorded.status(), await recorded.text()).toBe(200);
  return id;
}

/** A status card's number. */
const card = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');
const numberIn = async (locator: Locator) => Number((await locator.textContent())?.replaceAll(',', ''));
/** A results card's figure (total, migrated, failed, skipped). */
const figure = (results: Locator, field: string) =>
  results.locator('dt', { hasText: new RegExp(`^${field}$`) }).locator('xpath=following-sibling::dd[1]');

async function expectLoaded(picture: Locator) {
  await expect
    .poll(() =>
      picture.evaluate((element) => {
        const img = element as unknown as { complete: boolean; naturalWidth: number };
        return img.complete ? img.naturalWidth : 0;
      }),
    )
    .toBeGreaterThan(0);
}

test('an admin migrates stored product images and logos to the CDN', async ({ page }) => {
  await adminSsoLogin(page);
  const ids = await productsWithStoredPictures(page);
  const orgId = await organizationWithStoredLogo(page);

  await page.goto('/bunny-migration');
  await expect(page.getByRole('heading', { name: 'CDN Migration', level: 2 })).toBeVisible();
  await expect(page.getByText('CDN not configured', { exact: false })).toHaveCount(0);
  await expect(card(page, 'Current Storage Images')).toHaveText(/^\d/);
  const stored = await numberIn(card(page, 'Current Storage Images'));
  const onCdn = await numberIn(card(page, 'CDN Images'));
  expect(stored).toBeGreaterThanOrEqual(2);
  await expect(card(page, 'Total to Migrate')).toHaveText(stored.toLocaleString('en-US'));
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();

  // Product images: every stored one is copied to the zone and its address switched.
  await page
    .getByRole('button', { name: `Migrate Product Images (${stored.toLocaleString('en-US')})` })
    .click();
  await expect(page.getByText('Migration Complete', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText(`Migrated ${stored} of ${stored} product images to the CDN (0 already there, 0 failed)`),
  ).toBeVisible();
  const results = page
    .locator('div')
    .filter({ has: page.getByText('Migration Results') })
    .filter({ has: page.locator('dl') })
    .last();
  await expect(figure(results, 'total')).toHaveText(String(stored));
  await expect(figure(results, 'migrated')).toHaveText(String(stored));
  await expect(figure(results, 'failed')).toHaveText('0');
  await expect(figure(results, 'skipped')).toHaveText('0');
  await expect(results.getByText('100.0%')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Migrated' })).toHaveAttribute(
    'aria-valuetext',
    '100.0%',
  );

  // The status cards follow.
  await expect(card(page, 'Current Storage Images')).toHaveText('0');
  await expect(card(page, 'CDN Images')).toHaveText((onCdn + stored).toLocaleString('en-US'));
  await expect(card(page, 'Total to Migrate')).toHaveText('0');
  await expect(page.getByText('Complete', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All product images already migrated' })).toBeDisabled();

  // The products now point at the pull zone, and the catalogue card loads the picture from it.
  for (const id of ids) {
    const product = (await (await page.request.get(`/api/products/${id}`)).json()) as { imageUrl: string };
    expect(product.imageUrl.startsWith(`${E2E_PULL_ZONE_URL}/products/${id}/`)).toBe(true);
  }
  await page.goto('/catalog');
  await page.getByLabel('Search products').fill(SKUS[0]);
  await expect(page.getByText(/^1 products? found$/)).toBeVisible();
  const picture = page.locator(`img[src^="${E2E_PULL_ZONE_URL}/products/"]`);
  await expect(picture).toHaveCount(1);
  await expectLoaded(picture);

  // Logos: the organization's logo moves too, and still shows.
  await page.goto('/bunny-migration');
  await page.getByRole('button', { name: 'Migrate Logos' }).click();
  await expect(page.getByText('Logo Migration Complete', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText(/^Migrated [1-9]\d* of \d+ logos to the CDN \(\d+ already there, 0 failed\)$/),
  ).toBeVisible();
  await expect(figure(results, 'failed')).toHaveText('0');
  const org = (await organizations(page)).find((o) => o.id === orgId);
  expect(org?.logoUrl?.startsWith(`${E2E_PULL_ZONE_URL}/logos/${orgId}/`)).toBe(true);
  const logo = await page.request.get(org!.logoUrl!);
  expect(logo.ok()).toBe(true);
  expect(logo.headers()['content-type']).toMatch(/^image\//);

  // Run again (a fresh page: a repeat within a second would be taken for a double click): nothing
  // left, everything skipped.
  await page.reload();
  await page.getByRole('button', { name: 'Migrate Logos' }).click();
  await expect(
    page.getByText(/^Migrated 0 of [1-9]\d* logos to the CDN \([1-9]\d* already there, 0 failed\)$/),
  ).toBeVisible();
  await expect(figure(results, 'migrated')).toHaveText('0');
  await expect(results.getByText('100.0%')).toBeVisible();

  // At 390 px wide the screen has no sideways scroll.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'CDN Migration', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All product images already migrated' })).toBeVisible();
  expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);

  for (const id of ids) await page.request.delete(`/api/products/${id}`);
  await page.request.delete(`/api/organizations/${orgId}`);
});
