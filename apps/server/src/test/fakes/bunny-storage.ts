import { createHash, randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeBunnyStorage {
  /** http://127.0.0.1:<port> */
  url: string;
  /** 127.0.0.1:<port>, what BUNNY_STORAGE_HOST / createBunnyStorage({ host }) take. */
  host: string;
  /** http://127.0.0.1:<port>/pull-zone: the zone's files for anyone, as BUNNY_PULL_ZONE_URL serves them. */
  pullZoneUrl: string;
  zone: string;
  accessKey: string;
  /** The zone's files by key (no zone, no leading slash): 'products/<id>/<uuid>.webp'. */
  objects: Map<string, Buffer>;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  csv: 'text/csv',
  txt: 'text/plain',
};

/** Bunny answers a file's type by its extension, as this does. */
const typeOf = (key: string) =>
  TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const PULL_ZONE = '/pull-zone/';

/**
 * A Bunny storage zone on 127.0.0.1 speaking the storage HTTP API the driver uses: AccessKey
 * checked (401 otherwise), PUT /{zone}/{key} → 201 (Checksum header verified when sent), GET → 200
 * or 404 (a `Range: bytes=a-b` → 206), DELETE → 200 or 404. Tests, journeys and the bench use it.
 * Its pull zone: GET /pull-zone/{key} without a key, as browsers load migrated images; GET /health.
 */
export async function startFakeBunnyStorage(
  options: { zone?: string; accessKey?: string; port?: number } = {},
): Promise<FakeBunnyStorage> {
  const zone = options.zone ?? 'crossover-test';
  const accessKey = options.accessKey ?? randomBytes(12).toString('hex');
  const objects = new Map<string, Buffer>();

  const server = createServer((request, response) => {
    void (async () => {
      const requested = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname);
      if (request.method === 'GET' && requested === '/health') return json(response, 200, { ok: true });
      if (request.method === 'GET' && requested.startsWith(PULL_ZONE)) {
        const body = objects.get(requested.slice(PULL_ZONE.length));
        if (!body) return json(response, 404, { HttpCode: 404, Message: 'Object Not Found' });
        return response
          .writeHead(200, {
            'content-type': typeOf(requested),
            'content-length': body.length,
            'cache-control': 'public, max-age=60',
          })
          .end(body);
      }
      if (request.headers.accesskey !== accessKey) {
        await readBody(request).catch(() => undefined);
        return json(response, 401, { HttpCode: 401, Message: 'Unauthorized' });
      }
      if (!requested.startsWith(`/${zone}/`))
        return json(response, 404, { HttpCode: 404, Message: 'Zone not found' });
      const key = requested.slice(zone.length + 2);
      if (request.method === 'PUT') {
        const body = await readBody(request);
        const checksum = request.headers.checksum;
        if (checksum && createHash('sha256').update(body).digest('hex').toUpperCase() !== checksum) {
          return json(response, 400, { HttpCode: 400, Message: 'Checksum mismatch' });
        }
        objects.set(key, body);
        return json(response, 201, { HttpCode: 201, Message: 'File uploaded.' });
      }
      if (request.method === 'GET') {
        const body = objects.get(key);
        if (!body) return json(response, 404, { HttpCode: 404, Message: 'Object Not Found' });
        const range = /^bytes=(\d+)-(\d*)$/.exec(String(request.headers.range ?? ''));
        if (range) {
          const start = Number(range[1]);
          const end = Math.min(range[2] ? Number(range[2]) : body.length - 1, body.length - 1);
          if (start >= body.length) {
            return response
              .writeHead(416, { 'content-range': `bytes */${body.length}`, 'content-type': typeOf(key) })
              .end();
          }
          return response
            .writeHead(206, {
              'content-type': typeOf(key),
              'content-range': `bytes ${start}-${end}/${body.length}`,
              'content-length': end - start + 1,
            })
            .end(body.subarray(start, end + 1));
        }
        return response
          .writeHead(200, { 'content-type': typeOf(key), 'content-length': body.length })
          .end(body);
      }
      if (request.method === 'DELETE') {
        if (!objects.delete(key)) return json(response, 404, { HttpCode: 404, Message: 'Object Not Found' });
        return json(response, 200, { HttpCode: 200, Message: 'File deleted successfuly.' });
      }
      return json(response, 405, { HttpCode: 405, Message: 'Method not allowed' });
    })().catch(() => {
      if (!response.headersSent) json(response, 500, { HttpCode: 500, Message: 'fake failed' });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;
  return {
    url: `http://${host}`,
    host,
    pullZoneUrl: `http://${host}${PULL_ZONE.slice(0, -1)}`,
    zone,
    accessKey,
    objects,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
