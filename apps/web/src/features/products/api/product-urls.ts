import type { FirstRequests } from '@/lib/prefetch';
import { urlFromQueryKey } from '@/lib/query-url';
import { ORGANIZATIONS_QUERY_KEY } from '@/features/organizations/api/organization-urls';
import { LIST_DEFAULTS, type ProductListFilters, filtersOf } from '../components/product-list-query';

/*
 * Product Management's request URLs, without zod or React: the first script prefetches the
 * screen's first requests with them while its code downloads (decision 0060, app/first-requests.ts).
 */

/** The catalogue's list endpoint; every product write invalidates everything under it. */
export const PRODUCTS_ROOT = '/api/products';

export const CATEGORY_STATS_QUERY_KEY = ['/api/categories/stats'] as const;

export interface AdminProductsParams extends ProductListFilters {
  subcategory?: string;
  seriesId?: string;
  limit: number;
  /** The page's cursor; absent for the first page. */
  cursor?: string;
}

export const adminProductsQueryKey = (params: AdminProductsParams) => [PRODUCTS_ROOT, { ...params }] as const;

/** What Product Management asks for first with nothing in the address's query: spec §9's defaults. */
export function productManagementFirstRequests(): FirstRequests {
  return {
    urls: [
      urlFromQueryKey(adminProductsQueryKey({ ...filtersOf(LIST_DEFAULTS), limit: LIST_DEFAULTS.limit })),
      urlFromQueryKey(CATEGORY_STATS_QUERY_KEY),
      urlFromQueryKey(ORGANIZATIONS_QUERY_KEY),
    ],
  };
}
