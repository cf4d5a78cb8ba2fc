import type { CreateTemplateRequest } from '@crossover/domain/imports';
import { IMPORT_TOASTS, createTemplateSchema } from '@crossover/domain/imports';
import type { ColumnMapping } from '@crossover/domain/imports-fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { toastFailure } from '@/lib/operation-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveTemplate } from '../api/templates';

interface TemplateForm {
  name: string;
  description: string;
  mapping: ColumnMapping;
}

/**
 * Saves the current mapping under a name (spec §5: name required 'Please enter a template name',
 * and a mapping with at least one column) — the request schema the server checks too.
 */
export function SaveTemplateDialog({
  open,
  onOpenChange,
  mapping,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mapping: ColumnMapping;
  onSaved: (templateId: string) => void;
}) {
  const empty: TemplateForm = { name: '', description: '', mapping };
  const form = useZodForm<TemplateForm, typeof createTemplateSchema>({
    schema: createTemplateSchema,
    defaultValues: empty,
    // The mapping is the wizard's current one, not a field of the form.
    fromForm: (values): CreateTemplateRequest => ({ ...values, mapping }),
  });
  const { errors } = form.formState;
  const save = useSaveTemplate();

  const onSubmit = form.handleSubmit((body) => {
    save.mutate(body, {
      onSuccess: (template) => {
        toast({ title: IMPORT_TOASTS.templateSaved, description: template.name });
        form.reset(empty);
        onSaved(template.id);
        onOpenChange(false);
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toastFailure(error, IMPORT_TOASTS.saveTemplateFailed);
      },
    });
  });

  const formProblem = errors.mapping?.message ?? errors.root?.server?.message;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Save Mapping Template</DialogTitle>
        <DialogDescription>
          The columns chosen now, saved for the next file laid out the same way.
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Save Mapping Template">
          <FormField label="Template name" error={errors.name?.message} {...form.register('name')} />
          <TextareaField
            label="Description (optional)"
            error={errors.description?.message}
            {...form.register('description')}
          />
          {formProblem ? (
            <p role="alert" className="text-sm text-red-700">
              {formProblem}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Save Template
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
