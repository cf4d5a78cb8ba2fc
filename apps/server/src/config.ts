import { isIP } from 'node:net';
import path from 'node:path';
import { type BunnySettings, bunnyOrigin } from './lib/storage/bunny.ts';
import type { S3Settings } from './lib/storage/s3.ts';

/** Everything the server reads from the environment, in one place. The README lists each. */
export interface Config {
  port: number;
  host: string;
  /** The address users reach the app at; used in mails and as the SSO redirect base. */
  publicUrl: string;
  production: boolean;
  dataDir: string;
  /** Set: run on this PostgreSQL. Unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** Load demo data on first start (embedded default). */
  seedDemoOnStart: boolean;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  session: { idleMinutes: number; absoluteHours: number };
  logLevel: string;
  /**
   * Which proxies may tell the client's address in X-Forwarded-For: none (false), the nearest
   * `n` hops, or these addresses and CIDR ranges. Per-address limits and audit entries use it.
   */
  trustProxy: false | number | string[];
  /** Where the built web app is; served at / when present. */
  webDistDir: string;
  /**
   * Where a command-line script was started (npm's INIT_CWD, else the working directory): npm
   * runs workspace scripts in apps/server, but a relative path on the command line (or in
   * DATA_DIR) means this.
   */
  callerDir: string;
  /**
   * Whether the bundled identity provider is mounted at /oidc when OIDC_ISSUER is unset: always
   * outside production (never in it). Tests turn it off unless they sign in through it.
   */
  devIdentityProvider: boolean;
  /**
   * Whether the app process also works background jobs (JOBS_IN_PROCESS, default true). False
   * when `npm run worker` processes run them; only on PostgreSQL (the embedded database has one
   * process).
   */
  jobsInProcess: boolean;
  /** S3-compatible object storage (S3_BUCKET and the other S3_*); undefined: local disk in dataDir/objects. */
  s3: S3Settings | undefined;
  /**
   * UPLOAD_SIGNING_SECRET (at least 32 characters) signs the local driver's upload addresses;
   * undefined: one generated once and kept in dataDir, shared by every process on that disk.
   */
  uploadSigningSecret: string | undefined;
  /**
   * The OpenAI-compatible provider AI enhancement uses (AI_BASE_URL, AI_API_KEY, AI_MODEL, all
   * three); undefined: the offline enhancer (decision 0020).
   */
  ai: AiSettings | undefined;
  /** How long a client may take over a request (HTTP_* variables, seconds; plugins/slow-requests.ts). */
  http: HttpTimeouts;
  /**
   * OUTBOUND_ALLOW_HOSTS: 'host:port' pairs the guarded outside fetcher (lib/net) connects to
   * without its address check (local fakes in tests, the demo's own image host). Empty unless set;
   * with demo data the app's own 127.0.0.1:<port> and localhost:<port> are added.
   */
  outboundAllowHosts: string[];
  /**
   * The Bunny storage zone stored images and logos move to (BUNNY_STORAGE_ZONE, BUNNY_STORAGE_KEY,
   * BUNNY_STORAGE_HOST, BUNNY_PULL_ZONE_URL; all or none); undefined: no CDN.
   */
  bunny: BunnySettings | undefined;
  /** Product image search (modules/image-search): the three providers and the dealer sites. */
  imageSearch: ImageSearchSettings;
}

export type ImageSearchProviderName = 'serpapi' | 'searchapi' | 'serper';

export interface ImageSearchProviderSettings {
  /** Unset: the provider is listed as not configured. */
  key: string | undefined;
  baseUrl: string;
  /** Searches a month (IMAGE_SEARCH_QUOTA_*). */
  monthlyQuota: number;
}

export interface ImageSearchSettings {
  providers: Record<ImageSearchProviderName, ImageSearchProviderSettings>;
  /** Searched after the manufacturer's own site, in order (IMAGE_SEARCH_DEALER_SITES). */
  dealerSites: string[];
}

/** Seven US 12-volt dealers, searched after the manufacturer's own site (back-office §9). */
export const DEFAULT_DEALER_SITES = [
  'crutchfield.com',
  'sonicelectronix.com',
  'woofersetc.com',
  'onlinecarstereo.com',
  'caraudionow.com',
  'audiocityusa.com',
  'carid.com',
];

function baseUrl(value: string | undefined, fallback: string, name: string): string {
  const url = value?.trim() || fallback;
  if (!/^https?:\/\/[^\s/]+/i.test(url)) throw new Error(`${name} must be an http(s) address`);
  return url.replace(/\/+$/, '');
}

function imageSearchSettings(env: NodeJS.ProcessEnv): ImageSearchSettings {
  const provider = (
    prefix: string,
    quotaName: string,
    fallbackUrl: string,
    fallbackQuota: number,
  ): ImageSearchProviderSettings => ({
    key: env[`${prefix}_KEY`]?.trim() || undefined,
    baseUrl: baseUrl(env[`${prefix}_BASE_URL`], fallbackUrl, `${prefix}_BASE_URL`),
    monthlyQuota: integer(
      env[`IMAGE_SEARCH_QUOTA_${quotaName}`],
      fallbackQuota,
      `IMAGE_SEARCH_QUOTA_${quotaName}`,
    ),
  });
  const sites = (env.IMAGE_SEARCH_DEALER_SITES ?? '')
    .split(',')
    .map((site) => site.trim().toLowerCase())
    .filter(Boolean);
  return {
    providers: {
      serpapi: provider('SERPAPI', 'SERPAPI', 'https://serpapi.com', 100),
      searchapi: provider('SEARCHAPI', 'SEARCHAPI', 'https://www.searchapi.io', 100),
      serper: provider('SERPER', 'SERPER', 'https://google.serper.dev', 2_500),
    },
    dealerSites: sites.length > 0 ? sites : DEFAULT_DEALER_SITES,
  };
}

/** Milliseconds here, seconds in the environment; the README's configuration table lists each. */
export interface HttpTimeouts {
  /** The request line and headers must have arrived within this (HTTP_HEADERS_TIMEOUT_SECONDS, 20). */
  headersTimeoutMs: number;
  /** The whole request, body included, within this (HTTP_REQUEST_TIMEOUT_SECONDS, 300). */
  requestTimeoutMs: number;
  /** A connection with nothing sent either way for this long is closed (HTTP_IDLE_TIMEOUT_SECONDS, 120). */
  idleTimeoutMs: number;
  /** A kept-alive connection waits this long for its next request (HTTP_KEEP_ALIVE_TIMEOUT_SECONDS, 72). */
  keepAliveTimeoutMs: number;
  /**
   * A body (an upload, a sign-in) still arriving after `bodyGraceMs` must average at least this
   * many bytes a second since the request began, or it is cut off with a 408
   * (HTTP_BODY_MIN_BYTES_PER_SECOND, 1024; HTTP_BODY_GRACE_SECONDS, 10).
   */
  bodyMinBytesPerSecond: number;
  bodyGraceMs: number;
}

function httpTimeouts(env: NodeJS.ProcessEnv): HttpTimeouts {
  const seconds = (name: string, fallback: number) => integer(env[name], fallback, name) * 1000;
  return {
    headersTimeoutMs: seconds('HTTP_HEADERS_TIMEOUT_SECONDS', 20),
    requestTimeoutMs: seconds('HTTP_REQUEST_TIMEOUT_SECONDS', 300),
    idleTimeoutMs: seconds('HTTP_IDLE_TIMEOUT_SECONDS', 120),
    keepAliveTimeoutMs: seconds('HTTP_KEEP_ALIVE_TIMEOUT_SECONDS', 72),
    bodyMinBytesPerSecond: integer(
      env.HTTP_BODY_MIN_BYTES_PER_SECOND,
      1024,
      'HTTP_BODY_MIN_BYTES_PER_SECOND',
    ),
    bodyGraceMs: seconds('HTTP_BODY_GRACE_SECONDS', 10),
  };
}

export interface AiSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** One request's limit (AI_TIMEOUT_SECONDS, default 30); a timed-out request is retried. */
  timeoutSeconds: number;
  /** Requests in flight at once per process (AI_CONCURRENCY, default 4). */
  concurrency: number;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number`);
  return parsed;
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, or an address with a prefix length that fits its family ('10.0.0.0/8'). */
function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function trustProxy(value: string | undefined): Config['trustProxy'] {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === '0') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => isAddressOrRange(entry))) return entries;
  throw new Error(
    'TRUST_PROXY must be a hop count (1) or a comma-separated list of proxy addresses and CIDR ranges (10.0.0.5,172.16.0.0/12)',
  );
}

function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+/, '');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}

function uploadSigningSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('UPLOAD_SIGNING_SECRET must be at least 32 characters');
  return value;
}

function aiSettings(env: NodeJS.ProcessEnv): AiSettings | undefined {
  const baseUrl = env.AI_BASE_URL?.trim() || undefined;
  const apiKey = env.AI_API_KEY || undefined;
  const model = env.AI_MODEL?.trim() || undefined;
  if (!baseUrl && !apiKey && !model) return undefined;
  if (!baseUrl || !apiKey || !model)
    throw new Error(
      'AI_BASE_URL, AI_API_KEY and AI_MODEL go together: set all three, or none for the offline enhancer',
    );
  if (!/^https?:\/\/[^\s/]+/i.test(baseUrl)) throw new Error('AI_BASE_URL must be an http(s) address');
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey,
    model,
    timeoutSeconds: integer(env.AI_TIMEOUT_SECONDS, 30, 'AI_TIMEOUT_SECONDS'),
    concurrency: integer(env.AI_CONCURRENCY, 4, 'AI_CONCURRENCY'),
  };
}

/** OUTBOUND_ALLOW_HOSTS: a comma list of host:port (IPv6 as [::1]:port), lower-cased. */
function outboundAllowHosts(raw: string | undefined, demo: boolean, port: number): string[] {
  const hosts = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of hosts) {
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(entry)) {
      throw new Error(
        `OUTBOUND_ALLOW_HOSTS entries must be host:port pairs (127.0.0.1:8080), not '${entry}'`,
      );
    }
  }
  if (demo) hosts.push(`127.0.0.1:${port}`, `localhost:${port}`);
  return [...new Set(hosts)];
}

const BUNNY_VARIABLES = ['BUNNY_STORAGE_ZONE', 'BUNNY_STORAGE_KEY', 'BUNNY_PULL_ZONE_URL'] as const;

/** The Bunny CDN settings: all of them or none (BUNNY_STORAGE_HOST has a default). */
function bunnySettings(env: NodeJS.ProcessEnv): BunnySettings | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const given = BUNNY_VARIABLES.filter((name) => value(name));
  if (given.length === 0 && !value('BUNNY_STORAGE_HOST')) return undefined;
  const missing = BUNNY_VARIABLES.filter((name) => !value(name));
  if (missing.length > 0) {
    throw new Error(
      `The Bunny CDN needs BUNNY_STORAGE_ZONE, BUNNY_STORAGE_KEY and BUNNY_PULL_ZONE_URL together: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`,
    );
  }
  const host = value('BUNNY_STORAGE_HOST') ?? 'storage.bunnycdn.com';
  bunnyOrigin(host); // throws a clear error for plain http to a non-loopback host
  const pullZoneUrl = value('BUNNY_PULL_ZONE_URL')!.replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/i.test(pullZoneUrl)) {
    throw new Error('BUNNY_PULL_ZONE_URL must be an http(s) address, e.g. https://crossover.b-cdn.net');
  }
  return { zone: value('BUNNY_STORAGE_ZONE')!, accessKey: value('BUNNY_STORAGE_KEY')!, host, pullZoneUrl };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env.PORT, 5000, 'PORT');
  const production = env.NODE_ENV === 'production';
  const databaseUrl = env.DATABASE_URL || undefined;
  const oidcIssuer = env.OIDC_ISSUER || undefined;
  const jobsInProcess = !['false', '0', 'no'].includes((env.JOBS_IN_PROCESS ?? '').trim().toLowerCase());
  if (!jobsInProcess && !databaseUrl) {
    throw new Error(
      'JOBS_IN_PROCESS=false needs DATABASE_URL: on the embedded database the app is the only process and works its own jobs',
    );
  }
  if (oidcIssuer && (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET)) {
    throw new Error('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  }
  const seedDemoOnStart = !databaseUrl && !production;
  const callerDir = path.resolve(env.INIT_CWD || '.');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    production,
    // Where the command was run, not npm's workspace folder: `npm start`, `npm run backup` and
    // `node apps/server/dist/server.js` started in one folder all mean the same ./data.
    dataDir: path.resolve(callerDir, env.DATA_DIR || './data'),
    databaseUrl,
    seedDemoOnStart,
    oidc: oidcIssuer
      ? { issuer: oidcIssuer, clientId: env.OIDC_CLIENT_ID!, clientSecret: env.OIDC_CLIENT_SECRET! }
      : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Crossover <no-reply@crossover.local>',
    session: {
      idleMinutes: integer(env.SESSION_IDLE_MINUTES, 120, 'SESSION_IDLE_MINUTES'),
      absoluteHours: integer(env.SESSION_ABSOLUTE_HOURS, 24, 'SESSION_ABSOLUTE_HOURS'),
    },
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'warn'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    webDistDir: path.resolve(env.WEB_DIST_DIR || new URL('../../web/dist', import.meta.url).pathname),
    callerDir,
    devIdentityProvider: !production,
    jobsInProcess,
    s3: s3Settings(env),
    uploadSigningSecret: uploadSigningSecret(env.UPLOAD_SIGNING_SECRET),
    ai: aiSettings(env),
    http: httpTimeouts(env),
    outboundAllowHosts: outboundAllowHosts(env.OUTBOUND_ALLOW_HOSTS, seedDemoOnStart, port),
    bunny: bunnySettings(env),
    imageSearch: imageSearchSettings(env),
  };
}
