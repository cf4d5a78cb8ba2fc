import { describe, expect, it } from 'vitest';
import type { MissingImageProduct, ProviderStatus } from '@crossover/domain/image-search';
import { busyJobId } from '../shared/busy-job';
import { filterMissing, jobPercent, keepListed, quotaTone, totalRemaining } from './image-search-view';

const product = (overrides: Partial<MissingImageProduct>): MissingImageProduct => ({
  id: 'p1',
  sku: 'SKU-1',
  name: 'Amp',
  description: null,
  manufacturerName: 'Maker',
  seriesName: 'Series',
  imageSearchStatus: null,
  imageSearchNotes: null,
  imageSearchLastAttempt: null,
  ...overrides,
});

describe('image search screen logic', () => {
  const products = [
    product({
      id: 'a',
      sku: 'TL-100',
      name: 'Thunder amp',
      manufacturerName: 'Thunderline',
      seriesName: 'Storm',
    }),
    product({
      id: 'b',
      sku: 'KS-200',
      name: 'Kestrel sub',
      manufacturerName: 'Kestrel',
      seriesName: 'Talon',
    }),
  ];

  it('filters by title, SKU, manufacturer and series, ignoring case', () => {
    expect(filterMissing(products, '').map((p) => p.id)).toEqual(['a', 'b']);
    expect(filterMissing(products, 'thunder').map((p) => p.id)).toEqual(['a']);
    expect(filterMissing(products, 'ks-2').map((p) => p.id)).toEqual(['b']);
    expect(filterMissing(products, 'TALON').map((p) => p.id)).toEqual(['b']);
    expect(filterMissing(products, 'nothing')).toEqual([]);
  });

  it('computes progress, remaining quota and badge tones by the §9 thresholds', () => {
    expect(jobPercent({ processed: 1, total: 4 })).toBe(25);
    expect(jobPercent({ processed: 0, total: 0 })).toBe(0);
    const status = {
      serpApiQuota: { remaining: 51, total: 100 },
      searchApiQuota: { remaining: 5, total: 100 },
      serperApiQuota: { remaining: 101, total: 2500 },
    } as ProviderStatus;
    expect(totalRemaining(status)).toBe(157);
    expect(quotaTone('serpapi', 51)).toBe('success');
    expect(quotaTone('serpapi', 50)).toBe('warning');
    expect(quotaTone('serpapi', 10)).toBe('danger');
    expect(quotaTone('searchapi', 26)).toBe('success');
    expect(quotaTone('searchapi', 6)).toBe('warning');
    expect(quotaTone('searchapi', 5)).toBe('danger');
    expect(quotaTone('serper', 501)).toBe('success');
    expect(quotaTone('serper', 101)).toBe('warning');
    expect(quotaTone('serper', 100)).toBe('danger');
  });

  it('reads the running job from a 409', () => {
    expect(busyJobId(new Error('409: {"message":"An image search is already running","jobId":"j1"}'))).toBe(
      'j1',
    );
    expect(busyJobId(new Error('409: {"message":"not configured"}'))).toBeNull();
    expect(busyJobId(new Error('400: {"jobId":"j1"}'))).toBeNull();
    expect(busyJobId('nothing')).toBeNull();
  });

  it('keeps only listed products selected', () => {
    expect([...keepListed(new Set(['a', 'gone']), products)]).toEqual(['a']);
  });
});
