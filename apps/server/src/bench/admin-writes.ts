import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import { poolOf } from './sql-capture.ts';

/** Resident memory of a process in bytes (Linux /proc), or null where there is none. */
export function residentBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export interface ExportRun {
  rows: number;
  /** Bytes on the wire (compressed when the server compressed). */
  bytes: number;
  /** The answer's Content-Encoding, if any. */
  encoding: string | null;
  seconds: number;
  /** Highest resident memory seen during the download minus the memory just before it. */
  rssGrowthBytes: number | null;
}

/**
 * Downloads the export once over HTTP from the child server, reading as fast as it sends, and
 * samples the server's resident memory every 10 ms meanwhile. Rows are the file's lines minus
 * the header (the generated data has no line breaks inside cells). With `acceptEncoding` the
 * server may compress; the answer is then inflated here to count its lines.
 */
export function downloadExport(
  url: string,
  cookie: string,
  serverPid: number,
  acceptEncoding?: string,
): Promise<ExportRun> {
  const before = residentBytes(serverPid);
  let peak = before ?? 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(serverPid) ?? 0);
  }, 10);
  const started = performance.now();
  const headers = { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
  return new Promise<ExportRun>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let lines = 0;
      let bytes = 0;
      const encoding = res.headers['content-encoding'] ?? null;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      const decoded: Readable =
        encoding === 'br'
          ? res.pipe(createBrotliDecompress())
          : encoding === 'gzip'
            ? res.pipe(createGunzip())
            : res;
      decoded.on('data', (chunk: Buffer) => {
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
      });
      decoded.on('end', () => {
        const seconds = (performance.now() - started) / 1000;
        peak = Math.max(peak, residentBytes(serverPid) ?? 0);
        if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
        else
          resolve({
            rows: lines - 1,
            bytes,
            encoding,
            seconds,
            rssGrowthBytes: before === null ? null : peak - before,
          });
      });
      decoded.on('error', reject);
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  }).finally(() => clearInterval(sampler));
}

/** One JSON request over keep-alive-free HTTP; resolves with the status and the body text. */
function sendJson(
  method: 'PUT',
  url: string,
  cookie: string,
  body: unknown,
): Promise<{ status: number; text: string }> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers: { cookie, 'content-type': 'application/json', 'content-length': payload.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export interface BulkComparison {
  products: number;
  /** Milliseconds of each measured run, sorted. */
  api: number[];
  direct: number[];
}

/**
 * The same change of category on the same `ids`, alternately through PUT /api/products/bulk-update
 * (child server, over HTTP, as an admin) and as one `UPDATE … WHERE id = ANY($1)` on the pool, so
 * both see the same table bloat and the same machine. Categories are restored afterwards.
 */
export async function compareBulkUpdate(
  db: Db,
  serverUrl: string,
  cookie: string,
  ids: string[],
  runs: number,
): Promise<BulkComparison> {
  const pool = poolOf(db);
  const original = await queryRows<{ id: string; category: string | null }>(
    db,
    sql`select id, category from products where id = any(${sql.param(ids)}::text[])`,
  );
  const api: number[] = [];
  const direct: number[] = [];
  try {
    // One unmeasured run of each first: connections, caches and the JIT warm up.
    for (let run = -1; run < runs; run += 1) {
      let t0 = performance.now();
      const answer = await sendJson('PUT', `${serverUrl}/api/products/bulk-update`, cookie, {
        productIds: ids,
        updates: { category: `Bench API ${run}` },
      });
      const apiMs = performance.now() - t0;
      if (answer.status !== 200)
        throw new Error(`bulk update answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      t0 = performance.now();
      await pool.query('update products set category = $1, updated_at = now() where id = any($2::text[])', [
        `Bench SQL ${run}`,
        ids,
      ]);
      const directMs = performance.now() - t0;
      if (run >= 0) {
        api.push(apiMs);
        direct.push(directMs);
      }
    }
  } finally {
    await pool.query(
      `update products p set category = o.category
       from unnest($1::text[], $2::text[]) as o(id, category) where p.id = o.id`,
      [original.map((r) => r.id), original.map((r) => r.category)],
    );
    await pool.query('vacuum (analyze) products');
  }
  return { products: ids.length, api: api.sort((a, b) => a - b), direct: direct.sort((a, b) => a - b) };
}
