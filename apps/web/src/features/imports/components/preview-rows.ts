import type { UploadResponse } from '@crossover/domain/imports';
import { IMPORT_SAMPLE_ROWS } from '@crossover/domain/imports';
import type { ColumnMapping, ImportFieldInfo } from '@crossover/domain/imports-fields';
import { upcWarning } from '@crossover/domain/imports-identifiers';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELD_KEYS,
  mappedCell,
  rowErrorLine,
  rowNumberOf,
  validateImportRow,
} from '@crossover/domain/imports-fields';

export const PREVIEW_NOTES = {
  nameNotMapped: 'Product Name is not mapped: each product will be named by its SKU',
  sharedColumn: (header: string, labels: string[]) =>
    `Column "${header}" is mapped to ${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`,
} as const;

const isMapped = (mapping: ColumnMapping, key: ImportFieldInfo['key']) =>
  mapping[key] !== null && mapping[key] !== undefined;

/** The fields a column is mapped to, in the mapping step's order. */
export const mappedFields = (mapping: ColumnMapping): ImportFieldInfo[] =>
  IMPORT_FIELDS.filter((field) => isMapped(mapping, field.key));

export interface PreviewRow {
  rowNumber: number;
  cells: Partial<Record<ImportFieldInfo['key'], string>>;
}

type Numbered = Partial<Pick<UploadResponse, 'sampleRowNumbers'>>;

/** A sample row's number as the spreadsheet shows it; without numbers, counted from the header in row 1. */
const sampleRowNumber = (upload: Numbered, index: number) =>
  upload.sampleRowNumbers?.[index] ?? rowNumberOf(index);

/** The first sample rows as they will be staged: the mapped fields' cells, with their row number. */
export function previewRows(
  upload: Pick<UploadResponse, 'sampleData'> & Numbered,
  mapping: ColumnMapping,
): PreviewRow[] {
  return upload.sampleData.slice(0, IMPORT_SAMPLE_ROWS).map((row, index) => ({
    rowNumber: sampleRowNumber(upload, index),
    cells: Object.fromEntries(
      mappedFields(mapping).map((field) => [field.key, mappedCell(row, mapping, field.key)]),
    ),
  }));
}

/**
 * What the preview warns about before the import starts: mapping choices that are likely mistakes,
 * then each problem the server would fail a sample row for (the same row rules, domain's
 * validateImportRow), one line per problem as 'Row 3: Mfg Cost must be 0 or more'.
 */
export function previewIssues(
  upload: Pick<UploadResponse, 'headers' | 'sampleData'> & Numbered,
  mapping: ColumnMapping,
) {
  const issues: string[] = [];
  if (!isMapped(mapping, 'name')) issues.push(PREVIEW_NOTES.nameNotMapped);

  const byColumn = new Map<number, string[]>();
  for (const key of IMPORT_FIELD_KEYS) {
    const column = mapping[key];
    if (column === null || column === undefined) continue;
    byColumn.set(column, [...(byColumn.get(column) ?? []), IMPORT_FIELD_LABELS[key]]);
  }
  for (const [column, labels] of byColumn) {
    if (labels.length > 1)
      issues.push(PREVIEW_NOTES.sharedColumn(upload.headers[column] ?? `${column + 1}`, labels));
  }

  upload.sampleData.slice(0, IMPORT_SAMPLE_ROWS).forEach((row, index) => {
    const rowNumber = sampleRowNumber(upload, index);
    const upc = upcWarning(mappedCell(row, mapping, 'upc'));
    if (upc) issues.push(rowErrorLine(rowNumber, upc));
    const outcome = validateImportRow(row, mapping);
    if (outcome.ok) return;
    for (const problem of outcome.error.split('; ')) issues.push(rowErrorLine(rowNumber, problem));
  });
  return issues;
}
