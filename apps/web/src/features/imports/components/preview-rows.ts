import type { UploadResponse } from '@crossover/domain/imports';
import { IMPORT_SAMPLE_ROWS } from '@crossover/domain/imports';
import type { ColumnMapping, ImportFieldInfo } from '@crossover/domain/imports-fields';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELD_KEYS,
  mappedCell,
  rowNumberOf,
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
 * Mapping choices the preview points out as likely mistakes. What the rows hold is checked on the
 * server over the whole file (POST /api/csv-import/{id}/check), not judged from the sample.
 */
export function previewIssues(upload: Pick<UploadResponse, 'headers'>, mapping: ColumnMapping) {
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
  return issues;
}
