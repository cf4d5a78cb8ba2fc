import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import type { RecordedRequest } from '@/test/fetch-mock';
import { mockFetch } from '@/test/fetch-mock';
import { buildAdminProduct, productPage } from '@/test/products';
import { renderWithProviders } from '@/test/render-app';
import { buildUser } from '@/test/users';
import { BulkProductUpdatePage } from './bulk-product-update-page';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

const LIST = 'GET /api/products?status=all&sort=createdAt&order=desc&limit=25';
const FACETS = 'GET /api/products/facets?status=all';
const products = [1, 2, 3].map((n) =>
  buildAdminProduct({ id: `p${n}`, name: `Amp ${n}`, sku: `AMP-${n}`, category: 'Amplifiers' }),
);
const facets = (manufacturers: string[]) => ({
  statuses: [],
  categories: [{ value: 'Amplifiers', count: 3 }],
  subcategories: [],
  manufacturers: manufacturers.map((id) => ({ id, name: `Maker ${id}`, count: 3 })),
  series: [],
  more: { categories: false, subcategories: false, manufacturers: false, series: false },
  capped: false,
});
const preview = {
  dryRun: true,
  targetProducts: 2,
  updates: { category: null },
  seriesName: null,
  previewProducts: products.slice(0, 2).map((p) => ({
    id: p.id,
    sku: p.sku,
    name: p.name,
    currentValues: {
      category: 'Amplifiers',
      subcategory: null,
      seriesId: 's1',
      seriesName: 'Storm',
      isActive: true,
    },
    newValues: { category: null, subcategory: null, seriesId: 's1', seriesName: 'Storm', isActive: true },
  })),
};

function routes(extra = {}, manufacturers = ['m1']) {
  return {
    'GET /api/auth/user': { status: 200, body: buildUser({ role: 'admin' }) },
    [LIST]: { status: 200, body: productPage(products, { totalCount: 40, hasMore: true, nextCursor: 'c2' }) },
    [FACETS]: { status: 200, body: facets(manufacturers) },
    'GET /api/product-series?manufacturerId=m1': {
      status: 200,
      body: [
        {
          id: 's2',
          name: 'Pro',
          manufacturerId: 'm1',
          manufacturerName: null,
          description: null,
          isActive: true,
        },
      ],
    },
    ...extra,
  };
}

function renderPage() {
  return renderWithProviders(
    <TooltipProvider>
      <BulkProductUpdatePage />
    </TooltipProvider>,
    '/bulk-product-update',
  );
}

const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));

describe('Bulk Product Update (spec §2.14)', () => {
  it('asks for a selection, then a change, then previews (dry run) and applies what it previewed', async () => {
    const api = mockFetch(
      routes({
        'PUT /api/products/bulk-update': (request: RecordedRequest) =>
          new Response(
            JSON.stringify(
              (request.body as { dryRun: boolean }).dryRun
                ? preview
                : { dryRun: false, message: 'Successfully updated 2 products', updated: 2 },
            ),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
      }),
    );
    renderPage();
    await screen.findByText('Amp 1');
    fireEvent.click(screen.getByRole('button', { name: 'Preview Changes' }));
    expect(await screen.findByText('Please select products to update')).toBeTruthy();

    tick('Amp 1 (AMP-1)');
    tick('Amp 2 (AMP-2)');
    fireEvent.click(screen.getByRole('button', { name: 'Preview Changes' }));
    expect(await screen.findByText('Please specify at least one field to update')).toBeTruthy();
    expect(api.to('PUT /api/products/bulk-update')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('New Category'), { target: { value: 'Clear' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview Changes' }));
    const panel = await screen.findByRole('region', { name: 'Preview Changes' });
    expect(api.to('PUT /api/products/bulk-update')[0]?.body).toEqual({
      productIds: ['p1', 'p2'],
      updates: { category: null },
      dryRun: true,
    });
    expect(within(panel).getByText('products will be updated.', { exact: false })).toBeTruthy();
    expect(within(panel).getByText('(cleared)')).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .filter((li) => li.textContent?.includes('AMP-')),
    ).toHaveLength(2);

    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm Update' }));
    await waitFor(() => expect(api.to('PUT /api/products/bulk-update')).toHaveLength(2));
    expect(api.to('PUT /api/products/bulk-update')[1]?.body).toMatchObject({
      productIds: ['p1', 'p2'],
      dryRun: false,
    });
    expect(await screen.findByText('Successfully updated 2 products')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Preview Changes' })).toBeNull();
    expect((screen.getByLabelText('New Category') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('40 matching · 0 selected')).toBeTruthy();
  });

  it('hides a preview that no longer matches the selection', async () => {
    mockFetch(routes({ 'PUT /api/products/bulk-update': { status: 200, body: preview } }));
    renderPage();
    await screen.findByText('Amp 1');
    tick('Amp 1 (AMP-1)');
    fireEvent.change(screen.getByLabelText('New Category'), { target: { value: 'CLEAR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview Changes' }));
    await screen.findByRole('region', { name: 'Preview Changes' });
    tick('Amp 3 (AMP-3)');
    expect(screen.queryByRole('region', { name: 'Preview Changes' })).toBeNull();
  });

  it('offers series only for one manufacturer, and only with a selection', async () => {
    mockFetch(routes({}, ['m1', 'm2']));
    const first = renderPage();
    await screen.findByText('Amp 1');
    const several = screen.getByRole('combobox', { name: 'New Series' }) as HTMLButtonElement;
    await waitFor(() =>
      expect(screen.getByText('Filter the list to one manufacturer to change the series')).toBeTruthy(),
    );
    expect(several.disabled).toBe(true);
    first.unmount();

    const api = mockFetch(routes({ 'PUT /api/products/bulk-update': { status: 200, body: preview } }));
    renderPage();
    await screen.findByText('Amp 1');
    expect(await screen.findByText('Select products first')).toBeTruthy();
    tick('Amp 1 (AMP-1)');
    const choice = screen.getByRole('combobox', { name: 'New Series' }) as HTMLButtonElement;
    await waitFor(() => expect(choice.disabled).toBe(false));
    fireEvent.click(choice);
    fireEvent.click(await screen.findByRole('option', { name: 'Pro' }));
    fireEvent.click(screen.getByRole('button', { name: 'Preview Changes' }));
    await waitFor(() => expect(api.to('PUT /api/products/bulk-update')).toHaveLength(1));
    expect(api.to('PUT /api/products/bulk-update')[0]?.body).toEqual({
      productIds: ['p1'],
      updates: { seriesId: 's2' },
      dryRun: true,
    });
  });

  it('selects every matching product (not just the page) and deletes them after the dialog', async () => {
    const api = mockFetch(
      routes({
        'DELETE /api/products/bulk-delete': {
          status: 200,
          body: { message: 'Successfully deleted 40 products', deleted: 40 },
        },
      }),
    );
    renderPage();
    await screen.findByText('Amp 1');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    expect(await screen.findByText('Please select products to delete')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(await screen.findByText('40 matching · 40 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Pricing and inventory data')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete 40 products' }));
    await waitFor(() => expect(api.to('DELETE /api/products/bulk-delete')).toHaveLength(1));
    expect(api.to('DELETE /api/products/bulk-delete')[0]?.body).toEqual({
      filter: { status: 'all' },
      excludedIds: [],
    });
    expect(await screen.findByText('Successfully deleted 40 products')).toBeTruthy();
  });

  it("says '1,000+' for a capped list and asks for the exact count when every match is selected", async () => {
    const api = mockFetch(
      routes({
        [LIST]: {
          status: 200,
          body: productPage(products, {
            totalCount: 1000,
            totalCountCapped: true,
            hasMore: true,
            nextCursor: 'c2',
          }),
        },
        'GET /api/products/count?status=all': { status: 200, body: { count: 1234 } },
      }),
    );
    renderPage();
    expect(await screen.findByText('1,000+ matching · 0 selected')).toBeTruthy();
    // Nothing asked for until the selection needs it.
    expect(api.to('GET /api/products/count?status=all')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(await screen.findByText('1,234 matching · 1,234 selected')).toBeTruthy();
    expect(api.to('GET /api/products/count?status=all')).toHaveLength(1);
  });

  it('follows a large delete that runs as a job (202) and shows its result as in the request', async () => {
    let polls = 0;
    const job = (status: string, processed: number, result: object | null) => ({
      jobId: 'j1',
      status,
      processed,
      total: 40,
      result,
      error: null,
    });
    const api = mockFetch(
      routes({
        'DELETE /api/products/bulk-delete': {
          status: 202,
          body: {
            action: 'delete',
            jobId: 'j1',
            total: 40,
            message: 'Deleting 40 products in the background',
          },
        },
        'GET /api/products/bulk-jobs/j1': () => {
          polls += 1;
          const body =
            polls === 1
              ? job('running', 25, null)
              : job('succeeded', 40, { message: 'Successfully deleted 40 products', deleted: 40 });
          return new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
        },
      }),
    );
    renderPage();
    await screen.findByText('Amp 1');
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete 40 products' }));
    expect(await screen.findByText('Deleting products: 25 of 40 done')).toBeTruthy();
    // Busy while the job runs: no second delete.
    expect((screen.getByRole('button', { name: 'Delete Selected' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(await screen.findByText('Successfully deleted 40 products', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByText(/Deleting products:/)).toBeNull();
    expect(screen.getByText('40 matching · 0 selected')).toBeTruthy();
    expect(api.to('DELETE /api/products/bulk-delete')).toHaveLength(1);
  });
});
