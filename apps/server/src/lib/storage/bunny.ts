import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Agent, type Dispatcher, request } from 'undici';
import { type ObjectStorage, type StoredObject, assertSafeKey } from './types.ts';

/** BUNNY_STORAGE_* and BUNNY_PULL_ZONE_URL (config.ts), all or none. */
export interface BunnySettings {
  /** The storage zone's name. */
  zone: string;
  /** The zone's password (Bunny's "AccessKey" header). */
  accessKey: string;
  /**
   * The storage endpoint: a host name (storage.bunnycdn.com, ny.storage.bunnycdn.com), spoken to
   * over https; a loopback host (127.0.0.1:port, localhost:port — the tests' fake) over http; or a
   * full http(s):// origin, http only for a loopback host.
   */
  host: string;
  /** Where browsers load the zone's files, e.g. https://crossover.b-cdn.net. */
  pullZoneUrl: string;
}

/** Stops reading a body; undici reports that as an 'error' (AbortError) nobody needs to hear. */
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

const LOOPBACK = /^(127(\.\d{1,3}){3}|localhost|\[::1\])(:\d{1,5})?$/i;

/** The storage endpoint's origin; throws for plain http to anything but a loopback host. */
export function bunnyOrigin(host: string): string {
  const trimmed = host.trim().replace(/\/+$/, '');
  const withScheme = /^[a-z]+:\/\//i.test(trimmed)
    ? trimmed
    : `${LOOPBACK.test(trimmed) ? 'http' : 'https'}://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new Error(`BUNNY_STORAGE_HOST is not a host name: '${host}'`);
  }
  if (url.protocol === 'http:' && !LOOPBACK.test(url.host)) {
    throw new Error('BUNNY_STORAGE_HOST may use plain http only for a loopback host (tests)');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('BUNNY_STORAGE_HOST must be a host name or an http(s) origin');
  }
  return url.origin;
}

export class BunnyStorageError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'BunnyStorageError';
  }
}

/**
 * A Bunny storage zone over its HTTP API: PUT/GET/DELETE https://{host}/{zone}/{key} with the
 * zone's password in the AccessKey header (PUT answers 201). The CDN is a place objects are copied
 * to and served from (the pull zone), never an upload target for browsers.
 */
export function createBunnyStorage(settings: BunnySettings): ObjectStorage {
  const origin = bunnyOrigin(settings.host);
  const pullZone = settings.pullZoneUrl.replace(/\/+$/, '');
  const zone = encodeURIComponent(settings.zone);
  const dispatcher: Dispatcher = new Agent({
    headersTimeout: 30_000,
    bodyTimeout: 120_000,
    connections: 8,
  });
  const urlOf = (key: string) => {
    assertSafeKey(key);
    return `${origin}/${zone}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };

  async function refuse(method: string, key: string, response: Dispatcher.ResponseData): Promise<never> {
    const text = (await response.body.text().catch(() => '')).slice(0, 200);
    if (response.statusCode === 401) {
      throw new BunnyStorageError(
        `Bunny storage refused the access key for zone '${settings.zone}' (401): check BUNNY_STORAGE_KEY`,
        401,
      );
    }
    throw new BunnyStorageError(
      `Bunny storage ${method} ${key} answered ${response.statusCode}${text ? `: ${text}` : ''}`,
      response.statusCode,
    );
  }

  async function send(
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    options: { body?: Buffer | Readable; headers?: Record<string, string> } = {},
  ) {
    return request(urlOf(key), {
      method,
      dispatcher,
      headers: { AccessKey: settings.accessKey, ...options.headers },
      body: options.body,
    });
  }

  async function put(key: string, body: Buffer | Readable, contentType: string, checksum?: string) {
    const response = await send('PUT', key, {
      body,
      headers: {
        'content-type': contentType,
        ...(checksum ? { Checksum: checksum } : {}),
      },
    });
    if (response.statusCode !== 201 && response.statusCode !== 200) await refuse('PUT', key, response);
    await response.body.dump();
  }

  const contentTypeOf = (response: Dispatcher.ResponseData): string | null => {
    const value = response.headers['content-type'];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  };
  const numberHeader = (response: Dispatcher.ResponseData, name: string): number | null => {
    const value = response.headers[name];
    const parsed = Number(Array.isArray(value) ? value[0] : value);
    return value !== undefined && Number.isFinite(parsed) ? parsed : null;
  };

  return {
    kind: 'bunny',
    uploadOrigin: null,
    async put(key, body, contentType) {
      const checksum = createHash('sha256').update(body).digest('hex').toUpperCase();
      await put(key, body, contentType, checksum);
    },
    async putStream(key, body, contentType) {
      await put(key, body, contentType);
    },
    async getStream(key) {
      const response = await send('GET', key);
      if (response.statusCode === 404) {
        await response.body.dump();
        return null;
      }
      if (response.statusCode !== 200) await refuse('GET', key, response);
      return {
        body: response.body,
        contentType: contentTypeOf(response),
        size: numberHeader(response, 'content-length'),
      };
    },
    async get(key, maxBytes): Promise<StoredObject | null> {
      const stored = await this.getStream(key);
      if (!stored) return null;
      if (stored.size !== null && stored.size > maxBytes) {
        discard(stored.body);
        return { tooLarge: true };
      }
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const chunk of stored.body as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > maxBytes) {
          discard(stored.body);
          return { tooLarge: true };
        }
        chunks.push(chunk);
      }
      return { tooLarge: false, body: Buffer.concat(chunks), contentType: stored.contentType };
    },
    async head(key) {
      // The storage API has no HEAD; a one-byte range tells the size without the bytes.
      const response = await send('GET', key, { headers: { range: 'bytes=0-0' } });
      const contentType = contentTypeOf(response);
      if (response.statusCode === 404) {
        await response.body.dump();
        return null;
      }
      if (response.statusCode === 206) {
        await response.body.dump();
        const range = response.headers['content-range'];
        const total = /\/(\d+)$/.exec(String(Array.isArray(range) ? range[0] : (range ?? '')));
        if (total) return { size: Number(total[1]), contentType };
      }
      if (response.statusCode === 416) {
        // An empty object has no byte 0.
        await response.body.dump();
        return { size: 0, contentType };
      }
      if (response.statusCode === 200) {
        // A server that ignores ranges: its length, without reading the body.
        const size = numberHeader(response, 'content-length');
        discard(response.body);
        if (size !== null) return { size, contentType };
      }
      return refuse('GET', key, response);
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (response.statusCode === 404 || response.statusCode === 200 || response.statusCode === 204) {
        await response.body.dump();
        return;
      }
      await refuse('DELETE', key, response);
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `${pullZone}/${key}`;
    },
    createUploadUrl() {
      return Promise.reject(new Error('Bunny storage is not an upload target: browsers upload to the app'));
    },
    keyFromUploadUrl() {
      return null;
    },
  };
}
