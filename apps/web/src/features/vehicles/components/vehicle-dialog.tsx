import type { CreateVehicleRequest, Vehicle, VehicleFormValues } from '@crossover/domain/vehicles';
import {
  VEHICLE_MESSAGES,
  maxVehicleYear,
  vehicleFormToRequest,
  vehicleLabel,
  vehicleSchemas,
} from '@crossover/domain/vehicles';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form/form-footer';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { isUnauthorizedError } from '@/lib/auth-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateVehicle, useUpdateVehicle } from '../api/save-vehicle';

// The browser's clock decides the latest year here; the server checks again with its own.
const { create: vehicleFormSchema } = vehicleSchemas(() => maxVehicleYear(new Date()));

const EMPTY: VehicleFormValues = {
  yearStart: '',
  yearEnd: '',
  make: '',
  model: '',
  trim: '',
  bodyStyle: '',
  engineSize: '',
  notes: '',
};

function toForm(vehicle: Vehicle): VehicleFormValues {
  return {
    yearStart: String(vehicle.yearStart),
    yearEnd: vehicle.yearEnd === null ? '' : String(vehicle.yearEnd),
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim ?? '',
    bodyStyle: vehicle.bodyStyle ?? '',
    engineSize: vehicle.engineSize ?? '',
    notes: vehicle.notes ?? '',
  };
}

const EDITABLE = [
  'yearStart',
  'yearEnd',
  'make',
  'model',
  'trim',
  'bodyStyle',
  'engineSize',
  'notes',
] as const;

/** What an edit changes, so the request (and its audit entry) carries only that. */
function changes(vehicle: Vehicle, body: CreateVehicleRequest): Partial<CreateVehicleRequest> {
  return Object.fromEntries(
    EDITABLE.filter((key) => body[key] !== vehicle[key]).map((key) => [key, body[key]]),
  );
}

/**
 * 'Add Vehicle' (spec §2.7, §5) and its edit twin: the domain's schema checks the form, a blank
 * start year is this year, a blank end year means still made.
 */
export function VehicleDialog({
  open,
  vehicle,
  onOpenChange,
}: {
  open: boolean;
  /** The vehicle to edit; null adds one. */
  vehicle: Vehicle | null;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm<VehicleFormValues, typeof vehicleFormSchema>({
    schema: vehicleFormSchema,
    defaultValues: vehicle ? toForm(vehicle) : EMPTY,
    fromForm: (values) => vehicleFormToRequest(values, new Date()),
  });
  const { errors, isSubmitting } = form.formState;
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const pending = create.isPending || update.isPending || isSubmitting;

  const close = () => {
    form.reset(EMPTY);
    onOpenChange(false);
  };

  const onSubmit = form.handleSubmit((body) => {
    if (!vehicle) {
      create.mutate(body, {
        onSuccess: () => {
          toast({ title: VEHICLE_MESSAGES.addedTitle, description: VEHICLE_MESSAGES.addedDescription });
          close();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          if (!isUnauthorizedError(error))
            toast({
              title: VEHICLE_MESSAGES.addFailedTitle,
              description: VEHICLE_MESSAGES.addFailedDescription,
              variant: 'destructive',
            });
        },
      });
      return;
    }
    const changed = changes(vehicle, body);
    if (Object.keys(changed).length === 0) return close();
    update.mutate(
      { id: vehicle.id, body: changed },
      {
        onSuccess: (saved) => {
          toast({ title: VEHICLE_MESSAGES.updated, description: `${vehicleLabel(saved)} has been updated.` });
          close();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          if (!isUnauthorizedError(error))
            toast({ title: 'Error', description: VEHICLE_MESSAGES.updateFailed, variant: 'destructive' });
        },
      },
    );
  });

  const title = vehicle ? 'Edit Vehicle' : 'Add Vehicle';
  const latest = maxVehicleYear(new Date());
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {vehicle
            ? vehicleLabel(vehicle)
            : 'A year range, make and model; products are linked to it from the product editor.'}
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label={title}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Start Year"
              inputMode="numeric"
              placeholder={String(latest - 1)}
              hint="Blank means this year"
              error={errors.yearStart?.message}
              {...form.register('yearStart')}
            />
            <FormField
              label="End Year"
              inputMode="numeric"
              placeholder="Present"
              hint="Blank if still in production"
              error={errors.yearEnd?.message}
              {...form.register('yearEnd')}
            />
            <FormField
              label="Make"
              placeholder="Ford"
              autoComplete="off"
              error={errors.make?.message}
              {...form.register('make')}
            />
            <FormField
              label="Model"
              placeholder="F-150"
              autoComplete="off"
              error={errors.model?.message}
              {...form.register('model')}
            />
            <FormField
              label="Trim"
              placeholder="XLT"
              error={errors.trim?.message}
              {...form.register('trim')}
            />
            <FormField
              label="Body Style"
              placeholder="Crew Cab Pickup"
              error={errors.bodyStyle?.message}
              {...form.register('bodyStyle')}
            />
            <FormField
              label="Engine Size"
              placeholder="3.5L V6"
              error={errors.engineSize?.message}
              {...form.register('engineSize')}
            />
          </div>
          <TextareaField label="Notes" error={errors.notes?.message} {...form.register('notes')} />
          <FormFooter
            error={errors.root?.server?.message}
            onCancel={close}
            pending={pending}
            submitLabel={vehicle ? 'Save Changes' : 'Add Vehicle'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
