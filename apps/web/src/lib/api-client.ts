import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@crossover/domain/orders';
import type { z } from 'zod';
import { actionKey } from '@/lib/action-keys';
import { emulationHeaders, throwIfResNotOk } from '@/lib/http';

export { throwIfResNotOk };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The write helper: sends JSON (content-type only when there is a body), with the session cookie,
 * the emulation header and an Idempotency-Key per user action (lib/action-keys.ts: a repeat of the
 * same write gets the first's key, so the server answers what the first did), plus any
 * call-specific `headers` (a key the caller keeps itself wins). Resolves with the OK response;
 * rejects per spec §8 otherwise.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const hasBody = data !== undefined;
  const body = hasBody ? JSON.stringify(data) : undefined;
  const action = method === 'GET' ? null : actionKey(`${method} ${url} ${body ?? ''}`);
  let ok = false;
  try {
    const res = await fetch(url, {
      method,
      headers: {
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        ...(action ? { [IDEMPOTENCY_KEY_HEADER]: action.key } : {}),
        ...headers,
        ...emulationHeaders(),
      },
      body,
      credentials: 'include',
    });
    await throwIfResNotOk(res);
    ok = true;
    return res;
  } finally {
    action?.settled(ok);
  }
}

/** apiRequest, then the JSON answer checked against a domain schema. */
export async function apiJson<S extends z.ZodType>(
  method: HttpMethod,
  url: string,
  schema: S,
  data?: unknown,
  headers?: Record<string, string>,
): Promise<z.output<S>> {
  const res = await apiRequest(method, url, data, headers);
  return schema.parse(await res.json());
}

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

export async function apiGet(url: string, options: { on401: 'returnNull' }): Promise<unknown>;
export async function apiGet(url: string, options?: { on401: 'throw' }): Promise<unknown>;
/** GET with the session cookie and emulation header; `on401: 'returnNull'` answers null for 401. */
export async function apiGet(url: string, options?: { on401: 'returnNull' | 'throw' }): Promise<unknown> {
  const res = await fetch(url, { credentials: 'include', headers: emulationHeaders() });
  if (options?.on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return res.json();
}

/** The default queryFn: the URL comes from the query key. */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => apiGet(urlFromQueryKey(queryKey));
