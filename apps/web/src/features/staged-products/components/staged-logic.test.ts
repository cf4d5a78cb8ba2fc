import type { RowSelection } from '@/components/ui/data-table/selection';
import { describe, expect, it } from 'vitest';
import { idsToRelease, keepPolling } from './enhancement-tracking';
import { stagedMoney } from './staged-format';
import type { StagedSelectionFilter } from './staged-selection';
import { bulkRequestOf, canSelectAllMatching, selectionFilterOf } from './staged-selection';

describe('staged selection → staged-bulk body', () => {
  it('ticked rows send their ids; approve says whether AI choices apply, delete does not', () => {
    const ticked: RowSelection<StagedSelectionFilter> = { mode: 'ids', ids: ['a', 'b'] };
    expect(bulkRequestOf(ticked, 'approve')).toEqual({
      action: 'approve',
      productIds: ['a', 'b'],
      useAiEnhancements: false,
    });
    expect(bulkRequestOf(ticked, 'approve', true)).toMatchObject({ useAiEnhancements: true });
    expect(bulkRequestOf(ticked, 'delete')).toEqual({ action: 'delete', productIds: ['a', 'b'] });
  });

  it("'Select All n Products' sends the list's search (not the status, not ids) and the unticked rows", () => {
    const all: RowSelection<StagedSelectionFilter> = {
      mode: 'all-matching',
      filter: selectionFilterOf('storm', 'pending'),
      excludedIds: ['x'],
    };
    expect(bulkRequestOf(all, 'delete')).toEqual({
      action: 'delete',
      filter: { search: 'storm' },
      excludedIds: ['x'],
    });
    const everything: RowSelection<StagedSelectionFilter> = {
      mode: 'all-matching',
      filter: selectionFilterOf('', 'pending'),
      excludedIds: [],
    };
    expect(bulkRequestOf(everything, 'approve')).toEqual({
      action: 'approve',
      filter: {},
      useAiEnhancements: false,
    });
  });

  it('offers all matching only on the Pending list (the server acts on pending rows only)', () => {
    expect(canSelectAllMatching('pending', 30)).toBe(true);
    expect(canSelectAllMatching('pending', 0)).toBe(false);
    for (const status of ['all', 'approved', 'rejected'] as const) {
      expect(canSelectAllMatching(status, 30)).toBe(false);
    }
  });
});

describe('enhancement tracking (spec §4: polled while enhancing, tracking stops on completion)', () => {
  const row = (id: string, aiEnhancementStatus: 'pending' | 'processing' | 'completed' | 'failed') => ({
    id,
    aiEnhancementStatus,
  });

  it('polls while a row is tracked or any row shown is processing', () => {
    expect(keepPolling([row('a', 'completed')], new Map())).toBe(false);
    expect(keepPolling([row('a', 'processing')], new Map())).toBe(true);
    expect(keepPolling([row('a', 'pending')], new Map([['a', 1]]))).toBe(true);
  });

  it('releases rows that completed, failed or left the page, judged only on answers newer than the tracking', () => {
    const tracked = new Map([
      ['done', 100],
      ['broken', 100],
      ['queued', 100],
      ['gone', 100],
    ]);
    const rows = [row('done', 'completed'), row('broken', 'failed'), row('queued', 'pending')];
    expect(idsToRelease(rows, 200, tracked).sort()).toEqual(['broken', 'done', 'gone']);
    // An answer fetched before the rows were queued says nothing about this run.
    expect(idsToRelease(rows, 100, tracked)).toEqual([]);
  });
});

describe('staged prices as imported', () => {
  it("shows $ amounts, '-' for missing or zero, and text that is no amount as written", () => {
    expect(stagedMoney('1234.5')).toBe('$1,234.50');
    expect(stagedMoney('$1,234.50')).toBe('$1,234.50');
    expect(stagedMoney(' 329.99 ')).toBe('$329.99');
    expect(stagedMoney('0')).toBe('-');
    expect(stagedMoney(null)).toBe('-');
    expect(stagedMoney('')).toBe('-');
    expect(stagedMoney('call us')).toBe('call us');
  });
});
