import type { UploadResponse } from '@crossover/domain/imports';
import { IMPORT_SAMPLE_ROWS } from '@crossover/domain/imports';
import type { ColumnMapping, ImportFieldInfo } from '@crossover/domain/imports-fields';
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

/** The first sample rows as they will be staged: the mapped fields' cells, with their row number. */
export function previewRows(
  upload: Pick<UploadResponse, 'sampleData'>,
  mapping: ColumnMapping,
): PreviewRow[] {
  return upload.sampleData.slice(0, IMPORT_SAMPLE_ROWS).map((row, index) => ({
    rowNumber: rowNumberOf(index),
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
  upload: Pick<UploadResponse, 'headers' | 'sampleData'>,
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
    const outcome = validateImportRow(row, mapping);
    if (outcome.ok) return;
    for (const problem of outcome.error.split('; ')) issues.push(rowErrorLine(rowNumberOf(index), problem));
  });
  return issues;
}
