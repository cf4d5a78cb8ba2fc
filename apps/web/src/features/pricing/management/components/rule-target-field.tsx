import type { RULE_TARGETS } from '@crossover/domain/pricing/engine';
import { ComboboxField } from '@/components/ui/form/combobox-field';
import { ProductPicker } from '@/components/ui/product-picker';
import { useOrganizations } from '@/features/organizations/api/get-organizations';
import { useCategoryStats } from '@/features/products/api/get-category-stats';
import { useSeriesList } from '@/features/series/api/get-series';

type TargetType = (typeof RULE_TARGETS)[number];

/** The rule's target, chosen from what exists for its type: a product, series, manufacturer or category. */
export function RuleTargetField({
  targetType,
  value,
  onChange,
  error,
}: {
  targetType: TargetType;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const series = useSeriesList({}, { enabled: targetType === 'series' });
  const organizations = useOrganizations(targetType === 'manufacturer');
  const categories = useCategoryStats({ enabled: targetType === 'category' });

  if (targetType === 'product')
    return (
      <ProductPicker
        label="Target"
        value={value}
        onChange={(p) => onChange(p?.id ?? '')}
        scope={{ status: 'all' }}
        error={error}
      />
    );
  const options =
    targetType === 'series'
      ? (series.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.manufacturerName ?? '-'})` }))
      : targetType === 'manufacturer'
        ? (organizations.data ?? [])
            .filter((o) => o.type === 'manufacturer')
            .map((o) => ({ value: o.id, label: o.name }))
        : Object.keys(categories.data?.categories ?? {})
            .sort((a, b) => a.localeCompare(b))
            .map((c) => ({ value: c, label: c }));
  return (
    <ComboboxField
      label="Target"
      value={value}
      options={options}
      onChange={onChange}
      placeholder={`Select a ${targetType}`}
      error={error}
    />
  );
}
