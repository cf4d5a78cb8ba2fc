import type { StagedProduct } from '@crossover/domain/staged-products';
import { STAGED_MESSAGES } from '@crossover/domain/staged-products';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const LIST_KEY = `GET ${STAGED_LIST}?page=1&limit=50&status=pending`;
const admin = buildUser({ role: 'admin', organizationId: null });
const A = stagedRow();
const B = stagedRow({
  id: 'st-2',
  name: 'tl volt 6.5 comp',
  sku: 'TLX-65',
  category: null,
  aiEnhancementStatus: 'failed',
  aiEnhancementError: 'The provider did not answer in time',
});

const completedA = stagedRow({
  aiEnhancementStatus: 'completed',
  aiEnhancedName: 'Storm SX-1000.1 Class D Monoblock Amplifier',
  aiEnhancedCategory: 'Amplifiers',
  aiEnhancedSubcategory: 'Monoblock Amplifiers',
  aiEnhancedSeriesName: null,
  aiEnhancementConfidence: 96,
});
const completedB = stagedRow({
  ...B,
  aiEnhancementStatus: 'completed',
  aiEnhancementError: null,
  aiEnhancedName: 'Volt 6.5" Component Speaker Set',
  aiEnhancedCategory: 'Speakers',
  aiEnhancedSubcategory: 'Component Speakers',
  aiEnhancedSeriesName: 'Volt',
  aiEnhancementConfidence: 88,
});

/** Lets the fake clock run `ms` and React settle what the timers started. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('Staged Products — AI Enhanced tab', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('enhances the selected rows, polls while they process and stops when they complete', async () => {
    let rows: StagedProduct[] = [A, B];
    const api = mockStagedApi({
      'GET /api/auth/user': { status: 200, body: admin },
      [LIST_KEY]: () => jsonResponse(200, listAnswer(rows)),
      'POST /api/ai-enhancement/batch': () => {
        rows = rows.map((row) => ({ ...row, aiEnhancementStatus: 'processing', aiEnhancementError: null }));
        return jsonResponse(202, {
          message: 'Processing 2 products. Results will appear automatically.',
          count: 2,
          stagedProductIds: [A.id, B.id],
          jobId: 'job-1',
        });
      },
    });
    renderWithProviders(<Page />, '/staged-products?tab=ai');
    expect(await screen.findByRole('heading', { name: STAGED_MESSAGES.aiTabTitle })).toBeTruthy();
    const cardB = await screen.findByRole('listitem', { name: `${B.name} (${B.sku})` });
    expect(within(cardB).getByText('Enhancement Failed:')).toBeTruthy();
    expect(within(cardB).getByText('The provider did not answer in time')).toBeTruthy();
    // Nothing is enhancing: no polling.
    const fetches = () => api.to(LIST_KEY).length;
    const before = fetches();
    await advance(9_000);
    expect(fetches()).toBe(before);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select All (0 of 2)' }));
    expect(screen.getByRole('checkbox', { name: 'Select All (2 of 2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enhance 2 Products' }));
    expect(await screen.findByText('AI Enhancement Started')).toBeTruthy();
    expect(screen.getByText('Processing 2 products. Results will appear automatically.')).toBeTruthy();
    expect(api.to('POST /api/ai-enhancement/batch')[0]?.body).toEqual({ stagedProductIds: [A.id, B.id] });
    const cardA = screen.getByRole('listitem', { name: `${A.name} (${A.sku})` });
    expect(await within(cardA).findByText('processing')).toBeTruthy();
    expect(within(cardA).getByRole('button', { name: `Enhance ${A.name} (${A.sku})` })).toHaveProperty(
      'disabled',
      true,
    );

    // Every 3 s until the results are in.
    const during = fetches();
    await advance(3_000);
    expect(fetches()).toBe(during + 1);
    rows = [completedA, completedB];
    await advance(3_000);
    expect(await within(cardA).findByText('completed')).toBeTruthy();
    expect(within(cardA).getByText(completedA.aiEnhancedName!)).toBeTruthy();
    expect(within(cardA).getByText('Amplifiers / Monoblock Amplifiers')).toBeTruthy();
    expect(within(cardA).getByText('96% · High')).toBeTruthy();
    expect(within(cardB).queryByText('Enhancement Failed:')).toBeNull();
    const settled = fetches();
    await advance(12_000);
    expect(fetches()).toBe(settled);
  });

  it('saves a use-this choice, keeps a box off without an enhanced value, and approves with the choices', async () => {
    const api = mockStagedApi({
      'GET /api/auth/user': { status: 200, body: admin },
      [LIST_KEY]: { status: 200, body: listAnswer([completedA, completedB]) },
      [`POST /api/ai-enhancement/toggle/${A.id}`]: {
        status: 200,
        body: {
          id: A.id,
          useAiName: false,
          useAiDescription: false,
          useAiImage: false,
          useAiCategory: true,
          useAiSeries: false,
        },
      },
      [STAGED_BULK]: {
        status: 200,
        body: {
          action: 'approve',
          message: 'Approved 1 product',
          approved: 1,
          deleted: 0,
          created: 1,
          updated: 0,
          seriesCreated: [],
          skipped: 0,
          problems: [],
        },
      },
    });
    renderWithProviders(<Page />, '/staged-products?tab=ai');
    const cardA = await screen.findByRole('listitem', { name: `${A.name} (${A.sku})` });
    expect(within(cardA).getByRole('checkbox', { name: 'Use enhanced series' })).toHaveProperty(
      'disabled',
      true,
    );
    const category = within(cardA).getByRole('checkbox', { name: 'Use enhanced category' });
    fireEvent.click(category);
    expect((category as HTMLInputElement).checked).toBe(true);
    await vi.waitFor(() => expect(api.to(`POST /api/ai-enhancement/toggle/${A.id}`)).toHaveLength(1));
    expect(api.to(`POST /api/ai-enhancement/toggle/${A.id}`)[0]?.body).toEqual({ useAiCategory: true });

    fireEvent.click(within(cardA).getByRole('checkbox', { name: `Select ${A.name} (${A.sku})` }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve 1 Product' }));
    expect(await screen.findByText('Products Approved')).toBeTruthy();
    expect(screen.getByText('1 product has been approved and moved to catalog.')).toBeTruthy();
    expect(api.to(STAGED_BULK)[0]?.body).toEqual({
      action: 'approve',
      productIds: [A.id],
      useAiEnhancements: true,
    });
  });

  it('a single Enhance whose start fails says so and leaves the card as it was', async () => {
    mockStagedApi({
      'GET /api/auth/user': { status: 200, body: admin },
      [LIST_KEY]: { status: 200, body: listAnswer([A]) },
      [`POST /api/ai-enhancement/single/${A.id}`]: { status: 503, body: { message: 'Service Unavailable' } },
    });
    renderWithProviders(<Page />, '/staged-products?tab=ai');
    const enhance = await screen.findByRole('button', { name: `Enhance ${A.name} (${A.sku})` });
    fireEvent.click(enhance);
    expect(await screen.findByText('Enhancement Failed')).toBeTruthy();
    expect(screen.getByText('Failed to start AI enhancement. Please try again.')).toBeTruthy();
    await vi.waitFor(() => expect(enhance).toHaveProperty('disabled', false));
  });

  it("says 'No staged products found.' when nothing waits for review", async () => {
    mockStagedApi({
      'GET /api/auth/user': { status: 200, body: admin },
      [LIST_KEY]: { status: 200, body: listAnswer([]) },
    });
    renderWithProviders(<Page />, '/staged-products?tab=ai');
    expect(await screen.findByText(STAGED_MESSAGES.emptyAi)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Enhance \d/ })).toBeNull();
  });
});
