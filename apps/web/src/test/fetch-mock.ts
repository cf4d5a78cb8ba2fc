import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export type RouteAnswer =
  | { status: number; body?: unknown }
  // A promise lets a test hold the answer back and look at the loading state.
  | ((request: RecordedRequest) => Response | Promise<Response>);

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => {
    out[key.toLowerCase()] = value;
  });
  return out;
}

/**
 * Replaces fetch with a table of answers keyed "METHOD /path" (query strings included). Unknown
 * requests answer 404 `{ message }`, like the server does for an endpoint that does not exist yet.
 */
export function mockFetch(routes: Record<string, RouteAnswer>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const request: RecordedRequest = {
      method,
      url,
      headers: headersOf(init),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init?.credentials,
    };
    requests.push(request);
    const answer = routes[`${method} ${url}`];
    if (!answer) return jsonResponse(404, { message: `Not found: ${method} ${url}` });
    return typeof answer === 'function' ? answer(request) : jsonResponse(answer.status, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    /** The requests sent to one "METHOD /path". */
    to: (key: string) => requests.filter((r) => `${r.method} ${r.url}` === key),
  };
}
