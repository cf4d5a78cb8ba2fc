import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { Db } from '@/db/database.ts';

/**
 * Records every statement an endpoint sends to PostgreSQL, with when it was sent and when its
 * answer came back, so that the bench can run exactly that SQL directly, with the same
 * parallelism. Works on the node-postgres pool under a `Db` opened by `openDatabase`.
 */
export interface CapturedStatement {
  /** The arguments drizzle gave `pool.query` (query config with text and row mode, then params). */
  args: unknown[];
  start: number;
  end: number;
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;

export function poolOf(db: Db): pg.Pool {
  const pool = (db as unknown as { $client?: pg.Pool }).$client;
  if (!pool || typeof pool.query !== 'function' || typeof pool.connect !== 'function')
    throw new Error('statement capture needs a PostgreSQL (node-postgres) database');
  return pool;
}

/** Captures the statements `action` makes through `db`'s pool; refuses transactions (a pinned connection). */
export async function captureStatements(db: Db, action: () => Promise<void>): Promise<CapturedStatement[]> {
  const pool = poolOf(db) as unknown as { query: QueryFn; connect: QueryFn };
  const query = pool.query;
  const connect = pool.connect;
  const captured: CapturedStatement[] = [];
  let transactions = 0;
  // pool.query checks a connection out itself (synchronously): only other check-outs are transactions.
  let inQuery = false;
  pool.query = (...args: unknown[]) => {
    const entry: CapturedStatement = { args, start: performance.now(), end: Number.POSITIVE_INFINITY };
    captured.push(entry);
    inQuery = true;
    let result: Promise<unknown>;
    try {
      result = query.apply(pool, args);
    } finally {
      inQuery = false;
    }
    const done = () => {
      entry.end = performance.now();
    };
    result.then(done, done);
    return result;
  };
  pool.connect = (...args: unknown[]) => {
    if (!inQuery) transactions += 1;
    return connect.apply(pool, args);
  };
  try {
    await action();
  } finally {
    pool.query = query;
    pool.connect = connect;
  }
  if (transactions > 0)
    throw new Error(
      'the endpoint checked out a connection (a transaction): its statements cannot be replayed',
    );
  return captured;
}

/** For each statement, the earlier ones that had answered before it was sent (what it may depend on). */
function dependencies(statements: CapturedStatement[]): number[][] {
  return statements.map((s) =>
    statements.flatMap((other, j) => (other !== s && other.end <= s.start ? [j] : [])),
  );
}

/** How many statements had to wait for one another: the longest chain of dependencies. */
export function sequentialRounds(statements: CapturedStatement[]): number {
  const deps = dependencies(statements);
  const depth: number[] = [];
  statements.forEach((_, i) => {
    depth[i] = 1 + Math.max(0, ...deps[i]!.map((j) => depth[j] ?? 0));
  });
  return Math.max(0, ...depth);
}

/** The text of each statement, for showing what was captured. */
export function statementTexts(statements: CapturedStatement[]): string[] {
  return statements.map(({ args }) => {
    const first = args[0] as string | { text?: string };
    return typeof first === 'string' ? first : (first.text ?? '');
  });
}

/**
 * Runs the captured statements directly on the pool once: each is sent as soon as the statements
 * it came after (in the captured request) have answered; independent ones run side by side.
 */
export async function replayStatements(db: Db, statements: CapturedStatement[]): Promise<void> {
  const pool = poolOf(db) as unknown as { query: QueryFn };
  const deps = dependencies(statements);
  const runs: Promise<unknown>[] = [];
  statements.forEach(({ args }, i) => {
    const [config, ...rest] = args;
    const fresh = typeof config === 'object' && config !== null ? { ...config } : config;
    runs[i] = Promise.all(deps[i]!.map((j) => runs[j])).then(() => pool.query(fresh, ...rest));
  });
  await Promise.all(runs);
}
