import type { CsvImport } from '@crossover/domain/imports';
import { cn } from '@/lib/cn';

const count = (n: number) => n.toLocaleString('en-US');

/** Total, staged, failed and skipped rows of one import, as labelled figures. */
export function ImportCounts({ record, className }: { record: CsvImport; className?: string }) {
  const items = [
    { label: 'Total Rows', value: record.totalRows, tone: 'text-slate-900' },
    { label: 'Staged', value: record.recordsStaged, tone: 'text-emerald-700' },
    {
      label: 'Failed',
      value: record.recordsFailed,
      tone: record.recordsFailed > 0 ? 'text-red-700' : 'text-slate-900',
    },
    { label: 'Skipped', value: record.recordsSkipped, tone: 'text-slate-900' },
  ];
  return (
    <dl className={cn('grid grid-cols-2 gap-3 sm:grid-cols-4', className)}>
      {items.map((item) => (
        <div key={item.label} className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-600">{item.label}</dt>
          <dd className={cn('mt-1 text-xl font-semibold', item.tone)}>{count(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
