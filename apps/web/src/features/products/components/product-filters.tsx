import { ComboboxField } from '@/components/ui/form/combobox-field';
import { SelectField } from '@/components/ui/form/select-field';
import type { NamedOption } from './manufacturers';
import type { StatusFilter } from './product-list-query';
import { ALL, STATUS_OPTIONS } from './product-list-query';
import { ProductSearchField } from './product-search-field';

/**
 * Product Management's filters (spec §2.8, §5): search by name or SKU (the caller debounces it),
 * category, manufacturer and status. 'all' is the no-filter choice of category and manufacturer.
 */
export function ProductFilters({
  searchText,
  onSearchText,
  category,
  categories,
  onCategory,
  manufacturerId,
  manufacturers,
  onManufacturer,
  status,
  onStatus,
}: {
  searchText: string;
  onSearchText: (text: string) => void;
  category: string;
  categories: readonly string[];
  onCategory: (category: string) => void;
  manufacturerId: string;
  manufacturers: readonly NamedOption[];
  onManufacturer: (id: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
}) {
  // A value from the address that the lists do not (yet) hold stays choosable.
  const categoryChoices =
    categories.includes(category) || category === ALL ? categories : [category, ...categories];
  return (
    // minmax(0, …): a long manufacturer name must not widen the page past a phone's width.
    <div className="grid grid-cols-1 items-end gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <ProductSearchField value={searchText} onChange={onSearchText} />
      <ComboboxField
        label="Category"
        value={category}
        onChange={onCategory}
        options={[
          { value: ALL, label: 'All Categories' },
          ...categoryChoices.map((c) => ({ value: c, label: c })),
        ]}
      />
      <ComboboxField
        label="Manufacturer"
        value={manufacturerId}
        onChange={onManufacturer}
        options={[
          { value: ALL, label: 'All Manufacturers' },
          ...manufacturers.map((m) => ({ value: m.id, label: m.name })),
        ]}
      />
      <SelectField
        label="Status"
        value={status}
        onChange={(event) => onStatus(event.target.value as StatusFilter)}
        options={STATUS_OPTIONS}
      />
    </div>
  );
}
