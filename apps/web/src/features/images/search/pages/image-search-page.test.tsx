import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ImageSearchJob, MissingImageProduct, ProviderStatus } from '@crossover/domain/image-search';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { type RouteAnswer, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { buildUser } from '@/test/users';
import { ImageSearchPage } from './image-search-page';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

function Page() {
  const { user } = useCurrentUser();
  return user ? <ImageSearchPage /> : null;
}

const product = (
  id: string,
  sku: string,
  overrides: Partial<MissingImageProduct> = {},
): MissingImageProduct => ({
  id,
  sku,
  name: `Product ${sku}`,
  description: null,
  manufacturerName: 'Thunderline Audio',
  seriesName: 'Storm',
  imageSearchStatus: null,
  imageSearchNotes: null,
  imageSearchLastAttempt: null,
  ...overrides,
});

const STATUS: ProviderStatus = {
  current: 'Serper.dev',
  available: ['SerpApi', 'Serper.dev'],
  loadBalancing: true,
  totalMonthlySearches: 12,
  serpApiQuota: { remaining: 40, total: 100 },
  searchApiQuota: { remaining: 0, total: 100 },
  serperApiQuota: { remaining: 2400, total: 2500 },
  configured: true,
  message: null,
  providers: [
    {
      name: 'serpapi',
      label: 'SerpApi',
      configured: true,
      available: true,
      remaining: 40,
      total: 100,
      used: 60,
    },
    {
      name: 'searchapi',
      label: 'SearchApi.io',
      configured: false,
      available: false,
      remaining: 0,
      total: 100,
      used: 0,
    },
    {
      name: 'serper',
      label: 'Serper.dev',
      configured: true,
      available: true,
      remaining: 2400,
      total: 2500,
      used: 100,
    },
  ],
};

const job = (overrides: Partial<ImageSearchJob> = {}): ImageSearchJob => ({
  jobId: 'job-1',
  total: 2,
  processed: 1,
  found: 1,
  failed: 0,
  currentSku: 'TL-2',
  status: 'running',
  error: null,
  ...overrides,
});

function routes(extra: Record<string, RouteAnswer> = {}) {
  return {
    'GET /api/auth/user': { status: 200, body: buildUser({ role: 'admin' }) },
    'GET /api/products/missing-images': {
      status: 200,
      body: {
        total: 3,
        products: [
          product('a', 'TL-1', { imageSearchStatus: 'not_found' }),
          product('b', 'TL-2', { imageSearchStatus: 'pending' }),
          product('c', 'KS-9', { manufacturerName: 'Kestrel', seriesName: 'Talon' }),
        ],
      },
    },
    'GET /api/products/search-images/provider-status': { status: 200, body: STATUS },
    'GET /api/products/search-images/active-job': { status: 200, body: { job: null } },
    ...extra,
  };
}

describe('Product Image Search', () => {
  it('shows the provider card, the list with its badge, statuses and filter', async () => {
    mockFetch(routes());
    renderWithProviders(<Page />, '/image-search');
    expect(await screen.findByText('3 of 3 products')).toBeTruthy();
    expect(screen.getByText('Search Provider Status')).toBeTruthy();
    expect(screen.getByText('2,440 searches')).toBeTruthy();
    expect(screen.getByText('40 of 100 remaining')).toBeTruthy();
    expect(screen.getByText('Not configured')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Not found')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter products' }), {
      target: { value: 'talon' },
    });
    expect(await screen.findByText('1 of 3 products')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter products' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('No Matching Products')).toBeTruthy();
  });

  it('refuses to start with nothing selected, then starts and follows the job to its result', async () => {
    let status = job();
    const api = mockFetch(
      routes({
        'POST /api/products/search-images': {
          status: 200,
          body: { jobId: 'job-1', total: 2, message: 'Started searching for images for 2 products' },
        },
        'GET /api/products/search-images/job-1/status': { status: 200, body: status },
      }),
    );
    renderWithProviders(<Page />, '/image-search');
    await screen.findByText('3 of 3 products');
    fireEvent.click(screen.getByRole('button', { name: 'Start Search (0 selected)' }));
    expect(await screen.findByText('No Products Selected')).toBeTruthy();
    expect(api.to('POST /api/products/search-images')).toHaveLength(0);

    const list = screen.getByRole('list', { name: 'Products missing images' });
    fireEvent.click(within(list).getByRole('checkbox', { name: /TL-1/ }));
    fireEvent.click(within(list).getByRole('checkbox', { name: /TL-2/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Search (2 selected)' }));
    expect(await screen.findByText('Started searching for images for 2 products')).toBeTruthy();
    expect(api.to('POST /api/products/search-images')[0]?.body).toEqual({ productIds: ['a', 'b'] });
    expect((await screen.findByText(/Current SKU:/)).textContent).toBe('Current SKU: TL-2');
    expect(
      screen.getByRole('progressbar', { name: 'Image search progress' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    expect((screen.getByRole('button', { name: /^Start Search/ }) as HTMLButtonElement).disabled).toBe(true);

    status = job({ status: 'completed', processed: 2, found: 1, failed: 1, currentSku: null });
    api.fetchMock.mockClear();
    mockFetch(routes({ 'GET /api/products/search-images/job-1/status': { status: 200, body: status } }));
    await waitFor(() => expect(screen.getByText('Search Complete')).toBeTruthy(), { timeout: 5_000 });
    expect(screen.getByText('Found 1 images, 1 failed')).toBeTruthy();
  });

  it('says why searching is not possible and keeps Start disabled', async () => {
    mockFetch(
      routes({
        'GET /api/products/search-images/provider-status': {
          status: 200,
          body: {
            ...STATUS,
            configured: false,
            current: null,
            available: [],
            message: 'Image search is not configured',
          },
        },
        'GET /api/products/missing-images': { status: 200, body: { total: 0, products: [] } },
      }),
    );
    renderWithProviders(<Page />, '/image-search');
    expect(await screen.findByText('All Products Have Images')).toBeTruthy();
    expect((await screen.findAllByText('Image search is not configured')).length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: /^Start Search/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
