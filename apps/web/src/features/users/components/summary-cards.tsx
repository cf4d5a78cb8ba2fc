import type { UserStats } from '@crossover/domain/users';
import { Card } from '@/components/ui/card';

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900">{value ?? '–'}</p>
    </Card>
  );
}

/** Spec §2: Total and Active for everyone; admins Organizations and Admin Users, others the sales team. */
export function SummaryCards({
  stats,
  isAdmin,
  organizationCount,
}: {
  stats: UserStats | undefined;
  isAdmin: boolean;
  organizationCount: number | undefined;
}) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <Stat label="Total Users" value={stats?.totalUsers} />
      <Stat label="Active Users" value={stats?.activeUsers} />
      {isAdmin ? (
        <>
          <Stat label="Organizations" value={organizationCount} />
          <Stat label="Admin Users" value={stats?.adminUsers} />
        </>
      ) : (
        <>
          <Stat label="Sales Managers" value={stats?.salesManagers} />
          <Stat label="Sales Reps" value={stats?.salesReps} />
        </>
      )}
    </div>
  );
}
