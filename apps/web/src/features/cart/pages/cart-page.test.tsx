import type { CartItem, CartSummary } from '@crossover/domain/cart';
import type { Product } from '@crossover/domain/catalog';
import { paymentOptionSchema } from '@crossover/domain/payment-options';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { buildUser } from '@/test/users';

const summary: CartSummary = {
  itemCount: 1,
  totalQuantity: 5,
  subtotal: '483.10',
  taxRate: '0.0725',
  taxLabel: 'Tax (7.25%)',
  tax: '35.02',
  total: '518.12',
  taxExempt: false,
};

function line(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 'line-1',
    productId: 'p1',
    quantity: 5,
    unitPrice: '100.65',
    totalPrice: '483.13',
    lineType: 'regular',
    masterPacks: 2,
    masterPackQty: 2,
    masterPackPrice: '96.62',
    orderable: true,
    availableQuantity: null,
    addedAt: '2026-01-01T00:00:00Z',
    product: {
      id: 'p1',
      name: 'Storm ST-150.2',
      sku: 'TL-ST150.2',
      authorizationType: 'can_order',
      canOrder: true,
      visibility: 'buyer',
    } as Product,
    ...overrides,
  };
}

/** Every field of the answer (null where optional), so the page's schema parse accepts it. */
const option = paymentOptionSchema.parse({
  ...Object.fromEntries(Object.keys(paymentOptionSchema.shape).map((key) => [key, null])),
  id: 'pay-1',
  organizationId: 'org-1',
  paymentType: 'credit_card',
  isDefault: true,
  isActive: true,
  cardNickname: 'Shop Visa',
  billingCountry: 'US',
  bankCountry: 'US',
  verificationStatus: 'pending',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

const paymentRequests = (api: ReturnType<typeof mockFetch>) =>
  api.requests.filter((r) => r.url.startsWith('/api/payment-options'));

describe('cart page', () => {
  it("lists only the buyer's own organization's payment methods", async () => {
    const api = mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser() },
      'GET /api/cart': { status: 200, body: [line()] },
      'GET /api/cart/summary': { status: 200, body: summary },
      'GET /api/payment-options?organizationId=org-1': { status: 200, body: [option] },
    });
    renderApp('/cart');
    const select = await screen.findByLabelText('Payment Method');
    await waitFor(() => expect(within(select).getByRole('option', { name: /Shop Visa/ })).toBeTruthy());
    expect(paymentRequests(api).map((r) => r.url)).toEqual(['/api/payment-options?organizationId=org-1']);
  });

  it('fetches no payment methods for an admin without an organization', async () => {
    const api = mockFetch({
      'GET /api/auth/user': {
        status: 200,
        body: buildUser({ role: 'admin', organizationId: null, organizationName: null }),
      },
      'GET /api/cart': { status: 200, body: [] },
      'GET /api/cart/summary': { status: 200, body: { ...summary, itemCount: 0 } },
    });
    renderApp('/cart');
    expect(await screen.findByText(/An organization is required to place orders/)).toBeTruthy();
    expect(screen.getByText('No payment methods on file.')).toBeTruthy();
    expect(paymentRequests(api)).toEqual([]);
  });

  it('says where stock is short (the rest is backordered) and how master packs make the total', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser() },
      'GET /api/cart': {
        status: 200,
        body: [
          line(),
          line({ id: 'line-2', productId: 'p2', quantity: 3, availableQuantity: 0, masterPacks: 0 }),
        ],
      },
      'GET /api/cart/summary': { status: 200, body: summary },
      'GET /api/payment-options?organizationId=org-1': { status: 200, body: [option] },
    });
    renderApp('/cart');
    const [first, second] = within(await screen.findByRole('list', { name: 'Cart items' })).getAllByRole(
      'listitem',
    );
    expect(first!.textContent).toContain('$100.65 each · 2 master packs of 2 at $96.62/unit');
    expect(first!.textContent).not.toContain('backordered');
    expect(
      within(second!).getByText('Out of stock at the supplier: all 3 will be backordered.'),
    ).toBeTruthy();
    // Short stock does not block the order.
    expect((screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
