import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Nothing in the server fetches an outside URL except through lib/net/guarded-fetch.ts
 * (context.fetchOutside). This reads every server source file (tests, src/test and src/bench
 * excepted) and fails on any other way out: fetch(, undici, node:http(s) requests, axios and
 * friends. Libraries that talk to operator-configured services are allowed only in the files
 * listed below, each with its reason.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Folders (relative to src) whose own outbound calls are allowed. */
const ALLOWED_FOLDERS: Record<string, string> = {
  'lib/net/': 'the guarded fetcher itself',
  'lib/storage/':
    'object storage drivers talk to the configured S3 endpoint and Bunny storage host (set by the operator, never user input)',
  'soak/': 'the soak driver (npm run soak) loads the app it started on loopback; it is not server code',
};

/** Outbound-capable libraries and the only files that may import them. */
const CONFIGURED_CLIENTS: Record<string, Record<string, string>> = {
  openai: {
    'modules/ai-enhancement/openai-enhancer.ts':
      'AI_BASE_URL is set by the operator and is often a local model server (127.0.0.1), which the guard would refuse',
  },
  'openid-client': {
    'modules/sso/service.ts':
      'OIDC_ISSUER discovery and token calls go to the operator-configured identity provider',
  },
  nodemailer: {
    'lib/mailer.ts': 'SMTP_URL is set by the operator (SMTP, not HTTP)',
  },
  '@aws-sdk/': {
    'lib/storage/s3.ts': 'the configured S3 endpoint (covered by the lib/storage folder too)',
  },
};

interface Finding {
  file: string;
  line: number;
  what: string;
}

const FORBIDDEN: Array<{ what: string; pattern: RegExp }> = [
  { what: 'fetch(', pattern: /(^|[^\w$.])fetch\s*\(|globalThis\.fetch\b|window\.fetch\b/ },
  { what: 'undici', pattern: /(from|import\s*\(|require\s*\()\s*['"]undici['"]/ },
  { what: 'node:https', pattern: /(from|import\s*\(|require\s*\()\s*['"](node:)?https['"]/ },
  {
    what: 'axios / got / node-fetch / superagent',
    pattern: /['"](axios|got|node-fetch|superagent|ky|needle)['"]/,
  },
  { what: 'new XMLHttpRequest / WebSocket', pattern: /new\s+(XMLHttpRequest|WebSocket)\s*\(/ },
];

/** node:http is fine for types and servers; a request/get/Agent (or the whole module) is a way out. */
function httpClientImport(source: string): boolean {
  const imports = source.matchAll(/import\s+(type\s+)?([^'";]*?)\s+from\s+['"](node:)?http['"]/g);
  for (const match of imports) {
    if (match[1]) continue; // import type
    const clause = match[2]!;
    if (!clause.trim().startsWith('{')) return true; // default or namespace import
    const names = clause
      .replace(/[{}]/g, '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '));
    if (names.some((name) => /^(request|get|Agent|ClientRequest)\b/.test(name))) return true;
  }
  return /(import\s*\(|require\s*\()\s*['"](node:)?http['"]/.test(source);
}

export function outboundFindings(file: string, source: string): Finding[] {
  const findings: Finding[] = [];
  const lines = source.split('\n');
  lines.forEach((text, index) => {
    const code = text.replace(/\/\/.*$/, '');
    if (/^\s*(\*|\/\*)/.test(code)) return; // comment lines
    for (const { what, pattern } of FORBIDDEN) {
      if (pattern.test(code)) findings.push({ file, line: index + 1, what });
    }
  });
  if (httpClientImport(source)) findings.push({ file, line: 0, what: 'node:http request/get' });
  for (const [library, allowed] of Object.entries(CONFIGURED_CLIENTS)) {
    const quoted = library.endsWith('/') ? `['"]${library}` : `['"]${library}['"]`;
    if (new RegExp(`(from|import\\s*\\(|require\\s*\\()\\s*${quoted}`).test(source) && !(file in allowed)) {
      findings.push({ file, line: 0, what: `${library} (only in ${Object.keys(allowed).join(', ')})` });
    }
  }
  return findings;
}

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(full);
    return /\.(ts|mts|js|mjs)$/.test(entry.name) && !/\.test\.(ts|mts|js|mjs)$/.test(entry.name)
      ? [full]
      : [];
  });
}

describe('outside fetches go through lib/net only', () => {
  it('finds no other way out in server code', () => {
    const findings: Finding[] = [];
    for (const full of serverSources(SRC)) {
      const file = path.relative(SRC, full).split(path.sep).join('/');
      if (file.startsWith('test/') || file.startsWith('bench/')) continue;
      if (Object.keys(ALLOWED_FOLDERS).some((folder) => file.startsWith(folder))) continue;
      findings.push(...outboundFindings(file, readFileSync(full, 'utf8')));
    }
    expect(findings.map((f) => `${f.file}:${f.line} ${f.what}`)).toEqual([]);
  });

  it('catches each forbidden form (the detector works)', () => {
    const caught = (source: string) => outboundFindings('modules/x/y.ts', source).map((f) => f.what);
    expect(caught("const r = await fetch('http://x');")).toEqual(['fetch(']);
    expect(caught('await globalThis.fetch(url)')).toEqual(['fetch(']);
    expect(caught("import { request } from 'undici';")).toEqual(['undici']);
    expect(caught("const u = await import('undici');")).toEqual(['undici']);
    expect(caught("import https from 'node:https';")).toEqual(['node:https']);
    expect(caught("import { get } from 'node:http';")).toEqual(['node:http request/get']);
    expect(caught("import * as http from 'http';")).toEqual(['node:http request/get']);
    expect(caught("import axios from 'axios';")).toEqual(['axios / got / node-fetch / superagent']);
    expect(caught("import OpenAI from 'openai';")).toHaveLength(1);
    expect(caught("import { S3Client } from '@aws-sdk/client-s3';")).toHaveLength(1);
    // Fine: types and servers from node:http, the guarded fetcher, comments.
    expect(caught("import type { IncomingMessage } from 'node:http';")).toEqual([]);
    expect(caught("import { createServer, type Server } from 'node:http';")).toEqual([]);
    expect(caught('const r = await context.fetchOutside(url);')).toEqual([]);
    expect(caught('// we never call fetch( here')).toEqual([]);
  });

  it('lists only files that exist', () => {
    for (const allowed of Object.values(CONFIGURED_CLIENTS)) {
      for (const file of Object.keys(allowed)) {
        expect(() => readFileSync(path.join(SRC, file)), file).not.toThrow();
      }
    }
  });
});
