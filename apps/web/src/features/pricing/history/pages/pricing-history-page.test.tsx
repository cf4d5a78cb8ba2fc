import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { type RouteAnswer, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { buildUser } from '@/test/users';
import type { PricingChange, PricingImportDetail, PricingImportSummary } from '../../shared/api';
import { PricingHistoryPage } from './pricing-history-page';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

function Page() {
  const { user } = useCurrentUser();
  return user ? <PricingHistoryPage /> : null;
}

function summary(overrides: Partial<PricingImportSummary> = {}): PricingImportSummary {
  return {
    id: 'pi-1',
    importType: 'distributor_pricing',
    filename: 'pacific-march.csv',
    campaignName: null,
    organizationId: 'd-1',
    organizationName: 'Pacific Audio',
    userName: 'Dana Distributor',
    effectiveDate: '2026-03-04T00:00:00.000Z',
    expirationDate: null,
    recordsProcessed: 3,
    recordsSuccessful: 2,
    recordsFailed: 1,
    status: 'completed',
    failureReason: null,
    createdAt: '2026-03-04T10:00:00.000Z',
    appliedAt: '2026-03-04T10:00:02.000Z',
    expiredAt: null,
    rolledBackAt: null,
    rolledBackByName: null,
    rollbackReason: null,
    canRollBack: true,
    ...overrides,
  };
}

function change(overrides: Partial<PricingChange> = {}): PricingChange {
  return {
    id: 'c-1',
    productId: 'p-1',
    sku: 'KA-AMP-400',
    productName: 'Kestrel 400W Amplifier',
    changeType: 'distributor_cost',
    fieldName: 'distCost',
    oldValue: '180.00',
    newValue: '189.50',
    state: 'applied',
    isRolledBack: false,
    rolledBackAt: null,
    ...overrides,
  };
}

const detail = (record: PricingImportSummary, changes: PricingChange[]): PricingImportDetail => ({
  ...record,
  progress: null,
  changes,
});

const LIST = 'GET /api/pricing-imports';
const ROLLBACK = 'POST /api/pricing-imports/pi-1/rollback';

function routes(extra: Record<string, RouteAnswer> = {}) {
  return {
    'GET /api/auth/user': { status: 200, body: buildUser({ role: 'distributor', organizationId: 'd-1' }) },
    ...extra,
  };
}

describe('Pricing Import History', () => {
  it('lists every import with its fields, status and the time of the last refresh', async () => {
    mockFetch(
      routes({
        [LIST]: {
          status: 200,
          body: {
            imports: [
              summary({
                id: 'pi-2',
                filename: 'later.csv',
                status: 'scheduled',
                expirationDate: '2026-06-01T00:00:00.000Z',
                canRollBack: false,
              }),
              summary({
                id: 'pi-3',
                filename: 'ref.csv',
                organizationId: null,
                organizationName: null,
                status: 'failed',
                canRollBack: false,
              }),
              summary(),
            ],
          },
        },
      }),
    );
    renderWithProviders(<Page />, '/pricing-history');
    const table = await screen.findByRole('table', { name: 'Pricing imports' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'File', 'Type / Organization', 'User', 'Effective', 'Records', 'Status', 'Actions']);
    const [later, ref, pacific] = within(table).getAllByRole('row').slice(1);
    expect(within(later!).getByText('Scheduled')).toBeTruthy();
    expect(within(later!).getByText('until Jun 1, 2026')).toBeTruthy();
    expect(within(ref!).getByText('Catalogue reference prices')).toBeTruthy();
    expect(within(ref!).getByText('Failed')).toBeTruthy();
    // Imported on Mar 4 and effective that day.
    expect(within(pacific!).getAllByText('Mar 4, 2026')).toHaveLength(2);
    expect(within(pacific!).getByText('Permanent')).toBeTruthy();
    expect(within(pacific!).getByText('Distributor Pricing')).toBeTruthy();
    expect(within(pacific!).getByText('Pacific Audio')).toBeTruthy();
    expect(within(pacific!).getByText('2 successful')).toBeTruthy();
    // Rollback only where the server allows this caller.
    expect(within(pacific!).getByRole('button', { name: 'Roll back pacific-march.csv' })).toBeTruthy();
    expect(within(later!).queryByRole('button', { name: /Roll back/ })).toBeNull();
    expect(screen.getByText(/^Last updated /)).toBeTruthy();
  });

  it("shows the empty state 'No pricing imports found' and an error when the list cannot load", async () => {
    const api = mockFetch(routes({ [LIST]: { status: 200, body: { imports: [] } } }));
    const view = renderWithProviders(<Page />, '/pricing-history');
    expect(await screen.findByText('No pricing imports found')).toBeTruthy();
    expect(api.to(LIST)).toHaveLength(1);
    view.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(routes({ [LIST]: { status: 500, body: { message: 'Internal Server Error' } } }));
    renderWithProviders(<Page />, '/pricing-history');
    expect(await screen.findByText('The pricing import history could not be loaded')).toBeTruthy();
  });

  it('opens the details with each change old → new, its state and Active or Rolled Back', async () => {
    const failed = summary({
      id: 'pi-9',
      filename: 'broken.csv',
      status: 'failed',
      failureReason: 'SKU list changed meanwhile',
      canRollBack: false,
    });
    mockFetch(
      routes({
        [LIST]: { status: 200, body: { imports: [summary(), failed] } },
        'GET /api/pricing-imports/pi-1': {
          status: 200,
          body: detail(summary(), [
            change(),
            change({
              id: 'c-2',
              changeType: 'distributor_mpq_cost',
              oldValue: null,
              newValue: '1137.00',
              isRolledBack: true,
              rolledBackAt: '2026-03-05T10:00:00.000Z',
            }),
            change({
              id: 'c-3',
              changeType: 'distributor_part_number',
              oldValue: 'OLD-1',
              newValue: 'DP-1',
              state: 'scheduled',
            }),
          ]),
        },
        'GET /api/pricing-imports/pi-9': { status: 200, body: detail(failed, []) },
      }),
    );
    renderWithProviders(<Page />, '/pricing-history');
    fireEvent.click(await screen.findByRole('button', { name: 'Details of pacific-march.csv' }));
    const dialog = await screen.findByRole('dialog');
    const changes = await within(dialog).findByRole('table', { name: 'Changes' });
    const [cost, mpq, part] = within(changes).getAllByRole('row').slice(1);
    expect(cost!.textContent).toContain('KA-AMP-400');
    expect(cost!.textContent).toContain('Kestrel 400W Amplifier');
    expect(cost!.textContent).toContain('$180.00 →  to $189.50');
    expect(within(cost!).getByText('Applied')).toBeTruthy();
    expect(within(cost!).getByText('Active')).toBeTruthy();
    expect(within(mpq!).getByText('MPQ Cost')).toBeTruthy();
    expect(mpq!.textContent).toContain('- →  to $1,137.00');
    expect(within(mpq!).getByText('Rolled Back')).toBeTruthy();
    expect(within(part!).getByText('Scheduled')).toBeTruthy();
    expect(part!.textContent).toContain('OLD-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Details of broken.csv' }));
    expect(await screen.findByText('Failure reason: SKU list changed meanwhile')).toBeTruthy();
    expect(await screen.findByText('No changes recorded')).toBeTruthy();
  });

  it('rolls an import back with a required reason, then shows it rolled back', async () => {
    let rolledBack = false;
    const after = summary({
      status: 'rolled_back',
      rolledBackAt: '2026-03-05T10:00:00.000Z',
      rolledBackByName: 'Dana Distributor',
      rollbackReason: 'Wrong file',
      canRollBack: false,
    });
    const api = mockFetch(
      routes({
        [LIST]: () => jsonResponse(200, { imports: [rolledBack ? after : summary()] }),
        [ROLLBACK]: () => {
          rolledBack = true;
          return jsonResponse(200, after);
        },
      }),
    );
    renderWithProviders(<Page />, '/pricing-history');
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back pacific-march.csv' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Roll Back Import' });

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '   ' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Rollback reason is required')).toBeTruthy();
    expect(api.to(ROLLBACK)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Wrong file' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Rollback Successful')).toBeTruthy();
    expect(screen.getByText('Pricing import has been rolled back successfully.')).toBeTruthy();
    expect(api.to(ROLLBACK)[0]?.body).toEqual({ reason: 'Wrong file' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = screen.getByRole('table', { name: 'Pricing imports' });
    expect(await within(table).findByText('Rolled Back')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Roll back/ })).toBeNull();
  });

  it('follows a large rollback (202 with its job) with its progress until the import is rolled back', async () => {
    const rolling = summary({ status: 'rolling_back', canRollBack: false });
    const after = summary({
      status: 'rolled_back',
      rolledBackAt: '2026-03-05T10:00:00.000Z',
      rolledBackByName: 'Dana Distributor',
      rollbackReason: 'Wrong file',
      canRollBack: false,
    });
    let polls = 0;
    const api = mockFetch(
      routes({
        [LIST]: () => jsonResponse(200, { imports: [polls === 0 ? summary() : polls < 2 ? rolling : after] }),
        [ROLLBACK]: () => jsonResponse(202, { ...rolling, jobId: 'job-9' }),
        'GET /api/pricing-imports/pi-1': () => {
          polls += 1;
          return polls < 2
            ? jsonResponse(200, { ...detail(rolling, []), progress: { processed: 2000, total: 50000 } })
            : jsonResponse(200, detail(after, []));
        },
      }),
    );
    renderWithProviders(<Page />, '/pricing-history');
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back pacific-march.csv' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Wrong file' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll Back Import' }));
    expect(await within(dialog).findByText('Rolling back: 2,000 of 50,000 products done')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Rollback progress' })).toBeTruthy();
    expect(screen.queryByText('Rollback Successful')).toBeNull();

    expect(await screen.findByText('Rollback Successful', undefined, { timeout: 4000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(ROLLBACK)).toHaveLength(1);
    expect(polls).toBeGreaterThanOrEqual(2);
    const table = screen.getByRole('table', { name: 'Pricing imports' });
    expect(await within(table).findByText('Rolled Back')).toBeTruthy();
  });

  it("says why a rollback was refused (the server's message, else the spec's)", async () => {
    let answer = jsonResponse(409, {
      message: 'A later import changed these prices since: later.csv (Mar 6, 2026). Roll it back first.',
    });
    mockFetch(routes({ [LIST]: { status: 200, body: { imports: [summary()] } }, [ROLLBACK]: () => answer }));
    renderWithProviders(<Page />, '/pricing-history');
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back pacific-march.csv' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Wrong file' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll Back Import' }));
    expect(await screen.findByText('Rollback Failed')).toBeTruthy();
    expect(screen.getByText(/A later import changed these prices since: later.csv/)).toBeTruthy();
    // The dialog stays, to try again.
    expect(screen.getByRole('dialog')).toBeTruthy();

    answer = new Response('', { status: 500 });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Wrong file again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll Back Import' }));
    expect(await screen.findByText('Failed to rollback pricing import')).toBeTruthy();
  });
});
