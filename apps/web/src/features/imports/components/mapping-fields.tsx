import type { ColumnMapping, ImportField } from '@crossover/domain/imports-fields';
import { IMPORT_FIELDS } from '@crossover/domain/imports-fields';
import { SelectField } from '@/components/ui/form/select-field';

const NOT_MAPPED = '';

/** The ★ marks the column suggested for this field (from its name or the manufacturer's last mapping). */
export function columnOptions(headers: readonly string[], suggested: number | null | undefined) {
  return [
    { value: NOT_MAPPED, label: 'Not mapped' },
    ...headers.map((header, index) => ({
      value: String(index),
      label: `${index === suggested ? '★ ' : ''}${header || `Column ${index + 1}`}`,
    })),
  ];
}

/**
 * A column for each importable field (SKU required), as the wizard's mapping step and the history's
 * Retry dialog choose it; a sample row's value under each choice shows whether it is the right one.
 */
export function MappingFields({
  headers,
  sampleRow,
  sampleLabel = 'First row',
  suggested = {},
  mapping,
  problem,
  onMap,
}: {
  headers: readonly string[];
  /** One cell per header, or null when there is no row to show. */
  sampleRow: readonly string[] | null;
  sampleLabel?: string;
  /** The ★ column of each field. */
  suggested?: ColumnMapping;
  mapping: ColumnMapping;
  problem: string | null;
  onMap: (field: ImportField, column: number | null) => void;
}) {
  return (
    <fieldset className="grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-2">
      <legend className="sr-only">Column for each product field</legend>
      {IMPORT_FIELDS.map((field) => {
        const column = mapping[field.key];
        const mapped = column !== null && column !== undefined;
        const sample = mapped && sampleRow ? (sampleRow[column] ?? '').trim() : '';
        const hint =
          mapped && sampleRow ? `${sampleLabel}: ${sample === '' ? '(empty)' : sample}` : field.hint;
        return (
          <div key={field.key} className="min-w-0">
            <SelectField
              label={field.required ? `${field.label} (required)` : field.label}
              value={mapped ? String(column) : NOT_MAPPED}
              options={columnOptions(headers, suggested[field.key])}
              onChange={(event) =>
                onMap(field.key, event.target.value === NOT_MAPPED ? null : Number(event.target.value))
              }
              error={field.key === 'sku' ? (problem ?? undefined) : undefined}
              aria-required={field.required || undefined}
            />
            {hint ? <p className="mt-1 truncate text-xs text-slate-600">{hint}</p> : null}
          </div>
        );
      })}
    </fieldset>
  );
}
