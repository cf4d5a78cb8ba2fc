import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { buildAdminProduct } from '@/test/products';
import { renderWithProviders } from '@/test/render-app';
import { buildOrganization } from '@/test/users';
import { EDIT_CLOSE_DELAY_MS, ProductFormDialog } from './product-form-dialog';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

const product = buildAdminProduct({
  mapPrice: '138.99',
  management: {
    upc: null,
    weight: null,
    dimensions: null,
    sourceUrl: null,
    imageSourceSite: null,
    primaryImage: null,
    images: [],
    aiEnhancedName: null,
    aiEnhancedCategory: null,
    aiEnhancedImageUrl: null,
    imageSearchStatus: null,
    imageSearchLastAttempt: null,
    discontinuedAt: null,
    discontinuedBy: null,
    discontinuedReason: null,
    gallery: [],
  },
});
const series = { id: 's1', name: 'Storm', manufacturerId: 'm1', manufacturerName: null, description: null };

function routes(extra = {}) {
  return {
    'GET /api/products/p1': { status: 200, body: product },
    'GET /api/categories/stats': { status: 200, body: { categories: {} } },
    'GET /api/organizations': {
      status: 200,
      body: [buildOrganization({ id: 'm1', name: 'Thunderline Audio', type: 'manufacturer' })],
    },
    'GET /api/product-series?manufacturerId=m1': { status: 200, body: [{ ...series, isActive: true }] },
    ...extra,
  };
}

describe('edit product dialog (spec §2.8, §4, §5)', () => {
  it('sends only what changed, as the schema converts it, and closes 800 ms after success', async () => {
    const api = mockFetch(routes({ 'PATCH /api/products/p1': { status: 200, body: product } }));
    const onClose = vi.fn();
    renderWithProviders(<ProductFormDialog mode="edit" productId="p1" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const map = await within(dialog).findByLabelText('MAP Price');
    expect((map as HTMLInputElement).value).toBe('138.99');
    fireEvent.change(map, { target: { value: '120.5' } });
    fireEvent.change(within(dialog).getByLabelText('Mfg Master Pack Qty'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.to('PATCH /api/products/p1')).toHaveLength(1));
    // A blank quantity falls back to 1, which is what it was: not sent.
    expect(api.to('PATCH /api/products/p1')[0]?.body).toEqual({ mapPrice: '120.50' });
    expect(await screen.findByText('Product updated successfully')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: EDIT_CLOSE_DELAY_MS + 1000 });
  });

  it('puts the server’s 409 on the SKU field and toasts the failure', async () => {
    const message = 'A product with SKU "TAKEN-1" already exists';
    mockFetch(
      routes({
        'PATCH /api/products/p1': () => jsonResponse(409, { message, errors: { sku: message } }),
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<ProductFormDialog mode="edit" productId="p1" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const sku = await within(dialog).findByLabelText('SKU');
    fireEvent.change(sku, { target: { value: 'TAKEN-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sku.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(await screen.findByText('Failed to update product')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses bad input with the spec’s messages before any request', async () => {
    const api = mockFetch(routes());
    renderWithProviders(<ProductFormDialog mode="edit" productId="p1" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    fireEvent.change(await within(dialog).findByLabelText('Product Name'), { target: { value: ' ' } });
    fireEvent.change(within(dialog).getByLabelText('MAP Price'), { target: { value: '1.999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Product name is required')).toBeTruthy();
    expect(within(dialog).getByText('MAP price can have at most 2 decimals')).toBeTruthy();
    expect(api.to('PATCH /api/products/p1')).toHaveLength(0);
  });

  it('keeps the subcategory disabled until a category is chosen, and a new category clears it', async () => {
    mockFetch(routes());
    renderWithProviders(<ProductFormDialog mode="edit" productId="p1" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const category = (await within(dialog).findByLabelText('Category')) as HTMLInputElement;
    const subcategory = within(dialog).getByLabelText('Subcategory') as HTMLInputElement;
    expect(subcategory.value).toBe('2-Channel Amplifiers');
    fireEvent.change(category, { target: { value: 'Speakers' } });
    await waitFor(() => expect(subcategory.value).toBe(''));
    fireEvent.change(category, { target: { value: '' } });
    await waitFor(() => expect(subcategory.disabled).toBe(true));
  });

  it('looks each SKU typed up as a search: none found is an ordinary answer, a match fills the form', async () => {
    const match = {
      id: 'p9',
      sku: 'TL-AMP-9',
      manufacturerId: 'm1',
      name: 'Thunderline Amp 9',
      description: null,
      category: null,
      seriesId: 's1',
    };
    const api = mockFetch(
      routes({
        'GET /api/products/sku-match?sku=NEW-SKU-1': { status: 200, body: { match: null } },
        'GET /api/products/sku-match?sku=TL-AMP-9': { status: 200, body: { match } },
      }),
    );
    renderWithProviders(<ProductFormDialog mode="create" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    fireEvent.change(within(dialog).getByLabelText('SKU'), { target: { value: 'NEW-SKU-1' } });
    await waitFor(() => expect(api.to('GET /api/products/sku-match?sku=NEW-SKU-1')).toHaveLength(1), {
      timeout: 2000,
    });
    expect((within(dialog).getByLabelText('Product Name') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(dialog).getByLabelText('SKU'), { target: { value: 'TL-AMP-9' } });
    await waitFor(
      () =>
        expect((within(dialog).getByLabelText('Product Name') as HTMLInputElement).value).toBe(
          'Thunderline Amp 9',
        ),
      { timeout: 2000 },
    );
    // No request the server answers 404 (a console error in the browser).
    expect(api.requests.filter((r) => r.url.includes('search-by-sku'))).toEqual([]);
  });
});
