import type { PaymentOption } from '@crossover/domain/payment-options';
import { paymentOptionSchema } from '@crossover/domain/payment-options';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { buildUser } from '@/test/users';
import { PENDING_VERIFICATION_HELP } from '../components/payment-option-card';
import { PaymentOptionsPage } from './payment-options-page';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

function Page() {
  const { user } = useCurrentUser();
  return user ? <PaymentOptionsPage /> : null;
}

/** Every field of the answer (null where optional), so the page's schema parse accepts it. */
function option(overrides: Partial<PaymentOption>): PaymentOption {
  return paymentOptionSchema.parse({
    ...Object.fromEntries(Object.keys(paymentOptionSchema.shape).map((key) => [key, null])),
    id: 'pay-1',
    organizationId: 'org-1',
    paymentType: 'credit_card',
    isDefault: false,
    isActive: true,
    billingCountry: 'US',
    bankCountry: 'US',
    verificationStatus: 'pending',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  });
}

const OPTIONS = {
  status: 200,
  body: [
    option({ id: 'pay-1', cardNickname: 'Shop Visa', isDefault: true }),
    option({ id: 'pay-2', cardNickname: 'Backup Amex', verificationStatus: 'verified' }),
  ],
};

function routes(role = 'shop_owner', extra = {}) {
  return {
    'GET /api/auth/user': { status: 200, body: buildUser({ role }) },
    'GET /api/organizations': { status: 200, body: [] },
    // Members list their own organization's; an admin names the organization (its own here).
    'GET /api/payment-options': OPTIONS,
    'GET /api/payment-options?organizationId=org-1': OPTIONS,
    ...extra,
  };
}

describe('Payment Options', () => {
  it('explains what Pending Verification means on a pending card only', async () => {
    mockFetch(routes());
    renderWithProviders(<Page />, '/payment-options');
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [pending, verified] = cards as [HTMLElement, HTMLElement];
    const badge = within(pending).getByText('Pending Verification');
    const help = within(pending).getByText(PENDING_VERIFICATION_HELP);
    expect(badge.getAttribute('aria-describedby')).toBe(help.id);
    expect(within(verified).getByText('Verified')).toBeTruthy();
    expect(within(verified).queryByText(PENDING_VERIFICATION_HELP)).toBeNull();
  });

  it('lets an administrator mark a pending option verified, and nobody else', async () => {
    const api = mockFetch(
      routes('admin', {
        'POST /api/payment-options/pay-1/verify': {
          status: 200,
          body: option({ id: 'pay-1', cardNickname: 'Shop Visa', verificationStatus: 'verified' }),
        },
      }),
    );
    const view = renderWithProviders(<Page />, '/payment-options');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Shop Visa as verified' }));
    expect(await screen.findByText('Payment option verified')).toBeTruthy();
    expect(api.to('POST /api/payment-options/pay-1/verify')).toHaveLength(1);
    // Only pending options offer it.
    expect(screen.queryByRole('button', { name: 'Mark Backup Amex as verified' })).toBeNull();
    view.unmount();

    mockFetch(routes('shop_owner'));
    renderWithProviders(<Page />, '/payment-options');
    expect(await screen.findByText('Shop Visa')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /as verified/ })).toBeNull();
  });
});
