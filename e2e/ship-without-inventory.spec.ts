import { type Browser, type Page, expect, test } from '@playwright/test';
import { businessLogin, emptyCart, sidebar } from './support.ts';

// Issue 7, item 4: 'Mark as Shipped' failed with 'Not enough stock on hand' because placement
// reserved the whole quantity even where the vendor had less (or nothing) on hand. Now placement
// reserves only what is available, the cart says what will be backordered, and shipping settles
// exactly what each line reserved; a line whose vendor keeps no inventory record ships too.
// Demo data: Storm amplifiers reach Sound Garage through Pacific (distributor@demo.test), which
// stocks far fewer than 9,999; manufacturers (Thunderline: manufacturer@demo.test) keep no
// inventory records at all.
const PRODUCT = 'Storm ST-6000.1 Monoblock Amplifier';

async function signedIn(browser: Browser, email: string, welcome: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await businessLogin(page, email);
  await expect(page.getByText(`Welcome back, ${welcome}`)).toBeVisible();
  return page;
}

async function addToCart(page: Page) {
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
}

/** Places the cart; answers the new order's number. */
async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  const orders = (await (await page.request.get('/api/orders?scope=placed')).json()) as {
    orderNumber: string;
  }[];
  expect(orders.length).toBeGreaterThan(0);
  return orders[0]!.orderNumber;
}

/** The vendor moves the order to Processing, then Shipped. */
async function ship(vendor: Page, orderNumber: string) {
  await sidebar(vendor).getByRole('link', { name: 'Orders' }).click();
  const received = vendor
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ has: vendor.getByRole('heading', { name: orderNumber }) });
  await received.getByRole('button', { name: 'Mark as Processing' }).click();
  await expect(received).toContainText('Processing');
  await received.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(received).toContainText('Shipped');
  await expect(received.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();
  await expect(vendor.getByText(/Not enough stock/)).toHaveCount(0);
}

test('more than the distributor has in stock: the cart says so, the order is placed and ships', async ({
  browser,
}) => {
  const shop = await signedIn(browser, 'shop@demo.test', 'Tony');
  await addToCart(shop);
  // A typed quantity above the maximum is capped, and the page says so.
  const quantity = shop.getByRole('spinbutton', { name: `Quantity of ${PRODUCT}` });
  await quantity.fill('999999');
  await quantity.press('Enter');
  await expect(shop.getByText('At most 9,999 per line: the quantity was set to 9,999.')).toBeVisible();
  await expect(quantity).toHaveValue('9999');
  await expect(
    shop.getByText(/in stock at the supplier: (the other|all) \d+ will be backordered\./),
  ).toBeVisible();
  const orderNumber = await placeOrder(shop);

  const distributor = await signedIn(browser, 'distributor@demo.test', 'Marcus');
  await ship(distributor, orderNumber);
});

test('a line whose vendor keeps no inventory record ships', async ({ browser }) => {
  // Pacific buys Thunderline's products from Thunderline itself, which keeps no stock records.
  const distributor = await signedIn(browser, 'distributor@demo.test', 'Marcus');
  const option = await distributor.request.post('/api/payment-options', {
    data: {
      paymentType: 'net_account',
      netAccountNickname: 'Journey Net 30',
      netTerms: 'Net 30',
      isDefault: true,
    },
  });
  expect(option.ok(), await option.text()).toBe(true);
  await addToCart(distributor);
  await expect(distributor.getByText(/backordered/)).toHaveCount(0);
  const orderNumber = await placeOrder(distributor);

  const manufacturer = await signedIn(browser, 'manufacturer@demo.test', 'Dana');
  await ship(manufacturer, orderNumber);
});
