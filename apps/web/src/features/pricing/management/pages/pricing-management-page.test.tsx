import { PRICING_MESSAGES } from '@crossover/domain/pricing/management-fields';
import type { OrganizationPricing } from '@crossover/domain/pricing/organization-pricing';
import type { PricingRule } from '@crossover/domain/pricing/pricing-rules';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { buildUser } from '@/test/users';
import { PricingManagementPage } from './pricing-management-page';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

function Page() {
  const { status } = useCurrentUser();
  return status === 'loading' ? null : <PricingManagementPage />;
}

const ENTRY: OrganizationPricing = {
  id: 'op-1',
  productId: 'p-1',
  organizationId: 'org-shop',
  organizationName: 'Sound Garage',
  organizationType: 'shop_owner',
  product: { id: 'p-1', name: 'Storm ST-250.4', sku: 'TL-ST250.4', manufacturerName: 'Thunderline Audio' },
  markupStrategy: 'custom_price',
  markupValue: null,
  customCost: '99.50',
  customMasterPackCost: null,
  customMasterPackQty: null,
  validFrom: '2026-03-01',
  validTo: null,
  isActive: true,
  createdAt: '2026-03-01T00:00:00Z',
  updatedAt: '2026-03-01T00:00:00Z',
};

const RULE: PricingRule = {
  id: 'r-1',
  name: 'Harrier Spring Sale',
  description: 'Five percent off',
  ruleType: 'promotional',
  targetType: 'series',
  targetValue: 's-1',
  targetName: 'Harrier',
  discountType: 'percentage',
  discountValue: '5.00',
  minimumQuantity: 1,
  maximumUsage: null,
  usageCount: 0,
  validFrom: '2026-03-01',
  validTo: '2026-04-30',
  priority: 5,
  canStack: false,
  isActive: false,
  organizationId: null,
  organizationName: null,
  organizationType: null,
  campaignId: null,
  campaignName: null,
  editable: true,
  createdAt: '2026-03-01T00:00:00Z',
};

function routes(role: string, extra = {}) {
  return {
    'GET /api/auth/user': { status: 200, body: buildUser({ role, organizationId: 'org-1' }) },
    'GET /api/pricing/summary': {
      status: 200,
      body: { activePricing: 3, specialOffers: 1, volumeDiscounts: 2, promotions: 11 },
    },
    'GET /api/organizations': { status: 200, body: [] },
    'GET /api/organization-pricing': { status: 200, body: [ENTRY] },
    'GET /api/pricing-rules': { status: 200, body: [RULE] },
    ...extra,
  };
}

describe('Pricing Management', () => {
  it('shows the title, the four cards and the organization pricing table with its formats', async () => {
    mockFetch(routes('admin'));
    renderWithProviders(<Page />, '/pricing-management');
    expect(await screen.findByRole('heading', { name: 'Pricing Management' })).toBeTruthy();
    expect(screen.getByText('Manage organization pricing and promotional rules')).toBeTruthy();
    const cards = screen.getByRole('list', { name: 'Pricing summary' });
    expect(within(cards).getByText('Active Pricing Rules').parentElement?.textContent).toContain('3');
    expect(within(cards).getByText('Promotions').parentElement?.textContent).toContain('11');
    const table = await screen.findByRole('table', { name: 'Organization pricing' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Storm ST-250.4');
    expect(row.textContent).toContain('Thunderline Audio · TL-ST250.4');
    expect(row.textContent).toContain('$99.50');
    // A missing master pack cost shows '-'; dates month-day-year.
    expect(within(row).getAllByRole('cell')[2]?.textContent).toBe('-');
    expect(row.textContent).toContain('03-01-2026 – No end date');
    expect(row.textContent).toContain('Custom Price');
    expect(
      within(row).getByRole('button', { name: 'Edit pricing of Storm ST-250.4 for Sound Garage' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Pricing' })).toBeTruthy();
  });

  it('lists the rules on their tab with the discount to one decimal', async () => {
    mockFetch(routes('admin'));
    renderWithProviders(<Page />, '/pricing-management');
    fireEvent.click(await screen.findByRole('tab', { name: 'Pricing Rules' }));
    const table = await screen.findByRole('table', { name: 'Pricing rules' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Harrier Spring Sale');
    expect(row.textContent).toContain('Five percent off');
    expect(row.textContent).toContain('Series: Harrier');
    expect(row.textContent).toContain('5.0%');
    expect(row.textContent).toContain('03-01-2026 – 04-30-2026');
    expect(row.textContent).toContain('Inactive');
    expect(screen.getByRole('button', { name: 'Add Rule' })).toBeTruthy();
  });

  it('shows the spec empty states', async () => {
    mockFetch(
      routes('admin', {
        'GET /api/organization-pricing': { status: 200, body: [] },
        'GET /api/pricing-rules': { status: 200, body: [] },
      }),
    );
    renderWithProviders(<Page />, '/pricing-management');
    expect(await screen.findByText(PRICING_MESSAGES.organizationPricingEmpty)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Pricing Rules' }));
    expect(await screen.findByText(PRICING_MESSAGES.pricingRulesEmpty)).toBeTruthy();
  });

  it("checks Add Rule with the spec's messages, then shows the server's refusal in an 'Error' toast", async () => {
    const api = mockFetch(
      routes('admin', {
        'GET /api/categories/stats': {
          status: 200,
          body: { categories: { Amplifiers: { count: 3, subcategories: {} } } },
        },
        'POST /api/pricing-rules': {
          status: 400,
          body: { message: 'Target not found', errors: { targetValue: 'Target not found' } },
        },
      }),
    );
    renderWithProviders(<Page />, '/pricing-management?tab=pricing-rules');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Rule' }));
    const form = await screen.findByRole('form', { name: 'Pricing rule' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Rule' }));
    expect(await within(form).findByText(PRICING_MESSAGES.ruleNameRequired)).toBeTruthy();
    expect(within(form).getByText(PRICING_MESSAGES.targetRequired)).toBeTruthy();
    expect(within(form).getByText(PRICING_MESSAGES.discountValueRequired)).toBeTruthy();
    expect(api.to('POST /api/pricing-rules')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Rule Name'), { target: { value: 'Spring' } });
    fireEvent.change(within(form).getByLabelText('Target Type'), { target: { value: 'category' } });
    fireEvent.change(within(form).getByLabelText('Priority (1-10)'), { target: { value: '11' } });
    fireEvent.change(within(form).getByLabelText('Discount Value (%)'), { target: { value: '150' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Rule' }));
    expect(await within(form).findByText('Priority must be a whole number from 1 to 10')).toBeTruthy();
    expect(within(form).getByText(PRICING_MESSAGES.percentageTooHigh)).toBeTruthy();
    expect(api.to('POST /api/pricing-rules')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Priority (1-10)'), { target: { value: '7' } });
    fireEvent.change(within(form).getByLabelText('Discount Value (%)'), { target: { value: '12.5' } });
    fireEvent.click(within(form).getByRole('combobox', { name: /^Target(?! Type)/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Amplifiers' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add Rule' }));
    // Spec §8: the server's message in a destructive toast titled 'Error'.
    expect(await screen.findByText(PRICING_MESSAGES.errorTitle)).toBeTruthy();
    // …and on the field it names.
    expect(within(form).getByText('Target not found')).toBeTruthy();
    expect(api.to('POST /api/pricing-rules')[0]?.body).toMatchObject({
      name: 'Spring',
      targetType: 'category',
      targetValue: 'Amplifiers',
      discountValue: '12.50',
      priority: 7,
      organizationId: null,
    });
  });

  it('is read-only for a marketing firm', async () => {
    mockFetch(routes('marketing_firm'));
    renderWithProviders(<Page />, '/pricing-management');
    const table = await screen.findByRole('table', { name: 'Organization pricing' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.getByText('Read-only: pricing is kept by administrators.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Pricing' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit pricing/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Deactivate/ })).toBeNull();
  });

  it('tells a distributor that administrators keep pricing, with a link to Pricing Import', async () => {
    const api = mockFetch(routes('distributor'));
    renderWithProviders(<Page />, '/pricing-management');
    expect(await screen.findByText(PRICING_MESSAGES.administratorsOnly)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Pricing Import' }).getAttribute('href')).toBe(
      '/pricing-import',
    );
    expect(api.requests.filter((r) => r.url.startsWith('/api/pricing'))).toEqual([]);
  });

  it('asks a logged-out visitor to log in', async () => {
    mockFetch({ 'GET /api/auth/user': { status: 401, body: { message: 'Unauthorized' } } });
    renderWithProviders(<Page />, '/pricing-management');
    expect(await screen.findByText(PRICING_MESSAGES.loggedOut)).toBeTruthy();
  });
});
