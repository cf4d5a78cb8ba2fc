import type { Vehicle } from '@crossover/domain/vehicles';
import {
  DEFAULT_VEHICLE_LIST_LIMIT,
  VEHICLE_MESSAGES,
  VEHICLE_STATUSES,
  vehicleLabel,
} from '@crossover/domain/vehicles';
import { Car, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListLimitNote } from '@/components/ui/data-table/list-limit-note';
import { SelectField } from '@/components/ui/form/select-field';
import { LoadError } from '@/components/ui/load-error';
import { SearchBox } from '@/components/ui/search-box';
import { toast } from '@/components/ui/use-toast';
import { isUnauthorizedError } from '@/lib/auth-errors';
import { useSearchBox } from '@/lib/use-debounced-value';
import { useTableUrlState } from '@/lib/use-table-url-state';
import { useVehicleStats, useVehicles } from '../api/get-vehicles';
import { useUpdateVehicle } from '../api/save-vehicle';
import { VehicleCard } from '../components/vehicle-card';
import { VehicleDialog } from '../components/vehicle-dialog';
import { VehicleStatCards } from '../components/vehicle-stat-cards';

type Status = (typeof VEHICLE_STATUSES)[number];
/** Kept in the address, so a reload or a shared link shows the same vehicles. */
const DEFAULTS = { q: '', status: 'all' as Status };

/** Spec §2.7 Vehicles (/vehicles): search, stat cards, card grid, Add Vehicle; edit and deactivate. */
export function VehiclesPage() {
  const [query, setQuery] = useTableUrlState(DEFAULTS, { allowed: { status: VEHICLE_STATUSES } });
  const [searchText, setSearchText] = useSearchBox(query.q, (q) => setQuery({ q }));

  const list = useVehicles({ q: query.q, status: query.status });
  const stats = useVehicleStats();
  const update = useUpdateVehicle();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Vehicle | null>(null);
  const [deactivating, setDeactivating] = useState<Vehicle | null>(null);
  const vehicles = list.data ?? [];
  const filtered = query.q !== '' || query.status !== 'all';

  function setActive(vehicle: Vehicle, isActive: boolean) {
    update.mutate(
      { id: vehicle.id, body: { isActive } },
      {
        onSuccess: (saved) =>
          toast({
            title: isActive ? VEHICLE_MESSAGES.reactivated : VEHICLE_MESSAGES.deactivated,
            description: `${vehicleLabel(saved)} is ${isActive ? 'shown to partners again' : 'hidden from partners'}.`,
          }),
        onError: (error) => {
          if (!isUnauthorizedError(error))
            toast({ title: 'Error', description: VEHICLE_MESSAGES.updateFailed, variant: 'destructive' });
        },
        onSettled: () => setDeactivating(null),
      },
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Vehicles</h2>
          <p className="mt-1 text-sm text-slate-600">
            Vehicles and their years, for product fitment and the catalogue's vehicle filter
          </p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add Vehicle
        </Button>
      </div>

      <VehicleStatCards stats={stats.data} />

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
        <SearchBox
          label="Search vehicles"
          hideLabel
          placeholder="Search by make, model, trim or year..."
          value={searchText}
          onChange={setSearchText}
        />
        <SelectField
          label="Status"
          hideLabel
          value={query.status}
          onChange={(event) => setQuery({ status: event.target.value as Status })}
          options={[
            { value: 'all', label: 'All Vehicles' },
            { value: 'active', label: 'Active Vehicles' },
            { value: 'inactive', label: 'Inactive Vehicles' },
          ]}
        />
      </div>

      {list.isPending ? (
        <p className="py-8 text-center text-sm text-slate-600" role="status">
          Loading vehicles…
        </p>
      ) : list.isError ? (
        <LoadError message="Vehicles could not be loaded." onRetry={() => void list.refetch()} />
      ) : vehicles.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <Car className="size-10 text-slate-400" aria-hidden="true" />
          <p className="font-medium text-slate-900">{VEHICLE_MESSAGES.empty}</p>
          <p className="text-sm text-slate-600">
            {filtered
              ? 'Try another search or status.'
              : 'Add the first vehicle to start linking products to it.'}
          </p>
        </div>
      ) : (
        <>
          <ul
            aria-label="Vehicles"
            aria-busy={list.isFetching}
            className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
          >
            {vehicles.map((vehicle) => (
              <li key={vehicle.id}>
                <VehicleCard
                  vehicle={vehicle}
                  busy={update.isPending}
                  onEdit={() => setEditing(vehicle)}
                  onToggleActive={() =>
                    vehicle.isActive ? setDeactivating(vehicle) : setActive(vehicle, true)
                  }
                />
              </li>
            ))}
          </ul>
          <ListLimitNote shown={vehicles.length} limit={DEFAULT_VEHICLE_LIST_LIMIT} noun="vehicles" />
        </>
      )}

      <VehicleDialog open={adding} vehicle={null} onOpenChange={setAdding} />
      {editing ? (
        <VehicleDialog
          key={editing.id}
          open
          vehicle={editing}
          onOpenChange={(open) => (open ? null : setEditing(null))}
        />
      ) : null}
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => (open ? undefined : setDeactivating(null))}
        title="Deactivate Vehicle"
        description={
          <p>
            {deactivating ? vehicleLabel(deactivating) : ''} will no longer be offered in the catalogue's
            vehicle filter or listed on products. Its product links are kept; reactivate it to show it again.
          </p>
        }
        confirmLabel="Deactivate"
        pending={update.isPending}
        onConfirm={() => deactivating && setActive(deactivating, false)}
      />
    </div>
  );
}
