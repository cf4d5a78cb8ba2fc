import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_FILE_BYTES } from '@crossover/domain/imports';
import { FILE_MESSAGES, fileSizeText, importFileProblem } from './file-checks';

describe('importFileProblem', () => {
  it('takes .csv, .xlsx and .xls in any case, up to 10 MB exactly', () => {
    const names = ['products.csv', 'Products.XLSX', 'legacy.Xls', 'a.b.csv'];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(importFileProblem({ name, size: 1000 })).toBeNull();
    expect(importFileProblem({ name: 'big.csv', size: MAX_IMPORT_FILE_BYTES })).toBeNull();
  });

  it('refuses other extensions, even with a spreadsheet-like name', () => {
    for (const name of ['products.txt', 'products.csv.exe', 'sheet.ods', 'csv', 'products.xlsb']) {
      expect(importFileProblem({ name, size: 1000 })).toBe(FILE_MESSAGES.wrongType);
    }
  });

  it('refuses a file one byte past 10 MB, and an empty file', () => {
    expect(importFileProblem({ name: 'big.csv', size: MAX_IMPORT_FILE_BYTES + 1 })).toBe(
      FILE_MESSAGES.tooLarge,
    );
    expect(importFileProblem({ name: 'empty.csv', size: 0 })).toBe(FILE_MESSAGES.empty);
  });
});

describe('fileSizeText', () => {
  it('shows KB under a megabyte (never 0 KB) and MB with one decimal above', () => {
    expect(fileSizeText(12)).toBe('1 KB');
    expect(fileSizeText(812 * 1024)).toBe('812 KB');
    expect(fileSizeText(4.25 * 1024 * 1024)).toBe('4.3 MB');
  });
});
