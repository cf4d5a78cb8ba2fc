import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer with its status and its JSON body typed as the caller expects it. */
export interface ApiResponse<T> {
  status: number;
  /** The parsed body when the answer is JSON, else undefined (see `raw.body`). */
  json: T;
  headers: LightMyRequestResponse['headers'];
  /** The raw answer, for what the fields above do not cover (cookies, a text body). */
  raw: LightMyRequestResponse;
}

export interface ApiClient {
  /** The same client sending this Cookie header (a session from sessionCookie or cookieFrom). */
  as(cookie: string | null): ApiClient;
  get<T>(url: string): Promise<ApiResponse<T>>;
  delete<T>(url: string): Promise<ApiResponse<T>>;
  post<T>(url: string, body?: object): Promise<ApiResponse<T>>;
  put<T>(url: string, body?: object): Promise<ApiResponse<T>>;
  patch<T>(url: string, body?: object): Promise<ApiResponse<T>>;
}

const isJson = (raw: LightMyRequestResponse) =>
  raw.body !== '' && String(raw.headers['content-type'] ?? '').includes('json');

/**
 * `app.inject()` with less ceremony and typed answers:
 * `const { status, json } = await api(t.app).as(cookie).get<DashboardStats>('/api/dashboard/stats')`.
 * The type is the caller's claim (the response schema already validated the body on its way out).
 */
export function api(app: FastifyInstance, cookie: string | null = null): ApiClient {
  async function send<T>(method: Method, url: string, body?: object): Promise<ApiResponse<T>> {
    const raw = await app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(body === undefined ? {} : { payload: body }),
    });
    return {
      status: raw.statusCode,
      json: (isJson(raw) ? raw.json() : undefined) as T,
      headers: raw.headers,
      raw,
    };
  }
  return {
    as: (next) => api(app, next),
    get: (url) => send('GET', url),
    delete: (url) => send('DELETE', url),
    post: (url, body) => send('POST', url, body),
    put: (url, body) => send('PUT', url, body),
    patch: (url, body) => send('PATCH', url, body),
  };
}
