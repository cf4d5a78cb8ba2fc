import { type Page, expect, test } from '@playwright/test';
import { businessLogin, emptyCart, sidebar } from './support.ts';

// Issue 7, item 3: a double click on Place Order used to send two placements; the second found the
// cart already emptied and the buyer saw only 'Error – Your cart is empty' although the order was
// placed. Now the button sends one placement per attempt (one Idempotency-Key), and says so.
const PRODUCT = 'Storm ST-250.4 4-Channel Amplifier';

const placedOrders = async (page: Page) =>
  ((await (await page.request.get('/api/orders?scope=placed')).json()) as { id: string }[]).length;

test('a double click on Place Order places one order and says it was placed', async ({ page }) => {
  await businessLogin(page, 'shop@demo.test');
  await expect(page.getByText('Welcome back, Tony')).toBeVisible();
  await emptyCart(page);
  await sidebar(page).getByRole('link', { name: 'Product Catalog' }).click();
  await page.getByLabel('Search products').fill(PRODUCT);
  // The search is debounced: click only once its result is on screen, not the card it replaces.
  await expect(page.getByText('1 product found')).toBeVisible();
  await page.getByRole('button', { name: `Add ${PRODUCT} to cart` }).click();
  await expect(page.getByText('Product added to cart').first()).toBeVisible();

  await sidebar(page)
    .getByRole('link', { name: /Shopping Cart/ })
    .click();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${PRODUCT}` })).toHaveValue('1');
  const place = page.getByRole('button', { name: 'Place Order' });
  await expect(place).toBeEnabled();
  const before = await placedOrders(page);

  const placements: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders')
      placements.push(request.headers()['idempotency-key'] ?? '');
  });
  await place.dblclick();

  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByText('Error', { exact: true })).toHaveCount(0);
  expect(placements).toHaveLength(1);
  expect(placements[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(await placedOrders(page)).toBe(before + 1);
});
