import type { ColumnMappingTemplate } from '@crossover/domain/imports';
import { IMPORT_FIELD_KEYS } from '@crossover/domain/imports-fields';
import type { ColumnMapping } from '@crossover/domain/imports-fields';
import { IMPORT_TOASTS } from '@crossover/domain/imports';
import { Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/operation-errors';
import { useDeleteTemplate, useTemplates } from '../api/templates';
import { SaveTemplateDialog } from './save-template-dialog';

const mappedCount = (mapping: ColumnMapping) =>
  IMPORT_FIELD_KEYS.filter((key) => mapping[key] !== null && mapping[key] !== undefined).length;

function TemplateItem({
  template,
  applied,
  onApply,
  onDelete,
}: {
  template: ColumnMappingTemplate;
  applied: boolean;
  onApply: () => void;
  onDelete: () => void;
}) {
  const fields = mappedCount(template.mapping);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium [overflow-wrap:anywhere] text-slate-900">
          {template.name}
          {applied ? <Badge tone="success">Applied</Badge> : null}
        </p>
        <p className="text-xs [overflow-wrap:anywhere] text-slate-600">
          {fields} field{fields === 1 ? '' : 's'} · used {template.usageCount} time
          {template.usageCount === 1 ? '' : 's'}
          {template.description ? ` · ${template.description}` : ''}
        </p>
      </div>
      <div className="flex gap-1">
        <Button variant="outline" size="sm" onClick={onApply} aria-label={`Apply template ${template.name}`}>
          Apply
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete template ${template.name}`}
          title="Delete template"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** Spec §2.1: column mapping templates saved, listed, applied and deleted. */
export function TemplatePanel({
  mapping,
  appliedId,
  onApply,
  onDeleted,
}: {
  mapping: ColumnMapping;
  /** The template the current mapping came from. */
  appliedId: string | null;
  onApply: (templateId: string, mapping: ColumnMapping) => void;
  onDeleted: (templateId: string) => void;
}) {
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<ColumnMappingTemplate | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    const { id } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        toast({ title: IMPORT_TOASTS.templateDeleted });
        onDeleted(id);
      },
      onError: (error) => toastFailure(error, IMPORT_TOASTS.deleteTemplateFailed),
      onSettled: () => setDeleting(null),
    });
  }

  const list = templates.data ?? [];
  return (
    <section aria-labelledby="mapping-templates" className="space-y-2 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="mapping-templates" className="text-sm font-semibold text-slate-900">
          Mapping Templates
        </h3>
        <Button variant="outline" size="sm" onClick={() => setSaving(true)}>
          <Save aria-hidden="true" />
          Save as Template
        </Button>
      </div>
      {templates.isPending ? <p className="text-sm text-slate-600">Loading templates…</p> : null}
      {templates.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The templates could not be loaded.
        </p>
      ) : null}
      {templates.isSuccess && list.length === 0 ? (
        <p className="text-sm text-slate-600">No templates saved yet.</p>
      ) : null}
      {list.length > 0 ? (
        <ul aria-label="Saved templates" className="max-h-64 divide-y divide-slate-100 overflow-y-auto">
          {list.map((template) => (
            <TemplateItem
              key={template.id}
              template={template}
              applied={template.id === appliedId}
              onApply={() => onApply(template.id, template.mapping)}
              onDelete={() => setDeleting(template)}
            />
          ))}
        </ul>
      ) : null}

      <SaveTemplateDialog
        open={saving}
        onOpenChange={setSaving}
        mapping={mapping}
        onSaved={(id) => onApply(id, mapping)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Template"
        description={
          <p>Delete the template &quot;{deleting?.name}&quot;? Imports already run keep their mapping.</p>
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
