import type { UploadResponse } from '@crossover/domain/imports';
import type { ColumnMapping, ImportField } from '@crossover/domain/imports-fields';
import { IMPORT_FIELDS } from '@crossover/domain/imports-fields';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form/select-field';
import { TableLayoutPanel } from './table-layout-panel';
import { TemplatePanel } from './template-panel';

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

function suggestionNote(upload: UploadResponse): string {
  const { sources, templateName } = upload.suggestion;
  const fromPrevious = Object.values(sources).includes('previous');
  if (templateName) return `★ Suggested from the template "${templateName}" and the column names.`;
  if (fromPrevious) return "★ Suggested from this manufacturer's last import and the column names.";
  return '★ Suggested from the column names.';
}

/**
 * Step 3: a column for each importable field (SKU required), the ★ suggestions preselected; the
 * first sample row's value under each choice shows whether the column is the right one.
 */
export function MappingStep({
  upload,
  mapping,
  templateId,
  problem,
  onMap,
  onApplyTemplate,
  onTemplateDeleted,
  onBack,
  onPreview,
  onRelaid,
}: {
  upload: UploadResponse;
  onRelaid: (upload: UploadResponse) => void;
  mapping: ColumnMapping;
  templateId: string | null;
  problem: string | null;
  onMap: (field: ImportField, column: number | null) => void;
  onApplyTemplate: (templateId: string, mapping: ColumnMapping) => void;
  onTemplateDeleted: (templateId: string) => void;
  onBack: () => void;
  onPreview: () => void;
}) {
  const firstRow = upload.sampleData[0] ?? [];
  return (
    <div className="space-y-6">
      <div className="space-y-1 text-sm text-slate-600">
        <p>
          <span className="font-medium [overflow-wrap:anywhere] text-slate-900">{upload.filename}</span>:{' '}
          {upload.totalRows.toLocaleString('en-US')} rows, {upload.headers.length} columns.
        </p>
        <p>{suggestionNote(upload)}</p>
      </div>

      <TableLayoutPanel upload={upload} onRelaid={onRelaid} />

      <fieldset className="grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-2">
        <legend className="sr-only">Column for each product field</legend>
        {IMPORT_FIELDS.map((field) => {
          const column = mapping[field.key];
          const mapped = column !== null && column !== undefined;
          const sample = mapped ? (firstRow[column] ?? '').trim() : '';
          const hint = mapped ? `First row: ${sample === '' ? '(empty)' : sample}` : field.hint;
          return (
            <div key={field.key} className="min-w-0">
              <SelectField
                label={field.required ? `${field.label} (required)` : field.label}
                value={mapped ? String(column) : NOT_MAPPED}
                options={columnOptions(upload.headers, upload.suggestion.mapping[field.key])}
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

      <TemplatePanel
        mapping={mapping}
        appliedId={templateId}
        onApply={onApplyTemplate}
        onDeleted={onTemplateDeleted}
      />

      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button onClick={onPreview}>
          Preview Import
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
