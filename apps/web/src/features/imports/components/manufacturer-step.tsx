import { ArrowRight } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { ComboboxField } from '@/components/ui/form/combobox-field';
import { useOrganizations } from '@/features/organizations/api/get-organizations';

/** Step 1: whose products the file holds. Only active manufacturer organizations can be chosen. */
export function ManufacturerStep({
  manufacturerId,
  problem,
  onChoose,
  onNext,
}: {
  manufacturerId: string;
  problem: string | null;
  onChoose: (manufacturerId: string) => void;
  onNext: () => void;
}) {
  const organizations = useOrganizations();
  const options = useMemo(
    () =>
      (organizations.data ?? [])
        .filter((o) => o.type === 'manufacturer' && o.isActive)
        .map((o) => ({ value: o.id, label: o.name }))
        .sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' })),
    [organizations.data],
  );

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Choose the manufacturer whose products the file lists. Every imported row is staged under it.
      </p>
      <div className="max-w-md">
        <ComboboxField
          label="Manufacturer"
          value={manufacturerId}
          options={options}
          onChange={onChoose}
          placeholder={organizations.isPending ? 'Loading manufacturers…' : 'Select a manufacturer'}
          error={problem ?? undefined}
          hint={organizations.isError ? 'The manufacturers could not be loaded.' : undefined}
        />
      </div>
      <div className="flex justify-end">
        <Button onClick={onNext}>
          Next
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
