/**
 * The product list's filter, sort and page-size values, without zod: the web app's first script
 * builds the first screen's request URLs from them before the schemas load (decision 0060).
 * catalog.ts re-exports them with the schemas that check them.
 */

/**
 * List filters: 'active' — active products only; 'inactive' — every product that is not active
 * (switched off or discontinued: Product Management's 'Inactive'); 'discontinued' — discontinued
 * ones (the catalogue's 'Discontinued'); 'all'.
 */
export const PRODUCT_STATUS_FILTERS = ['active', 'inactive', 'discontinued', 'all'] as const;

/**
 * Sort keys. The partner catalogue offers four (CATALOG_SORT_OPTIONS); product management sorts
 * by column (name, sku, manufacturer, category, isActive) with createdAt desc as its default.
 */
export const PRODUCT_SORTS = [
  'subcategory',
  'name',
  'sku',
  'price',
  'manufacturer',
  'category',
  'isActive',
  'createdAt',
  // Exact SKU, then SKU prefix, then name: the catalogue's order for a search when no sort is picked.
  'relevance',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Spec partner §9: the catalogue's four sort orders; 'Clear Filters' returns to the first. */
export const CATALOG_SORT_OPTIONS = [
  { value: 'subcategory', order: 'asc', label: 'Category' },
  { value: 'name', order: 'asc', label: 'Title A-Z' },
  { value: 'sku', order: 'asc', label: 'SKU A-Z' },
  { value: 'price', order: 'asc', label: 'Price Low-High' },
] as const satisfies readonly { value: ProductSort; order: SortOrder; label: string }[];

/** While a search is typed and no sort was picked: exact SKU, then SKU prefix, then name (issue 18). */
export const BEST_MATCH_SORT = {
  value: 'relevance',
  order: 'asc',
  label: 'Best match',
} as const satisfies { value: ProductSort; order: SortOrder; label: string };

export const PRODUCT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PRODUCT_PAGE_SIZE = 25;
export const MAX_PRODUCT_PAGE_SIZE = 100;
/** Spec partner §5: a filter becomes a searchable combobox past this many options. */
export const COMBOBOX_THRESHOLD = 5;
