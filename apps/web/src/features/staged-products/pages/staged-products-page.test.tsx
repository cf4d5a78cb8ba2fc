import { STAGED_MESSAGES } from '@crossover/domain/staged-products';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { jsonResponse } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render-app';
import { buildUser } from '@/test/users';
import { STAGED_BULK, STAGED_LIST, listAnswer, mockStagedApi, stagedRow } from '../test-support';
import { StagedProductsPage } from './staged-products-page';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

function Page() {
  const { user } = useCurrentUser();
  return user ? <StagedProductsPage /> : null;
}

const A = stagedRow();
const B = stagedRow({
  id: 'st-2',
  name: 'Volt VX-65 Component Set',
  sku: 'TLX-65',
  description: null,
  isNewSku: false,
  mapPrice: null,
  proposedSeriesName: null,
  csvImportId: null,
  source: 'Manual Entry',
});

const LIST = STAGED_LIST;
const BULK = STAGED_BULK;

const admin = buildUser({ role: 'admin', organizationId: null });

describe('Staged Products — Standard Review', () => {
  it('lists pending rows with the spec texts, New/Update, prices, and the subtitle total', async () => {
    mockStagedApi({
      'GET /api/auth/user': { status: 200, body: admin },
      [`GET ${LIST}?page=1&limit=50&status=pending`]: { status: 200, body: listAnswer([A, B]) },
    });
    renderWithProviders(<Page />, '/staged-products');
    const table = await screen.findByRole('table', { name: 'Staged products' });
    expect(screen.getByText('Review and approve products before they go live (42 total)')).toBeTruthy();
    expect(screen.getByPlaceholderText(STAGED_MESSAGES.searchPlaceholder)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Standard Review' }).getAttribute('aria-selected')).toBe('true');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      '',
      'Product',
      'Image',
      'SKU',
      'Category',
      'Series',
      'Price',
      'Status',
      'Actions',
    ]);
    const rowA = within(table).getByRole('row', { name: /TLX-1000/ });
    expect(within(rowA).getByText('New')).toBeTruthy();
    expect(within(rowA).getByText('$1,234.50')).toBeTruthy();
    expect(within(rowA).getByText('Pending')).toBeTruthy();
    const rowB = within(table).getByRole('row', { name: /TLX-65/ });
    expect(within(rowB).getByText('Update')).toBeTruthy();
    expect(within(rowB).getByText(STAGED_MESSAGES.noDescription)).toBeTruthy();
    expect(within(rowB).getAllByText('-').length).toBeGreaterThan(0);
    expect(
      within(rowB).getByRole('button', { name: 'Approve Volt VX-65 Component Set (TLX-65)' }),
    ).toBeTruthy();
  });

  it('searches after the typing settles, filters by status, and says when nothing matches', async () => {
    const api = mockStagedApi({
      'GET /api/auth/user': { status: 200, body: admin },
      [`GET ${LIST}?page=1&limit=50&status=pending`]: { status: 200, body: listAnswer([A, B]) },
      [`GET ${LIST}?page=1&limit=50&status=pending&search=volt`]: { status: 200, body: listAnswer([B]) },
      [`GET ${LIST}?page=1&limit=50&status=all&search=volt`]: { status: 200, body: listAnswer([]) },
    });
    renderWithProviders(<Page />, '/staged-products');
    await screen.findByRole('table', { name: 'Staged products' });
    fireEvent.change(screen.getByPlaceholderText(STAGED_MESSAGES.searchPlaceholder), {
      target: { value: ' volt' },
    });
    await waitFor(() => expect(screen.queryByText('TLX-1000')).toBeNull());
    expect(currentLocation()).toBe('/staged-products?search=volt');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    expect(await screen.findByText(STAGED_MESSAGES.emptyStandard)).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or filters')).toBeTruthy();
    expect(api.to(`GET ${LIST}?page=1&limit=50&status=all&search=volt`).length).toBeGreaterThan(0);
  });

  it('opens the Product Data Preview from the name with every field, the manufacturer and the source', async () => {
    mockStagedApi({
      'GET /api/auth/user': { status: 200, body: admin },
      [`GET ${LIST}?page=1&limit=50&status=pending`]: { status: 200, body: listAnswer([A, B]) },
    });
    renderWithProviders(<Page />, '/staged-products');
    fireEvent.click(await screen.findByRole('button', { name: A.name }));
    const dialog = await screen.findByRole('dialog', { name: STAGED_MESSAGES.previewTitle });
    const field = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(within(dialog).getByText('Thunderline Audio')).toBeTruthy();
    expect(field('MAP Price')).toBe('$1,234.50');
    expect(field('Retail Price')).toBe('$1,299.99');
    expect(field('Mfg Cost')).toBe('$210.00');
    expect(field('Master Pack Cost')).toBe('-');
    expect(field('Master Pack Qty')).toBe('2');
    expect(field('Subcategory')).toBe('Monoblock Amplifiers');
    expect(field('Series')).toBe('Storm');
    expect(field('UPC')).toBe('012345678905');
    expect(field('Weight')).toBe('4.2 lb');
    expect(field('Dimensions')).toBe('10 x 6 x 2 in');
    expect(field('Source')).toBe('CSV Import');
    expect(field('Created')).toBe('Mar 4, 2026');
    expect(within(dialog).getByRole('link', { name: A.sourceUrl! })).toBeTruthy();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The image opens it too; a row with neither id is a manual entry.
    fireEvent.click(screen.getByRole('button', { name: `Preview ${B.name} (${B.sku})` }));
    const second = await screen.findByRole('dialog', { name: STAGED_MESSAGES.previewTitle });
    expect(within(second).getByText('Source').nextElementSibling?.textContent).toBe('Manual Entry');
    expect(within(second).getByText(STAGED_MESSAGES.noDescription)).toBeTruthy();
  });

  it("shows an import's flag and warnings on the row; the row's own Approve insists on a flagged row", async () => {
    const flagged = stagedRow({
      id: 'st-9',
      name: 'SUBWOOFERS',
      sku: 'SUBWOOFERS',
      importFlag:
        "Only the SKU cell 'SUBWOOFERS' is filled: a section heading or a note rather than a product?",
      importWarnings: ["MAP Price 'Call' is not an amount: left empty"],
    });
    const api = mockStagedApi({
      'GET /api/auth/user': { status: 200, body: admin },
      [`GET ${LIST}?page=1&limit=50&status=pending`]: { status: 200, body: listAnswer([flagged]) },
      [BULK]: () =>
        jsonResponse(200, {
          action: 'approve',
          message: 'done',
          approved: 1,
          deleted: 0,
          created: 1,
          updated: 0,
          seriesCreated: [],
          skipped: 0,
          problems: [],
        }),
    });
    renderWithProviders(<Page />, '/staged-products');
    expect((await screen.findAllByText('Flagged')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(flagged.importFlag!).length).toBeGreaterThan(0);
    expect(screen.getAllByText("MAP Price 'Call' is not an amount: left empty").length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Approve SUBWOOFERS (SUBWOOFERS)' }));
    await waitFor(() => expect(api.to(BULK)).toHaveLength(1));
    expect(api.to(BULK)[0]?.body).toMatchObject({ productIds: ['st-9'], includeFlagged: true });
  });

  it('approves one row with its button and deletes one after the confirmation', async () => {
    const api = mockStagedApi({
      'GET /api/auth/user': { status: 200, body: admin },
      [`GET ${LIST}?page=1&limit=50&status=pending`]: { status: 200, body: listAnswer([A, B]) },
      [BULK]: (request) =>
        jsonResponse(200, {
          action: (request.body as { action: string }).action,
          message: 'done',
          approved: (request.body as { action: string }).action === 'approve' ? 1 : 0,
          deleted: (request.body as { action: string }).action === 'delete' ? 1 : 0,
          created: 1,
          updated: 0,
          seriesCreated: [],
          skipped: 0,
          problems: [],
        }),
    });
    renderWithProviders(<Page />, '/staged-products');
    fireEvent.click(await screen.findByRole('button', { name: `Approve ${A.name} (${A.sku})` }));
    expect(await screen.findByText('Successfully approved 1 product')).toBeTruthy();
    expect(api.to(BULK)[0]?.body).toEqual({
      action: 'approve',
      productIds: [A.id],
      useAiEnhancements: false,
      includeFlagged: false,
    });

    fireEvent.click(screen.getByRole('button', { name: `Delete ${B.name} (${B.sku})` }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(STAGED_MESSAGES.deleteOneConfirm)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted 1 product')).toBeTruthy();
    expect(api.to(BULK)[1]?.body).toEqual({ action: 'delete', productIds: [B.id] });
  });

  it("says '1,000+' past the cap and names the exact count on 'Select All n Products'", async () => {
    const api = mockStagedApi({
      'GET /api/auth/user': { status: 200, body: admin },
      [`GET ${LIST}?page=1&limit=50&status=pending`]: {
        status: 200,
        body: listAnswer([A, B], {
          total: 1000,
          totalCapped: true,
          totalPages: 21,
          counts: { all: 1000, pending: 1000, approved: 0, rejected: 0 },
          countsCapped: { all: true, pending: true, approved: false, rejected: false },
        }),
      },
      [`GET ${LIST}/count?status=pending`]: { status: 200, body: { count: 1207, flagged: 0 } },
    });
    renderWithProviders(<Page />, '/staged-products');
    expect(
      await screen.findByText('Review and approve products before they go live (1,000+ total)'),
    ).toBeTruthy();
    expect(screen.getByText('Showing 1-50 of 1,000+ products')).toBeTruthy();
    const bar = screen.getByRole('region', { name: 'Selection' });
    fireEvent.click(await within(bar).findByRole('button', { name: 'Select All 1,207 Products' }));
    expect(within(bar).getByText('1,207 selected')).toBeTruthy();
    expect(api.to(`GET ${LIST}/count?status=pending`)).toHaveLength(1);
  });

  it('selects rows or all n matching and runs the bulk menu, with the spec confirmation and failure toasts', async () => {
    const api = mockStagedApi({
      'GET /api/auth/user': { status: 200, body: admin },
      [`GET ${LIST}?page=1&limit=50&status=pending`]: {
        status: 200,
        body: listAnswer([A, B], { total: 120, totalPages: 3 }),
      },
      [BULK]: (request) =>
        (request.body as { action: string }).action === 'delete'
          ? jsonResponse(500, { message: 'Internal Server Error' })
          : jsonResponse(409, { message: 'Someone else is approving these rows' }),
    });
    renderWithProviders(<Page />, '/staged-products');
    fireEvent.click(await screen.findByRole('checkbox', { name: `Select ${A.name} (${A.sku})` }));
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${B.name} (${B.sku})` }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();

    fireEvent.pointerDown(within(bar).getByRole('button', { name: 'Bulk Actions' }), { button: 0 });
    fireEvent.click(await screen.findByRole('menuitem', { name: STAGED_MESSAGES.deleteAllSelected }));
    const confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm).getByText('Are you sure you want to delete 2 products? This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    // A 500's text tells a person nothing: the spec's words instead.
    expect(await screen.findByText(STAGED_MESSAGES.deleteFailedTitle)).toBeTruthy();
    expect(screen.getByText(STAGED_MESSAGES.deleteFailed)).toBeTruthy();
    expect(api.to(BULK)[0]?.body).toEqual({ action: 'delete', productIds: [A.id, B.id] });

    // Every pending row (all pages): the search is the filter, never a list of ids.
    fireEvent.click(within(bar).getByRole('button', { name: 'Select All 120 Products' }));
    expect(within(bar).getByText('120 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${B.name} (${B.sku})` }));
    expect(within(bar).getByText('119 selected')).toBeTruthy();
    fireEvent.pointerDown(within(bar).getByRole('button', { name: 'Bulk Actions' }), { button: 0 });
    fireEvent.click(await screen.findByRole('menuitem', { name: STAGED_MESSAGES.approveAllSelected }));
    expect(await screen.findByText(STAGED_MESSAGES.approveFailed)).toBeTruthy();
    expect(screen.getByText('Someone else is approving these rows')).toBeTruthy();
    expect(api.to(BULK)[1]?.body).toEqual({
      action: 'approve',
      filter: {},
      excludedIds: [B.id],
      useAiEnhancements: false,
    });
    fireEvent.click(within(bar).getByRole('button', { name: STAGED_MESSAGES.clearSelection }));
    expect(within(bar).getByText('0 selected')).toBeTruthy();
  });

  it('follows a large approval run as a job (202) to its end, then toasts its answer', async () => {
    let polls = 0;
    const job = (status: string, processed: number, result: object | null = null) => ({
      jobId: 'job-1',
      status,
      processed,
      total: 2400,
      result,
      error: null,
    });
    const api = mockStagedApi({
      'GET /api/auth/user': { status: 200, body: admin },
      [`GET ${LIST}?page=1&limit=50&status=pending`]: {
        status: 200,
        body: listAnswer([A, B], { total: 2400, totalPages: 48 }),
      },
      [BULK]: () =>
        jsonResponse(202, {
          action: 'approve',
          jobId: 'job-1',
          total: 2400,
          message: 'Approving 2,400 products in the background',
        }),
      'GET /api/scraper/staged-bulk/job-1': () =>
        jsonResponse(
          200,
          ++polls < 2
            ? job('running', 500)
            : job('succeeded', 2400, {
                action: 'approve',
                message: 'Successfully approved 2,400 products',
                approved: 2400,
                deleted: 0,
                created: 2400,
                updated: 0,
                seriesCreated: [],
                skipped: 0,
                problems: [],
              }),
        ),
    });
    renderWithProviders(<Page />, '/staged-products');
    await screen.findByRole('checkbox', { name: `Select ${A.name} (${A.sku})` });
    const bar = screen.getByRole('region', { name: 'Selection' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Select All 2,400 Products' }));
    fireEvent.pointerDown(within(bar).getByRole('button', { name: 'Bulk Actions' }), { button: 0 });
    fireEvent.click(await screen.findByRole('menuitem', { name: STAGED_MESSAGES.approveAllSelected }));
    expect(await screen.findByText('Approving 2,400 products in the background')).toBeTruthy();
    expect(await screen.findByText('Approving products: 500 of 2,400 done')).toBeTruthy();
    expect(
      await screen.findByText('Successfully approved 2,400 products', {}, { timeout: 4000 }),
    ).toBeTruthy();
    // The status line goes once the job ended.
    expect(screen.queryByText(/^Approving products:/)).toBeNull();
    expect(api.to('GET /api/scraper/staged-bulk/job-1').length).toBe(2);
  });

  it('moves to the last page when the page shown no longer exists', async () => {
    mockStagedApi({
      'GET /api/auth/user': { status: 200, body: admin },
      [`GET ${LIST}?page=4&limit=50&status=pending`]: {
        status: 200,
        body: listAnswer([], { total: 60, totalPages: 2, page: 4 }),
      },
      [`GET ${LIST}?page=2&limit=50&status=pending`]: {
        status: 200,
        body: listAnswer([A], { total: 60, totalPages: 2, page: 2 }),
      },
    });
    renderWithProviders(<Page />, '/staged-products?page=4');
    await waitFor(() => expect(currentLocation()).toBe('/staged-products?page=2'));
    expect(await screen.findByText(A.sku!)).toBeTruthy();
  });

  it('pages by the spec rule: first, last and the current page ± 1', async () => {
    mockStagedApi({
      'GET /api/auth/user': { status: 200, body: admin },
      [`GET ${LIST}?page=5&limit=25&status=pending`]: {
        status: 200,
        body: listAnswer([A], { total: 250, totalPages: 10, page: 5, limit: 25 }),
      },
    });
    renderWithProviders(<Page />, '/staged-products?page=5&limit=25');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Page / })
      .map((b) => b.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '10']);
    expect(
      [...(within(nav).getByLabelText('Rows per page') as HTMLSelectElement).options].map((o) => o.value),
    ).toEqual(['25', '50', '100', '500']);
  });

  it('polls the list every 3 s while the Standard Review tab is shown, with a new _t each time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockStagedApi({
      'GET /api/auth/user': { status: 200, body: admin },
      [`GET ${LIST}?page=1&limit=50&status=pending`]: { status: 200, body: listAnswer([A]) },
    });
    renderWithProviders(<Page />, '/staged-products');
    await screen.findByRole('table', { name: 'Staged products' });
    const sent = () => api.requests.filter((r) => r.url.startsWith(`${LIST}?`));
    const first = sent().length;
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(sent().length).toBe(first + 2);
    // Each request carries its own cache-buster (the recorded URLs are keyed without it).
    const urls = api.fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith(LIST));
    expect(urls).toHaveLength(sent().length);
    const stamps = urls.map((url) => /[?&]_t=(\d+)/.exec(url)?.[1]);
    expect(stamps.length).toBeGreaterThan(0);
    expect(stamps.every(Boolean)).toBe(true);
    expect(new Set(stamps).size).toBe(urls.length);
  });

  it("says 'Failed to fetch staged products' when the list cannot be read, and keeps the rows a failed poll had", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failing = true;
    mockStagedApi({
      'GET /api/auth/user': { status: 200, body: admin },
      [`GET ${LIST}?page=1&limit=50&status=pending`]: () =>
        failing ? jsonResponse(500, { message: 'boom' }) : jsonResponse(200, listAnswer([A])),
    });
    renderWithProviders(<Page />, '/staged-products');
    expect((await screen.findByRole('alert')).textContent).toBe(STAGED_MESSAGES.fetchFailed);
    expect(screen.getAllByText(STAGED_MESSAGES.fetchFailed)).toHaveLength(2); // the table and the toast

    failing = false;
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    const table = await screen.findByRole('table', { name: 'Staged products' });
    expect(within(table).getByText(A.sku!)).toBeTruthy();
    failing = true;
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByText(/the list below may be out of date/)).toBeTruthy();
    expect(within(table).getByText(A.sku!)).toBeTruthy();
  });
});

describe('Staged Products — read-only for manufacturers and distributors', () => {
  it('shows the rows without selection, approve, delete or enhance controls', async () => {
    const completed = stagedRow({
      aiEnhancementStatus: 'completed',
      aiEnhancedCategory: 'Amplifiers',
      aiEnhancedName: 'Storm Monoblock 1000 W',
    });
    mockStagedApi({
      'GET /api/auth/user': {
        status: 200,
        body: buildUser({ role: 'manufacturer', organizationId: 'org-tl' }),
      },
      [`GET ${LIST}?page=1&limit=50&status=pending`]: { status: 200, body: listAnswer([completed, B]) },
    });
    renderWithProviders(<Page />, '/staged-products');
    const table = await screen.findByRole('table', { name: 'Staged products' });
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(table).queryAllByRole('button', { name: /^(Approve|Delete) / })).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'AI Enhanced' }));
    const card = await screen.findByRole('listitem', { name: `${A.name} (${A.sku})` });
    expect(within(card).queryByRole('button', { name: /Enhance/ })).toBeNull();
    expect(within(card).getByRole('checkbox', { name: 'Use enhanced name' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.queryByRole('button', { name: /Approve \d+ Products/ })).toBeNull();
  });
});
