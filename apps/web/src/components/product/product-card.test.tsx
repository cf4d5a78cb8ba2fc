import type { CurrentUser } from '@crossover/domain/auth';
import type { Product } from '@crossover/domain/catalog';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_USER_QUERY_KEY } from '@/features/auth/api/get-current-user';
import { createQueryClient } from '@/lib/query-client';
import { mockFetch } from '@/test/fetch-mock';
import { PMAP_BATCH_ROUTE, batchedIds, buildPmapPricing, pmapBatchAnswer } from '@/test/pmap-pricing';
import { buildUser } from '@/test/users';
import { PmapPricingProvider } from '@/features/catalog/api/pmap-pricing';
import { ProductCard } from './product-card';

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    name: 'Storm ST-150.2',
    sku: 'TL-ST150.2',
    description: null,
    aiEnhancedDescription: null,
    category: 'Amplifiers',
    subcategory: '2-Channel Amplifiers',
    manufacturerId: 'm1',
    manufacturerName: 'Thunderline',
    seriesId: 's1',
    seriesName: 'Storm',
    imageUrl: null,
    imageSourceUrl: null,
    mapPrice: '138.99',
    retailPrice: '149.99',
    distributorPartNumber: null,
    specifications: null,
    isActive: true,
    status: 'active',
    source: 'csv',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    scrapedAt: null,
    authorizationType: 'view_only',
    canOrder: false,
    visibility: 'limited',
    ...overrides,
  };
}

/** The card for a signed-in user (a shop's by default), as the layout would have loaded it. */
function renderCard(p: Product, isAdmin = false, user: CurrentUser = buildUser()) {
  const client = createQueryClient();
  client.setQueryData(AUTH_USER_QUERY_KEY, user);
  return render(
    <QueryClientProvider client={client}>
      <PmapPricingProvider>
        <ProductCard product={p} isAdmin={isAdmin} onOpen={() => undefined} />
      </PmapPricingProvider>
    </QueryClientProvider>,
  );
}

const priceLines = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-price-line]')].map((el) => el.getAttribute('data-price-line'));

describe('ProductCard', () => {
  beforeEach(() => {
    mockFetch({ [PMAP_BATCH_ROUTE]: pmapBatchAnswer() });
  });

  it('shows view_only users Limited Pricing View, MAP and MSRP only, and no order button', () => {
    const { container } = renderCard(product());
    expect(screen.getByText('Limited Pricing View')).toBeTruthy();
    expect(screen.getByText('View Only')).toBeTruthy();
    expect(priceLines(container)).toEqual(['mapPrice', 'retailPrice']);
    expect(screen.queryByRole('button', { name: /Add .* to cart/ })).toBeNull();
  });

  it('shows a pricing_visible buyer its price but no order button', () => {
    const { container } = renderCard(
      product({
        authorizationType: 'pricing_visible',
        visibility: 'buyer',
        price: '85.38',
        masterPackPrice: null,
        masterPackQty: 0,
      }),
    );
    expect(screen.getByText('Pricing Only')).toBeTruthy();
    expect(screen.queryByText('Limited Pricing View')).toBeNull();
    expect(priceLines(container)).toEqual(['price', 'mapPrice', 'retailPrice']);
    expect(screen.getByText('$85.38')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add .* to cart/ })).toBeNull();
  });

  it('shows can_order buyers the order button and master-pack line', () => {
    const { container } = renderCard(
      product({
        authorizationType: 'can_order',
        canOrder: true,
        visibility: 'buyer',
        price: '85.38',
        masterPackPrice: '81.96',
        masterPackQty: 2,
      }),
    );
    expect(screen.getByText('Authorized')).toBeTruthy();
    expect(priceLines(container)).toEqual(['price', 'masterPackPrice', 'mapPrice', 'retailPrice']);
    expect(screen.getByRole('button', { name: 'Add Storm ST-150.2 to cart' })).toBeTruthy();
  });

  it('shows admins Admin Access, the cost lines and the order button', () => {
    const { container } = renderCard(
      product({ visibility: 'cost', price: '80.00', mfgCost: '60.00', distributorCost: '70.00' }),
      true,
    );
    expect(screen.getByText('Admin Access')).toBeTruthy();
    expect(screen.queryByText('Limited Pricing View')).toBeNull();
    expect(priceLines(container)).toEqual(['price', 'mfgCost', 'distributorCost', 'mapPrice', 'retailPrice']);
    expect(screen.getByRole('button', { name: /Add .* to cart/ })).toBeTruthy();
  });

  it('offers no order button to an admin without an organization (nothing could be ordered)', () => {
    const admin = buildUser({ role: 'admin', organizationId: null, organizationName: null });
    renderCard(product({ visibility: 'cost', canOrder: true, price: '80.00' }), true, admin);
    expect(screen.getByText('Admin Access')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add .* to cart/ })).toBeNull();
  });

  it('shows a live campaign: promo price, discount versus MAP, campaign, end date and Expiring Soon', async () => {
    const validTo = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    const api = mockFetch({
      [PMAP_BATCH_ROUTE]: pmapBatchAnswer({
        p1: buildPmapPricing({ hasPmap: true, pmapPrice: '119.99', campaignName: 'Spring Sale', validTo }),
      }),
    });
    const { container } = renderCard(product());
    const label = await screen.findByText('Promo MAP');
    expect(label.getAttribute('title')).toMatch(/^Promotional minimum advertised price/);
    const promo = container.querySelector<HTMLElement>('[data-pmap-promo]')!;
    expect(within(promo).getByText('$119.99')).toBeTruthy();
    expect(within(promo).getByText('-13.7%')).toBeTruthy();
    expect(within(promo).getByText('Expiring Soon')).toBeTruthy();
    expect(within(promo).getByText(/^Spring Sale · until \w{3} \d{1,2}, \d{4}$/)).toBeTruthy();
    expect(batchedIds(api.to(PMAP_BATCH_ROUTE))).toEqual([['p1']]);
    // The regular price lines are unchanged.
    expect(priceLines(container)).toEqual(['mapPrice', 'retailPrice']);
  });

  it('shows nothing extra for a product without a campaign', async () => {
    mockFetch({
      [PMAP_BATCH_ROUTE]: pmapBatchAnswer({
        p1: buildPmapPricing({ hasPmap: true, pmapPrice: '119.99', campaignName: 'Spring Sale' }),
      }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PmapPricingProvider>
          {[product(), product({ id: 'p2', name: 'Storm ST-300.4' })].map((p) => (
            <ProductCard key={p.id} product={p} isAdmin={false} onOpen={() => undefined} />
          ))}
        </PmapPricingProvider>
      </QueryClientProvider>,
    );
    // Both answers arrive together; once p1 shows its promo, p2 has its (empty) answer too.
    expect(await screen.findByText('Spring Sale')).toBeTruthy();
    const plain = screen.getByRole('button', { name: 'View details for Storm ST-300.4' });
    expect(plain.querySelector('[data-pmap-promo]')).toBeNull();
    expect(screen.getAllByText('Promo MAP')).toHaveLength(1);
  });
});
