import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig: object storage', () => {
  it('reads the S3 settings from the same variables as before', () => {
    const config = loadConfig({
      S3_BUCKET: 'logos',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'https://minio.example.com',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: '/crossover',
    });
    expect(config.s3).toEqual({
      bucket: 'logos',
      region: 'eu-west-1',
      endpoint: 'https://minio.example.com',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'crossover/',
    });
  });

  it('uses local disk without S3_BUCKET, and refuses a short UPLOAD_SIGNING_SECRET', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'logos' }).s3).toMatchObject({ region: 'us-east-1', prefix: '' });
    expect(() => loadConfig({ UPLOAD_SIGNING_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(loadConfig({ UPLOAD_SIGNING_SECRET: 'x'.repeat(32) }).uploadSigningSecret).toBe('x'.repeat(32));
  });
});

describe('loadConfig: DATA_DIR', () => {
  it('is relative to where the command was run (npm runs workspace scripts in apps/server)', () => {
    const root = path.resolve('/srv/crossover');
    expect(loadConfig({ INIT_CWD: root }).dataDir).toBe(path.join(root, 'data'));
    expect(loadConfig({ INIT_CWD: root, DATA_DIR: 'state' }).dataDir).toBe(path.join(root, 'state'));
    expect(loadConfig({ INIT_CWD: root, DATA_DIR: '/var/lib/crossover' }).dataDir).toBe(
      path.resolve('/var/lib/crossover'),
    );
    expect(loadConfig({}).dataDir).toBe(path.resolve('data'));
  });
});

describe('loadConfig: Bunny CDN', () => {
  const all = {
    BUNNY_STORAGE_ZONE: 'crossover',
    BUNNY_STORAGE_KEY: 'zone-password',
    BUNNY_PULL_ZONE_URL: 'https://crossover.b-cdn.net/',
  };

  it('is off with none set, and on with all (host defaulted, pull zone without its slash)', () => {
    expect(loadConfig({}).bunny).toBeUndefined();
    expect(loadConfig(all).bunny).toEqual({
      zone: 'crossover',
      accessKey: 'zone-password',
      host: 'storage.bunnycdn.com',
      pullZoneUrl: 'https://crossover.b-cdn.net',
    });
    expect(loadConfig({ ...all, BUNNY_STORAGE_HOST: 'ny.storage.bunnycdn.com' }).bunny?.host).toBe(
      'ny.storage.bunnycdn.com',
    );
  });

  it('names the missing variable when only some are set', () => {
    expect(() => loadConfig({ ...all, BUNNY_STORAGE_KEY: '' })).toThrow(/BUNNY_STORAGE_KEY is missing/);
    expect(() => loadConfig({ BUNNY_STORAGE_ZONE: 'crossover' })).toThrow(
      /BUNNY_STORAGE_KEY, BUNNY_PULL_ZONE_URL are missing/,
    );
    expect(() => loadConfig({ BUNNY_STORAGE_HOST: 'storage.bunnycdn.com' })).toThrow(
      /BUNNY_STORAGE_ZONE, BUNNY_STORAGE_KEY, BUNNY_PULL_ZONE_URL are missing/,
    );
  });

  it('allows plain http only to a loopback storage host, and wants an http(s) pull zone', () => {
    expect(loadConfig({ ...all, BUNNY_STORAGE_HOST: '127.0.0.1:4567' }).bunny?.host).toBe('127.0.0.1:4567');
    expect(() => loadConfig({ ...all, BUNNY_STORAGE_HOST: 'http://storage.bunnycdn.com' })).toThrow(
      /loopback/,
    );
    expect(() => loadConfig({ ...all, BUNNY_PULL_ZONE_URL: 'crossover.b-cdn.net' })).toThrow(
      /BUNNY_PULL_ZONE_URL must be an http\(s\) address/,
    );
  });
});

describe('loadConfig: AI enhancement', () => {
  it('uses the offline enhancer when no AI_* variable is set', () => {
    expect(loadConfig({}).ai).toBeUndefined();
  });

  it('reads the provider with its limits, the address without a trailing slash', () => {
    expect(
      loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_API_KEY: 'k', AI_MODEL: 'llama3.1' }).ai,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'k',
      model: 'llama3.1',
      timeoutSeconds: 30,
      concurrency: 4,
    });
    expect(
      loadConfig({
        AI_BASE_URL: 'https://api.example.com/v1',
        AI_API_KEY: 'k',
        AI_MODEL: 'm',
        AI_TIMEOUT_SECONDS: '5',
        AI_CONCURRENCY: '2',
      }).ai,
    ).toMatchObject({ timeoutSeconds: 5, concurrency: 2 });
  });

  it('refuses half a provider, an address that is not http(s), and bad limits', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'https://api.example.com/v1' })).toThrow(/go together/);
    expect(() => loadConfig({ AI_API_KEY: 'k', AI_MODEL: 'm' })).toThrow(/go together/);
    expect(() => loadConfig({ AI_BASE_URL: 'ftp://x', AI_API_KEY: 'k', AI_MODEL: 'm' })).toThrow(/http\(s\)/);
    const provider = { AI_BASE_URL: 'https://api.example.com/v1', AI_API_KEY: 'k', AI_MODEL: 'm' };
    expect(() => loadConfig({ ...provider, AI_CONCURRENCY: '0' })).toThrow(/AI_CONCURRENCY/);
    expect(() => loadConfig({ ...provider, AI_TIMEOUT_SECONDS: 'soon' })).toThrow(/AI_TIMEOUT_SECONDS/);
  });
});

/** Source files of the running server (not tests, test support, scripts, benchmarks or the soak driver). */
function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['test', 'scripts', 'bench', 'soak'].includes(entry.name) ? [] : serverSources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('loadConfig: slow clients', () => {
  it('sets request, header, idle and body limits by default, each configurable in seconds', () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 300_000,
      idleTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
      bodyMinBytesPerSecond: 1024,
      bodyGraceMs: 10_000,
    });
    const set = loadConfig({
      HTTP_HEADERS_TIMEOUT_SECONDS: '5',
      HTTP_REQUEST_TIMEOUT_SECONDS: '60',
      HTTP_IDLE_TIMEOUT_SECONDS: '30',
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '10',
      HTTP_BODY_MIN_BYTES_PER_SECOND: '4096',
      HTTP_BODY_GRACE_SECONDS: '3',
    }).http;
    expect(set).toEqual({
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 60_000,
      idleTimeoutMs: 30_000,
      keepAliveTimeoutMs: 10_000,
      bodyMinBytesPerSecond: 4096,
      bodyGraceMs: 3_000,
    });
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(
      'HTTP_REQUEST_TIMEOUT_SECONDS must be a positive whole number',
    );
  });
});

it('config.ts is the only server file that reads the environment', () => {
  const root = path.dirname(new URL(import.meta.url).pathname);
  const files = serverSources(root);
  expect(files.length).toBeGreaterThan(20);
  const readers = files
    .filter((file) => /process\.env\b/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file));
  expect(readers).toEqual(['config.ts']);
});

describe('loadConfig: outbound allow-list', () => {
  it('is empty in production unless set', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y' }).outboundAllowHosts).toEqual(
      [],
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).outboundAllowHosts).toEqual([]);
  });

  it('reads host:port pairs and refuses anything else', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x/y', OUTBOUND_ALLOW_HOSTS: ' Images.Local:8080, [::1]:9000 ,' })
        .outboundAllowHosts,
    ).toEqual(['images.local:8080', '[::1]:9000']);
    expect(() => loadConfig({ OUTBOUND_ALLOW_HOSTS: 'images.local' })).toThrow(/host:port/);
    expect(() => loadConfig({ OUTBOUND_ALLOW_HOSTS: 'http://images.local:80' })).toThrow(/host:port/);
  });

  it('adds the app itself in demo mode', () => {
    const config = loadConfig({ PORT: '5301', OUTBOUND_ALLOW_HOSTS: 'fake:1' });
    expect(config.seedDemoOnStart).toBe(true);
    expect(config.outboundAllowHosts).toEqual(['fake:1', '127.0.0.1:5301', 'localhost:5301']);
  });
});
