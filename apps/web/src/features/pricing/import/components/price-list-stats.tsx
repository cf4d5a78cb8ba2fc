import type { PriceListStats } from '../../shared/api';

const n = (value: number) => value.toLocaleString('en-US');

/** The import stats as a row of counts (total, successful, warnings, errors). */
export function PriceListStatsLine({
  stats,
  label,
  successLabel = 'Successful',
}: {
  stats: PriceListStats;
  label: string;
  successLabel?: string;
}) {
  const items = [
    { key: 'total', name: 'Total rows', value: stats.total, tone: 'text-slate-900' },
    { key: 'successful', name: successLabel, value: stats.successful, tone: 'text-emerald-700' },
    { key: 'warnings', name: 'Warnings', value: stats.warnings, tone: 'text-amber-700' },
    { key: 'errors', name: 'Errors', value: stats.errors, tone: 'text-red-700' },
  ];
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.key} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
          <dt className="text-xs text-slate-600">{item.name}</dt>
          <dd className={`text-xl font-semibold tabular-nums ${item.tone}`}>{n(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
