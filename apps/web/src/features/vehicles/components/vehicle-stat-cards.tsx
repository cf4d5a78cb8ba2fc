import type { VehicleStats } from '@crossover/domain/vehicles';
import { Card } from '@/components/ui/card';

function Stat({ label, value, hint }: { label: string; value: number | undefined; hint: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900">{value?.toLocaleString('en-US') ?? '–'}</p>
      <p className="mt-1 text-xs text-slate-500">{hint}</p>
    </Card>
  );
}

/** The stat cards (spec §2.7), counted by the server in SQL. */
export function VehicleStatCards({ stats }: { stats: VehicleStats | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <Stat label="Total Vehicles" value={stats?.totalVehicles} hint="In the database" />
      <Stat label="Active Vehicles" value={stats?.activeVehicles} hint="Shown to partners" />
      <Stat label="Makes" value={stats?.makes} hint="Among active vehicles" />
      <Stat label="Products with Fitment" value={stats?.productsWithFitment} hint="Linked to a vehicle" />
    </div>
  );
}
