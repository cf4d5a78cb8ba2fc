import { AUTHORIZATION_MESSAGES, type SupplierOption } from '@crossover/domain/authorizations';
import { Badge } from '@/components/ui/badge';

const TYPE_LABELS: Record<SupplierOption['type'], string> = {
  manufacturer: 'Manufacturer',
  distributor: 'Distributor',
};

/** Which supplier organizations the shop owner may order from: one checkbox each. */
export function SupplierChecklist({
  suppliers,
  chosen,
  onToggle,
  disabled,
}: {
  suppliers: readonly SupplierOption[];
  chosen: (id: string) => boolean;
  onToggle: (id: string, checked: boolean) => void;
  disabled: boolean;
}) {
  if (suppliers.length === 0)
    return <p className="py-4 text-sm text-slate-600">{AUTHORIZATION_MESSAGES.noSuppliers}</p>;
  return (
    <fieldset>
      <legend className="sr-only">Supplier organizations</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {suppliers.map((supplier) => (
          <li key={supplier.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-brand-600"
                checked={chosen(supplier.id)}
                disabled={disabled}
                onChange={(event) => onToggle(supplier.id, event.target.checked)}
              />
              <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere] text-slate-900">
                {supplier.name}
              </span>
              <Badge tone={supplier.type === 'manufacturer' ? 'violet' : 'info'}>
                {TYPE_LABELS[supplier.type]}
              </Badge>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
