import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { buildAdminProduct, productPage } from '@/test/products';
import { currentLocation, renderWithProviders } from '@/test/render-app';
import { buildOrganization } from '@/test/users';
import { ProductManagementPage } from './product-management-page';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

const FIRST_PAGE = '/api/products?status=active&sort=createdAt&order=desc&limit=25';
const storm = buildAdminProduct();
const discontinued = buildAdminProduct({ id: 'p2', name: 'Old Amp', sku: 'OLD-1', status: 'discontinued' });

function routes(extra = {}) {
  return {
    [`GET ${FIRST_PAGE}`]: {
      status: 200,
      body: productPage([storm, discontinued], { hasMore: true, nextCursor: 'c2', totalCount: 30 }),
    },
    'GET /api/categories/stats': {
      status: 200,
      body: { categories: { Amplifiers: { count: 2, subcategories: { '2-Channel Amplifiers': 2 } } } },
    },
    'GET /api/organizations': {
      status: 200,
      body: [buildOrganization({ id: 'm1', name: 'Thunderline Audio', type: 'manufacturer' })],
    },
    ...extra,
  };
}

async function openActions(name: string, sku: string) {
  const trigger = await screen.findByRole('button', { name: `Actions for ${name} (${sku})` });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.findByRole('menu');
}

describe('Product Management (spec §2.8)', () => {
  it('lists the first page with the spec defaults and pages on by cursor', async () => {
    const api = mockFetch(
      routes({
        'GET /api/products?status=active&sort=createdAt&order=desc&limit=25&cursor=c2': {
          status: 200,
          body: productPage([buildAdminProduct({ id: 'p3', name: 'Page Two Amp', sku: 'P2' })]),
        },
      }),
    );
    renderWithProviders(<ProductManagementPage />, '/product-management');
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(within(table).getByText('Storm ST-150.2')).toBeTruthy();
    expect(within(table).getByText('Discontinued')).toBeTruthy();
    expect(screen.getByText('30 products')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bulk Update' }).getAttribute('href')).toBe(
      '/bulk-product-update',
    );
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect((within(pagination).getByRole('button', { name: 'First' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page Two Amp')).toBeTruthy();
    expect(currentLocation()).toBe('/product-management?cursor=c2');
    expect(api.to(`GET ${FIRST_PAGE}`)).toHaveLength(1);
  });

  it('sorts on the server: a new column ascending, the same one flipped, back to the first page', async () => {
    const api = mockFetch(
      routes({
        [`GET ${FIRST_PAGE}&cursor=c2`]: { status: 200, body: productPage([storm]) },
        'GET /api/products?status=active&sort=manufacturer&order=asc&limit=25': {
          status: 200,
          body: productPage([storm]),
        },
        'GET /api/products?status=active&sort=manufacturer&order=desc&limit=25': {
          status: 200,
          body: productPage([storm]),
        },
      }),
    );
    renderWithProviders(<ProductManagementPage />, '/product-management?cursor=c2');
    const header = await screen.findByRole('columnheader', { name: /Manufacturer/ });
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(currentLocation()).toBe('/product-management?sort=manufacturer&order=asc'));
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Manufacturer/ })).getByRole('button'));
    await waitFor(() => expect(currentLocation()).toBe('/product-management?sort=manufacturer'));
    expect(screen.getByRole('columnheader', { name: /Manufacturer/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await waitFor(() =>
      expect(api.to('GET /api/products?status=active&sort=manufacturer&order=desc&limit=25')).toHaveLength(1),
    );
  });

  it('tells an empty catalogue from an empty filter result', async () => {
    mockFetch(routes({ [`GET ${FIRST_PAGE}`]: { status: 200, body: productPage([]) } }));
    const first = renderWithProviders(<ProductManagementPage />, '/product-management');
    expect(await screen.findByText('No products found')).toBeTruthy();
    first.unmount();
    mockFetch(
      routes({
        'GET /api/products?status=discontinued&sort=createdAt&order=desc&limit=25': {
          status: 200,
          body: productPage([]),
        },
      }),
    );
    renderWithProviders(<ProductManagementPage />, '/product-management?status=discontinued');
    expect(await screen.findByText('No products match your filters')).toBeTruthy();
  });

  it('asks for a reason before discontinuing and sends it; Reactivate sends none', async () => {
    const api = mockFetch(
      routes({
        'PUT /api/products/p1/status': { status: 200, body: { ...storm, status: 'discontinued' } },
        'PUT /api/products/p2/status': { status: 200, body: { ...discontinued, status: 'active' } },
      }),
    );
    renderWithProviders(<ProductManagementPage />, '/product-management');
    fireEvent.click(
      within(await openActions('Storm ST-150.2', 'TL-ST150.2')).getByRole('menuitem', {
        name: 'Discontinue',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Discontinue Product' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discontinue' }));
    expect(await within(dialog).findByText('Reason is required to discontinue a product')).toBeTruthy();
    expect(api.to('PUT /api/products/p1/status')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Replaced ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discontinue' }));
    await waitFor(() => expect(api.to('PUT /api/products/p1/status')).toHaveLength(1));
    expect(api.to('PUT /api/products/p1/status')[0]?.body).toEqual({
      status: 'discontinued',
      reason: 'Replaced',
    });
    expect(await screen.findByText('Product status updated successfully')).toBeTruthy();

    fireEvent.click(
      within(await openActions('Old Amp', 'OLD-1')).getByRole('menuitem', { name: 'Reactivate' }),
    );
    await waitFor(() => expect(api.to('PUT /api/products/p2/status')).toHaveLength(1));
    expect(api.to('PUT /api/products/p2/status')[0]?.body).toEqual({ status: 'active', reason: null });
  });

  it('deletes after the spec’s confirmation, and says so when it fails', async () => {
    const api = mockFetch(
      routes({ 'DELETE /api/products/p1': { status: 500, body: { message: 'Database down' } } }),
    );
    renderWithProviders(<ProductManagementPage />, '/product-management');
    fireEvent.click(
      within(await openActions('Storm ST-150.2', 'TL-ST150.2')).getByRole('menuitem', { name: 'Delete' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this product?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.to('DELETE /api/products/p1')).toHaveLength(1));
    expect(await screen.findByText('Database down')).toBeTruthy();
  });

  it('exports with the filters and sort, and reports a failed export', async () => {
    const exportKey = 'GET /api/products/export?search=storm&status=all&sort=sku&order=asc';
    const api = mockFetch(
      routes({
        'GET /api/products?search=storm&status=all&sort=sku&order=asc&limit=25': {
          status: 200,
          body: productPage([storm]),
        },
        [exportKey]: { status: 500, body: { message: 'boom' } },
      }),
    );
    renderWithProviders(
      <ProductManagementPage />,
      '/product-management?search=storm&status=all&sort=sku&order=asc',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.to(exportKey)).toHaveLength(1));
    expect(await screen.findByText('Failed to export products')).toBeTruthy();
  });
});
