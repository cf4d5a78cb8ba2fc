import type { QueryFunction } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@crossover/domain/orders';
import type { z } from 'zod';
import { actionKey } from '@/lib/action-keys';
import { emulationHeaders, throwIfResNotOk } from '@/lib/http';
import { takePrefetched } from '@/lib/prefetch';
import { urlFromQueryKey } from '@/lib/query-url';

export { throwIfResNotOk, urlFromQueryKey };

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

export async function apiGet(url: string, options: { on401: 'returnNull' }): Promise<unknown>;
export async function apiGet(url: string, options?: { on401: 'throw' }): Promise<unknown>;
/**
 * GET with the session cookie and emulation header; `on401: 'returnNull'` answers null for 401.
 * The first load's prefetch of this exact URL is taken instead when there is one (lib/prefetch.ts).
 */
export async function apiGet(url: string, options?: { on401: 'returnNull' | 'throw' }): Promise<unknown> {
  const res =
    (await takePrefetched(url)) ??
    (await fetch(url, { credentials: 'include', headers: emulationHeaders() }));
  if (options?.on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return res.json();
}

/** The default queryFn: the URL comes from the query key. */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => apiGet(urlFromQueryKey(queryKey));
