import { MAX_PMAP_BATCH } from '@crossover/domain/catalog';
import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { PMAP_BATCH_ROUTE, batchedIds, buildPmapPricing, pmapBatchAnswer } from '@/test/pmap-pricing';
import { STALE_TIME_MS } from '@/lib/stale-times';
import {
  PMAP_DEBOUNCE_MS,
  PmapPricingProvider,
  createPmapPricingStore,
  usePmapPricing,
} from './pmap-pricing';

/** Stands in for a product card: shows what the hook answers for its id. */
function Probe({ id }: { id: string }) {
  const pricing = usePmapPricing(id);
  return <p>{`${id}: ${pricing ? (pricing.campaignName ?? 'no campaign') : 'pending'}`}</p>;
}

const probes = (ids: string[]) => (
  <PmapPricingProvider>
    {ids.map((id, index) => (
      <Probe key={`${id}-${index}`} id={id} />
    ))}
  </PmapPricingProvider>
);

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('PmapPricingProvider', () => {
  it('sends one batch 100 ms after the last request and never asks again for ids it has', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = mockFetch({
      [PMAP_BATCH_ROUTE]: pmapBatchAnswer({
        p1: buildPmapPricing({ hasPmap: true, pmapPrice: '10.00', campaignName: 'Spring Sale' }),
      }),
    });
    const view = render(probes(['p1', 'p2']));
    await advance(PMAP_DEBOUNCE_MS / 2);
    view.rerender(probes(['p1', 'p2', 'p3']));
    // The later card restarts the wait.
    await advance(PMAP_DEBOUNCE_MS - 1);
    expect(api.to(PMAP_BATCH_ROUTE)).toHaveLength(0);
    await advance(1);
    expect(batchedIds(api.to(PMAP_BATCH_ROUTE))).toEqual([['p1', 'p2', 'p3']]);
    vi.useRealTimers();

    expect(await screen.findByText('p1: Spring Sale')).toBeTruthy();
    expect(screen.getByText('p2: no campaign')).toBeTruthy();
    expect(screen.getByText('p3: no campaign')).toBeTruthy();

    // More cards, some for ids already known: only the new id goes out.
    view.rerender(probes(['p1', 'p2', 'p3', 'p1', 'p4']));
    expect(await screen.findByText('p4: no campaign')).toBeTruthy();
    expect(screen.getAllByText('p1: Spring Sale')).toHaveLength(2);
    expect(batchedIds(api.to(PMAP_BATCH_ROUTE))).toEqual([['p1', 'p2', 'p3'], ['p4']]);
  });

  it('asks again for an id once its answer is older than the 2-minute stale time, showing it meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const api = mockFetch({
      [PMAP_BATCH_ROUTE]: pmapBatchAnswer({ p1: buildPmapPricing({ campaignName: 'Spring Sale' }) }),
    });
    const store = createPmapPricingStore();
    store.request('p1');
    await advance(PMAP_DEBOUNCE_MS);
    expect(batchedIds(api.to(PMAP_BATCH_ROUTE))).toEqual([['p1']]);
    await advance(STALE_TIME_MS.pmapPricing - PMAP_DEBOUNCE_MS - 1);
    store.request('p1');
    await advance(PMAP_DEBOUNCE_MS);
    expect(batchedIds(api.to(PMAP_BATCH_ROUTE))).toEqual([['p1']]);
    await advance(STALE_TIME_MS.pmapPricing);
    store.request('p1');
    expect(store.get('p1')?.campaignName).toBe('Spring Sale');
    await advance(PMAP_DEBOUNCE_MS);
    expect(batchedIds(api.to(PMAP_BATCH_ROUTE))).toEqual([['p1'], ['p1']]);
    store.dispose();
    vi.useRealTimers();
  });

  it('does not ask again for ids whose batch is still under way', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let release: (response: Response) => void = () => undefined;
    const api = mockFetch({
      [PMAP_BATCH_ROUTE]: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const view = render(probes(['p1']));
    await advance(PMAP_DEBOUNCE_MS);
    view.rerender(probes(['p1', 'p1']));
    await advance(PMAP_DEBOUNCE_MS * 3);
    expect(batchedIds(api.to(PMAP_BATCH_ROUTE))).toEqual([['p1']]);
    vi.useRealTimers();

    release(jsonResponse(200, { p1: buildPmapPricing() }));
    expect(await screen.findAllByText('p1: no campaign')).toHaveLength(2);
  });

  it(`splits the queue into batches of at most ${MAX_PMAP_BATCH}`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = mockFetch({ [PMAP_BATCH_ROUTE]: pmapBatchAnswer() });
    const ids = Array.from({ length: MAX_PMAP_BATCH + 1 }, (_, i) => `p${i}`);
    render(probes(ids));
    await advance(PMAP_DEBOUNCE_MS);
    expect(batchedIds(api.to(PMAP_BATCH_ROUTE))).toEqual([
      ids.slice(0, MAX_PMAP_BATCH),
      [`p${MAX_PMAP_BATCH}`],
    ]);
  });

  it('only logs a failed batch, leaves its ids without data and does not retry on its own', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mockFetch({
      [PMAP_BATCH_ROUTE]: { status: 500, body: { message: 'Internal Server Error' } },
    });
    const view = render(probes(['p1', 'p2']));
    await advance(PMAP_DEBOUNCE_MS);
    await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(logged.mock.calls[0]?.[0]).toBe('PMAP pricing batch failed');
    await advance(PMAP_DEBOUNCE_MS * 10);
    expect(api.to(PMAP_BATCH_ROUTE)).toHaveLength(1);
    expect(screen.getByText('p1: pending')).toBeTruthy();

    // A card mounting later asks again.
    view.rerender(probes(['p1', 'p2', 'p1']));
    await advance(PMAP_DEBOUNCE_MS);
    expect(batchedIds(api.to(PMAP_BATCH_ROUTE))).toEqual([['p1', 'p2'], ['p1']]);
    logged.mockRestore();
  });
});

describe('usePmapPricing', () => {
  it('throws outside its provider', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePmapPricing('p1'))).toThrow(
      new Error('usePmapPricing must be used within a PmapPricingProvider'),
    );
    logged.mockRestore();
  });
});
