import { performance } from 'node:perf_hooks';
import type { Db } from '@/db/database.ts';
import { runLoad } from './http-load.ts';
import { type CapturedStatement, replayStatements } from './sql-capture.ts';
import { percentile, ratio, shares } from './stats.ts';

/**
 * An endpoint measured next to the SQL it sends, fairly: both at the same concurrency (N keep-alive
 * connections against N replays of the captured statements side by side) and in alternating
 * slices, so both meet the same load on a shared machine. Run one after the other, a catalogue
 * bench once printed p99 ratios that were load noise; comparing 10 concurrent requests with SQL
 * run one at a time, it printed 8–12× for what was queueing, not overhead.
 */
export interface PairOptions {
  /** The endpoint's full URL and the headers (the session cookie) it is sent with. */
  url: string;
  headers: Record<string, string>;
  db: Db;
  /** What one request sends (captureStatements), replayed with the same order and parallelism. */
  statements: CapturedStatement[];
  connections: number;
  /** Seconds of endpoint load in all, and as much time again for the SQL. */
  durationS: number;
  /** How many alternating slices (default 10). */
  slices?: number;
  /** At least this many SQL replays in all, even past the slice's time (default 0). */
  minSqlSamples?: number;
  /** Unmeasured requests (and replays) before the first slice (default 20); 1 before each other. */
  warmup?: number;
}

export interface PairResult {
  /** Latencies in ms, sorted. */
  endpoint: number[];
  sql: number[];
  requestsPerSecond: number;
}

/** Replays `statements` from `connections` workers side by side for `durationS`; latencies in ms. */
async function replayLoad(
  db: Db,
  statements: CapturedStatement[],
  connections: number,
  durationS: number,
  minSamples: number,
  warmup: number,
): Promise<number[]> {
  for (let i = 0; i < warmup; i += 1) await replayStatements(db, statements);
  const samples: number[] = [];
  const until = performance.now() + durationS * 1000;
  const worker = async () => {
    while (performance.now() < until || samples.length < minSamples) {
      const t0 = performance.now();
      await replayStatements(db, statements);
      samples.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return samples;
}

export async function measureAgainstSql(options: PairOptions): Promise<PairResult> {
  const slices = options.slices ?? 10;
  const sliceS = options.durationS / slices;
  const minimums = shares(options.minSqlSamples ?? 0, slices);
  const endpoint: number[] = [];
  const sql: number[] = [];
  let endpointSeconds = 0;
  for (let slice = 0; slice < slices; slice += 1) {
    const first = slice === 0;
    const http = async () => {
      const part = await runLoad({
        url: options.url,
        headers: options.headers,
        connections: options.connections,
        durationS: sliceS,
        warmup: first ? (options.warmup ?? 20) : 1,
      });
      endpoint.push(...part.latencies);
      endpointSeconds += part.latencies.length / Math.max(part.requestsPerSecond, Number.MIN_VALUE);
    };
    const direct = async () => {
      const part = await replayLoad(
        options.db,
        options.statements,
        options.connections,
        sliceS,
        minimums[slice]!,
        first ? Math.min(options.warmup ?? 5, 5) : 1,
      );
      sql.push(...part);
    };
    // Which side goes first alternates too: neither always follows the other's load.
    if (slice % 2 === 0) {
      await http();
      await direct();
    } else {
      await direct();
      await http();
    }
  }
  endpoint.sort((a, b) => a - b);
  sql.sort((a, b) => a - b);
  return { endpoint, sql, requestsPerSecond: endpointSeconds > 0 ? endpoint.length / endpointSeconds : 0 };
}

/** p50 and p99 of both sides and the endpoint's ratio to its SQL at each. */
export function summarize(result: PairResult) {
  const e50 = percentile(result.endpoint, 50);
  const e99 = percentile(result.endpoint, 99);
  const s50 = percentile(result.sql, 50);
  const s99 = percentile(result.sql, 99);
  return { e50, e99, s50, s99, x50: ratio(e50, s50), x99: ratio(e99, s99) };
}
