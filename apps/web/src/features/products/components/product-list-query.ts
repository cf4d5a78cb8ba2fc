// catalog-lists, not catalog: the first script builds the first list URL from here, before zod loads.
import type { ProductSort, SortOrder } from '@crossover/domain/catalog-lists';
import {
  DEFAULT_PRODUCT_PAGE_SIZE,
  PRODUCT_PAGE_SIZES,
  PRODUCT_STATUS_FILTERS,
  SORT_ORDERS,
} from '@crossover/domain/catalog-lists';
import type { SortingState } from '@tanstack/react-table';

/** Back-office §9: the columns Product Management sorts by (server-side). */
export const SORTABLE_COLUMNS = ['name', 'sku', 'manufacturer', 'category', 'isActive'] as const;
export type SortableColumn = (typeof SORTABLE_COLUMNS)[number];
const LIST_SORTS = ['createdAt', ...SORTABLE_COLUMNS] as const satisfies readonly ProductSort[];

export type StatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number];

/** The 'no filter' value of the category and manufacturer selects. */
export const ALL = 'all';

/**
 * The list's state as kept in the address (useTableUrlState): spec §9 defaults — 25 per page,
 * newest first, active products. `cursor` is the page shown ('' = the first).
 */
export const LIST_DEFAULTS = {
  search: '',
  category: ALL,
  manufacturerId: ALL,
  status: 'active' as StatusFilter,
  sort: 'createdAt' as ProductSort,
  order: 'desc' as SortOrder,
  limit: DEFAULT_PRODUCT_PAGE_SIZE as number,
  cursor: '',
};
export type ListState = typeof LIST_DEFAULTS;

export const LIST_ALLOWED = {
  status: PRODUCT_STATUS_FILTERS,
  sort: LIST_SORTS,
  order: SORT_ORDERS,
  limit: PRODUCT_PAGE_SIZES,
};

/**
 * Spec §4: Active (the default), Inactive, All. Inactive is every product that is not active,
 * discontinued or switched off (productLifecycle), so each product is under exactly one of the two.
 */
export const STATUS_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'all', label: 'All' },
];

/** The filters and sort the list, the export and the bulk selection send: no blanks, no 'all'. */
export interface ProductListFilters {
  search?: string;
  category?: string;
  manufacturerId?: string;
  status: StatusFilter;
  sort: ProductSort;
  order: SortOrder;
}

export function filtersOf(state: ListState): ProductListFilters {
  const search = state.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(state.category !== ALL && state.category !== '' ? { category: state.category } : {}),
    ...(state.manufacturerId !== ALL && state.manufacturerId !== ''
      ? { manufacturerId: state.manufacturerId }
      : {}),
    status: state.status,
    sort: state.sort,
    order: state.order,
  };
}

/** Whether anything narrows the list beyond the defaults (which empty state to show). */
export function hasActiveFilters(state: ListState): boolean {
  return (
    state.search.trim() !== '' ||
    state.category !== ALL ||
    state.manufacturerId !== ALL ||
    state.status !== LIST_DEFAULTS.status
  );
}

/** The table's sorting from the address: the default createdAt sort has no column. */
export function sortingOf(state: Pick<ListState, 'sort' | 'order'>): SortingState {
  return state.sort === 'createdAt' ? [] : [{ id: state.sort, desc: state.order === 'desc' }];
}

/** A header click (DataTable's next sorting) back into the address; an unknown column is ignored. */
export function sortPatch(next: SortingState): Pick<ListState, 'sort' | 'order'> | null {
  const first = next[0];
  if (!first || !(SORTABLE_COLUMNS as readonly string[]).includes(first.id)) return null;
  return { sort: first.id as SortableColumn, order: first.desc ? 'desc' : 'asc' };
}

/** Query string for GET /api/products/export: the list's filters and sort, no paging. */
export function exportUrl(filters: ProductListFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return `/api/products/export?${params.toString()}`;
}
