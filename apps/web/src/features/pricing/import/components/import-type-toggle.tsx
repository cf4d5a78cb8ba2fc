import { cn } from '@/lib/cn';

export type ImportType = 'distributor' | 'pmap';

const TYPES: readonly { value: ImportType; label: string; hint: string }[] = [
  { value: 'distributor', label: 'Distributor Pricing', hint: 'Costs and part numbers from a price list' },
  { value: 'pmap', label: 'PMAP Campaigns', hint: 'Promotional minimum advertised prices' },
];

/** Back-office §2.5: the import type, Distributor Pricing by default (native radios: arrows move). */
export function ImportTypeToggle({
  value,
  onChange,
}: {
  value: ImportType;
  onChange: (type: ImportType) => void;
}) {
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="sr-only">Import type</legend>
      {TYPES.map((type) => (
        <label
          key={type.value}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3 text-sm transition-colors',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
            value === type.value
              ? 'border-brand-600 ring-1 ring-brand-600'
              : 'border-slate-300 hover:bg-slate-50',
          )}
        >
          <input
            type="radio"
            name="pricing-import-type"
            value={type.value}
            checked={value === type.value}
            onChange={() => onChange(type.value)}
            className="mt-0.5 accent-brand-600"
          />
          <span>
            <span className="block font-medium text-slate-900">{type.label}</span>
            <span className="block text-slate-600">{type.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
