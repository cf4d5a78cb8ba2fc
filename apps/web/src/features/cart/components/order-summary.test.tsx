import type { CartSummary } from '@crossover/domain/cart';
import type { PaymentOption } from '@crossover/domain/payment-options';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { OrderSummary } from './order-summary';

const summary: CartSummary = {
  itemCount: 1,
  totalQuantity: 1,
  subtotal: '100.00',
  taxRate: '0.0725',
  taxLabel: 'Tax (7.25%)',
  tax: '7.25',
  total: '107.25',
  taxExempt: false,
};

const card = {
  id: 'a',
  organizationId: 'org-1',
  paymentType: 'credit_card',
  isDefault: true,
  isActive: true,
  cardNickname: 'Card a',
  verificationStatus: 'pending',
} as PaymentOption;

/** The summary over a cart whose contents the test can change. */
function Harness() {
  const [signature, setSignature] = useState('line-1:1');
  return (
    <>
      <button type="button" onClick={() => setSignature('line-2:3')}>
        Change cart
      </button>
      <OrderSummary
        summary={summary}
        itemCount={1}
        cartSignature={signature}
        paymentOptions={[card]}
        paymentOptionsLoading={false}
      />
    </>
  );
}
const renderSummary = () => renderWithProviders(<Harness />);

const placeButton = () => screen.getByRole('button', { name: /Place Order|Placing Order/ });
const keysSent = (api: ReturnType<typeof mockFetch>) =>
  api.to('POST /api/orders').map((r) => r.headers['idempotency-key']);

describe('Place Order (one placement per attempt)', () => {
  it('sends one placement for a double click, and the buyer sees the success', async () => {
    let release: (r: Response) => void = () => {};
    const api = mockFetch({
      'POST /api/orders': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderSummary();
    // Both clicks land before React re-renders the button as disabled.
    fireEvent.click(placeButton());
    fireEvent.click(placeButton());
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(true));
    expect(api.to('POST /api/orders')).toHaveLength(1);
    release(jsonResponse(201, { orders: [] }));
    expect(await screen.findByText('Order placed successfully!')).toBeTruthy();
    expect(api.to('POST /api/orders')).toHaveLength(1);
  });

  it('retries a failed attempt with the same key, and starts a new attempt with a new key', async () => {
    let failures = 1;
    const api = mockFetch({
      'POST /api/orders': () =>
        failures-- > 0
          ? jsonResponse(503, { message: 'Service unavailable' })
          : jsonResponse(201, { orders: [] }),
    });
    renderSummary();
    fireEvent.click(placeButton());
    expect(await screen.findByText('Service unavailable')).toBeTruthy();
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton());
    expect(await screen.findByText('Order placed successfully!')).toBeTruthy();
    const [first, retry] = keysSent(api);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);

    // A new cart is a new attempt.
    fireEvent.click(screen.getByRole('button', { name: 'Change cart' }));
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton());
    await waitFor(() => expect(keysSent(api)).toHaveLength(3));
    expect(keysSent(api)[2]).not.toBe(first);
  });
});

describe('a cart with lines that can no longer be ordered', () => {
  it('keeps Place Order disabled and says why until they are removed', () => {
    mockFetch({});
    const view = renderWithProviders(
      <OrderSummary
        summary={summary}
        itemCount={2}
        blockedCount={1}
        paymentOptions={[card]}
        paymentOptionsLoading={false}
      />,
    );
    const button = placeButton() as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(
      screen.getByText(
        '1 item can no longer be ordered and is not in the total. Remove it to place the order.',
      ),
    ).toBeTruthy();
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    view.unmount();
    renderWithProviders(
      <OrderSummary summary={summary} itemCount={1} paymentOptions={[card]} paymentOptionsLoading={false} />,
    );
    expect((placeButton() as HTMLButtonElement).disabled).toBe(false);
  });
});
