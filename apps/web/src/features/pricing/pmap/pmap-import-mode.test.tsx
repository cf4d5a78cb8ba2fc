import { PMAP_MESSAGES, type PmapCampaign, type PmapPreview } from '@crossover/domain/pricing/pmap';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { buildUser } from '@/test/users';
import { PmapImportMode, draftProblem } from './pmap-import-mode';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

function Mode() {
  const { user } = useCurrentUser();
  return user ? <PmapImportMode /> : null;
}

const CAMPAIGN: PmapCampaign = {
  id: 'c-1',
  name: 'Storm Summer Promo',
  validFrom: '2026-07-01T00:00:00.000Z',
  validTo: '2026-07-31T23:59:59.999Z',
  productCount: 5,
  averageDiscount: 11.96,
};

const PREVIEW: PmapPreview = {
  campaign: {
    name: 'July PMAP',
    startDate: '2026-07-01',
    endDate: '2026-07-31',
    totalProducts: 2,
    averageDiscount: 7.5,
  },
  previewItems: [
    {
      sku: 'A-1',
      productName: 'Amp One',
      currentMapPrice: '200.00',
      newPmapPrice: '150.00',
      percentChange: -25,
      status: 'success',
      message: null,
    },
    {
      sku: 'A-2',
      productName: 'Amp Two',
      currentMapPrice: '100.00',
      newPmapPrice: '110.00',
      percentChange: 10,
      status: 'warning',
      message: PMAP_MESSAGES.priceAboveMap,
    },
    {
      sku: 'NOPE',
      productName: null,
      currentMapPrice: null,
      newPmapPrice: '9.00',
      percentChange: null,
      status: 'error',
      message: PMAP_MESSAGES.skuNotFound,
    },
  ],
  warnings: [],
};

const routes = (role: 'admin' | 'marketing_firm', extra = {}) => ({
  'GET /api/auth/user': {
    status: 200,
    body: buildUser({ role, organizationId: role === 'admin' ? null : 'org-1' }),
  },
  'GET /api/pricing-rules/pmap/active': { status: 200, body: [CAMPAIGN] },
  ...extra,
});

const workbook = (name = 'july.xlsx') => new File([new Uint8Array(2048)], name);
const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('PMAP file', { exact: true }), { target: { files: [file] } });

describe('PMAP import mode', () => {
  it('lists the active campaigns, read-only for a marketing firm', async () => {
    mockFetch(routes('marketing_firm'));
    renderWithProviders(<Mode />, '/pmap-import');
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('Storm Summer Promo');
    expect(item.textContent).toContain('Jul 1, 2026 - Jul 31, 2026');
    expect(item.textContent).toContain('5 products · 12.0% average discount');
    expect(within(item).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByLabelText('PMAP file', { exact: true })).toBeNull();
  });

  it('refuses a file that is not Excel, previews a workbook, and hides the preview on Cancel or a new file', async () => {
    const api = mockFetch(
      routes('admin', { 'POST /api/pricing-rules/pmap/preview': { status: 200, body: PREVIEW } }),
    );
    renderWithProviders(<Mode />, '/pmap-import');
    await screen.findByRole('listitem');
    chooseFile(new File(['SKU,PMAP'], 'list.csv'));
    expect(await screen.findByText(PMAP_MESSAGES.invalidFileTitle)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Preview PMAP Changes' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    chooseFile(workbook('JULY.XLSX'));
    expect(screen.getByText('JULY.XLSX').parentElement?.textContent).toBe('JULY.XLSX (2.0 KB)');
    fireEvent.click(screen.getByRole('button', { name: 'Preview PMAP Changes' }));
    expect(await screen.findByText(PMAP_MESSAGES.analyzed(2))).toBeTruthy();
    expect(api.to('POST /api/pricing-rules/pmap/preview')).toHaveLength(1);
    expect((screen.getByLabelText('Campaign Name') as HTMLInputElement).value).toBe('July PMAP');
    expect((screen.getByLabelText('Start Date') as HTMLInputElement).value).toBe('2026-07-01');
    const table = screen.getByRole('table', { name: 'PMAP preview' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('+10.0%')).toBeTruthy();
    expect(within(table).getByText('-25.0%')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('table', { name: 'PMAP preview' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Preview PMAP Changes' }));
    await screen.findByRole('table', { name: 'PMAP preview' });
    chooseFile(workbook('august.xls'));
    expect(screen.queryByRole('table', { name: 'PMAP preview' })).toBeNull();
  });

  it('imports every row with the edited dates (the server skips errors) and clears file and preview', async () => {
    const api = mockFetch(
      routes('admin', {
        'POST /api/pricing-rules/pmap/preview': { status: 200, body: PREVIEW },
        'POST /api/pricing-rules/pmap/import': {
          status: 200,
          body: {
            importId: 'i-1',
            importedRules: 2,
            campaign: { ...CAMPAIGN, id: 'c-2', name: 'July PMAP' },
          },
        },
      }),
    );
    renderWithProviders(<Mode />, '/pmap-import');
    await screen.findByRole('listitem');
    chooseFile(workbook());
    fireEvent.click(screen.getByRole('button', { name: 'Preview PMAP Changes' }));
    await screen.findByRole('table', { name: 'PMAP preview' });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-08-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import PMAP Campaign' }));
    expect(await screen.findByText(PMAP_MESSAGES.created(2, '2026-07-01', '2026-08-15'))).toBeTruthy();
    expect(api.to('POST /api/pricing-rules/pmap/import')[0]?.body).toEqual({
      campaign: { name: 'July PMAP', startDate: '2026-07-01', endDate: '2026-08-15' },
      products: [
        { sku: 'A-1', newPmapPrice: '150.00' },
        { sku: 'A-2', newPmapPrice: '110.00' },
        { sku: 'NOPE', newPmapPrice: '9.00' },
      ],
      filename: 'july.xlsx',
    });
    await waitFor(() => expect(screen.queryByRole('table', { name: 'PMAP preview' })).toBeNull());
    expect(screen.queryByText('july.xlsx')).toBeNull();
  });

  it('asks for a name, both dates in order and something to import before sending', () => {
    const draft = { name: 'X', startDate: '2026-07-01', endDate: '2026-07-31' };
    expect(draftProblem(draft, 1)).toBeNull();
    expect(draftProblem({ ...draft, name: ' ' }, 1)).toBe(PMAP_MESSAGES.nameRequired);
    expect(draftProblem({ ...draft, endDate: '' }, 1)).toBe(PMAP_MESSAGES.endRequired);
    expect(draftProblem({ ...draft, endDate: '2026-06-30' }, 1)).toBe(PMAP_MESSAGES.endBeforeStart);
    expect(draftProblem(draft, 0)).toBe(PMAP_MESSAGES.noProducts);
  });
});
