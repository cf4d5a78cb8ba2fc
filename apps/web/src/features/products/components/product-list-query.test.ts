import { describe, expect, it } from 'vitest';
import { nextSorting } from '@/components/ui/data-table/sorting';
import {
  LIST_DEFAULTS,
  exportUrl,
  filtersOf,
  hasActiveFilters,
  sortPatch,
  STATUS_OPTIONS,
  sortingOf,
} from './product-list-query';

describe('Product Management list state → request', () => {
  it('sends the spec defaults: active products, newest first, no blank filters', () => {
    expect(filtersOf(LIST_DEFAULTS)).toEqual({ status: 'active', sort: 'createdAt', order: 'desc' });
    expect(hasActiveFilters(LIST_DEFAULTS)).toBe(false);
  });

  it('sends the trimmed search and the chosen category and manufacturer; all and blanks are no filter', () => {
    const state = { ...LIST_DEFAULTS, search: '  amp ', category: 'Amplifiers', manufacturerId: 'm1' };
    expect(filtersOf(state)).toEqual({
      search: 'amp',
      category: 'Amplifiers',
      manufacturerId: 'm1',
      status: 'active',
      sort: 'createdAt',
      order: 'desc',
    });
    expect(filtersOf({ ...LIST_DEFAULTS, search: '   ', category: '' })).not.toHaveProperty('search');
    expect(filtersOf({ ...LIST_DEFAULTS, category: '' })).not.toHaveProperty('category');
  });

  it('counts any filter but the defaults as filtered (which empty state shows)', () => {
    for (const patch of [
      { search: 'x' },
      { category: 'Subs' },
      { manufacturerId: 'm1' },
      { status: 'all' as const },
    ])
      expect(hasActiveFilters({ ...LIST_DEFAULTS, ...patch }), JSON.stringify(patch)).toBe(true);
    // The Inactive option is every product that is not active: discontinued or switched off.
    expect(STATUS_OPTIONS.find((o) => o.label === 'Inactive')?.value).toBe('inactive');
    expect(filtersOf({ ...LIST_DEFAULTS, status: 'inactive' }).status).toBe('inactive');
  });
});

describe('column sorting (spec §9)', () => {
  it('shows no sorted column for the default createdAt sort', () => {
    expect(sortingOf(LIST_DEFAULTS)).toEqual([]);
    expect(sortingOf({ sort: 'sku', order: 'desc' })).toEqual([{ id: 'sku', desc: true }]);
  });

  it('starts a new column ascending and flips the same column', () => {
    const first = sortPatch(nextSorting(sortingOf(LIST_DEFAULTS), 'name'));
    expect(first).toEqual({ sort: 'name', order: 'asc' });
    const flipped = sortPatch(nextSorting(sortingOf(first!), 'name'));
    expect(flipped).toEqual({ sort: 'name', order: 'desc' });
    expect(sortPatch(nextSorting(sortingOf(flipped!), 'manufacturer'))).toEqual({
      sort: 'manufacturer',
      order: 'asc',
    });
  });

  it('maps each sortable column to its server sort key and ignores others', () => {
    for (const id of ['name', 'sku', 'manufacturer', 'category', 'isActive'])
      expect(sortPatch([{ id, desc: false }])?.sort).toBe(id);
    expect(sortPatch([{ id: 'actions', desc: false }])).toBeNull();
    expect(sortPatch([])).toBeNull();
  });
});

describe('export', () => {
  it('asks for the list filters and sort, without paging', () => {
    const url = exportUrl(
      filtersOf({ ...LIST_DEFAULTS, search: 'sub', sort: 'sku', order: 'asc', cursor: 'c1' }),
    );
    const [path, query] = url.split('?');
    expect(path).toBe('/api/products/export');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      search: 'sub',
      status: 'active',
      sort: 'sku',
      order: 'asc',
    });
  });
});
