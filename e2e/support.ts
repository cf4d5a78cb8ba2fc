import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page, expect } from '@playwright/test';

export const DEMO_PASSWORD = 'DemoPass!2026';
export const OUTBOX_DIR = path.resolve('.e2e-data/outbox');

export async function businessLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/business-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs the demo admin in through /admin-login and the bundled identity provider. */
export async function adminSsoLogin(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await page.getByRole('button', { name: 'Authenticate as Administrator' }).click();
  await expect(page.getByRole('heading', { name: 'Development identity provider' })).toBeVisible();
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * The newest mail in the server's outbox addressed to `to`, or '' while there is none. Mail is
 * written after the request that sends it has answered, so read it inside `expect.poll`.
 */
export function latestMailTo(to: string): string {
  const files = existsSync(OUTBOX_DIR)
    ? readdirSync(OUTBOX_DIR)
        .filter((name) => name.includes(to))
        .sort()
    : [];
  const newest = files.at(-1);
  return newest ? readFileSync(path.join(OUTBOX_DIR, newest), 'utf8') : '';
}

/** Empties the signed-in user's cart through the API, so a journey starts from a known cart. */
export async function emptyCart(page: Page): Promise<void> {
  const lines = (await (await page.request.get('/api/cart')).json()) as { id: string }[];
  for (const line of lines) expect((await page.request.delete(`/api/cart/${line.id}`)).ok()).toBe(true);
}

/** A signed-in admin starts emulating `email` through the header's switcher. */
export async function emulate(page: Page, email: string): Promise<void> {
  await page.getByRole('combobox', { name: /Emulate|View as|Switch user/i }).click();
  await page.getByPlaceholder(/Search/i).fill(email);
  await page.getByRole('option', { name: new RegExp(email.replaceAll('.', '\\.')) }).click();
  await expect(page.getByText('Emulation Mode Active')).toBeVisible({ timeout: 15_000 });
}

/**
 * Products of one demo manufacturer made afresh by SKU through the API (a product an earlier run
 * left on the same data directory is deleted first); answers their ids in the SKUs' order.
 */
export async function freshProducts(
  page: Page,
  manufacturerName: string,
  skus: readonly string[],
  nameOf: (sku: string) => string,
): Promise<string[]> {
  const series = (await (await page.request.get('/api/product-series')).json()) as Array<{
    id: string;
    manufacturerId: string;
    manufacturerName: string | null;
  }>;
  const target = series.find((s) => s.manufacturerName === manufacturerName);
  expect(target, `a series of ${manufacturerName}`).toBeDefined();
  const ids: string[] = [];
  for (const sku of skus) {
    const existing = await page.request.get(`/api/products/search-by-sku/${sku}`);
    if (existing.ok()) {
      const { id } = (await existing.json()) as { id?: string };
      if (id) await page.request.delete(`/api/products/${id}`);
    }
    const response = await page.request.post('/api/products', {
      data: { name: nameOf(sku), sku, manufacturerId: target!.manufacturerId, seriesId: target!.id },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

/** On /csv-import: picks the manufacturer, goes to the upload step and uploads a CSV file. */
export async function uploadCsvInWizard(
  page: Page,
  manufacturer: string,
  file: { name: string; text: string },
): Promise<void> {
  await page.getByRole('combobox', { name: 'Manufacturer' }).click();
  await page.getByRole('option', { name: manufacturer }).click();
  await page
    .getByRole('region', { name: 'Data Import Wizard' })
    .getByRole('button', { name: 'Next' })
    .click();
  await page.getByLabel('Product file').setInputFiles({
    name: file.name,
    mimeType: 'text/csv',
    buffer: Buffer.from(file.text),
  });
  await page.getByRole('button', { name: 'Upload File' }).click();
}
