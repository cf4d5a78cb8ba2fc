import type { InventoryStats } from '@crossover/domain/inventory';
import { AlertTriangle, Boxes, Lock, PackageX, Warehouse } from 'lucide-react';
import type { ComponentType } from 'react';
import { Card } from '@/components/ui/card';
import { formatCount } from './quantities';

interface CardSpec {
  label: string;
  value: (stats: InventoryStats) => number;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  tone: string;
}

/** Spec §2.3: the five metric cards, in the spec's order. */
const CARDS: readonly CardSpec[] = [
  { label: 'Total Items', value: (s) => s.totalItems, icon: Boxes, tone: 'text-brand-700' },
  { label: 'Low Stock', value: (s) => s.lowStock, icon: AlertTriangle, tone: 'text-amber-600' },
  { label: 'Out of Stock', value: (s) => s.outOfStock, icon: PackageX, tone: 'text-red-700' },
  { label: 'Total Quantity', value: (s) => s.totalQuantity, icon: Warehouse, tone: 'text-emerald-700' },
  { label: 'Reserved', value: (s) => s.reserved, icon: Lock, tone: 'text-sky-700' },
];

/** Counted by the server over the same organization and product filters as the list. */
export function InventoryStatsCards({ stats }: { stats: InventoryStats | undefined }) {
  return (
    <ul aria-label="Inventory summary" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {CARDS.map(({ label, value, icon: Icon, tone }) => (
        <li key={label} className="last:col-span-2 sm:last:col-span-1">
          <Card className="flex h-full items-start justify-between gap-2 p-4">
            <div className="min-w-0">
              <p className="text-sm text-slate-600">{label}</p>
              <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
                {stats ? formatCount(value(stats)) : '–'}
              </p>
            </div>
            <Icon aria-hidden className={`size-5 shrink-0 ${tone}`} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
