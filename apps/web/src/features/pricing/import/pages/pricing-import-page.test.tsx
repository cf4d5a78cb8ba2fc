import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { type RouteAnswer, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { buildOrganization, buildUser } from '@/test/users';
import type { PriceListRow, PricingImportDetail, ProcessAnswer } from '../../shared/api';
import { todayInput } from '../../shared/format';
import { PricingImportPage } from './pricing-import-page';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

function Page() {
  const { user } = useCurrentUser();
  return user ? <PricingImportPage /> : null;
}

const distributor = buildUser({
  role: 'distributor',
  organizationId: 'd-1',
  organizationName: 'Pacific Audio',
});
const admin = buildUser({ role: 'admin', organizationId: null, organizationName: null });

function row(overrides: Partial<PriceListRow>): PriceListRow {
  return {
    rowNumber: 2,
    status: 'success',
    sku: 'KA-AMP-400',
    distPartNumber: 'DP-1',
    cost: '189.50',
    mpqCost: '1137.00',
    message: null,
    ...overrides,
  };
}

const ROWS: PriceListRow[] = [
  row({ rowNumber: 2 }),
  row({
    rowNumber: 3,
    sku: 'TL-SUB-12',
    status: 'warning',
    distPartNumber: null,
    message: 'Part number is missing',
  }),
  row({ rowNumber: 4, sku: 'NOPE', status: 'error', cost: '-1', message: 'Unknown SKU' }),
];
const stats = (rows: PriceListRow[]) => ({
  total: rows.length,
  processed: rows.length,
  successful: rows.filter((r) => r.status === 'success').length,
  errors: rows.filter((r) => r.status === 'error').length,
  warnings: rows.filter((r) => r.status === 'warning').length,
});
const uploaded = (rows: PriceListRow[] = ROWS) => ({
  data: rows,
  stats: stats(rows),
  filename: 'prices.csv',
});

function detail(overrides: Partial<PricingImportDetail> = {}): PricingImportDetail {
  return {
    id: 'pi-1',
    importType: 'distributor_pricing',
    filename: 'prices.csv',
    campaignName: null,
    organizationId: 'd-1',
    organizationName: 'Pacific Audio',
    userName: 'Dana Distributor',
    effectiveDate: '2026-03-04T00:00:00.000Z',
    expirationDate: null,
    recordsProcessed: 2,
    recordsSuccessful: 2,
    recordsFailed: 0,
    status: 'completed',
    failureReason: null,
    createdAt: '2026-03-04T10:00:00.000Z',
    appliedAt: '2026-03-04T10:00:02.000Z',
    expiredAt: null,
    rolledBackAt: null,
    rolledBackByName: null,
    rollbackReason: null,
    canRollBack: true,
    progress: null,
    changes: [],
    ...overrides,
  };
}

const accepted = (status: ProcessAnswer['status'] = 'processing'): ProcessAnswer => ({
  importId: 'pi-1',
  jobId: 'job-1',
  status,
  data: ROWS.slice(0, 2),
  stats: stats(ROWS.slice(0, 2)),
});

const UPLOAD = 'POST /api/pricing-import/upload';
const PROCESS = 'POST /api/pricing-import/process';
const DETAIL = 'GET /api/pricing-imports/pi-1';

function routes(user = distributor, extra: Record<string, RouteAnswer> = {}) {
  return {
    'GET /api/auth/user': { status: 200, body: user },
    'GET /api/organizations': {
      status: 200,
      body: [
        buildOrganization({ id: 'd-2', name: 'Midwest Audio Supply', type: 'distributor' }),
        buildOrganization({ id: 'd-1', name: 'Pacific Audio', type: 'distributor' }),
        buildOrganization({ id: 'm-1', name: 'Kestrel Acoustics', type: 'manufacturer' }),
      ],
    },
    ...extra,
  };
}

const fileInput = () => screen.findByLabelText('Price list file');
const tab = (name: string) => screen.getByRole('tab', { name }) as HTMLButtonElement;
const processButton = () => screen.getByRole('button', { name: /Process Updates/ }) as HTMLButtonElement;
const choose = async (name = 'prices.csv') =>
  fireEvent.change(await fileInput(), { target: { files: [new File(['SKU\nKA-AMP-400'], name)] } });
/** The multipart form the upload sent (fetch-mock records JSON bodies only). */
function sentForm(api: ReturnType<typeof mockFetch>): FormData {
  const call = api.fetchMock.mock.calls.find(([url, init]) => url === '/api/pricing-import/upload' && init);
  return call?.[1]?.body as FormData;
}

describe('Pricing Import, Distributor Pricing', () => {
  it('uploads, previews every row, processes the rows that are not errors and shows the results', async () => {
    let polls = 0;
    const api = mockFetch(
      routes(distributor, {
        [UPLOAD]: { status: 200, body: uploaded() },
        [PROCESS]: { status: 202, body: accepted() },
        [DETAIL]: () => {
          polls += 1;
          return jsonResponse(
            200,
            polls === 1 ? detail({ status: 'processing', progress: { processed: 1, total: 2 } }) : detail(),
          );
        },
      }),
    );
    renderWithProviders(<Page />, '/pricing-import');

    // A distributor imports its own prices (PMAP campaigns are not its to read): no type to choose.
    expect(await screen.findByText('Pacific Audio')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /PMAP Campaigns/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Prices for' })).toBeNull();
    expect(tab('Preview & Validate').disabled).toBe(true);
    expect(tab('Process Results').disabled).toBe(true);

    await choose();
    expect(await screen.findByText('Upload Successful')).toBeTruthy();
    expect(screen.getByText('Parsed 3 pricing records')).toBeTruthy();
    expect(sentForm(api).get('organizationId')).toBeNull();
    expect((sentForm(api).get('file') as File).name).toBe('prices.csv');
    expect(tab('Preview & Validate').getAttribute('aria-selected')).toBe('true');

    const preview = screen.getByRole('table', { name: 'Preview rows' });
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Success')).toBeTruthy();
    expect(within(rows[0]!).getByText('$189.50')).toBeTruthy();
    expect(within(rows[1]!).getByText('Warning')).toBeTruthy();
    expect(within(rows[1]!).getByText('Part number is missing')).toBeTruthy();
    expect(within(rows[2]!).getByText('Error')).toBeTruthy();
    // The scrolling area is a tab stop for the keyboard.
    expect(screen.getByRole('region', { name: 'Preview rows' }).getAttribute('tabindex')).toBe('0');

    expect((screen.getByLabelText(/^Effective date/) as HTMLInputElement).value).toBe(todayInput());
    expect((screen.getByLabelText(/^Expiration date/) as HTMLInputElement).value).toBe('');
    fireEvent.click(processButton());

    expect(await screen.findByRole('progressbar', { name: /Applying price changes: 1 of 2/ })).toBeTruthy();
    expect(api.to(PROCESS)[0]?.body).toEqual({
      pricingData: [
        { rowNumber: 2, sku: 'KA-AMP-400', distPartNumber: 'DP-1', cost: '189.50', mpqCost: '1137.00' },
        { rowNumber: 3, sku: 'TL-SUB-12', distPartNumber: null, cost: '189.50', mpqCost: '1137.00' },
      ],
      effectiveDate: todayInput(),
      expirationDate: null,
      filename: 'prices.csv',
    });
    expect(processButton().disabled).toBe(true);

    expect(await screen.findByText('Processing Complete', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Updated 2 products successfully')).toBeTruthy();
    expect(tab('Process Results').getAttribute('aria-selected')).toBe('true');
    const counts = screen.getByLabelText('Result counts');
    expect(within(counts).getByText('Warnings').nextSibling?.textContent).toBe('1');
    expect(within(screen.getByRole('table', { name: 'Result rows' })).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText(/2 products updated/)).toBeTruthy();
  });

  it("refuses a file that is not .xlsx, .xls or .csv (any case) with the spec's toast", async () => {
    const api = mockFetch(routes(distributor, { [UPLOAD]: { status: 200, body: uploaded() } }));
    renderWithProviders(<Page />, '/pricing-import');
    await choose('photo.png');
    expect(await screen.findByText('Invalid File Type')).toBeTruthy();
    expect(screen.getByText('Please select an Excel (.xlsx, .xls) or CSV file.')).toBeTruthy();
    expect(tab('Preview & Validate').disabled).toBe(true);
    expect(api.to(UPLOAD)).toHaveLength(0);

    await choose('PRICES.XLSX');
    expect(await screen.findByText('Upload Successful')).toBeTruthy();
    expect(api.to(UPLOAD)).toHaveLength(1);
  });

  it('keeps Process Updates disabled when every row is an error', async () => {
    const errors = [row({ status: 'error', message: 'Unknown SKU' }), row({ rowNumber: 3, status: 'error' })];
    const api = mockFetch(routes(distributor, { [UPLOAD]: { status: 200, body: uploaded(errors) } }));
    renderWithProviders(<Page />, '/pricing-import');
    await choose();
    expect(
      await screen.findByText('Every row has an error: correct the file and upload it again.'),
    ).toBeTruthy();
    expect(processButton().disabled).toBe(true);
    fireEvent.click(processButton());
    expect(api.to(PROCESS)).toHaveLength(0);
  });

  it("shows an upload's failure with the server's message, else the spec's, and returns to Upload", async () => {
    let answer: RouteAnswer = { status: 415, body: { message: 'The file is not a spreadsheet or CSV file' } };
    mockFetch(
      routes(distributor, {
        [UPLOAD]: (request) =>
          typeof answer === 'function' ? answer(request) : jsonResponse(answer.status, answer.body),
      }),
    );
    renderWithProviders(<Page />, '/pricing-import');
    await choose();
    expect(await screen.findByText('Upload Failed')).toBeTruthy();
    expect(screen.getByText('The file is not a spreadsheet or CSV file')).toBeTruthy();
    expect(tab('Upload File').getAttribute('aria-selected')).toBe('true');
    expect(tab('Preview & Validate').disabled).toBe(true);

    answer = { status: 500, body: undefined };
    await choose();
    expect(await screen.findByText('Failed to upload and parse the pricing file')).toBeTruthy();
  });

  it('asks an admin whose prices change: a distributor (not other organizations) or the catalogue', async () => {
    const api = mockFetch(
      routes(admin, {
        [UPLOAD]: { status: 200, body: uploaded() },
        [PROCESS]: { status: 202, body: accepted('completed') },
        [DETAIL]: { status: 200, body: detail({ organizationId: null, organizationName: null }) },
      }),
    );
    renderWithProviders(<Page />, '/pricing-import');
    const target = (await screen.findByRole('combobox', { name: 'Prices for' })) as HTMLSelectElement;
    expect((await fileInput()).hasAttribute('disabled')).toBe(true);
    await waitFor(() =>
      expect([...target.options].map((o) => o.textContent)).toEqual([
        'Choose where the prices go',
        'Catalogue reference prices',
        'Midwest Audio Supply',
        'Pacific Audio',
      ]),
    );
    fireEvent.change(target, { target: { value: 'd-2' } });
    await choose();
    await screen.findByText('Upload Successful');
    expect(sentForm(api).get('organizationId')).toBe('d-2');

    // Another target judged the rows against other prices: the preview is dropped.
    fireEvent.click(tab('Upload File'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Prices for' }), {
      target: { value: 'catalogue' },
    });
    expect(tab('Preview & Validate').disabled).toBe(true);
    await choose();
    await screen.findByRole('table', { name: 'Preview rows' });
    fireEvent.click(processButton());
    await screen.findByText('Processing Complete');
    expect(api.to(PROCESS)[0]?.body).toMatchObject({ organizationId: null });
  });

  it('switching the type clears the file and preview and starts over from today with no expiration', async () => {
    mockFetch(routes(admin, { [UPLOAD]: { status: 200, body: uploaded() } }));
    renderWithProviders(<Page />, '/pricing-import');
    // Distributor Pricing is the default type.
    const distributorType = await screen.findByRole('radio', { name: /Distributor Pricing/ });
    expect((distributorType as HTMLInputElement).checked).toBe(true);
    await screen.findByRole('option', { name: 'Pacific Audio' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Prices for' }), { target: { value: 'd-1' } });
    await choose();
    await screen.findByRole('table', { name: 'Preview rows' });
    fireEvent.change(screen.getByLabelText(/^Effective date/), { target: { value: '2099-01-01' } });
    fireEvent.change(screen.getByLabelText(/^Expiration date/), { target: { value: '2099-02-01' } });

    fireEvent.click(screen.getByRole('radio', { name: /PMAP Campaigns/ }));
    expect(screen.queryByRole('tab', { name: 'Preview & Validate' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Distributor Pricing/ }));

    expect(tab('Upload File').getAttribute('aria-selected')).toBe('true');
    expect(tab('Preview & Validate').disabled).toBe(true);
    expect(screen.queryByText('prices.csv')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Prices for' }), { target: { value: 'd-1' } });
    await choose();
    await screen.findByRole('table', { name: 'Preview rows' });
    expect((screen.getByLabelText(/^Effective date/) as HTMLInputElement).value).toBe(todayInput());
    expect((screen.getByLabelText(/^Expiration date/) as HTMLInputElement).value).toBe('');
  });

  it('checks the dates and says when a future import will apply', async () => {
    const api = mockFetch(
      routes(distributor, {
        [UPLOAD]: { status: 200, body: uploaded() },
        [PROCESS]: { status: 202, body: accepted('scheduled') },
        [DETAIL]: {
          status: 200,
          body: detail({ status: 'scheduled', effectiveDate: '2099-01-01T00:00:00.000Z', appliedAt: null }),
        },
      }),
    );
    renderWithProviders(<Page />, '/pricing-import');
    await choose();
    await screen.findByRole('table', { name: 'Preview rows' });

    fireEvent.change(screen.getByLabelText(/^Effective date/), { target: { value: '' } });
    expect(screen.getByText('Effective date is required')).toBeTruthy();
    expect(processButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Effective date/), { target: { value: '2099-01-01' } });
    fireEvent.change(screen.getByLabelText(/^Expiration date/), { target: { value: '2098-12-31' } });
    expect(screen.getByText('Expiration date must be after the effective date')).toBeTruthy();
    expect(processButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Expiration date/), { target: { value: '2099-03-01' } });
    expect(screen.getByText(/nothing changes until Jan 1, 2099/)).toBeTruthy();

    fireEvent.click(processButton());
    expect(await screen.findByText(/Scheduled: the prices apply on Jan 1, 2099/)).toBeTruthy();
    expect(screen.getByText('Import Scheduled')).toBeTruthy();
    expect(api.to(PROCESS)[0]?.body).toMatchObject({
      effectiveDate: '2099-01-01',
      expirationDate: '2099-03-01',
    });
  });

  it("reports a failed job and a refused process with the spec's texts", async () => {
    let refuse = true;
    mockFetch(
      routes(distributor, {
        [UPLOAD]: { status: 200, body: uploaded() },
        [PROCESS]: () =>
          refuse ? jsonResponse(500, { message: 'Internal Server Error' }) : jsonResponse(202, accepted()),
        [DETAIL]: {
          status: 200,
          body: detail({ status: 'failed', failureReason: 'The database went away' }),
        },
      }),
    );
    renderWithProviders(<Page />, '/pricing-import');
    await choose();
    await screen.findByRole('table', { name: 'Preview rows' });
    fireEvent.click(processButton());
    expect(await screen.findByText('Processing Failed')).toBeTruthy();
    await waitFor(() => expect(processButton().disabled).toBe(false));

    refuse = false;
    fireEvent.click(processButton());
    expect(await screen.findByText('Failed to process pricing updates')).toBeTruthy();
    expect(await screen.findByText(/The import failed: The database went away/)).toBeTruthy();
  });

  it('tells a marketing firm that price lists are imported by distributors and administrators', async () => {
    mockFetch(routes(buildUser({ role: 'marketing_firm', organizationId: 'mk-1' })));
    renderWithProviders(<Page />, '/pricing-import');
    expect(
      await screen.findByText(/Price lists are imported by distributors and administrators/),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Price list file')).toBeNull();
  });
});
