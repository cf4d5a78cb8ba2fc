import type { ProductFacets } from '@crossover/domain/catalog';
import type { FacetKey, FacetMoreResponse } from '@crossover/domain/facets';
import type { CatalogQuery } from '../api/get-products';
import { ALL_VALUE } from './filter-select';
import type { FilterOption } from './filter-select';

/** The catalogue's select filters (spec partner §5): their values, defaults and options from the facets. */

export type StatusFilter = CatalogQuery['status'];

export interface Filters {
  status: StatusFilter;
  category: string;
  subcategory: string;
  manufacturerId: string;
  seriesId: string;
}

export const DEFAULT_FILTERS: Filters = {
  status: 'active',
  category: ALL_VALUE,
  subcategory: ALL_VALUE,
  manufacturerId: ALL_VALUE,
  seriesId: ALL_VALUE,
};

// The catalogue offers Active, Discontinued and All (a partner never sees an inactive product).
const STATUS_LABELS: Record<Exclude<StatusFilter, 'inactive'>, string> = {
  active: 'Active',
  discontinued: 'Discontinued',
  all: 'All Statuses',
};

function statusOptions(facets: ProductFacets | undefined): FilterOption[] {
  const counts = new Map((facets?.statuses ?? []).map((s) => [s.value, s.count]));
  return (['active', 'discontinued', 'all'] as const).map((value) => ({
    value,
    label: STATUS_LABELS[value],
    count: facets
      ? value === 'all'
        ? [...counts.values()].reduce((a, b) => a + b, 0)
        : (counts.get(value) ?? 0)
      : undefined,
  }));
}

/** Facets whose value is also their label (categories); counts marked as lower bounds when capped. */
const valueOptions = (
  facets: ProductFacets | undefined,
  list: readonly { value: string; count: number }[] = [],
) =>
  list.map((o): FilterOption => ({
    value: o.value,
    label: o.value,
    count: o.count,
    atLeast: facets?.capped,
  }));

/** Facets chosen by id and shown by name (manufacturers, series). */
const namedOptions = (
  facets: ProductFacets | undefined,
  list: readonly { id: string; name: string; count: number }[] = [],
) => list.map((o): FilterOption => ({ value: o.id, label: o.name, count: o.count, atLeast: facets?.capped }));

/**
 * A filter's options while its search box holds text and the server has answered: the server's
 * matches among all of the facet's options (GET /api/products/facets/more), else the top ones.
 */
export function searchedOptions(
  top: readonly FilterOption[],
  results: FacetMoreResponse['options'] | undefined,
  capped = false,
): readonly FilterOption[] {
  if (!results) return top;
  return results.map((o) => ({ value: o.id, label: o.name, count: o.count, atLeast: capped }));
}

/**
 * The filter selects, in screen order. A filter is active, with a removable badge
 * "label: option", while its value is neither its default nor empty; removing it restores the default.
 */
export const CATALOG_FILTERS: readonly {
  key: keyof Filters;
  label: string;
  /** The "no filter" choice; the status filter lists 'all' among its options instead. */
  allLabel?: string;
  /** The facet the server may send only the top options of (facets.more). */
  facet?: FacetKey;
  options: (facets: ProductFacets | undefined) => FilterOption[];
}[] = [
  { key: 'status', label: 'Status', options: statusOptions },
  {
    key: 'category',
    label: 'Category',
    allLabel: 'All Categories',
    facet: 'categories',
    options: (facets) => valueOptions(facets, facets?.categories),
  },
  {
    key: 'subcategory',
    label: 'Sub-Category',
    allLabel: 'All Sub-Categories',
    facet: 'subcategories',
    options: (facets) => valueOptions(facets, facets?.subcategories),
  },
  {
    key: 'manufacturerId',
    label: 'Manufacturer',
    allLabel: 'All Manufacturers',
    facet: 'manufacturers',
    options: (facets) => namedOptions(facets, facets?.manufacturers),
  },
  {
    key: 'seriesId',
    label: 'Series',
    allLabel: 'All Series',
    facet: 'series',
    options: (facets) => namedOptions(facets, facets?.series),
  },
];
