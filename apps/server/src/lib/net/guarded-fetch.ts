import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';

/**
 * The one way server code fetches an outside URL (image search results, providers, migrations).
 * Each hop: http(s) only, an IP literal checked before connecting, a hostname's resolved
 * addresses checked at connect time (the Agent's connect.lookup — Node skips lookup for IP
 * literals, hence the separate literal check), redirects followed by hand and re-checked, a
 * deadline over the whole request and a byte cap counted while the body streams. Only the
 * allow-listed host:port pairs (tests, demo) skip the address checks.
 */

export interface OutsideRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** POST bodies (JSON text). */
  body?: string;
  /** Whole request, redirects and body included; default 10 s. */
  timeoutMs?: number;
  /** Default 10 MB; more → OutsideRefused 'tooLarge'. */
  maxBytes?: number;
  /** Default 3, each hop re-checked. */
  maxRedirects?: number;
  signal?: AbortSignal;
}

export interface OutsideResponse {
  status: number;
  /** The final URL, after redirects. */
  url: string;
  headers: Headers;
  body: Buffer;
}

export type OutsideRefusal = 'scheme' | 'address' | 'redirects' | 'timeout' | 'tooLarge' | 'network';

export class OutsideRefused extends Error {
  readonly reason: OutsideRefusal;
  constructor(reason: OutsideRefusal, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OutsideRefused';
    this.reason = reason;
  }
}

export type FetchOutside = (url: string, request?: OutsideRequest) => Promise<OutsideResponse>;

/** Resolves a hostname to every address it has (tests inject their own). */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export interface FetchOutsideSettings {
  /** 'host:port' pairs that skip the address check (tests, demo). */
  allowHosts: readonly string[];
  /** At most this many requests at a time to one host; default 2. */
  perHostConcurrency?: number;
  /** Name resolution; the system's (dns.lookup) by default. Tests pass a fake DNS. */
  resolve?: ResolveHost;
}

export const OUTSIDE_DEFAULTS = {
  timeoutMs: 10_000,
  maxBytes: 10 * 1024 * 1024,
  maxRedirects: 3,
  perHostConcurrency: 2,
} as const;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Whether an address may be connected to: only ordinary public unicast. IPv4-mapped IPv6 is
 * judged as the IPv4 it carries; IPv4-compatible (::a.b.c.d), NAT64, 6to4 and Teredo forms,
 * which also embed IPv4 addresses, are refused outright.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(bare)) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(bare.split('%')[0]!);
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv6') {
    const parts = (parsed as ipaddr.IPv6).parts;
    // ::/96 (IPv4-compatible, deprecated) besides :: and ::1.
    if (parts.slice(0, 6).every((part) => part === 0)) return false;
  }
  return parsed.range() === 'unicast';
}

function addressRefused(host: string, address: string): OutsideRefused {
  return new OutsideRefused(
    'address',
    host === address
      ? `Refused to connect to ${address}: not a public address`
      : `Refused to connect to ${host}: it resolves to ${address}, not a public address`,
  );
}

const systemResolve: ResolveHost = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** The Agent's connect-time check: every resolved address must be public, or none is used. */
function guardedLookup(resolve: ResolveHost) {
  return (
    hostname: string,
    options: { all?: boolean; family?: number | string },
    callback: LookupCallback,
  ) => {
    resolve(hostname).then(
      (found) => {
        const wanted =
          options.family === 4 || options.family === 'IPv4'
            ? found.filter((entry) => entry.family === 4)
            : options.family === 6 || options.family === 'IPv6'
              ? found.filter((entry) => entry.family === 6)
              : found;
        if (wanted.length === 0) {
          const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
          error.code = 'ENOTFOUND';
          callback(error, '');
          return;
        }
        const refused = wanted.find((entry) => !isPublicAddress(entry.address));
        if (refused) {
          callback(addressRefused(hostname, refused.address), '');
          return;
        }
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/** A counting semaphore per host. */
function hostLimiter(limit: number) {
  const hosts = new Map<string, { active: number; waiting: Array<() => void> }>();
  return async function acquire(host: string, signal: AbortSignal): Promise<() => void> {
    let entry = hosts.get(host);
    if (!entry) {
      entry = { active: 0, waiting: [] };
      hosts.set(host, entry);
    }
    const slot = entry;
    if (slot.active >= limit) {
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          slot.waiting.splice(slot.waiting.indexOf(go), 1);
          reject(signal.reason);
        };
        const go = () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        };
        if (signal.aborted) return reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        slot.waiting.push(go);
      });
    } else {
      slot.active += 1;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = slot.waiting.shift();
      if (next)
        next(); // the slot passes straight to the next waiter
      else {
        slot.active -= 1;
        if (slot.active === 0) hosts.delete(host);
      }
    };
  };
}

/** The allow-list entry a URL matches: host:port, the port spelled out. */
function hostKey(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

function findRefusal(error: unknown): OutsideRefused | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current instanceof OutsideRefused) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function createFetchOutside(settings: FetchOutsideSettings): FetchOutside {
  const allowed = new Set(settings.allowHosts.map((entry) => entry.trim().toLowerCase()).filter(Boolean));
  const acquire = hostLimiter(settings.perHostConcurrency ?? OUTSIDE_DEFAULTS.perHostConcurrency);
  const agentOptions = {
    headersTimeout: OUTSIDE_DEFAULTS.timeoutMs,
    bodyTimeout: OUTSIDE_DEFAULTS.timeoutMs,
  };
  const guardedAgent = new Agent({
    ...agentOptions,
    connect: { lookup: guardedLookup(settings.resolve ?? systemResolve) as never },
  });
  // Allow-listed hosts only (the check is per hop, so a redirect elsewhere uses the guarded one).
  const allowedAgent = new Agent(agentOptions);

  return async function fetchOutside(url, options = {}) {
    const timeoutMs = options.timeoutMs ?? OUTSIDE_DEFAULTS.timeoutMs;
    const maxBytes = options.maxBytes ?? OUTSIDE_DEFAULTS.maxBytes;
    const maxRedirects = options.maxRedirects ?? OUTSIDE_DEFAULTS.maxRedirects;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new OutsideRefused('timeout', `No complete answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onCallerAbort = () => controller.abort(options.signal!.reason);
    if (options.signal?.aborted) onCallerAbort();
    else options.signal?.addEventListener('abort', onCallerAbort, { once: true });

    let method = options.method ?? 'GET';
    let body = options.body;
    let headers = { ...options.headers };
    let current: URL;
    try {
      current = new URL(url);
    } catch {
      clearTimeout(timer);
      throw new OutsideRefused('scheme', `Not a URL: ${url}`);
    }
    try {
      for (let hop = 0; ; hop += 1) {
        if (current.protocol !== 'http:' && current.protocol !== 'https:') {
          throw new OutsideRefused(
            'scheme',
            `Only http and https addresses are fetched, not ${current.protocol}`,
          );
        }
        const key = hostKey(current);
        const allowedHost = allowed.has(key);
        // Node connects to an IP literal without calling lookup: check it here, on every hop.
        const literal = current.hostname.replace(/^\[|\]$/g, '');
        if (!allowedHost && (isIP(literal) !== 0 || ipaddr.isValid(literal)) && !isPublicAddress(literal)) {
          throw addressRefused(literal, literal);
        }
        // The per-host limit counts the host name, whatever the port.
        const release = await acquire(current.hostname.toLowerCase(), controller.signal);
        try {
          const response = await request(current, {
            method,
            headers,
            body: method === 'POST' ? body : undefined,
            signal: controller.signal,
            dispatcher: allowedHost ? allowedAgent : guardedAgent,
            // The overall deadline (below) decides; these only keep undici's own from cutting in first.
            headersTimeout: timeoutMs,
            bodyTimeout: timeoutMs,
          });
          const location = response.headers.location;
          if (REDIRECT_STATUSES.has(response.statusCode) && location) {
            await response.body.dump().catch(() => undefined);
            if (hop >= maxRedirects) {
              throw new OutsideRefused('redirects', `More than ${maxRedirects} redirects`);
            }
            const next = new URL(Array.isArray(location) ? location[0]! : location, current);
            if (response.statusCode === 303 || (method === 'POST' && response.statusCode <= 302)) {
              method = 'GET';
              body = undefined;
            }
            // Credentials and keys in headers stay with the origin they were meant for.
            if (next.origin !== current.origin) headers = {};
            current = next;
            continue;
          }
          const declared = Number(response.headers['content-length']);
          if (Number.isFinite(declared) && declared > maxBytes) {
            response.body.destroy();
            throw new OutsideRefused('tooLarge', `The answer is larger than ${maxBytes} bytes`);
          }
          const chunks: Buffer[] = [];
          let received = 0;
          for await (const chunk of response.body) {
            const buffer = chunk as Buffer;
            received += buffer.length;
            if (received > maxBytes) {
              response.body.destroy();
              throw new OutsideRefused('tooLarge', `The answer is larger than ${maxBytes} bytes`);
            }
            chunks.push(buffer);
          }
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (value === undefined) continue;
            for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, one);
          }
          return {
            status: response.statusCode,
            url: current.toString(),
            headers: responseHeaders,
            body: Buffer.concat(chunks),
          };
        } finally {
          release();
        }
      }
    } catch (error) {
      if (timedOut) {
        throw new OutsideRefused(
          'timeout',
          `No complete answer from ${current.host} within ${timeoutMs / 1000} s`,
        );
      }
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      const refusal = findRefusal(error);
      if (refusal) throw refusal;
      const code = (error as { code?: string }).code;
      if (
        code === 'UND_ERR_HEADERS_TIMEOUT' ||
        code === 'UND_ERR_BODY_TIMEOUT' ||
        code === 'UND_ERR_CONNECT_TIMEOUT'
      ) {
        throw new OutsideRefused('timeout', `No answer from ${current.host} in time`, { cause: error });
      }
      throw new OutsideRefused(
        'network',
        `Could not fetch ${current.host}: ${(error as Error).message ?? String(error)}`,
        { cause: error },
      );
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  };
}
