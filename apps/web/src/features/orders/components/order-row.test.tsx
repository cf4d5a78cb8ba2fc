import type { Order, OrderDetail } from '@crossover/domain/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { OrdersPage } from '../pages/orders-page';

const order: Order = {
  id: 'order-1',
  orderNumber: 'ORD-1001',
  status: 'pending',
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  notes: 'Leave at the back door',
  organizationId: 'org-1',
  organizationName: 'Bass Shack',
  vendorOrganizationId: 'org-9',
  vendorOrganizationName: 'Kestrel Acoustics',
  paymentOptionId: 'pay-1',
  subtotalAmount: '1250.00',
  taxAmount: '90.63',
  totalAmount: '1340.63',
  itemCount: 2,
  direction: 'placed',
  allowedTransitions: [],
};

const detail: OrderDetail = {
  ...order,
  items: [
    {
      id: 'line-1',
      productId: 'p-1',
      sku: 'AMP-500',
      productName: 'Mono Amplifier',
      quantity: 2,
      unitPrice: '500.00',
      totalPrice: '1000.00',
      masterPacks: 0,
      masterPackQty: 1,
      masterPackPrice: null,
    },
    {
      id: 'line-2',
      productId: null,
      sku: null,
      productName: 'Speaker Wire',
      quantity: 1,
      unitPrice: '250.00',
      totalPrice: '250.00',
      masterPacks: 0,
      masterPackQty: 1,
      masterPackPrice: null,
    },
  ],
};

const DETAIL = 'GET /api/orders/order-1';

function cellTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

async function disclosureButton() {
  const row = (await screen.findByRole('heading', { name: 'ORD-1001' })).closest('li')!;
  return within(row).getByRole('button', { name: 'View items' });
}

describe('order line items', () => {
  it('loads the lines only when opened and shows them with the order totals', async () => {
    const api = mockFetch({
      'GET /api/orders': { status: 200, body: [order] },
      [DETAIL]: { status: 200, body: detail },
    });
    renderWithProviders(<OrdersPage />, '/orders');
    const button = await disclosureButton();
    // The spec's row content stays as it was.
    expect(screen.getByText('Notes: Leave at the back door')).toBeTruthy();
    expect(screen.getByText('$1,340.63')).toBeTruthy();

    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(api.to(DETAIL)).toHaveLength(0);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Hide items');
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByRole('status').textContent).toBe('Loading items…');

    const table = await within(panel).findByRole('table', { name: 'Items of order ORD-1001' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Product', 'SKU', 'Qty', 'Unit Price', 'Total']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cellTexts(first!)).toEqual(['Mono Amplifier', 'AMP-500', '2', '$500.00', '$1,000.00']);
    expect(cellTexts(second!)).toEqual(['Speaker Wire', '-', '1', '$250.00', '$250.00']);
    expect(within(table).getByRole('rowheader', { name: 'Subtotal' }).nextElementSibling?.textContent).toBe(
      '$1,250.00',
    );
    expect(within(table).getByRole('rowheader', { name: 'Tax' }).nextElementSibling?.textContent).toBe(
      '$90.63',
    );
    expect(within(table).getByRole('rowheader', { name: 'Total' }).nextElementSibling?.textContent).toBe(
      '$1,340.63',
    );

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toBe('View items');
    expect(panel.hidden).toBe(true);

    // Reopening reads the cached lines instead of fetching them again.
    fireEvent.click(button);
    expect(within(panel).getByRole('table')).toBeTruthy();
    expect(api.to(DETAIL)).toHaveLength(1);
  });

  it('offers Try again when the lines cannot be loaded', async () => {
    let calls = 0;
    const api = mockFetch({
      'GET /api/orders': { status: 200, body: [order] },
      [DETAIL]: () => {
        calls += 1;
        return calls === 1 ? jsonResponse(500, { message: 'Boom' }) : jsonResponse(200, detail);
      },
    });
    renderWithProviders(<OrdersPage />, '/orders');
    fireEvent.click(await disclosureButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Items could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('table', { name: 'Items of order ORD-1001' })).toBeTruthy();
    await waitFor(() => expect(api.to(DETAIL)).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('order row texts', () => {
  it('names the organization, keeping its id in a tooltip', async () => {
    mockFetch({ 'GET /api/orders': { status: 200, body: [order] } });
    renderWithProviders(<OrdersPage />, '/orders');
    const name = await screen.findByText('Bass Shack');
    expect(name.getAttribute('title')).toBe('Organization id: org-1');
    expect(screen.queryByText('org-1')).toBeNull();
    expect(screen.queryByText(/org-1/)).toBeNull();
  });

  it('explains a master-pack total on the order line as the cart does', async () => {
    const packed: OrderDetail = {
      ...detail,
      items: [
        {
          ...detail.items[0]!,
          quantity: 4,
          unitPrice: '100.65',
          totalPrice: '386.48',
          masterPacks: 2,
          masterPackQty: 2,
          masterPackPrice: '96.62',
        },
      ],
    };
    mockFetch({ 'GET /api/orders': { status: 200, body: [order] }, [DETAIL]: { status: 200, body: packed } });
    renderWithProviders(<OrdersPage />, '/orders');
    fireEvent.click(await disclosureButton());
    const table = await screen.findByRole('table', { name: 'Items of order ORD-1001' });
    const [, line] = within(table).getAllByRole('row');
    expect(within(line!).getByText('2 master packs of 2 at $96.62/unit')).toBeTruthy();
    expect(cellTexts(line!).slice(2)).toEqual(['4', '$100.65', '$386.48']);
  });
});
