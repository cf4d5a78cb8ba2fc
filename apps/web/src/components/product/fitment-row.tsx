import type { Fitment, UpdateFitmentRequest } from '@crossover/domain/vehicles';
import { updateFitmentSchema, vehicleDetails, vehicleLabel } from '@crossover/domain/vehicles';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { toastOperationError } from '@/lib/operation-errors';
import { useUnlinkVehicle, useUpdateFitment } from '@/features/vehicles/api/product-fitment';

interface NotesForm {
  compatibilityNotes: string;
}

function NotesEditor({ fitment, onDone }: { fitment: Fitment; onDone: () => void }) {
  const form = useZodForm<NotesForm, typeof updateFitmentSchema>({
    schema: updateFitmentSchema,
    defaultValues: { compatibilityNotes: fitment.compatibilityNotes ?? '' },
  });
  const update = useUpdateFitment();
  const label = vehicleLabel(fitment.vehicle);
  const onSubmit = form.handleSubmit((body: UpdateFitmentRequest) =>
    update.mutate(
      { productId: fitment.productId, vehicleId: fitment.vehicleId, body },
      {
        onSuccess: onDone,
        onError: (error) => {
          applyServerErrors(form, error);
          toastOperationError(error, 'Error', 'Failed to update the compatibility notes');
        },
      },
    ),
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-2"
      aria-label={`Compatibility notes for ${label}`}
    >
      <TextareaField
        label="Compatibility Notes"
        error={form.formState.errors.compatibilityNotes?.message}
        {...form.register('compatibilityNotes')}
      />
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button size="sm" type="submit" disabled={update.isPending}>
          Save Notes
        </Button>
      </div>
    </form>
  );
}

/** One linked vehicle: its notes (editable), the verified flag (saved at once) and Unlink. */
export function FitmentRow({ fitment }: { fitment: Fitment }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateFitment();
  const unlink = useUnlinkVehicle();
  const { vehicle } = fitment;
  const label = vehicleLabel(vehicle);
  const details = vehicleDetails(vehicle);
  const ids = { productId: fitment.productId, vehicleId: fitment.vehicleId };
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1 space-y-0.5">
          <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{label}</p>
          {details ? <p className="text-xs text-slate-600">{details}</p> : null}
          {vehicle.isActive ? null : <Badge>Inactive vehicle</Badge>}
        </div>
        <Button
          size="sm"
          variant="outline"
          disabled={unlink.isPending}
          aria-label={`Unlink ${label}`}
          onClick={() =>
            unlink.mutate(ids, {
              onError: (error) => toastOperationError(error, 'Error', 'Failed to unlink the vehicle'),
            })
          }
        >
          Unlink
        </Button>
      </div>
      <CheckboxField
        label={fitment.verifiedByName ? `Verified by ${fitment.verifiedByName}` : 'Verified'}
        checked={fitment.isVerified}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate(
            { ...ids, body: { isVerified: event.target.checked } },
            { onError: (error) => toastOperationError(error, 'Error', 'Failed to update the verified flag') },
          )
        }
      />
      {editing ? (
        <NotesEditor fitment={fitment} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className="text-sm [overflow-wrap:anywhere] whitespace-pre-line text-slate-700">
            {fitment.compatibilityNotes ?? <span className="text-slate-500">No compatibility notes</span>}
          </p>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setEditing(true)}
            aria-label={`Edit notes for ${label}`}
          >
            Edit Notes
          </Button>
        </div>
      )}
    </li>
  );
}
