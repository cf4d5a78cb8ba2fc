import type { Series } from '@crossover/domain/catalog';
import type { SeriesFormValues } from '@crossover/domain/series';
import { SERIES_MESSAGES, createSeriesSchema } from '@crossover/domain/series';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { FormFooter } from '@/components/ui/form/form-footer';
import { SelectField } from '@/components/ui/form/select-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { toastFailure } from '@/lib/operation-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateSeries, useUpdateSeries } from '../api/save-series';

export interface ManufacturerChoice {
  id: string;
  name: string;
}

function toForm(series: Series | undefined, fixedManufacturer: ManufacturerChoice | null): SeriesFormValues {
  return {
    name: series?.name ?? '',
    manufacturerId: series?.manufacturerId ?? fixedManufacturer?.id ?? '',
    description: series?.description ?? '',
    isActive: series?.isActive ?? true,
  };
}

/**
 * Create (series undefined) or edit a series. Admins choose the manufacturer; a manufacturer's
 * form has its own organization fixed (the server refuses any other).
 */
export function SeriesDialog({
  open,
  onOpenChange,
  series,
  manufacturers,
  fixedManufacturer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  series?: Series | undefined;
  /** The manufacturers an admin may choose from. */
  manufacturers: readonly ManufacturerChoice[];
  /** The caller's own organization when it may manage only its own series. */
  fixedManufacturer: ManufacturerChoice | null;
}) {
  const create = useCreateSeries();
  const update = useUpdateSeries();
  const form = useZodForm<SeriesFormValues, typeof createSeriesSchema>({
    schema: createSeriesSchema,
    values: toForm(series, fixedManufacturer),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) => {
    const onError = (title: string) => (error: Error) => {
      applyServerErrors(form, error);
      toastFailure(error, title);
    };
    if (series) {
      update.mutate(
        { id: series.id, body },
        {
          onSuccess: () => {
            toast({ title: SERIES_MESSAGES.updated });
            onOpenChange(false);
          },
          onError: onError(SERIES_MESSAGES.updateFailed),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast({ title: SERIES_MESSAGES.created });
          form.reset(toForm(undefined, fixedManufacturer));
          onOpenChange(false);
        },
        onError: onError(SERIES_MESSAGES.createFailed),
      });
    }
  });

  const pending = create.isPending || update.isPending;
  // A series of a manufacturer no longer offered (deactivated) keeps its own name in the list.
  const options = [
    { value: '', label: 'Select a manufacturer' },
    ...manufacturers.map((m) => ({ value: m.id, label: m.name })),
    ...(series && !manufacturers.some((m) => m.id === series.manufacturerId)
      ? [{ value: series.manufacturerId, label: series.manufacturerName ?? series.manufacturerId }]
      : []),
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogTitle>{series ? 'Edit Series' : 'Create Series'}</DialogTitle>
        <DialogDescription>
          {series ? 'Update the series’ details.' : 'Add a product series to a manufacturer.'}
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Series">
          <FormField label="Name" error={errors.name?.message} {...form.register('name')} />
          {fixedManufacturer ? (
            <FormField
              label="Manufacturer"
              value={fixedManufacturer.name}
              readOnly
              hint="Series you create belong to your organization"
            />
          ) : (
            <SelectField
              label="Manufacturer"
              options={options}
              error={errors.manufacturerId?.message}
              {...form.register('manufacturerId')}
            />
          )}
          <TextareaField
            label="Description"
            error={errors.description?.message}
            {...form.register('description')}
          />
          <CheckboxField
            label="Active"
            hint="Inactive series are hidden from the catalogue's filters"
            {...form.register('isActive')}
          />
          <FormFooter
            error={errors.root?.server?.message}
            onCancel={() => onOpenChange(false)}
            pending={pending}
            submitLabel={series ? 'Save Changes' : 'Create Series'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
