import { type Page, expect, test } from '@playwright/test';
import { businessLogin, sidebar } from './support.ts';

// Demo data: Pacific Coast 12V Supply (distributor@demo.test) stocks Thunderline's and Kestrel's
// lines and keeps no record of Northgate's products. The journey adds one, adjusts it and deletes
// it again, so the demo stock other journeys rely on is never touched.
const PRODUCT = 'Signal SD-8B 8-Channel Digital Signal Processor with Bluetooth Streaming';
const SKU = 'NG-SD8B';
const SHOTS = 'test-results/inventory';

const card = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Inventory summary' }).getByRole('listitem').filter({ hasText: label });

/** Opens a product picker and chooses the product once the debounced search shows it. */
async function pickProduct(page: Page, scope: Page | ReturnType<Page['getByRole']>, name: string) {
  await scope.getByRole('combobox', { name }).click();
  await page.getByRole('combobox', { name: `Search ${name}` }).fill(SKU);
  const option = page.getByRole('option', { name: new RegExp(SKU) });
  await expect(option).toHaveCount(1);
  await option.click();
}

/** The row's On Hand, Reserved and Available cells and its status badge. */
async function expectRow(page: Page, onHand: string, available: string, status: string) {
  const row = page.getByRole('table', { name: 'Inventory' }).getByRole('row').filter({ hasText: PRODUCT });
  await expect(row.getByRole('cell').nth(3)).toHaveText(onHand);
  await expect(row.getByRole('cell').nth(5)).toHaveText(available);
  await expect(row.getByRole('cell').nth(7)).toHaveText(status);
}

async function adjust(page: Page, type: string, amount: string) {
  await page.getByRole('button', { name: `Adjust stock of ${PRODUCT}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust Stock' });
  await dialog.getByLabel('Type').selectOption(type);
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByRole('button', { name: 'Apply Adjustment' }).click();
  await expect(dialog).toBeHidden();
}

test('a distributor adds inventory for a new product, sees its status, receives and ships stock', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await businessLogin(page, 'distributor@demo.test');
  await sidebar(page).getByRole('button', { name: 'Inventory Management' }).click();
  await sidebar(page).getByRole('link', { name: 'Current Inventory' }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page.getByRole('heading', { name: 'Current Inventory' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Inventory' })).toBeVisible();
  await expect(page.getByLabel('Organization')).toHaveValue(/.+/);
  await page.screenshot({ path: `${SHOTS}/list-1280.png`, fullPage: true });

  // 1. Add the record: 8 on hand, reorder at 10.
  await page.getByRole('button', { name: 'Add Inventory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Inventory' });
  await expect(dialog.getByText('Pacific Coast 12V Supply')).toBeVisible();
  await pickProduct(page, dialog, 'Product');
  await expect(dialog.getByRole('combobox', { name: 'Product' })).toContainText(PRODUCT);
  await dialog.getByLabel('Quantity on Hand').fill('8');
  await dialog.getByLabel('Reorder Point').fill('10');
  await page.screenshot({ path: `${SHOTS}/add-1280.png` });
  await dialog.getByRole('button', { name: 'Add Inventory' }).click();
  await expect(page.getByText('Inventory created successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // 2. Narrow the list and the cards to the product: one Low Stock record.
  await pickProduct(page, page.getByRole('main'), 'Product');
  await expect(page).toHaveURL(/productId=/);
  await expectRow(page, '8', '8', 'Low Stock');
  await expect(card(page, 'Total Items')).toContainText('1');
  await expect(card(page, 'Low Stock')).toContainText('1');
  await expect(card(page, 'Total Quantity')).toContainText('8');

  // 3. Receive 20: In Stock, 28 on hand; the cards follow.
  await adjust(page, 'receive', '20');
  await expect(page.getByText('Inventory updated successfully').first()).toBeVisible();
  await expectRow(page, '28', '28', 'In Stock');
  await expect(card(page, 'Total Quantity')).toContainText('28');
  await expect(card(page, 'Low Stock')).toContainText('0');

  // 4. Ship 5; shipping more than is available is refused with the server's reason.
  await adjust(page, 'ship', '5');
  await expectRow(page, '23', '23', 'In Stock');
  await expect(card(page, 'Total Quantity')).toContainText('23');
  await page.getByRole('button', { name: `Adjust stock of ${PRODUCT}` }).click();
  const refused = page.getByRole('dialog', { name: 'Adjust Stock' });
  await refused.getByLabel('Type').selectOption('ship');
  await refused.getByLabel('Amount').fill('24');
  await refused.getByRole('button', { name: 'Apply Adjustment' }).click();
  // The server's refusal lands on the field (the form's own check lets 24 through).
  await expect(refused.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    refused.getByText('Only 23 units available (23 units on hand, 0 units reserved)'),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/adjust-refused-1280.png` });
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await page.screenshot({ path: `${SHOTS}/filtered-1280.png`, fullPage: true });

  // 5. On a phone the rows are cards and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneList = page.getByRole('list', { name: 'Inventory' });
  await expect(phoneList.getByText(PRODUCT)).toBeVisible();
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/filtered-390.png`, fullPage: true });
  await page.getByRole('button', { name: `Edit ${PRODUCT}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Inventory' });
  await expect(edit.getByLabel('Quantity on Hand')).toHaveValue('23');
  await page.screenshot({ path: `${SHOTS}/edit-390.png` });
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // 6. Delete it again: the demo stock is as it was.
  await page.getByRole('button', { name: `Delete ${PRODUCT}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Inventory deleted successfully').first()).toBeVisible();
  await expect(page.getByText('No inventory records found')).toBeVisible();
  await expect(card(page, 'Total Items')).toContainText('0');
});
