import { catalogFirstRequests } from '@/features/catalog/api/catalog-urls';
import { productManagementFirstRequests } from '@/features/products/api/product-urls';
import type { FirstRequests } from '@/lib/prefetch';

/**
 * The GETs a screen makes first when it opens with nothing in the address's query, by path: the
 * first load prefetches them once the session probe says signed in (decision 0060). Each list is
 * built next to the screen's own query code with the same URL builders; first-requests.test.tsx
 * checks that a list and the screen's first requests stay the same.
 */
export const FIRST_REQUESTS: Readonly<Record<string, () => FirstRequests>> = {
  '/catalog': catalogFirstRequests,
  '/product-management': productManagementFirstRequests,
};

/** The first requests of the screen at this address; none when its query string sets filters. */
export function firstRequestsAt({ pathname, search }: { pathname: string; search: string }): FirstRequests {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const requests = search === '' || search === '?' ? FIRST_REQUESTS[path] : undefined;
  return requests?.() ?? { urls: [] };
}
