import { describe, expect, it } from 'vitest';
import type { PriceListRow, PriceListUpload } from '../../shared/api';
import { formatDay } from '../../shared/format';
import {
  canProcess,
  datesProblem,
  importReducer,
  initialImportState,
  rowsToProcess,
  tabEnabled,
} from './import-state';
import { TEMPLATE_FILE_NAME, isPriceListFile, templateCsv } from './price-list-file';

const upload = (statuses: PriceListRow['status'][]): PriceListUpload => ({
  filename: 'p.csv',
  stats: { total: statuses.length, processed: statuses.length, successful: 0, errors: 0, warnings: 0 },
  data: statuses.map((status, index) => ({
    rowNumber: index + 2,
    status,
    sku: `S-${index}`,
    distPartNumber: null,
    cost: '1.00',
    mpqCost: null,
    message: null,
    productId: 'p',
  })),
});

describe('the distributor import flow', () => {
  it('opens Preview once a file is chosen and Results once results exist', () => {
    let state = initialImportState('2026-03-04');
    expect(tabEnabled(state, 'preview')).toBe(false);
    expect(importReducer(state, { type: 'tab', tab: 'preview' }).tab).toBe('upload');
    state = importReducer(state, { type: 'file', file: new File(['x'], 'p.csv') });
    expect(state.tab).toBe('preview');
    expect(tabEnabled(state, 'results')).toBe(false);
    state = importReducer(state, { type: 'uploaded', upload: upload(['success']) });
    const answer = {
      importId: 'i',
      jobId: 'j',
      status: 'processing' as const,
      data: [],
      stats: upload([]).stats,
    };
    state = importReducer(state, { type: 'processing', answer });
    expect(canProcess(state)).toBe(false);
    state = importReducer(state, { type: 'processed', detail: null });
    expect(state.tab).toBe('results');
    expect(tabEnabled(state, 'results')).toBe(true);
    // A failed upload (or another target) starts again from Upload.
    state = importReducer(state, { type: 'uploadFailed' });
    expect(state).toMatchObject({ tab: 'upload', file: null, upload: null, result: null });
  });

  it('sends only the rows that are not errors, with the file values alone', () => {
    const rows = rowsToProcess(upload(['success', 'error', 'warning', 'warning']));
    expect(rows.map((r) => r.rowNumber)).toEqual([2, 4, 5]);
    expect(rows[0]).toEqual({ rowNumber: 2, sku: 'S-0', distPartNumber: null, cost: '1.00', mpqCost: null });
    const state = { ...initialImportState('2026-03-04'), upload: upload(['error', 'error']) };
    expect(canProcess(state)).toBe(false);
  });

  it('requires an effective date and an expiration after it', () => {
    expect(datesProblem('', '')).toBe('Effective date is required');
    expect(datesProblem('2026-03-04', '2026-03-04')).toBe('Expiration date must be after the effective date');
    expect(datesProblem('2026-03-04', '')).toBeNull();
    expect(datesProblem('2026-03-04', '2026-03-05')).toBeNull();
  });

  it('accepts .xlsx, .xls and .csv in any case, and the template has the four columns and three rows', () => {
    expect(['a.CSV', 'b.xlsx', 'c.Xls'].every(isPriceListFile)).toBe(true);
    expect(['a.csv.png', 'b.txt', 'xlsx'].some(isPriceListFile)).toBe(false);
    const lines = templateCsv().trimEnd().split('\r\n');
    expect(lines[0]).toBe('SKU,Distributor Part Number,Cost,Master Pack Qty Cost');
    expect(lines).toHaveLength(4);
    expect(TEMPLATE_FILE_NAME).toBe('pricing_import_template.csv');
  });

  it('shows calendar days month-day-year whatever the time zone', () => {
    expect(formatDay('2026-03-04T00:00:00.000Z')).toBe('Mar 4, 2026');
    expect(formatDay('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatDay(null)).toBe('-');
  });
});
