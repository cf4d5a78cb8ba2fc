import type { Series } from '@crossover/domain/catalog';
import type { BulkStatusChoice, BulkUpdateForm } from '@crossover/domain/bulk-products';
import { SERIES_KEEP } from '@crossover/domain/bulk-products';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ComboboxField } from '@/components/ui/form/combobox-field';
import { SelectField } from '@/components/ui/form/select-field';

export const EMPTY_BULK_SETTINGS: BulkUpdateForm = {
  category: '',
  subcategory: '',
  series: SERIES_KEEP,
  status: 'keep',
};

const STATUS_CHOICES: readonly { value: BulkStatusChoice; label: string }[] = [
  { value: 'keep', label: 'Keep current status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/**
 * Spec §2.14 / §5 update settings: category and subcategory text ('CLEAR' in any case empties
 * the field, blank keeps it), the series (keep, or one of the filtered manufacturer's series)
 * and the status (keep / active / inactive). Every product needs a series, so there is no
 * 'remove' choice: the server refuses it.
 */
export function BulkUpdateSettings({
  value,
  onChange,
  series,
  seriesDisabledReason,
  onPreview,
  pending,
}: {
  value: BulkUpdateForm;
  onChange: (patch: Partial<BulkUpdateForm>) => void;
  series: readonly Series[];
  seriesDisabledReason: string | null;
  onPreview: () => void;
  pending: boolean;
}) {
  const hint = "Type CLEAR to empty it; leave blank to keep each product's own";
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          label="New Category"
          hint={hint}
          autoComplete="off"
          value={value.category}
          onChange={(event) => onChange({ category: event.target.value })}
        />
        <FormField
          label="New Subcategory"
          hint={hint}
          autoComplete="off"
          value={value.subcategory}
          onChange={(event) => onChange({ subcategory: event.target.value })}
        />
        <ComboboxField
          label="New Series"
          value={value.series}
          onChange={(next) => onChange({ series: next })}
          disabled={seriesDisabledReason !== null}
          hint={seriesDisabledReason ?? undefined}
          options={[
            { value: SERIES_KEEP, label: 'Keep current series' },
            ...series.map((s) => ({ value: s.id, label: s.name })),
          ]}
        />
        <SelectField
          label="New Status"
          value={value.status}
          onChange={(event) => onChange({ status: event.target.value as BulkStatusChoice })}
          options={STATUS_CHOICES}
        />
      </div>
      <div className="flex justify-end">
        <Button onClick={onPreview} disabled={pending}>
          <Eye aria-hidden="true" />
          Preview Changes
        </Button>
      </div>
    </div>
  );
}
