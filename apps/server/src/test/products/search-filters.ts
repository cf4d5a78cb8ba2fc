import type { ProductQueryFilters } from '@/modules/products/repo.ts';

/** A search's filters as the route hands them over (every field present), over every status. */
export const searchFilters = (
  search: string,
  set: Partial<ProductQueryFilters> = {},
): ProductQueryFilters => ({
  search,
  status: 'all',
  category: undefined,
  subcategory: undefined,
  manufacturerId: undefined,
  seriesId: undefined,
  ...set,
});
