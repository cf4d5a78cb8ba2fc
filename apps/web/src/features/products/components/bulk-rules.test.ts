import { bulkUpdatesFromForm } from '@crossover/domain/bulk-products';
import { describe, expect, it } from 'vitest';
import {
  changeLines,
  filteredManufacturerIds,
  selectionRequest,
  seriesChoice,
  valueText,
} from './bulk-rules';

describe('series offer rule (spec §5 bulk update)', () => {
  it('offers a manufacturer’s series only when the filtered products share exactly that one', () => {
    expect(
      seriesChoice({ filteredManufacturers: ['m1'], selectedManufacturers: ['m1'], selectedCount: 2 }),
    ).toEqual({ manufacturerId: 'm1', disabledReason: null });
    const several = seriesChoice({
      filteredManufacturers: ['m1', 'm2'],
      selectedManufacturers: ['m1'],
      selectedCount: 1,
    });
    expect(several.manufacturerId).toBeNull();
    expect(several.disabledReason).toMatch(/one manufacturer/);
    expect(
      seriesChoice({ filteredManufacturers: [], selectedManufacturers: [], selectedCount: 0 }).manufacturerId,
    ).toBeNull();
  });

  it('is disabled with nothing selected or a selection spanning several manufacturers', () => {
    expect(
      seriesChoice({ filteredManufacturers: ['m1'], selectedManufacturers: [], selectedCount: 0 })
        .disabledReason,
    ).toBe('Select products first');
    expect(
      seriesChoice({ filteredManufacturers: ['m1'], selectedManufacturers: ['m1', 'm2'], selectedCount: 2 })
        .disabledReason,
    ).toBe('The selection spans several manufacturers');
  });

  it('waits while the filtered manufacturers are unknown', () => {
    const loading = seriesChoice({
      filteredManufacturers: null,
      selectedManufacturers: [],
      selectedCount: 3,
    });
    expect(loading.manufacturerId).toBeNull();
    expect(loading.disabledReason).not.toBeNull();
  });

  it('takes the filtered manufacturers from the manufacturer filter, else from the counts', () => {
    const facets = {
      manufacturers: [
        { id: 'm1', name: 'A', count: 4 },
        { id: 'm2', name: 'B', count: 0 },
      ],
      capped: false,
    };
    expect(filteredManufacturerIds('m7', facets)).toEqual(['m7']);
    expect(filteredManufacturerIds(undefined, facets)).toEqual(['m1']);
    expect(filteredManufacturerIds(undefined, undefined)).toBeNull();
  });

  it('knows no manufacturer for sure from counts taken over the first matches only', () => {
    const capped = { manufacturers: [{ id: 'm1', name: 'A', count: 2000 }], capped: true };
    expect(filteredManufacturerIds(undefined, capped)).toEqual([]);
    expect(filteredManufacturerIds('m1', capped)).toEqual(['m1']);
    // So the series choice asks for a manufacturer filter instead of offering m1's series.
    const choice = seriesChoice({
      filteredManufacturers: filteredManufacturerIds(undefined, capped),
      selectedManufacturers: ['m1'],
      selectedCount: 3,
    });
    expect(choice.manufacturerId).toBeNull();
  });
});

describe('selection → request (decision 0013)', () => {
  it('sends ticked ids as productIds, an all-matching selection as its filter and exclusions', () => {
    expect(selectionRequest({ mode: 'ids', ids: ['a', 'b'] })).toEqual({ productIds: ['a', 'b'] });
    const filter = { status: 'all' as const, manufacturerId: 'm1' };
    expect(selectionRequest({ mode: 'all-matching', filter, excludedIds: ['c'] })).toEqual({
      filter,
      excludedIds: ['c'],
    });
    expect(selectionRequest({ mode: 'all-matching', filter })).toEqual({ filter, excludedIds: [] });
  });
});

describe('update settings → updates and the preview’s lines (spec §5)', () => {
  it('CLEAR in any case clears, blank keeps, keep leaves the series, status keep sends nothing', () => {
    expect(
      bulkUpdatesFromForm({ category: 'clear', subcategory: '', series: 'keep', status: 'keep' }),
    ).toEqual({
      category: null,
    });
    expect(
      bulkUpdatesFromForm({ category: ' Amps ', subcategory: 'CLEAR', series: 's1', status: 'inactive' }),
    ).toEqual({ category: 'Amps', subcategory: null, seriesId: 's1', isActive: false });
  });

  it('lists each change with the new value, cleared fields as such', () => {
    expect(
      changeLines({
        updates: { category: 'Amps', subcategory: null, seriesId: 's1', isActive: true },
        seriesName: 'Pro',
      }),
    ).toEqual([
      { field: 'Category', to: 'Amps' },
      { field: 'Subcategory', to: '(cleared)' },
      { field: 'Series', to: 'Pro' },
      { field: 'Status', to: 'Active' },
    ]);
    expect(changeLines({ updates: {}, seriesName: null })).toEqual([]);
  });

  it('shows before/after values with - for none', () => {
    const values = {
      category: null,
      subcategory: 'Mono',
      seriesId: 's1',
      seriesName: 'Pro',
      isActive: false,
    };
    expect(['Category', 'Subcategory', 'Series', 'Status'].map((f) => valueText(values, f))).toEqual([
      '-',
      'Mono',
      'Pro',
      'Inactive',
    ]);
  });
});
