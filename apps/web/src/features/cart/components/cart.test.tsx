import type { CartSummary } from '@crossover/domain/cart';
import type { PaymentOption } from '@crossover/domain/payment-options';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { interpretQuantity } from '../api/update-cart-item';
import { OrderSummary, taxLabel } from './order-summary';
import { QuantityControl } from './quantity-control';

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

function option(id: string, isDefault: boolean): PaymentOption {
  return {
    id,
    organizationId: 'org-1',
    paymentType: 'credit_card',
    isDefault,
    isActive: true,
    cardNickname: `Card ${id}`,
    verificationStatus: 'pending',
  } as PaymentOption;
}

describe('quantity rules', () => {
  it('maps typed values: non-numeric → 1, 0 or less → remove, capped at 9,999', () => {
    expect(interpretQuantity('abc')).toEqual({ action: 'set', quantity: 1, capped: false });
    expect(interpretQuantity('')).toEqual({ action: 'set', quantity: 1, capped: false });
    expect(interpretQuantity('0')).toEqual({ action: 'remove' });
    expect(interpretQuantity('-3')).toEqual({ action: 'remove' });
    expect(interpretQuantity('7')).toEqual({ action: 'set', quantity: 7, capped: false });
    expect(interpretQuantity('9999')).toEqual({ action: 'set', quantity: 9999, capped: false });
    expect(interpretQuantity('123456')).toEqual({ action: 'set', quantity: 9999, capped: true });
  });

  it('says so by the input when a typed quantity is capped at 9,999', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <QuantityControl quantity={3} productName="Amp" onChange={onChange} onRemove={vi.fn()} />,
    );
    const input = screen.getByLabelText('Quantity of Amp');
    fireEvent.change(input, { target: { value: '999999' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(9999);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('At most 9,999 per line: the quantity was set to 9,999.');
    expect(input.getAttribute('aria-describedby')).toBe(notice.id);
    // The next change that is not capped clears it.
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Amp' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('disables decrease at 1 and removes the line when 0 is typed', () => {
    const onChange = vi.fn();
    const onRemove = vi.fn();
    renderWithProviders(
      <QuantityControl quantity={1} productName="Amp" onChange={onChange} onRemove={onRemove} />,
    );
    expect(
      (screen.getByRole('button', { name: 'Decrease quantity of Amp' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Amp' }));
    expect(onChange).toHaveBeenCalledWith(2);
    const input = screen.getByLabelText('Quantity of Amp');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});

describe('OrderSummary', () => {
  it('labels tax with two decimals or Exempt', () => {
    expect(taxLabel({ taxRate: '0.0725', taxExempt: false })).toBe('Tax (7.25%)');
    expect(taxLabel({ taxRate: '0.0000', taxExempt: true })).toBe('Tax (Exempt)');
  });

  it('disables Place Order with an empty cart or without payment options', () => {
    mockFetch({});
    const { unmount } = renderWithProviders(
      <OrderSummary
        summary={summary}
        itemCount={0}
        paymentOptions={[option('a', true)]}
        paymentOptionsLoading={false}
      />,
    );
    expect((screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    renderWithProviders(
      <OrderSummary summary={summary} itemCount={1} paymentOptions={[]} paymentOptionsLoading={false} />,
    );
    expect((screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('preselects the default option and sends an Idempotency-Key', async () => {
    const api = mockFetch({ 'POST /api/orders': { status: 201, body: { orders: [] } } });
    renderWithProviders(
      <OrderSummary
        summary={summary}
        itemCount={1}
        paymentOptions={[option('a', false), option('b', true)]}
        paymentOptionsLoading={false}
      />,
    );
    expect((screen.getByLabelText('Payment Method') as HTMLSelectElement).value).toBe('b');
    expect(screen.getByText('Tax (7.25%)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(api.to('POST /api/orders')).toHaveLength(1));
    const request = api.to('POST /api/orders')[0]!;
    expect(request.body).toEqual({ paymentOptionId: 'b' });
    expect(request.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('explains, and keeps Place Order disabled, when the buyer has no organization', () => {
    mockFetch({});
    renderWithProviders(
      <OrderSummary
        summary={summary}
        itemCount={1}
        paymentOptions={[option('a', true)]}
        paymentOptionsLoading={false}
        hasOrganization={false}
      />,
    );
    expect(screen.getByText(/An organization is required to place orders/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
