import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { ImageSearchProviderName, ImageSearchSettings } from '@/config.ts';

/**
 * One local server speaking the three image search providers' wire formats (ARCHITECTURE.md):
 * SerpApi `GET /search.json?engine=google_images&api_key=` → images_results[].original, SearchApi
 * `GET /api/v1/search?engine=google_images` (Bearer) → images[].original.link, Serper `POST
 * /images` (X-API-KEY) → images[].imageUrl; plus an image host under /img:
 * - `/img/<w>x<h>.<png|jpg>` a generated picture of that size (sharp), any name after a dash too
 *   (`/img/maker-400x400.png`);
 * - `/img/not-image.png` text; `/img/slow.png` (or `/img/slow-<w>x<h>.png`) answers after `slowMs`;
 *   anything else 404.
 * Which image URLs a search answers: every entry of `images` whose key the query contains
 * (keys may name the site: `'"SKU-1" site:maker.example'`); relative URLs are on this server.
 */
export interface FakeImageProviders {
  url: string;
  /** 'host:port', for OUTBOUND_ALLOW_HOSTS. */
  host: string;
  /** Every provider request: which provider, the query (with its site: part). */
  calls: { provider: ImageSearchProviderName; q: string }[];
  /** Image requests by path. */
  imageRequests: string[];
  /** Makes a provider answer this status from now on (429, 401, 500); null: normal again. */
  fail(provider: ImageSearchProviderName, status: number | null): void;
  /** The image search settings pointing at this server, each provider with `key` unless left out. */
  settings(options?: {
    quotas?: Partial<Record<ImageSearchProviderName, number>>;
    only?: ImageSearchProviderName[];
    dealerSites?: string[];
  }): ImageSearchSettings;
  close(): Promise<void>;
}

export const FAKE_PROVIDER_KEY = 'fake-provider-key';

export async function startFakeImageProviders(
  options: { images?: Record<string, string[]>; slowMs?: number; port?: number } = {},
): Promise<FakeImageProviders> {
  const images = options.images ?? {};
  const slowMs = options.slowMs ?? 15_000;
  const calls: FakeImageProviders['calls'] = [];
  const imageRequests: string[] = [];
  const failing = new Map<ImageSearchProviderName, number>();
  const rendered = new Map<string, Promise<Buffer>>();
  let base = '';

  const resultsFor = (q: string) =>
    Object.entries(images)
      .filter(([key]) => q.includes(key))
      .flatMap(([, urls]) => urls.map((url) => (url.startsWith('/') ? `${base}${url}` : url)));

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function picture(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
    const key = `${width}x${height}.${format}`;
    let made = rendered.get(key);
    if (!made) {
      made = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
        .toFormat(format)
        .toBuffer();
      rendered.set(key, made);
    }
    return made;
  }

  async function provider(
    name: ImageSearchProviderName,
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ) {
    let q: string;
    let keyOk: boolean;
    if (name === 'serpapi') {
      q = url.searchParams.get('q') ?? '';
      keyOk =
        url.searchParams.get('api_key') === FAKE_PROVIDER_KEY &&
        url.searchParams.get('engine') === 'google_images';
    } else if (name === 'searchapi') {
      q = url.searchParams.get('q') ?? '';
      keyOk =
        req.headers.authorization === `Bearer ${FAKE_PROVIDER_KEY}` &&
        url.searchParams.get('engine') === 'google_images';
    } else {
      const body = JSON.parse((await readBody(req)) || '{}') as { q?: string };
      q = body.q ?? '';
      keyOk = req.headers['x-api-key'] === FAKE_PROVIDER_KEY;
    }
    calls.push({ provider: name, q });
    const failure = failing.get(name);
    if (failure) return json(res, failure, { error: `fake failure ${failure}` });
    if (!keyOk) return json(res, 401, { error: 'Invalid API key' });
    const urls = resultsFor(q);
    if (name === 'serpapi')
      return json(
        res,
        200,
        urls.length > 0
          ? { images_results: urls.map((original, i) => ({ position: i + 1, original })) }
          : { error: "Google hasn't returned any results for this query." },
      );
    if (name === 'searchapi')
      return json(res, 200, { images: urls.map((link, i) => ({ position: i + 1, original: { link } })) });
    return json(res, 200, { images: urls.map((imageUrl, i) => ({ position: i + 1, imageUrl })) });
  }

  async function image(res: ServerResponse, path: string) {
    imageRequests.push(path);
    if (path === '/img/not-image.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end('this is not a picture at all');
    }
    // '/img/slow.png', '/img/slow-120x120.png': answered after slowMs (a 300 × 300 PNG by default).
    if (path.startsWith('/img/slow')) await new Promise((resolve) => setTimeout(resolve, slowMs));
    if (path === '/img/slow.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(await picture(300, 300, 'png'));
    }
    const match = /(\d{1,4})x(\d{1,4})\.(png|jpg)$/.exec(path);
    if (!match) return json(res, 404, { error: 'no such image' });
    const format = match[3] === 'jpg' ? 'jpeg' : 'png';
    res.writeHead(200, { 'content-type': `image/${format}` });
    res.end(await picture(Number(match[1]), Number(match[2]), format));
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base || 'http://127.0.0.1');
    const handle = async () => {
      if (req.method === 'GET' && url.pathname === '/search.json') return provider('serpapi', req, res, url);
      if (req.method === 'GET' && url.pathname === '/api/v1/search')
        return provider('searchapi', req, res, url);
      if (req.method === 'POST' && url.pathname === '/images') return provider('serper', req, res, url);
      if (req.method === 'GET' && url.pathname.startsWith('/img/')) return image(res, url.pathname);
      return json(res, 404, { error: 'not found' });
    };
    if (url.pathname === '/health') return json(res, 200, { ok: true });
    handle().catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { error: String(error) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    host: `127.0.0.1:${port}`,
    calls,
    imageRequests,
    fail(name, status) {
      if (status === null) failing.delete(name);
      else failing.set(name, status);
    },
    settings({ quotas = {}, only, dealerSites = ['dealer-one.example', 'dealer-two.example'] } = {}) {
      const entry = (name: ImageSearchProviderName, fallback: number) => ({
        key: !only || only.includes(name) ? FAKE_PROVIDER_KEY : undefined,
        baseUrl: base,
        monthlyQuota: quotas[name] ?? fallback,
      });
      return {
        providers: {
          serpapi: entry('serpapi', 100),
          searchapi: entry('searchapi', 100),
          serper: entry('serper', 2_500),
        },
        dealerSites,
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
