import type { Product } from '@crossover/domain/catalog';
import type { InventoryRecord } from '@crossover/domain/inventory';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { type RouteAnswer, mockFetch } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render-app';
import { buildOrganization, buildUser } from '@/test/users';
import { InventoryPage } from './inventory-page';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

function Page() {
  const { user } = useCurrentUser();
  return user ? <InventoryPage /> : null;
}

function record(overrides: Partial<InventoryRecord> = {}): InventoryRecord {
  return {
    id: 'inv-1',
    productId: 'p-1',
    productName: 'Storm ST-150.2 Amplifier',
    productSku: 'TL-ST150.2',
    organizationId: 'org-1',
    organizationName: 'Pacific Supply',
    quantityOnHand: 8,
    quantityReserved: 3,
    available: 5,
    quantityOnOrder: 0,
    reorderPoint: 10,
    maxStockLevel: null,
    status: 'low_stock',
    lastRestocked: null,
    notes: null,
    isActive: true,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-9',
    name: 'Signal SD-8B Processor',
    sku: 'NG-SD8B',
    description: null,
    aiEnhancedDescription: null,
    category: 'Processors',
    subcategory: 'DSP',
    manufacturerId: 'm-1',
    manufacturerName: 'Northgate',
    seriesId: 's-1',
    seriesName: 'Signal',
    imageUrl: null,
    imageSourceUrl: null,
    mapPrice: null,
    retailPrice: null,
    distributorPartNumber: null,
    specifications: null,
    isActive: true,
    status: 'active',
    source: 'Manual Entry',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    scrapedAt: null,
    authorizationType: 'view_only',
    canOrder: false,
    visibility: 'limited',
    ...overrides,
  };
}

const STATS = { totalItems: 242, lowStock: 18, outOfStock: 12, totalQuantity: 19105, reserved: 452 };
const OWN_LIST = 'GET /api/inventory?organizationId=org-1&limit=25';
const OWN_STATS = 'GET /api/inventory/stats?organizationId=org-1';
const pacific = buildOrganization({ id: 'org-1', name: 'Pacific Supply', type: 'distributor' });

function distributorRoutes(extra: Record<string, RouteAnswer> = {}) {
  return {
    'GET /api/auth/user': { status: 200, body: buildUser({ role: 'distributor', organizationId: 'org-1' }) },
    'GET /api/organizations': { status: 200, body: [pacific] },
    [OWN_STATS]: { status: 200, body: STATS },
    [OWN_LIST]: { status: 200, body: { records: [record()], nextCursor: 'c2', hasMore: true } },
    ...extra,
  };
}

const cardValue = (label: string) =>
  within(screen.getByRole('list', { name: 'Inventory summary' }))
    .getByText(label)
    .closest('li')?.textContent;

describe('Inventory (/inventory)', () => {
  it("shows a distributor's own cards and records, its organization fixed as the filter", async () => {
    const api = mockFetch(distributorRoutes());
    renderWithProviders(<Page />, '/inventory');
    const table = await screen.findByRole('table', { name: 'Inventory' });
    const row = within(table).getByText('Storm ST-150.2 Amplifier').closest('tr')!;
    expect([...row.querySelectorAll('td')].slice(0, 8).map((td) => td.textContent)).toEqual([
      'Storm ST-150.2 Amplifier',
      'TL-ST150.2',
      'Pacific Supply',
      '8',
      '3',
      '5',
      '10',
      'Low Stock',
    ]);
    await waitFor(() => expect(cardValue('Total Quantity')).toBe('Total Quantity19,105'));
    expect(cardValue('Reserved')).toBe('Reserved452');
    const organization = screen.getByLabelText('Organization') as HTMLSelectElement;
    expect(organization.disabled).toBe(true);
    expect(organization.value).toBe('org-1');
    // Both calls are scoped to the own organization (the server pins it anyway).
    expect(api.to(OWN_LIST)).toHaveLength(1);
    expect(api.to(OWN_STATS)).toHaveLength(1);
  });

  it('pages with the cursor and filters by status through the address', async () => {
    const api = mockFetch(
      distributorRoutes({
        'GET /api/inventory?organizationId=org-1&limit=25&cursor=c2': {
          status: 200,
          body: {
            records: [record({ id: 'inv-2', productName: 'Zeta Sub' })],
            nextCursor: null,
            hasMore: false,
          },
        },
        'GET /api/inventory?organizationId=org-1&status=out_of_stock&limit=25': {
          status: 200,
          body: { records: [], nextCursor: null, hasMore: false },
        },
      }),
    );
    renderWithProviders(<Page />, '/inventory');
    await screen.findByText('Storm ST-150.2 Amplifier');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Zeta Sub')).toBeTruthy();
    expect(currentLocation()).toBe('/inventory?cursor=c2');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'out_of_stock' } });
    expect(await screen.findByText('No inventory records found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your filters')).toBeTruthy();
    // A filter change starts from the first page.
    expect(currentLocation()).toBe('/inventory?status=out_of_stock');
    expect(api.to('GET /api/inventory?organizationId=org-1&status=out_of_stock&limit=25')).toHaveLength(1);
  });

  it('adds a record: the spec text for a missing product, then the chosen product for the own organization', async () => {
    const created = record({ id: 'inv-9', productId: 'p-9', productName: 'Signal SD-8B Processor' });
    const api = mockFetch(
      distributorRoutes({
        'GET /api/products?status=active&sort=name&limit=10': {
          status: 200,
          body: {
            products: [product()],
            totalCount: 1,
            totalCountCapped: false,
            nextCursor: null,
            hasMore: false,
            totalPages: 1,
          },
        },
        'POST /api/inventory': { status: 201, body: created },
      }),
    );
    renderWithProviders(<Page />, '/inventory');
    await screen.findByText('Storm ST-150.2 Amplifier');
    fireEvent.click(screen.getByRole('button', { name: 'Add Inventory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Inventory' });
    expect(within(dialog).getByText('Pacific Supply')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Inventory' }));
    expect(await within(dialog).findByText('Product is required')).toBeTruthy();
    expect(api.to('POST /api/inventory')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Product' }));
    fireEvent.click(await screen.findByRole('option', { name: /NG-SD8B/ }));
    fireEvent.change(within(dialog).getByLabelText('Quantity on Hand'), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText('Reorder Point'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Inventory' }));
    expect(await screen.findByText('Inventory created successfully')).toBeTruthy();
    expect(api.to('POST /api/inventory')[0]?.body).toEqual({
      productId: 'p-9',
      organizationId: 'org-1',
      quantityOnHand: 12,
      quantityReserved: 0,
      quantityOnOrder: 0,
      reorderPoint: 4,
      maxStockLevel: null,
      notes: null,
      isActive: true,
    });
  });

  it("puts the server's duplicate answer on the product and toasts it", async () => {
    const message = 'Pacific Supply already has an inventory record for Signal SD-8B Processor (NG-SD8B)';
    mockFetch(
      distributorRoutes({
        'GET /api/products?status=active&sort=name&limit=10': {
          status: 200,
          body: {
            products: [product()],
            totalCount: 1,
            totalCountCapped: false,
            nextCursor: null,
            hasMore: false,
            totalPages: 1,
          },
        },
        'POST /api/inventory': { status: 409, body: { message, errors: { productId: message } } },
      }),
    );
    renderWithProviders(<Page />, '/inventory');
    await screen.findByText('Storm ST-150.2 Amplifier');
    fireEvent.click(screen.getByRole('button', { name: 'Add Inventory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Inventory' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Product' }));
    fireEvent.click(await screen.findByRole('option', { name: /NG-SD8B/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Inventory' }));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(within(dialog).getByRole('combobox', { name: 'Product' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('filters by a product searched on the server, kept in the address with its name', async () => {
    const api = mockFetch(
      distributorRoutes({
        'GET /api/products?search=sd8&status=all&sort=name&limit=10': {
          status: 200,
          body: {
            products: [product()],
            totalCount: 1,
            totalCountCapped: false,
            nextCursor: null,
            hasMore: false,
            totalPages: 1,
          },
        },
        'GET /api/products?status=all&sort=name&limit=10': {
          status: 200,
          body: {
            products: [],
            totalCount: 0,
            totalCountCapped: false,
            nextCursor: null,
            hasMore: false,
            totalPages: 0,
          },
        },
        'GET /api/products/p-9': { status: 200, body: product() },
        'GET /api/inventory?organizationId=org-1&productId=p-9&limit=25': {
          status: 200,
          body: {
            records: [record({ productId: 'p-9', productName: 'Signal SD-8B Processor' })],
            nextCursor: null,
            hasMore: false,
          },
        },
        'GET /api/inventory/stats?organizationId=org-1&productId=p-9': {
          status: 200,
          body: { ...STATS, totalItems: 1 },
        },
      }),
    );
    const view = renderWithProviders(<Page />, '/inventory');
    await screen.findByText('Storm ST-150.2 Amplifier');
    fireEvent.click(screen.getByRole('combobox', { name: 'Product' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Search Product' }), {
      target: { value: 'sd8' },
    });
    fireEvent.click(await screen.findByRole('option', { name: /NG-SD8B/ }));
    expect(await screen.findByText('Signal SD-8B Processor')).toBeTruthy();
    expect(currentLocation()).toBe('/inventory?productId=p-9');
    await waitFor(() => expect(cardValue('Total Items')).toBe('Total Items1'));
    view.unmount();

    // Opened from the address: the picker names the product it was given.
    renderWithProviders(<Page />, '/inventory?productId=p-9');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Product' }).textContent).toBe(
        'Signal SD-8B Processor (NG-SD8B)',
      ),
    );
    expect(api.to('GET /api/products/p-9')).toHaveLength(1);
  });

  it('deletes after the confirmation and toasts the spec text', async () => {
    const api = mockFetch(
      distributorRoutes({
        'DELETE /api/inventory/inv-1': { status: 200, body: { message: 'Inventory deleted successfully' } },
      }),
    );
    renderWithProviders(<Page />, '/inventory');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Storm ST-150.2 Amplifier' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Are you sure you want to delete this inventory record\?/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Inventory deleted successfully')).toBeTruthy();
    expect(api.to('DELETE /api/inventory/inv-1')).toHaveLength(1);
  });

  it('lets an admin choose among manufacturers and distributors, and filters the cards with the list', async () => {
    const maker = buildOrganization({ id: 'org-m', name: 'Northgate', type: 'manufacturer' });
    const shop = buildOrganization({ id: 'org-s', name: 'Sound Garage', type: 'shop_owner' });
    const api = mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser({ role: 'admin', organizationId: null }) },
      'GET /api/organizations': { status: 200, body: [pacific, maker, shop] },
      'GET /api/inventory?limit=25': {
        status: 200,
        body: { records: [record()], nextCursor: null, hasMore: false },
      },
      'GET /api/inventory/stats': { status: 200, body: STATS },
      'GET /api/inventory?organizationId=org-m&limit=25': {
        status: 200,
        body: { records: [], nextCursor: null, hasMore: false },
      },
      'GET /api/inventory/stats?organizationId=org-m': { status: 200, body: { ...STATS, totalItems: 0 } },
    });
    renderWithProviders(<Page />, '/inventory');
    await screen.findByText('Storm ST-150.2 Amplifier');
    const organization = screen.getByLabelText('Organization') as HTMLSelectElement;
    await waitFor(() => expect(organization.options).toHaveLength(3));
    expect([...organization.options].map((o) => o.text)).toEqual([
      'All Organizations',
      'Pacific Supply',
      'Northgate',
    ]);
    fireEvent.change(organization, { target: { value: 'org-m' } });
    expect(await screen.findByText('No inventory records found')).toBeTruthy();
    await waitFor(() => expect(cardValue('Total Items')).toBe('Total Items0'));
    expect(api.to('GET /api/inventory/stats?organizationId=org-m')).toHaveLength(1);
  });
});
