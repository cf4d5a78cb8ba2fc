import { STAGED_MESSAGES } from '@crossover/domain/staged-products';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { jsonResponse } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { buildUser } from '@/test/users';
import { STAGED_BULK, STAGED_LIST, listAnswer, mockStagedApi, stagedRow } from '../test-support';
import { StagedProductsPage } from './staged-products-page';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

function Page() {
  const { user } = useCurrentUser();
  return user ? <StagedProductsPage /> : null;
}

const product = stagedRow();
const heading = stagedRow({
  id: 'st-9',
  name: 'SUBWOOFERS',
  sku: 'SUBWOOFERS',
  importFlag: "Only the SKU cell 'SUBWOOFERS' is filled: a section heading or a note rather than a product?",
});
const admin = buildUser({ role: 'admin', organizationId: null });
const approved = {
  action: 'approve',
  message: 'done',
  approved: 1,
  deleted: 0,
  created: 1,
  updated: 0,
  seriesCreated: [],
  skipped: 0,
  problems: [],
};

/** Select All n Products, then Approve All Selected from the bulk menu. */
async function approveAll(matching: number) {
  const bar = await screen.findByRole('region', { name: 'Selection' });
  fireEvent.click(within(bar).getByRole('button', { name: `Select All ${matching} Products` }));
  fireEvent.pointerDown(within(bar).getByRole('button', { name: 'Bulk Actions' }), { button: 0 });
  fireEvent.click(await screen.findByRole('menuitem', { name: STAGED_MESSAGES.approveAllSelected }));
}

describe('bulk approval of a selection with flagged rows (issue 15 item 4)', () => {
  it('says how many flagged rows the selection holds and sends includeFlagged only when ticked', async () => {
    const api = mockStagedApi({
      'GET /api/auth/user': { status: 200, body: admin },
      // Page 1 of 2: the server counts 3 flagged rows among the 60 matching.
      [`GET ${STAGED_LIST}?page=1&limit=50&status=pending`]: {
        status: 200,
        body: listAnswer([product, heading], { total: 60, totalPages: 2, flagged: 3 }),
      },
      [STAGED_BULK]: () => jsonResponse(200, approved),
    });
    renderWithProviders(<Page />, '/staged-products');
    await approveAll(60);
    let dialog = await screen.findByRole('alertdialog', { name: 'Approve Products' });
    expect(within(dialog).getByText(/3 flagged rows of the 60 selected look like no product/)).toBeTruthy();
    const insist = within(dialog).getByRole('checkbox', { name: 'Also approve 3 flagged rows' });
    expect((insist as HTMLInputElement).checked).toBe(false);
    // Left as it is, the flagged rows stay pending: the request leaves them out.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve 57 Products' }));
    await waitFor(() => expect(api.to(STAGED_BULK)).toHaveLength(1));
    expect(api.to(STAGED_BULK)[0]?.body).toEqual({ action: 'approve', filter: {}, useAiEnhancements: false });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // Unticking the flagged row on the page leaves 2; ticking the box insists on them.
    await approveAll(60);
    dialog = await screen.findByRole('alertdialog', { name: 'Approve Products' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${heading.name} (${heading.sku})` }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    fireEvent.pointerDown(within(bar).getByRole('button', { name: 'Bulk Actions' }), { button: 0 });
    fireEvent.click(await screen.findByRole('menuitem', { name: STAGED_MESSAGES.approveAllSelected }));
    dialog = await screen.findByRole('alertdialog', { name: 'Approve Products' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Also approve 2 flagged rows' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve 59 Products' }));
    await waitFor(() => expect(api.to(STAGED_BULK)).toHaveLength(2));
    expect(api.to(STAGED_BULK)[1]?.body).toEqual({
      action: 'approve',
      filter: {},
      excludedIds: [heading.id],
      useAiEnhancements: false,
      includeFlagged: true,
    });
  });

  it('approves a selection without flagged rows straight away, as before', async () => {
    const api = mockStagedApi({
      'GET /api/auth/user': { status: 200, body: admin },
      [`GET ${STAGED_LIST}?page=1&limit=50&status=pending`]: {
        status: 200,
        body: listAnswer([product, heading]),
      },
      [STAGED_BULK]: () => jsonResponse(200, approved),
    });
    renderWithProviders(<Page />, '/staged-products');
    fireEvent.click(await screen.findByRole('checkbox', { name: `Select ${product.name} (${product.sku})` }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    fireEvent.pointerDown(within(bar).getByRole('button', { name: 'Bulk Actions' }), { button: 0 });
    fireEvent.click(await screen.findByRole('menuitem', { name: STAGED_MESSAGES.approveAllSelected }));
    await waitFor(() => expect(api.to(STAGED_BULK)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.to(STAGED_BULK)[0]?.body).toEqual({
      action: 'approve',
      productIds: [product.id],
      useAiEnhancements: false,
    });
  });
});
