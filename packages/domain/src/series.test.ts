import { describe, expect, it } from 'vitest';
import {
  SERIES_MESSAGES,
  createSeriesSchema,
  seriesHasProductsMessage,
  seriesManagementQuerySchema,
  updateSeriesSchema,
} from './series.ts';

const fieldErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('series request schemas', () => {
  it('create: trims, defaults to active, blank description becomes null', () => {
    expect(createSeriesSchema.parse({ name: ' Storm ', manufacturerId: 'm1', description: '  ' })).toEqual({
      name: 'Storm',
      manufacturerId: 'm1',
      description: null,
      isActive: true,
    });
  });

  it('create: the spec messages for a missing name and manufacturer', () => {
    expect(fieldErrors(createSeriesSchema.safeParse({}))).toEqual({
      name: SERIES_MESSAGES.nameRequired,
      manufacturerId: SERIES_MESSAGES.manufacturerRequired,
    });
    expect(fieldErrors(createSeriesSchema.safeParse({ name: '  ', manufacturerId: '' }))).toEqual({
      name: SERIES_MESSAGES.nameRequired,
      manufacturerId: SERIES_MESSAGES.manufacturerRequired,
    });
  });

  it('update: every field optional, and no default slips in (a PATCH never reactivates)', () => {
    expect(updateSeriesSchema.parse({})).toEqual({});
    expect(updateSeriesSchema.parse({ description: null })).toEqual({ description: null });
    expect(fieldErrors(updateSeriesSchema.safeParse({ name: '' }))).toEqual({
      name: SERIES_MESSAGES.nameRequired,
    });
  });

  it("list query: 'all' and blanks mean no filter, status defaults to all", () => {
    expect(seriesManagementQuerySchema.parse({ search: ' ', manufacturerId: 'all' })).toEqual({
      search: undefined,
      manufacturerId: undefined,
      status: 'all',
    });
    expect(fieldErrors(seriesManagementQuerySchema.safeParse({ status: 'gone' }))).toEqual({
      status: 'Choose a status',
    });
  });

  it('the delete conflict names the count in words', () => {
    expect(seriesHasProductsMessage('Storm', 1)).toContain('has 1 product;');
    expect(seriesHasProductsMessage('Storm', 12)).toContain('has 12 products;');
  });
});
