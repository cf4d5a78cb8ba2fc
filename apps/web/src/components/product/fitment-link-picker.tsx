import type { LinkVehicleRequest, VehicleSummary } from '@crossover/domain/vehicles';
import {
  VEHICLE_MESSAGES,
  linkVehicleSchema,
  vehicleDetails,
  vehicleLabel,
} from '@crossover/domain/vehicles';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { toastOperationError } from '@/lib/operation-errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useZodForm } from '@/lib/use-zod-form';
import { useVehicles } from '@/features/vehicles/api/get-vehicles';
import { useLinkVehicle } from '@/features/vehicles/api/product-fitment';

const RESULTS = 8;

interface LinkForm {
  vehicleId: string;
  compatibilityNotes: string;
  isVerified: boolean;
}

/** Notes and the verified flag for the chosen vehicle, then Link Vehicle. */
function LinkVehicleForm({
  productId,
  vehicle,
  onDone,
}: {
  productId: string;
  vehicle: VehicleSummary;
  onDone: () => void;
}) {
  const form = useZodForm<LinkForm, typeof linkVehicleSchema>({
    schema: linkVehicleSchema,
    defaultValues: { vehicleId: vehicle.id, compatibilityNotes: '', isVerified: false },
  });
  const link = useLinkVehicle();
  const label = vehicleLabel(vehicle);
  const onSubmit = form.handleSubmit((body: LinkVehicleRequest) =>
    link.mutate(
      { productId, body },
      {
        onSuccess: () => {
          toast({ title: VEHICLE_MESSAGES.linked, description: `${label} is linked to this product.` });
          onDone();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toastOperationError(error, 'Error', VEHICLE_MESSAGES.linkFailed);
        },
      },
    ),
  );
  const { errors } = form.formState;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Link ${label}`}
      className="space-y-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3"
    >
      <p className="text-sm font-medium text-slate-900">{label}</p>
      <TextareaField
        label="Compatibility Notes"
        error={errors.compatibilityNotes?.message}
        {...form.register('compatibilityNotes')}
      />
      <CheckboxField label="Verified fit" {...form.register('isVerified')} />
      {errors.root?.server || errors.vehicleId ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root?.server?.message ?? errors.vehicleId?.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button size="sm" type="submit" disabled={link.isPending}>
          Link Vehicle
        </Button>
      </div>
    </form>
  );
}

/** Finds an active vehicle by make, model, trim or year and links it; linked ones say so. */
export function FitmentLinkPicker({
  productId,
  linkedIds,
}: {
  productId: string;
  linkedIds: ReadonlySet<string>;
}) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const [chosen, setChosen] = useState<VehicleSummary | null>(null);
  const results = useVehicles({ q, status: 'active', limit: RESULTS }, { enabled: q !== '' });
  if (chosen)
    return (
      <LinkVehicleForm
        productId={productId}
        vehicle={chosen}
        onDone={() => {
          setChosen(null);
          setText('');
        }}
      />
    );
  return (
    <div className="space-y-2">
      <div className="relative">
        <label htmlFor={`fitment-search-${productId}`} className="sr-only">
          Find a vehicle to link
        </label>
        <Search
          className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id={`fitment-search-${productId}`}
          type="search"
          className="pl-9"
          placeholder="Find a vehicle to link: make, model, trim or year"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {q === '' ? null : results.isPending ? (
        <p className="text-sm text-slate-600" role="status">
          Searching vehicles…
        </p>
      ) : results.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Vehicles could not be searched.
        </p>
      ) : results.data.length === 0 ? (
        <p className="text-sm text-slate-600">{VEHICLE_MESSAGES.empty}</p>
      ) : (
        <ul
          aria-label="Matching vehicles"
          className="divide-y divide-slate-100 rounded-lg border border-slate-200"
        >
          {results.data.map((vehicle) => {
            const label = vehicleLabel(vehicle);
            const linked = linkedIds.has(vehicle.id);
            return (
              <li key={vehicle.id} className="flex items-center justify-between gap-2 px-3 py-2">
                <div className="min-w-0">
                  <p className="text-sm [overflow-wrap:anywhere] text-slate-900">{label}</p>
                  <p className="text-xs text-slate-600">{vehicleDetails(vehicle)}</p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={linked}
                  aria-label={linked ? `${label} is linked` : `Choose ${label}`}
                  onClick={() => setChosen(vehicle)}
                >
                  {linked ? 'Linked' : 'Choose'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
