import type { UploadResponse } from '@crossover/domain/imports';
import type { ColumnMapping, ImportField } from '@crossover/domain/imports-fields';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MappingFields } from './mapping-fields';
import { TableLayoutPanel } from './table-layout-panel';
import { TemplatePanel } from './template-panel';
import { countText } from './count-text';

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
  return (
    <div className="space-y-6">
      <div className="space-y-1 text-sm text-slate-600">
        <p>
          <span className="font-medium [overflow-wrap:anywhere] text-slate-900">{upload.filename}</span>:{' '}
          {countText(upload.totalRows, 'row')}, {countText(upload.headers.length, 'column')}.
        </p>
        <p>{suggestionNote(upload)}</p>
      </div>

      <TableLayoutPanel upload={upload} onRelaid={onRelaid} />

      <MappingFields
        headers={upload.headers}
        sampleRow={upload.sampleData[0] ?? []}
        suggested={upload.suggestion.mapping}
        mapping={mapping}
        problem={problem}
        onMap={onMap}
      />

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
