import type { FitmentFilter } from '@crossover/domain/vehicles';
import { Car, X } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTableUrlState } from '@/lib/use-table-url-state';
import { useVehicleOptions } from '@/features/vehicles/api/get-vehicles';
import { ALL_VALUE, FilterSelect } from './filter-select';

/** In the address, so a reload or a shared link keeps the vehicle (absent: no vehicle filter). */
const NO_VEHICLE = { fitYear: '', fitMake: '', fitModel: '' };

export interface VehicleFilterState {
  filter: FitmentFilter;
  /** '2018 Ford F-150' while any part is chosen, else null. */
  label: string | null;
  setYear: (year: string) => void;
  setMake: (make: string) => void;
  setModel: (model: string) => void;
  clear: () => void;
}

/**
 * 'Fits my vehicle' (issue 9, beyond the spec): year, then make, then model, each narrowing the
 * next one's choices. Changing a part clears the parts after it.
 */
export function useVehicleFilter(): VehicleFilterState {
  const [state, setState] = useTableUrlState(NO_VEHICLE);
  const year = /^\d{4}$/.test(state.fitYear) ? Number(state.fitYear) : undefined;
  const parts = [year, state.fitMake, state.fitModel].filter(Boolean);
  // One object per address, so queries keyed on it stay put between renders.
  const filter = useMemo(
    () => ({ fitYear: year, fitMake: state.fitMake || undefined, fitModel: state.fitModel || undefined }),
    [year, state.fitMake, state.fitModel],
  );
  return {
    filter,
    label: parts.length > 0 ? parts.join(' ') : null,
    setYear: (fitYear) => setState({ fitYear, fitMake: '', fitModel: '' }),
    setMake: (fitMake) => setState({ fitMake, fitModel: '' }),
    setModel: (fitModel) => setState({ fitModel }),
    clear: () => setState(NO_VEHICLE),
  };
}

const fromChoice = (value: string) => (value === ALL_VALUE ? '' : value);
const toChoice = (value: string | number | undefined) => (value === undefined ? ALL_VALUE : String(value));

/** The three choices, from active vehicles that fit at least one product. */
export function VehicleFilter({ vehicle, className }: { vehicle: VehicleFilterState; className?: string }) {
  const { fitYear, fitMake, fitModel } = vehicle.filter;
  const options = useVehicleOptions(fitYear, fitMake);
  const data = options.data;
  const values = (list: readonly (string | number)[] = []) =>
    list.map((value) => ({ value: String(value), label: String(value) }));
  return (
    <fieldset className={cn('space-y-2', className)}>
      <legend className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <Car className="size-4 text-slate-500" aria-hidden="true" />
        Fits my vehicle
      </legend>
      <div className="grid items-end gap-4 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto]">
        <FilterSelect
          label="Year"
          allLabel="Any year"
          value={toChoice(fitYear)}
          options={values(data?.years)}
          onChange={(next) => vehicle.setYear(fromChoice(next))}
        />
        <FilterSelect
          label="Make"
          allLabel="Any make"
          value={toChoice(fitMake)}
          options={values(data?.makes)}
          onChange={(next) => vehicle.setMake(fromChoice(next))}
        />
        <FilterSelect
          label="Model"
          allLabel={fitMake ? 'Any model' : 'Choose a make first'}
          value={toChoice(fitModel)}
          options={fitMake ? values(data?.models) : []}
          disabled={!fitMake}
          onChange={(next) => vehicle.setModel(fromChoice(next))}
        />
        <Button variant="outline" onClick={vehicle.clear} disabled={vehicle.label === null}>
          <X aria-hidden="true" />
          Clear vehicle
        </Button>
      </div>
      {options.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Vehicle choices could not be loaded.
        </p>
      ) : null}
    </fieldset>
  );
}
