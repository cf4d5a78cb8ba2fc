import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BULK_MESSAGES,
  MAX_BULK_PRODUCTS,
  applyBulkUpdates,
  bulkDeleteRequestSchema,
  bulkSeriesUpdate,
  bulkStatusUpdate,
  bulkTextUpdate,
  bulkUpdateRequestSchema,
  bulkUpdatesFromForm,
  tooManyMessage,
} from './bulk-products.ts';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe("category and subcategory text (spec §5: 'CLEAR' clears, blank keeps)", () => {
  it('turns CLEAR in any case into null', () => {
    for (const text of ['CLEAR', 'clear', 'Clear', '  cLeAr  ']) expect(bulkTextUpdate(text)).toBeNull();
  });
  it('keeps the value for blank text', () => {
    for (const text of ['', '   ', undefined]) expect(bulkTextUpdate(text)).toBeUndefined();
  });
  it('sets any other text, trimmed', () => {
    expect(bulkTextUpdate('  Amplifiers ')).toBe('Amplifiers');
    expect(bulkTextUpdate('Clearance')).toBe('Clearance');
    expect(bulkTextUpdate(null)).toBeNull();
  });
  it('never keeps text that is not blank', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const result = bulkTextUpdate(text);
        expect(result === undefined).toBe(text.trim() === '');
      }),
    );
  });
});

describe('series and status choices', () => {
  it("maps 'keep' to unchanged, 'remove' to null and an id to itself", () => {
    expect(bulkSeriesUpdate('keep')).toBeUndefined();
    expect(bulkSeriesUpdate('remove')).toBeNull();
    expect(bulkSeriesUpdate('series-1')).toBe('series-1');
  });
  it('maps keep / active / inactive to isActive', () => {
    expect(bulkStatusUpdate('keep')).toBeUndefined();
    expect(bulkStatusUpdate('active')).toBe(true);
    expect(bulkStatusUpdate('inactive')).toBe(false);
  });
  it('builds the updates from the form with only what changes', () => {
    expect(
      bulkUpdatesFromForm({ category: 'CLEAR', subcategory: ' ', series: 'keep', status: 'inactive' }),
    ).toEqual({ category: null, isActive: false });
    expect(bulkUpdatesFromForm({ category: '', subcategory: '', series: 'keep', status: 'keep' })).toEqual(
      {},
    );
  });
});

describe('bulk update request', () => {
  it('takes ids, updates and dryRun, applying the CLEAR rule', () => {
    const parsed = bulkUpdateRequestSchema.parse({
      productIds: ['a', 'b'],
      updates: { category: 'clear', subcategory: 'Mono', isActive: false },
      dryRun: true,
    });
    expect(parsed).toEqual({
      productIds: ['a', 'b'],
      updates: { category: null, subcategory: 'Mono', isActive: false },
      dryRun: true,
    });
    expect(bulkUpdateRequestSchema.parse({ productIds: ['a'], updates: { isActive: true } }).dryRun).toBe(
      false,
    );
  });

  it('requires a selection with the spec message', () => {
    expect(issues(bulkUpdateRequestSchema.safeParse({ updates: { isActive: true } }))).toEqual({
      productIds: BULK_MESSAGES.selectToUpdate,
    });
    expect(
      issues(bulkUpdateRequestSchema.safeParse({ productIds: [], updates: { isActive: true } })),
    ).toEqual({
      productIds: BULK_MESSAGES.selectToUpdate,
    });
  });

  it('requires at least one field with the spec message (blank text keeps, so it is none)', () => {
    for (const updates of [{}, { category: '  ', subcategory: '' }]) {
      expect(issues(bulkUpdateRequestSchema.safeParse({ productIds: ['a'], updates }))).toEqual({
        updates: BULK_MESSAGES.noUpdates,
      });
    }
  });

  it('refuses more than 10,000 ids, and both a list and a filter', () => {
    const ids = Array.from({ length: MAX_BULK_PRODUCTS + 1 }, (_, i) => `p${i}`);
    expect(
      issues(bulkUpdateRequestSchema.safeParse({ productIds: ids, updates: { isActive: true } })),
    ).toEqual({
      productIds: BULK_MESSAGES.tooMany,
    });
    expect(
      bulkUpdateRequestSchema.safeParse({
        productIds: ids.slice(0, MAX_BULK_PRODUCTS),
        updates: { isActive: true },
      }).success,
    ).toBe(true);
    expect(
      issues(
        bulkUpdateRequestSchema.safeParse({ productIds: ['a'], filter: {}, updates: { isActive: true } }),
      ),
    ).toEqual({ filter: BULK_MESSAGES.selectionTwice });
  });

  it('takes a filter selection with exclusions, with the list defaults', () => {
    const parsed = bulkUpdateRequestSchema.parse({
      filter: { search: 'titan', category: 'all' },
      excludedIds: ['x'],
      updates: { category: 'Amplifiers' },
    });
    expect(parsed.filter).toEqual({ search: 'titan', status: 'active' });
    expect(parsed.excludedIds).toEqual(['x']);
  });

  it('refuses removing the series: every product needs one (spec §3)', () => {
    expect(
      issues(bulkUpdateRequestSchema.safeParse({ productIds: ['a'], updates: { seriesId: null } })),
    ).toEqual({ 'updates.seriesId': BULK_MESSAGES.seriesRequired });
  });

  it('names the field of a category that is too long', () => {
    const result = bulkUpdateRequestSchema.safeParse({
      productIds: ['a'],
      updates: { category: 'x'.repeat(201) },
    });
    expect(issues(result)).toEqual({ 'updates.category': 'Category must be at most 200 characters' });
  });
});

describe('bulk delete request', () => {
  it('requires a selection with the spec message', () => {
    expect(issues(bulkDeleteRequestSchema.safeParse({}))).toEqual({
      productIds: BULK_MESSAGES.selectToDelete,
    });
    expect(bulkDeleteRequestSchema.parse({ productIds: ['a'] })).toEqual({ productIds: ['a'] });
  });
});

describe('preview values', () => {
  const current = {
    category: 'Amplifiers',
    subcategory: 'Mono',
    seriesId: 's1',
    seriesName: 'One',
    isActive: true,
  };
  it('applies set, cleared and kept fields', () => {
    expect(applyBulkUpdates(current, { category: null, seriesId: 's2', isActive: false }, 'Two')).toEqual({
      category: null,
      subcategory: 'Mono',
      seriesId: 's2',
      seriesName: 'Two',
      isActive: false,
    });
    expect(applyBulkUpdates(current, {}, null)).toEqual(current);
  });
  it('words the limit with the selection size', () => {
    expect(tooManyMessage(12_345)).toBe(
      'Select at most 10,000 products at a time; this selection has 12,345 products',
    );
  });
});
