import { type Page, expect } from '@playwright/test';

/**
 * Removes catalogue products a journey approved from staging, by SKU (the signed-in admin's
 * session, through the API), so later journeys see the demo catalogue as seeded: the products
 * came from demo staged rows without pictures, and the catalogue's picture journey expects one on
 * every card.
 */
export async function removeApprovedProducts(page: Page, skus: readonly string[]): Promise<void> {
  expect(skus.length).toBeGreaterThan(0);
  for (const sku of skus) {
    const answer = await page.request.get(`/api/products?search=${encodeURIComponent(sku)}&status=all`);
    expect(answer.ok(), await answer.text()).toBe(true);
    const { products } = (await answer.json()) as { products: { id: string; sku: string }[] };
    const product = products.find((p) => p.sku === sku);
    expect(product, `catalogue product ${sku}`).toBeDefined();
    const removed = await page.request.delete(`/api/products/${product!.id}`);
    expect(removed.ok(), await removed.text()).toBe(true);
  }
}
