import type { ProductFacets } from '@crossover/domain/catalog';
import type { FacetKey, FacetMoreResponse } from '@crossover/domain/facets';
import { ComboboxField } from '@/components/ui/form/combobox-field';
import { SelectField } from '@/components/ui/form/select-field';
import { uniqueSorted } from './category-options';
import type { StatusFilter } from './product-list-query';
import { ALL, STATUS_OPTIONS } from './product-list-query';
import { ProductSearchField } from './product-search-field';

export interface BulkFilterValues {
  category: string;
  subcategory: string;
  manufacturerId: string;
  seriesId: string;
  status: StatusFilter;
}

/** A chosen value stays listed even when the counts no longer report it. */
function withChosen(options: { value: string; label: string }[], chosen: string) {
  return chosen === ALL || options.some((o) => o.value === chosen)
    ? options
    : [{ value: chosen, label: chosen }, ...options];
}

/** The facets' name search (features/catalog/api/get-facet-more.ts useFacetSearch). */
export interface FacetSearch {
  search: (facet: FacetKey, text: string) => void;
  resultsFor: (facet: FacetKey) => FacetMoreResponse['options'] | undefined;
}

const SEARCH_ALL = 'Showing the options with most products: type to search them all.';

/**
 * Bulk Product Update's filters (spec §2.14, §5): search by name or SKU, category, subcategory,
 * manufacturer, series and status. The options come from the cross-filtered counts, so each list
 * holds what the other filters leave (a manufacturer's series, a category's subcategories).
 */
export function BulkFilters({
  searchText,
  onSearchText,
  values,
  facets,
  facetSearch,
  onChange,
}: {
  searchText: string;
  onSearchText: (text: string) => void;
  values: BulkFilterValues;
  facets: ProductFacets | undefined;
  facetSearch: FacetSearch;
  onChange: (patch: Partial<BulkFilterValues>) => void;
}) {
  // A list the server cut to its top options shows, while text is typed, the server's matches.
  const searched = (facet: FacetKey, top: { value: string; label: string }[]) => {
    const found = facets?.more[facet] ? facetSearch.resultsFor(facet) : undefined;
    return found ? found.map((o) => ({ value: o.id, label: o.name })) : top;
  };
  const searchProps = (facet: FacetKey) =>
    facets?.more[facet]
      ? { onSearch: (text: string) => facetSearch.search(facet, text), footnote: SEARCH_ALL }
      : {};
  const names = (list: readonly { value: string }[] = []) =>
    uniqueSorted(list.map((o) => o.value)).map((v) => ({ value: v, label: v }));
  const categories = withChosen(searched('categories', names(facets?.categories)), values.category);
  const subcategories = withChosen(
    searched('subcategories', names(facets?.subcategories)),
    values.subcategory,
  );
  const manufacturers = searched(
    'manufacturers',
    (facets?.manufacturers ?? []).map((m) => ({ value: m.id, label: m.name })),
  );
  const series = searched(
    'series',
    (facets?.series ?? []).map((s) => ({ value: s.id, label: s.name })),
  );
  // Spec §4: the series filter resets when the chosen series is not the new manufacturer's.
  const seriesOutside = (manufacturerId: string) => {
    if (values.seriesId === ALL || manufacturerId === ALL) return false;
    const chosen = facets?.series.find((s) => s.id === values.seriesId);
    return chosen?.manufacturerId !== manufacturerId;
  };
  return (
    <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 xl:grid-cols-3">
      <ProductSearchField
        value={searchText}
        onChange={onSearchText}
        className="sm:col-span-2 xl:col-span-3"
      />
      <ComboboxField
        label="Category"
        value={values.category}
        // A new category leaves its old subcategory behind (spec §4).
        onChange={(category) => onChange({ category, subcategory: ALL })}
        {...searchProps('categories')}
        options={[{ value: ALL, label: 'All Categories' }, ...categories]}
      />
      <ComboboxField
        label="Subcategory"
        value={values.subcategory}
        onChange={(subcategory) => onChange({ subcategory })}
        {...searchProps('subcategories')}
        options={[{ value: ALL, label: 'All Subcategories' }, ...subcategories]}
      />
      <ComboboxField
        label="Manufacturer"
        value={values.manufacturerId}
        onChange={(manufacturerId) =>
          onChange({ manufacturerId, ...(seriesOutside(manufacturerId) ? { seriesId: ALL } : {}) })
        }
        {...searchProps('manufacturers')}
        options={[
          { value: ALL, label: 'All Manufacturers' },
          ...withChosen(manufacturers, values.manufacturerId),
        ]}
      />
      <ComboboxField
        label="Series"
        value={values.seriesId}
        onChange={(seriesId) => onChange({ seriesId })}
        {...searchProps('series')}
        options={[{ value: ALL, label: 'All Series' }, ...withChosen(series, values.seriesId)]}
      />
      <SelectField
        label="Status"
        value={values.status}
        onChange={(event) => onChange({ status: event.target.value as StatusFilter })}
        options={STATUS_OPTIONS}
      />
    </div>
  );
}
