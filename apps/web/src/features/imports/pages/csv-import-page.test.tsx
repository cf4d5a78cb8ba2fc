import type {
  CsvImport,
  FailureReport,
  ImportCheck,
  ImportMapping,
  UploadResponse,
} from '@crossover/domain/imports';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { type RouteAnswer, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { buildOrganization, buildUser } from '@/test/users';
import { CsvImportPage } from './csv-import-page';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));
/** The upload goes through XMLHttpRequest (for its progress): a stand-in answering `uploadAnswer`. */
let uploadAnswer: { status: number; body: unknown } = { status: 500, body: {} };
const uploadsSent: FormData[] = [];
class FakeXhr {
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  abort() {}
  send(form: FormData) {
    uploadsSent.push(form);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.status = uploadAnswer.status;
      this.responseText = JSON.stringify(uploadAnswer.body);
      this.onload?.();
    }, 0);
  }
}

function Page() {
  const { user } = useCurrentUser();
  return user ? <CsvImportPage /> : null;
}

const kestrel = buildOrganization({ id: 'm-1', name: 'Kestrel Acoustics', type: 'manufacturer' });
const HISTORY = 'GET /api/csv-imports?limit=50';

const CHECK: ImportCheck = {
  totalRows: 40,
  rowsFailing: 1,
  rowsWithWarnings: 2,
  rowsFlagged: 0,
  duplicateRows: 0,
  pendingElsewhere: 1,
  failures: ['Row 2: SKU is required'],
  warnings: [
    "Row 3: Mfg Cost '-5' is negative: left empty",
    "Row 4: Mfg Cost '1.234' was rounded to cents: 1.23",
  ],
  flagged: [],
  duplicates: [],
  statusValues: [
    { value: 'active', rows: 37, status: 'active', known: true },
    { value: 'retired', rows: 2, status: 'active', known: false },
  ],
};

function csvImport(overrides: Partial<CsvImport> = {}): CsvImport {
  return {
    id: 'imp-1',
    filename: 'kestrel.csv',
    fileKind: 'csv',
    fileSize: 4096,
    manufacturerId: 'm-1',
    manufacturerName: 'Kestrel Acoustics',
    userName: 'Jordan Reyes',
    status: 'staged',
    totalRows: 20,
    processedRows: 20,
    recordsStaged: 17,
    recordsImported: 17,
    recordsFailed: 3,
    recordsSkipped: 0,
    recordsWarned: 0,
    recordsFlagged: 0,
    errorLog: [],
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:01:00.000Z',
    finishedAt: '2026-03-04T10:01:00.000Z',
    ...overrides,
  };
}

const history = (imports: CsvImport[]) => ({
  status: 200,
  body: { imports, nextCursor: null, anyProcessing: imports.some((i) => i.status === 'processing') },
});

const uploaded: UploadResponse = {
  importId: 'imp-9',
  filename: 'new.csv',
  fileKind: 'csv',
  headers: ['Item No', 'Title', 'Cost', 'State'],
  // Three rows with eight problems among them: the list shows 5 and 'and 3 more'.
  sampleData: [
    ['', 'No SKU', '-1', 'gone'],
    ['A-2', 'Two', '1.234', 'sold'],
    ['', 'Three', 'abc', 'x'],
  ],
  totalRows: 40,
  suggestion: {
    mapping: { sku: 0, name: 1, mfgCost: 2 },
    sources: { sku: 'synonym', name: 'synonym', mfgCost: 'synonym' },
    templateId: null,
    templateName: null,
  },
  sampleRowNumbers: [2, 3, 4],
  headerRow: 1,
  headerDetected: true,
  topRows: [],
  sheets: [],
  sheet: null,
  warnings: [],
};

function routes(extra: Record<string, RouteAnswer> = {}) {
  return {
    'GET /api/auth/user': { status: 200, body: buildUser({ role: 'admin', organizationId: null }) },
    'GET /api/organizations': { status: 200, body: [kestrel] },
    'GET /api/column-mapping-templates': { status: 200, body: [] },
    [HISTORY]: history([]),
    ...extra,
  };
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

beforeEach(() => {
  uploadsSent.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

describe('CSV Import wizard', () => {
  it('walks manufacturer → upload → mapping → preview → processing → complete', async () => {
    uploadAnswer = { status: 200, body: uploaded };
    let started = false;
    const api = mockFetch(
      routes({
        [HISTORY]: () =>
          jsonResponse(200, history(started ? [csvImport({ id: 'imp-9', filename: 'new.csv' })] : []).body),
        'POST /api/csv-import/imp-9/check': () => jsonResponse(200, CHECK),
        'POST /api/csv-import/imp-9/process': () => {
          started = true;
          return jsonResponse(200, { message: 'Import started: 40 rows are being processed' });
        },
      }),
    );
    renderWithProviders(<Page />, '/csv-import');

    fireEvent.click(await screen.findByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Please select a manufacturer first')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Manufacturer' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kestrel Acoustics' }));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));

    const input = await screen.findByLabelText('Product file');
    const file = new File(['Item No\nA-1'], 'new.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: /Upload File/ }));
    await screen.findByText('File uploaded successfully');
    expect(uploadsSent[0]?.get('manufacturerId')).toBe('m-1');
    expect((uploadsSent[0]?.get('csvFile') as File).name).toBe('new.csv');

    // The ★ suggestion is preselected; without a SKU column there is no preview.
    expect(select('SKU (required)').value).toBe('0');
    expect(select('SKU (required)').selectedOptions[0]?.textContent).toBe('★ Item No');
    fireEvent.change(select('SKU (required)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Preview Import/ }));
    expect(await screen.findByText('Map a column to SKU before importing')).toBeTruthy();
    fireEvent.change(select('SKU (required)'), { target: { value: '0' } });
    fireEvent.change(select('Status'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: /Preview Import/ }));

    const samples = await screen.findByRole('table', { name: 'Sample rows' });
    expect(
      within(samples)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Field', 'Row 2', 'Row 3', 'Row 4']);
    // The whole file, checked by the server under this mapping (issue 15 item 24).
    const checked = await screen.findByRole('region', { name: 'Whole file checked (40 rows)' });
    expect(within(checked).getByText('1 row will fail: no usable SKU')).toBeTruthy();
    expect(within(checked).getByText('Row 2: SKU is required')).toBeTruthy();
    expect(within(checked).getByText(/^2 rows will be staged with warnings/)).toBeTruthy();
    expect(api.to('POST /api/csv-import/imp-9/check')[0]?.body).toEqual({
      columnMapping: { sku: 0, name: 1, mfgCost: 2, status: 3 },
      statusMap: {},
    });
    // The Status values and what each becomes; a correction asks the server again.
    fireEvent.change(select('retired (2 rows): not recognised'), { target: { value: 'discontinued' } });
    await waitFor(() => expect(api.to('POST /api/csv-import/imp-9/check')).toHaveLength(2));
    expect(api.to('POST /api/csv-import/imp-9/check')[1]?.body).toMatchObject({
      statusMap: { retired: 'discontinued' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Replace the 1 SKU still pending review/ }));

    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Start Import/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: /Start Import/ }));
    await screen.findByText('Import Started');
    expect(api.to('POST /api/csv-import/imp-9/process')[0]?.body).toEqual({
      columnMapping: { sku: 0, name: 1, mfgCost: 2, status: 3 },
      templateId: null,
      statusMap: { retired: 'discontinued' },
      replacePending: true,
    });
    // The history reports it staged: complete, with its counts and the way on.
    expect(await screen.findByText('17 products staged for review; 3 rows failed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /View Import Progress/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Import Another File/ }));
    expect(await screen.findByLabelText('Product file')).toBeTruthy();
  });

  it('refuses a file of the wrong kind or over 10 MB before sending it', async () => {
    mockFetch(routes());
    renderWithProviders(<Page />, '/csv-import');
    fireEvent.click(await screen.findByRole('combobox', { name: 'Manufacturer' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kestrel Acoustics' }));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    const input = await screen.findByLabelText('Product file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png')] } });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Please choose a .csv, .xlsx or .xls file',
    );
    const big = new File(['x'], 'big.csv');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(
      await screen.findByText('The file is larger than 10 MB', { selector: 'p[role="alert"]' }),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: /Upload File/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(uploadsSent).toHaveLength(0);
  });

  it("shows the server's refusal of an upload ('Upload failed' with its message)", async () => {
    uploadAnswer = { status: 415, body: { message: 'The file is not a CSV, .xlsx or .xls file' } };
    mockFetch(routes());
    renderWithProviders(<Page />, '/csv-import');
    fireEvent.click(await screen.findByRole('combobox', { name: 'Manufacturer' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kestrel Acoustics' }));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    fireEvent.change(await screen.findByLabelText('Product file'), {
      target: { files: [new File(['x'], 'fake.csv')] },
    });
    fireEvent.click(screen.getByRole('button', { name: /Upload File/ }));
    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(screen.getAllByText('The file is not a CSV, .xlsx or .xls file').length).toBeGreaterThan(0);
  });
});

const report: FailureReport = {
  importId: 'imp-1',
  filename: 'kestrel.csv',
  importDate: '2026-03-04T10:00:00.000Z',
  totalRows: 40,
  recordsStaged: 28,
  recordsFailed: 12,
  recordsSkipped: 0,
  recordsWarned: 0,
  recordsFlagged: 0,
  failureRate: 30,
  errors: Array.from({ length: 10 }, (_, i) => `Row ${i + 2}: SKU is required`),
  moreErrors: 2,
  failedRows: [{ rowNumber: 2, error: 'SKU is required', data: { 'Item No': '', Title: 'Amp' } }],
};

/** What the Retry dialog reads: the last run mapped SKU to 'Item No', empty in the failed row. */
const savedMapping: ImportMapping = {
  importId: 'imp-1',
  filename: 'kestrel.csv',
  headers: ['Item No', 'Title', 'Part'],
  columnMapping: { sku: 0, name: 1 },
  sampleRow: ['', 'Amp', 'KA-7'],
  sampleRowNumber: 2,
};

describe('Import History', () => {
  it('offers the failure actions only for imports with failures, and deletes after a confirmation', async () => {
    const api = mockFetch(
      routes({
        [HISTORY]: history([
          csvImport(),
          csvImport({
            id: 'imp-2',
            filename: 'clean.csv',
            recordsFailed: 0,
            recordsStaged: 20,
            recordsWarned: 2,
            recordsFlagged: 1,
          }),
        ]),
        'DELETE /api/csv-import/imp-2': { status: 200, body: { message: 'Import deleted' } },
        'GET /api/csv-import/imp-1/mapping': { status: 200, body: savedMapping },
        'POST /api/csv-import/imp-1/retry': {
          status: 200,
          body: { message: 'Import reset: its 20 rows are being processed again' },
        },
      }),
    );
    renderWithProviders(<Page />, '/csv-import');
    const table = await screen.findByRole('table', { name: 'Import History' });
    expect(within(table).getByRole('button', { name: 'Actions for kestrel.csv' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Actions for clean.csv' })).toBeNull();
    // Staged rows with warnings and flagged rows are counted in the history (issue 15 items 4 and 6).
    expect(within(table).getAllByText('2 with warnings · 1 flagged').length).toBeGreaterThan(0);

    fireEvent.click(within(table).getByRole('button', { name: 'Delete import clean.csv' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Import Deleted')).toBeTruthy();
    expect(api.to('DELETE /api/csv-import/imp-2')).toHaveLength(1);

    fireEvent.pointerDown(within(table).getByRole('button', { name: 'Actions for kestrel.csv' }), {
      button: 0,
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: /Retry Import/ }));
    // The dialog shows the last run's mapping; its default action retries with it, sending none.
    const dialog = await screen.findByRole('dialog', { name: 'Retry Import' });
    await waitFor(() => expect(select('SKU (required)').value).toBe('0'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry Import' }));
    expect(await screen.findByText('Import Reset')).toBeTruthy();
    expect(api.to('POST /api/csv-import/imp-1/retry')).toHaveLength(1);
    expect(api.to('POST /api/csv-import/imp-1/retry')[0]?.body).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Retry Import' })).toBeNull());
  });

  it("retries with a mapping changed in the Retry dialog, with the wizard's controls (issue 15 item 8)", async () => {
    const api = mockFetch(
      routes({
        [HISTORY]: history([csvImport()]),
        'GET /api/csv-import/imp-1/mapping': { status: 200, body: savedMapping },
        'POST /api/csv-import/imp-1/retry': {
          status: 200,
          body: { message: 'Import reset: its 20 rows are being processed again' },
        },
      }),
    );
    renderWithProviders(<Page />, '/csv-import');
    const table = await screen.findByRole('table', { name: 'Import History' });
    fireEvent.pointerDown(within(table).getByRole('button', { name: 'Actions for kestrel.csv' }), {
      button: 0,
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: /Retry Import/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry Import' });
    await waitFor(() => expect(select('SKU (required)').value).toBe('0'));
    // The failed row's cell under each column, and the ★ on the last run's column.
    expect(within(dialog).getByText('Row 2 (failed): (empty)')).toBeTruthy();
    expect(within(select('SKU (required)')).getByRole('option', { name: '★ Item No' })).toBeTruthy();
    // Unmapping SKU cannot be retried; pointing it at the right column can.
    fireEvent.change(select('SKU (required)'), { target: { value: '' } });
    expect(within(dialog).getByText('Map a column to SKU before importing')).toBeTruthy();
    const retry = within(dialog).getByRole('button', { name: 'Retry Import' }) as HTMLButtonElement;
    expect(retry.disabled).toBe(true);
    fireEvent.change(select('SKU (required)'), { target: { value: '2' } });
    expect(within(dialog).getByText('Row 2 (failed): KA-7')).toBeTruthy();
    fireEvent.click(retry);
    expect(await screen.findByText('Import Reset')).toBeTruthy();
    expect(api.to('POST /api/csv-import/imp-1/retry')[0]?.body).toEqual({
      columnMapping: { sku: 2, name: 1 },
    });
  });

  it('refreshes every 2 s while an import is processing; a failed refresh keeps the rows and is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const api = mockFetch(
      routes({
        [HISTORY]: () => {
          calls += 1;
          return calls === 1
            ? jsonResponse(200, history([csvImport({ status: 'processing', processedRows: 5 })]).body)
            : jsonResponse(500, { message: 'Internal Server Error' });
        },
      }),
    );
    renderWithProviders(<Page />, '/csv-import');
    const table = await screen.findByRole('table', { name: 'Import History' });
    expect(within(table).getByText('Processing')).toBeTruthy();
    // The second answer (a failure) comes 2 s later.
    await waitFor(() => expect(api.to(HISTORY).length).toBeGreaterThanOrEqual(2), { timeout: 4000 });
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(
      within(screen.getByRole('table', { name: 'Import History' })).getByText('kestrel.csv'),
    ).toBeTruthy();
    expect(screen.queryByText('The import history could not be loaded')).toBeNull();
    logged.mockRestore();
  });

  it("shows the failure report: figures, 10 errors then '... and N more errors', the failed rows", async () => {
    mockFetch(
      routes({
        [HISTORY]: history([csvImport()]),
        'GET /api/csv-import/imp-1/failure-report': { status: 200, body: report },
      }),
    );
    renderWithProviders(<Page />, '/csv-import');
    const menu = await screen.findByRole('button', { name: 'Actions for kestrel.csv' });
    fireEvent.pointerDown(menu, { button: 0 });
    fireEvent.click(await screen.findByRole('menuitem', { name: /View Error Report/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Failure Report' });
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('definition')
          .map((dd) => dd.textContent),
      ).toEqual(['40', '28', '12', '30.0%']),
    );
    const errors = within(within(dialog).getByRole('region', { name: 'Error Summary' })).getAllByRole(
      'listitem',
    );
    expect(errors).toHaveLength(11);
    expect(errors.at(-1)?.textContent).toBe('... and 2 more errors');
    expect(within(dialog).getByText('Title: Amp')).toBeTruthy();
  });

  it("closes the report with 'Report Failed' when it cannot be made", async () => {
    mockFetch(
      routes({
        [HISTORY]: history([csvImport()]),
        'GET /api/csv-import/imp-1/failure-report': {
          status: 500,
          body: { message: 'Internal Server Error' },
        },
      }),
    );
    renderWithProviders(<Page />, '/csv-import');
    fireEvent.pointerDown(await screen.findByRole('button', { name: 'Actions for kestrel.csv' }), {
      button: 0,
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: /View Error Report/ }));
    expect(await screen.findByText('Report Failed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Failure Report' })).toBeNull());
  });

  it("exports the failed rows after checking the answer ('Export Complete' / 'Export Failed')", async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    let ok = true;
    mockFetch(
      routes({
        [HISTORY]: history([csvImport()]),
        'GET /api/csv-import/imp-1/export-failed': () =>
          ok
            ? new Response('Item No,Error\r\n,SKU is required\r\n', {
                status: 200,
                headers: { 'content-disposition': 'attachment; filename="kestrel_failed_rows.csv"' },
              })
            : jsonResponse(409, { message: 'This import has no failed rows' }),
      }),
    );
    renderWithProviders(<Page />, '/csv-import');
    const menu = await screen.findByRole('button', { name: 'Actions for kestrel.csv' });
    fireEvent.pointerDown(menu, { button: 0 });
    fireEvent.click(await screen.findByRole('menuitem', { name: /Export Failed Rows/ }));
    expect(await screen.findByText('Export Complete')).toBeTruthy();
    expect(screen.getByText('kestrel_failed_rows.csv')).toBeTruthy();
    ok = false;
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Actions for kestrel.csv' }), { button: 0 });
    fireEvent.click(await screen.findByRole('menuitem', { name: /Export Failed Rows/ }));
    expect(await screen.findByText('Export Failed')).toBeTruthy();
    expect(screen.getByText('This import has no failed rows')).toBeTruthy();
  });
});
