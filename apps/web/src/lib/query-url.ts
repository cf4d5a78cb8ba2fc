import type { QueryKey } from '@tanstack/react-query';

/*
 * Query keys into URLs, without zod or react-query's code: the first script (app/first-load.ts)
 * builds the first screen's request URLs with it before the app loads (decision 0060).
 */

type QueryParams = Record<string, string | number | boolean | null | undefined>;

function isQueryParams(value: unknown): value is QueryParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Spec §7: the read helper GETs the query-key segments joined by '/'. A trailing plain object is
 * sent as the query string (undefined/null values left out): `['/api/products', { status: 'all' }]`.
 */
export function urlFromQueryKey(queryKey: QueryKey): string {
  const last = queryKey[queryKey.length - 1];
  const params = isQueryParams(last) ? last : undefined;
  const segments = params ? queryKey.slice(0, -1) : queryKey;
  const path = segments
    .map((segment) => {
      if (typeof segment !== 'string' && typeof segment !== 'number') {
        throw new TypeError(`Query key segment must be a string or number: ${JSON.stringify(segment)}`);
      }
      return String(segment);
    })
    .join('/');
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
