import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FetchOutside,
  OutsideRefused,
  type ResolveHost,
  createFetchOutside,
  isPublicAddress,
} from './guarded-fetch.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

async function startServer(handler: Handler): Promise<{ server: Server; port: number; base: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, base: `http://127.0.0.1:${port}` };
}

async function refusal(promise: Promise<unknown>): Promise<OutsideRefused> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OutsideRefused) return error;
    throw error;
  }
  throw new Error('expected an OutsideRefused, got an answer');
}

/** A fake DNS: names the tests make up, resolving wherever the test needs. */
const fakeDns: Record<string, Array<{ address: string; family: 4 | 6 }>> = {
  'internal.test': [{ address: '10.1.2.3', family: 4 }],
  'metadata.test': [{ address: '169.254.169.254', family: 4 }],
  'loopback6.test': [{ address: '::1', family: 6 }],
  'mapped.test': [{ address: '::ffff:192.168.1.10', family: 6 }],
  // One public and one private answer: refused (a rebinding attempt picks whichever it likes).
  'mixed.test': [
    { address: '93.184.216.34', family: 4 },
    { address: '172.20.0.5', family: 4 },
  ],
  'local.test': [{ address: '127.0.0.1', family: 4 }],
  // Public addresses (example.com's): the check passes, the connection itself fails or times out here.
  'public.test': [
    { address: '93.184.216.34', family: 4 },
    { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
  ],
};
const resolve: ResolveHost = async (hostname) => {
  const found = fakeDns[hostname.toLowerCase()];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return found;
};

const REFUSED_TARGETS = [
  // loopback, every spelling
  'http://127.0.0.1/',
  'http://127.0.0.1:8080/admin',
  'http://127.1/',
  'http://127.255.255.254/',
  'http://2130706433/', // decimal 127.0.0.1
  'http://017700000001/', // octal
  'http://0x7f000001/', // hex
  'http://0x7f.0.0.1/',
  'http://0177.0.0.1/',
  'http://0177.1/',
  'http://[::1]/',
  'http://[0:0:0:0:0:0:0:1]/',
  'http://[::ffff:127.0.0.1]/', // IPv4-mapped IPv6
  'http://[::ffff:7f00:1]/',
  'http://[::127.0.0.1]/', // IPv4-compatible IPv6
  'https://127.0.0.1/',
  // unspecified / "this network"
  'http://0.0.0.0/',
  'http://0/',
  'http://0.1.2.3/',
  'http://[::]/',
  // private
  'http://10.0.0.1/',
  'http://10.255.255.255/',
  'http://167772161/', // decimal 10.0.0.1
  'http://172.16.0.1/',
  'http://172.31.255.254/',
  'http://192.168.0.1/',
  'http://192.168.1.1:3000/',
  'http://3232235521/', // decimal 192.168.0.1
  'http://0300.0250.0.1/', // octal 192.168.0.1
  'http://[::ffff:10.0.0.1]/',
  'http://[0:0:0:0:0:ffff:192.168.0.1]/',
  // link-local, cloud metadata
  'http://169.254.169.254/latest/meta-data/',
  'http://0xa9fea9fe/', // hex 169.254.169.254
  'http://2852039166/', // decimal 169.254.169.254
  'http://169.254.0.1/',
  'http://[::ffff:169.254.169.254]/',
  'http://[fe80::1]/',
  // carrier-grade NAT
  'http://100.64.0.1/',
  'http://100.127.255.254/',
  // multicast, broadcast, reserved
  'http://224.0.0.1/',
  'http://239.255.255.250/',
  'http://255.255.255.255/',
  'http://240.0.0.1/',
  'http://198.18.0.1/',
  'http://[ff02::1]/',
  // unique-local and IPv6 forms that carry an IPv4 address
  'http://[fc00::]/',
  'http://[fc00::1]/',
  'http://[fd12:3456:789a::1]/',
  'http://[64:ff9b::7f00:1]/', // NAT64
  'http://[2002:7f00:1::]/', // 6to4
  'http://[2001:db8::1]/', // documentation
  // names that resolve to refused addresses
  'http://localhost/',
  'http://LOCALHOST:5000/',
  'http://internal.test/',
  'http://metadata.test/latest/meta-data/',
  'http://loopback6.test/',
  'http://mapped.test/',
  'http://mixed.test/',
  'https://local.test/',
];

describe('guarded fetch: refused targets', () => {
  const fetchOutside = createFetchOutside({
    allowHosts: [],
    resolve: async (host) => {
      if (host.toLowerCase() === 'localhost')
        return [
          { address: '127.0.0.1', family: 4 },
          { address: '::1', family: 6 },
        ];
      return resolve(host);
    },
  });

  it('lists at least 40 refused addresses', () => {
    expect(REFUSED_TARGETS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(REFUSED_TARGETS)('refuses %s', async (target) => {
    const error = await refusal(fetchOutside(target, { timeoutMs: 2000 }));
    expect(error.reason).toBe('address');
  });

  it('refuses localhost through the system resolver too', async () => {
    const system = createFetchOutside({ allowHosts: [] });
    const error = await refusal(system('http://localhost:9/', { timeoutMs: 2000 }));
    expect(error.reason).toBe('address');
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/x',
    'gopher://example.com/',
    'data:text/plain,hi',
    'javascript:alert(1)',
    'not a url',
  ])('refuses the scheme of %s', async (target) => {
    const error = await refusal(fetchOutside(target));
    expect(error.reason).toBe('scheme');
  });

  it('judges addresses by range', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    expect(isPublicAddress('::ffff:93.184.216.34')).toBe(true);
    expect(isPublicAddress('not-an-ip')).toBe(false);
    expect(isPublicAddress('[::1]')).toBe(false);
  });
});

describe('guarded fetch against local servers', () => {
  let main: Awaited<ReturnType<typeof startServer>>;
  let other: Awaited<ReturnType<typeof startServer>>;
  let inFlight = 0;
  let peak = 0;
  let fetchOutside: FetchOutside;

  beforeAll(async () => {
    other = await startServer((_request, response) => response.end('private'));
    main = await startServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://x');
      switch (url.pathname) {
        case '/ok':
          response.setHeader('content-type', 'text/plain');
          response.end('hello');
          return;
        case '/missing':
          response.statusCode = 404;
          response.end('nope');
          return;
        case '/echo': {
          const chunks: Buffer[] = [];
          request.on('data', (chunk: Buffer) => chunks.push(chunk));
          request.on('end', () => {
            response.setHeader('content-type', 'application/json');
            response.end(
              JSON.stringify({
                method: request.method,
                body: Buffer.concat(chunks).toString(),
                key: request.headers['x-api-key'] ?? null,
              }),
            );
          });
          return;
        }
        case '/redirect-local':
          response.statusCode = 302;
          response.setHeader('location', '/ok');
          response.end();
          return;
        case '/redirect-private':
          response.statusCode = 302;
          response.setHeader('location', `http://127.0.0.1:${other.port}/`);
          response.end();
          return;
        case '/redirect-metadata':
          response.statusCode = 301;
          response.setHeader('location', 'http://169.254.169.254/latest/meta-data/');
          response.end();
          return;
        case '/redirect-name':
          response.statusCode = 307;
          response.setHeader('location', `http://internal.test:${main.port}/ok`);
          response.end();
          return;
        case '/redirect-scheme':
          response.statusCode = 302;
          response.setHeader('location', 'file:///etc/passwd');
          response.end();
          return;
        case '/loop': {
          const n = Number(url.searchParams.get('n') ?? '0');
          response.statusCode = 302;
          response.setHeader('location', `/loop?n=${n + 1}`);
          response.end();
          return;
        }
        case '/hop': {
          const left = Number(url.searchParams.get('left') ?? '0');
          response.statusCode = 302;
          response.setHeader('location', left > 0 ? `/hop?left=${left - 1}` : '/ok');
          response.end();
          return;
        }
        case '/slow-headers':
          setTimeout(() => response.end('late'), 3000).unref();
          return;
        case '/slow-body':
          response.write('start');
          setTimeout(() => response.end('late'), 3000).unref();
          return;
        case '/big-declared':
          response.setHeader('content-length', String(2 * 1024 * 1024));
          response.end(Buffer.alloc(2 * 1024 * 1024));
          return;
        case '/big-chunked': {
          // No content-length: the cap is counted while the body streams.
          let sent = 0;
          const push = () => {
            while (sent < 4 * 1024 * 1024) {
              sent += 64 * 1024;
              if (!response.write(Buffer.alloc(64 * 1024))) {
                response.once('drain', push);
                return;
              }
            }
            response.end();
          };
          response.on('error', () => undefined);
          push();
          return;
        }
        case '/counted':
          inFlight += 1;
          peak = Math.max(peak, inFlight);
          setTimeout(() => {
            inFlight -= 1;
            response.end('done');
          }, 150);
          return;
        default:
          response.statusCode = 404;
          response.end();
      }
    });
    fetchOutside = createFetchOutside({ allowHosts: [`127.0.0.1:${main.port}`], resolve });
  });

  afterAll(async () => {
    await new Promise((done) => main.server.close(done));
    await new Promise((done) => other.server.close(done));
  });

  it('lets an allow-listed host through', async () => {
    const response = await fetchOutside(`${main.base}/ok`);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('hello');
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.url).toBe(`${main.base}/ok`);
  });

  it('refuses the same address on a port that is not allow-listed', async () => {
    const error = await refusal(fetchOutside(`${other.base}/`));
    expect(error.reason).toBe('address');
  });

  it('returns error statuses instead of throwing', async () => {
    const response = await fetchOutside(`${main.base}/missing`);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe('nope');
  });

  it('sends POST bodies and headers', async () => {
    const response = await fetchOutside(`${main.base}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'k1' },
      body: '{"q":"lamp"}',
    });
    expect(JSON.parse(response.body.toString())).toEqual({ method: 'POST', body: '{"q":"lamp"}', key: 'k1' });
  });

  it('follows a redirect within the allowed host and reports the final URL', async () => {
    const response = await fetchOutside(`${main.base}/redirect-local`);
    expect(response.status).toBe(200);
    expect(response.url).toBe(`${main.base}/ok`);
  });

  it('refuses a redirect to a private address', async () => {
    expect((await refusal(fetchOutside(`${main.base}/redirect-private`))).reason).toBe('address');
    expect((await refusal(fetchOutside(`${main.base}/redirect-metadata`))).reason).toBe('address');
  });

  it('refuses a redirect to a name that resolves to a private address', async () => {
    expect((await refusal(fetchOutside(`${main.base}/redirect-name`))).reason).toBe('address');
  });

  it('refuses a redirect to another scheme', async () => {
    expect((await refusal(fetchOutside(`${main.base}/redirect-scheme`))).reason).toBe('scheme');
  });

  it('follows at most 3 redirects', async () => {
    const three = await fetchOutside(`${main.base}/hop?left=2`);
    expect(three.status).toBe(200);
    expect((await refusal(fetchOutside(`${main.base}/hop?left=3`))).reason).toBe('redirects');
    expect((await refusal(fetchOutside(`${main.base}/loop`))).reason).toBe('redirects');
    expect((await refusal(fetchOutside(`${main.base}/redirect-local`, { maxRedirects: 0 }))).reason).toBe(
      'redirects',
    );
  });

  it('times out a slow server (headers and body)', async () => {
    const started = Date.now();
    expect((await refusal(fetchOutside(`${main.base}/slow-headers`, { timeoutMs: 300 }))).reason).toBe(
      'timeout',
    );
    expect((await refusal(fetchOutside(`${main.base}/slow-body`, { timeoutMs: 300 }))).reason).toBe(
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('refuses a body over the cap, declared or streamed', async () => {
    expect((await refusal(fetchOutside(`${main.base}/big-declared`, { maxBytes: 1024 * 1024 }))).reason).toBe(
      'tooLarge',
    );
    expect((await refusal(fetchOutside(`${main.base}/big-chunked`, { maxBytes: 1024 * 1024 }))).reason).toBe(
      'tooLarge',
    );
    const fits = await fetchOutside(`${main.base}/big-chunked`, { maxBytes: 5 * 1024 * 1024 });
    expect(fits.body.length).toBe(4 * 1024 * 1024);
  });

  it('lets a name resolving only to public addresses through the address check', async () => {
    const error = await fetchOutside('http://public.test/', { timeoutMs: 500 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    // Without internet here it cannot complete; what matters is that it was not refused for its address.
    if (error !== undefined) {
      expect(error).toBeInstanceOf(OutsideRefused);
      expect((error as OutsideRefused).reason).not.toBe('address');
    }
  });

  it('reports a host that does not resolve as a network failure', async () => {
    expect((await refusal(fetchOutside('http://nowhere.test/'))).reason).toBe('network');
  });

  it('passes the caller abort through', async () => {
    const controller = new AbortController();
    const pending = fetchOutside(`${main.base}/slow-headers`, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('stopped by caller')), 50);
    await expect(pending).rejects.toThrow('stopped by caller');
  });

  it('runs at most 2 requests at a time to one host', async () => {
    peak = 0;
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => fetchOutside(`${main.base}/counted`)),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(peak).toBe(2);
    // 6 requests, 2 at a time, 150 ms each: three rounds.
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('honours a different per-host limit', async () => {
    peak = 0;
    const wide = createFetchOutside({ allowHosts: [`127.0.0.1:${main.port}`], perHostConcurrency: 4 });
    await Promise.all(Array.from({ length: 8 }, () => wide(`${main.base}/counted`)));
    expect(peak).toBe(4);
  });
});
