import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { buildAdminProduct } from '@/test/products';
import { renderWithProviders } from '@/test/render-app';
import { buildUser } from '@/test/users';
import { stagedRow } from '../test-support';
import { catalogueChanges } from './catalogue-changes';
import { ProductPreviewDialog } from './product-preview-dialog';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

const current = buildAdminProduct({ name: 'Storm SX-1000.1', sku: 'TLX-1000', mfgCost: '210.00' });
const update = stagedRow({
  sku: 'tlx-1000',
  isNewSku: false,
  description: '  ',
  mfgMasterPackQty: null,
  status: 'Discontinued',
});

describe("an 'Update' row's catalogue changes", () => {
  it('lists what approval overwrites, as it writes it: blanks keep the catalogue value', () => {
    expect(catalogueChanges(update, current)).toEqual([
      { label: 'Name', current: 'Storm SX-1000.1', incoming: 'Storm SX-1000.1 Monoblock Amplifier' },
      { label: 'Subcategory', current: '2-Channel Amplifiers', incoming: 'Monoblock Amplifiers' },
      { label: 'MAP Price', current: '$138.99', incoming: '$1,234.50' },
      { label: 'Retail Price', current: '$149.99', incoming: '$1,299.99' },
      { label: 'Status', current: 'active', incoming: 'discontinued' },
    ]);
  });

  it('shows them in the Product Data Preview beside the catalogue value they replace', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser({ role: 'admin', organizationId: null }) },
      'GET /api/products?search=tlx-1000&status=all&sort=createdAt&order=desc&limit=10': {
        status: 200,
        body: {
          products: [current],
          totalCount: 1,
          totalCountCapped: false,
          nextCursor: null,
          hasMore: false,
          totalPages: 1,
        },
      },
    });
    renderWithProviders(<ProductPreviewDialog row={update} onClose={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Catalogue changes' });
    const price = within(table).getByRole('row', { name: /MAP Price/ });
    expect(
      within(price)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$138.99', '$1,234.50']);
    expect(screen.getByRole('heading', { name: 'Catalogue values this update overwrites' })).toBeTruthy();
  });
});
