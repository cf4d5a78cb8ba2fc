// PLACEHOLDER until feat/net merges: the contract's names only, no address checks.
export interface OutsideRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
}
export interface OutsideResponse {
  status: number;
  url: string;
  headers: Headers;
  body: Buffer;
}
export type OutsideRefusal = 'scheme' | 'address' | 'redirects' | 'timeout' | 'tooLarge' | 'network';
export class OutsideRefused extends Error {
  constructor(
    readonly reason: OutsideRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'OutsideRefused';
  }
}
export type FetchOutside = (url: string, request?: OutsideRequest) => Promise<OutsideResponse>;

export function createFetchOutside(_settings: {
  allowHosts: readonly string[];
  perHostConcurrency?: number;
}): FetchOutside {
  return async (url, request = {}) => {
    if (!/^https?:/i.test(url)) throw new OutsideRefused('scheme', `not http(s): ${url}`);
    const signals = [AbortSignal.timeout(request.timeoutMs ?? 10_000)];
    if (request.signal) signals.push(request.signal);
    try {
      const response = await fetch(url, {
        method: request.method ?? 'GET',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.any(signals),
      });
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length > (request.maxBytes ?? 10 * 1024 * 1024))
        throw new OutsideRefused('tooLarge', 'too large');
      return { status: response.status, url: response.url, headers: response.headers, body };
    } catch (error) {
      if (error instanceof OutsideRefused) throw error;
      if (request.signal?.aborted) throw error;
      throw new OutsideRefused('network', error instanceof Error ? error.message : String(error));
    }
  };
}
