import type { Vehicle } from '@crossover/domain/vehicles';
import { vehicleDetails, vehicleLabel } from '@crossover/domain/vehicles';
import { Car } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

const productsText = (count: number) =>
  count === 0 ? 'No products linked' : `Fits ${count} product${count === 1 ? '' : 's'}`;

/** One vehicle in the grid: what it is, whether partners see it, how many products fit it. */
export function VehicleCard({
  vehicle,
  busy,
  onEdit,
  onToggleActive,
}: {
  vehicle: Vehicle;
  busy: boolean;
  onEdit: () => void;
  onToggleActive: () => void;
}) {
  const label = vehicleLabel(vehicle);
  const details = vehicleDetails(vehicle);
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start gap-3">
        <Car className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{label}</h3>
          {details ? <p className="text-sm [overflow-wrap:anywhere] text-slate-700">{details}</p> : null}
          <div className="flex flex-wrap gap-1 pt-1">
            {vehicle.isActive ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}
            <Badge tone={vehicle.productCount > 0 ? 'brand' : 'neutral'}>
              {productsText(vehicle.productCount)}
            </Badge>
          </div>
        </div>
      </div>
      {vehicle.notes ? (
        <p className="text-sm [overflow-wrap:anywhere] whitespace-pre-line text-slate-600">{vehicle.notes}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={busy} onClick={onEdit} aria-label={`Edit ${label}`}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={onToggleActive}
          aria-label={`${vehicle.isActive ? 'Deactivate' : 'Reactivate'} ${label}`}
        >
          {vehicle.isActive ? 'Deactivate' : 'Reactivate'}
        </Button>
      </div>
    </Card>
  );
}
