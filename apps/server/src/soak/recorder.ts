import { performance } from 'node:perf_hooks';

/**
 * Every request the soak sends, timed, with the process nginx says answered it, so each error can
 * be put down to its cause afterwards (classify).
 */
export interface Sample {
  kind: string;
  method: string;
  path: string;
  /** ms since the soak's clock started. */
  startedAt: number;
  endedAt: number;
  /** 0: no answer (connection error or client timeout). */
  status: number;
  /** nginx's $upstream_addr: the process(es) tried, e.g. "127.0.0.1:5301, 127.0.0.1:5302". */
  upstream: string;
  error?: string;
}

/** A process going away: a kill -9 (requests in flight on it may fail) or a SIGTERM (none may). */
export interface ChaosEvent {
  kind: 'kill -9 app' | 'kill -9 worker' | 'SIGTERM app (roll)';
  target: string;
  /** The app's port; null for a worker. */
  port: number | null;
  at: number;
  /** When the replacement answered /api/ready (apps) or started (workers). */
  recoveredAt?: number;
}

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
  sample: Sample;
}

export class Recorder {
  readonly samples: Sample[] = [];
  readonly events: ChaosEvent[] = [];
  private readonly origin = performance.now();

  now(): number {
    return performance.now() - this.origin;
  }

  /**
   * One request through `base`, recorded under `kind`. Never throws for an HTTP status; a network
   * error or timeout is status 0.
   */
  async send<T = unknown>(
    base: string,
    kind: string,
    method: string,
    path: string,
    init: {
      cookie?: string;
      body?: unknown;
      form?: FormData;
      headers?: Record<string, string>;
      timeoutMs?: number;
    } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body: FormData | string | undefined;
    if (init.form) body = init.form;
    else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const startedAt = this.now();
    const sample = (status: number, upstream: string, error?: string): Sample => {
      const done: Sample = { kind, method, path, startedAt, endedAt: this.now(), status, upstream };
      if (error !== undefined) done.error = error;
      this.samples.push(done);
      return done;
    };
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(init.timeoutMs ?? 60_000),
      });
      const text = await response.text();
      const upstream = response.headers.get('x-soak-upstream') ?? '';
      const recorded = sample(
        response.status,
        upstream,
        response.status >= 400 ? text.slice(0, 300) : undefined,
      );
      let parsed: unknown = text;
      if (response.headers.get('content-type')?.includes('json') && text) parsed = JSON.parse(text);
      return { status: response.status, body: parsed as T, headers: response.headers, sample: recorded };
    } catch (error) {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return { status: 0, body: undefined as T, headers: new Headers(), sample: sample(0, '', message) };
    }
  }
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** How long after a kill -9 a failure may still be put down to it (nginx's fail_timeout is 10 s). */
const KILL_WINDOW_MS = 15_000;

export type Cause =
  | 'in flight on a process killed with -9'
  | 'refused during a SIGTERM roll'
  | 'unexplained 5xx'
  | 'no answer (client side)'
  | 'signed out (401)'
  | 'wrong password (401, expected)'
  | 'sign-in limit (429, expected)'
  | 'other 4xx';

/**
 * Why a failed request failed. A 502/504 or a dropped connection is the kill's when the request
 * was in flight at a kill -9 of the process nginx sent it to; everything else 5xx is a defect.
 */
export function classify(sample: Sample, events: readonly ChaosEvent[]): Cause | null {
  if (sample.status >= 200 && sample.status < 400) return null;
  if (sample.status === 401)
    return sample.kind === 'sign-in' ? 'wrong password (401, expected)' : 'signed out (401)';
  if (sample.status === 429) return 'sign-in limit (429, expected)';
  if (sample.status >= 400 && sample.status < 500) return 'other 4xx';
  const overlapping = (event: ChaosEvent, window: number) =>
    sample.startedAt <= event.at + window && sample.endedAt >= event.at;
  const killedHere = events.some(
    (event) =>
      event.kind === 'kill -9 app' &&
      overlapping(event, 0) &&
      (sample.status === 0 || sample.upstream.includes(`:${event.port}`)),
  );
  if (killedHere && (sample.status === 0 || sample.status === 502 || sample.status === 504))
    return 'in flight on a process killed with -9';
  const rolling = events.some(
    (event) => event.kind === 'SIGTERM app (roll)' && overlapping(event, KILL_WINDOW_MS),
  );
  if (sample.status === 503 && rolling) return 'refused during a SIGTERM roll';
  return sample.status === 0 ? 'no answer (client side)' : 'unexplained 5xx';
}
