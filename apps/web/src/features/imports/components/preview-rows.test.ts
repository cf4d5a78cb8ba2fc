import { PREVIEW_ISSUES_SHOWN } from '@crossover/domain/imports';
import { describe, expect, it } from 'vitest';
import { firstOf } from './list-limits';
import { PREVIEW_NOTES, mappedFields, previewIssues, previewRows } from './preview-rows';

const headers = ['Item No', 'Title', 'Dealer Cost', 'Pack', 'State'];
const sampleData = [
  ['TL-1', 'Storm Amp', '$1,299.50', '2', 'active'],
  ['', 'No SKU', '-5', '0', 'sold out'],
  ['TL-3', 'Good', '10', '1', 'discontinued'],
  ['', 'Fourth row', 'x', '', ''],
];
const upload = { headers, sampleData };
const mapping = { sku: 0, name: 1, mfgCost: 2, mfgMasterPackQty: 3, status: 4 };

describe('previewRows', () => {
  it('shows the first 3 sample rows as mapped, numbered as the spreadsheet numbers them', () => {
    const rows = previewRows(upload, mapping);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.rowNumber)).toEqual([2, 3, 4]);
    expect(rows[0]?.cells).toEqual({
      sku: 'TL-1',
      name: 'Storm Amp',
      status: 'active',
      mfgCost: '$1,299.50',
      mfgMasterPackQty: '2',
    });
  });

  it('lists the mapped fields in the mapping step order', () => {
    expect(mappedFields({ status: 4, sku: 0, upc: null }).map((field) => field.key)).toEqual([
      'sku',
      'status',
    ]);
  });
});

describe('previewIssues', () => {
  it('names each problem of each sample row as the server will, one line each', () => {
    expect(previewIssues(upload, mapping)).toEqual([
      'Row 3: SKU is required',
      'Row 3: Status must be active or discontinued',
      'Row 3: Mfg Cost must be 0 or more',
      'Row 3: Master Pack Qty must be a whole number of at least 1',
    ]);
  });

  it('judges only the 3 preview rows (the fourth is not shown, so not listed)', () => {
    const issues = previewIssues(upload, mapping);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.some((issue) => issue.startsWith('Row 5'))).toBe(false);
  });

  it('warns when no column gives the name, and when one column feeds several fields', () => {
    const issues = previewIssues(upload, { sku: 0, category: 2, subcategory: 2, mfgCost: 2 });
    expect(issues[0]).toBe(PREVIEW_NOTES.nameNotMapped);
    expect(issues[1]).toBe('Column "Dealer Cost" is mapped to Category, Subcategory and Mfg Cost');
  });

  it('has no issues for clean rows', () => {
    expect(previewIssues({ headers, sampleData: [sampleData[0]!, sampleData[2]!] }, mapping)).toEqual([]);
  });
});

describe('firstOf (issues list: 5 then "and N more")', () => {
  it('keeps the first items and counts the rest', () => {
    const issues = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(firstOf(issues, PREVIEW_ISSUES_SHOWN)).toEqual({ shown: ['a', 'b', 'c', 'd', 'e'], more: 2 });
    expect(firstOf(issues.slice(0, 5), PREVIEW_ISSUES_SHOWN)).toEqual({ shown: issues.slice(0, 5), more: 0 });
  });
});

describe('rows under a title block (issue 15)', () => {
  it('numbers rows and issues by the row numbers the upload gave, and warns on a UPC that lost digits', () => {
    const titled = {
      headers: ['Part #', 'UPC'],
      sampleData: [
        ['00123', '3.65275E+11'],
        ['', '012345678901'],
      ],
      sampleRowNumbers: [5, 7],
    };
    const upcMapping = { sku: 0, upc: 1 };
    expect(previewRows(titled, upcMapping).map((row) => row.rowNumber)).toEqual([5, 7]);
    const issues = previewIssues(titled, upcMapping);
    expect(issues).toContain(
      'Row 5: UPC "3.65275E+11" is a number in scientific notation and has lost digits; format the column as Text (or 000000000000) and save the file again',
    );
    expect(issues).toContain('Row 7: SKU is required');
  });
});
