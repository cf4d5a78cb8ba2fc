import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { Db } from '@/db/database.ts';

/**
 * Records every statement an endpoint sends to PostgreSQL, with when it was sent and when its
 * answer came back, so that the bench can run exactly that SQL directly, with the same
 * parallelism. Works on the node-postgres pool under a `Db` opened by `openDatabase`.
 */
export interface CapturedStatement {
  /** The arguments drizzle gave `query` (query config with text and row mode, then params). */
  args: unknown[];
  start: number;
  end: number;
  /**
   * The checked-out connection (a transaction) the statement ran on, numbered from 1; undefined
   * for a statement the pool ran on any connection. A connection's statements replay on one.
   */
  connection?: number;
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;
interface PoolClient {
  query: QueryFn;
  release: (...args: unknown[]) => unknown;
}

export function poolOf(db: Db): pg.Pool {
  const pool = (db as unknown as { $client?: pg.Pool }).$client;
  if (!pool || typeof pool.query !== 'function' || typeof pool.connect !== 'function')
    throw new Error('statement capture needs a PostgreSQL (node-postgres) database');
  return pool;
}

/** `query` recording each call into `captured` with its timing (and connection, if checked out). */
function recording(
  query: QueryFn,
  self: unknown,
  captured: CapturedStatement[],
  connection?: number,
): QueryFn {
  return (...args: unknown[]) => {
    const entry: CapturedStatement = { args, start: performance.now(), end: Number.POSITIVE_INFINITY };
    if (connection !== undefined) entry.connection = connection;
    captured.push(entry);
    const result = query.apply(self, args);
    const done = () => {
      entry.end = performance.now();
    };
    result.then(done, done);
    return result;
  };
}

/** Captures the statements `action` makes through `db`'s pool, a transaction's among them. */
export async function captureStatements(db: Db, action: () => Promise<void>): Promise<CapturedStatement[]> {
  const pool = poolOf(db) as unknown as { query: QueryFn; connect: QueryFn };
  const query = pool.query;
  const connect = pool.connect;
  const captured: CapturedStatement[] = [];
  let connections = 0;
  // pool.query checks a connection out itself (synchronously): only other check-outs are transactions.
  let inQuery = false;
  const record = recording(query, pool, captured);
  pool.query = (...args: unknown[]) => {
    inQuery = true;
    try {
      return record(...args);
    } finally {
      inQuery = false;
    }
  };
  pool.connect = (...args: unknown[]) => {
    if (inQuery || args.length > 0) return connect.apply(pool, args);
    const connection = (connections += 1);
    return connect.apply(pool, args).then((value) => {
      const client = value as PoolClient;
      const { query: clientQuery, release } = client;
      client.query = recording(clientQuery, client, captured, connection);
      client.release = (...releaseArgs: unknown[]) => {
        client.query = clientQuery;
        client.release = release;
        return release.apply(client, releaseArgs);
      };
      return client;
    });
  };
  try {
    await action();
  } finally {
    pool.query = query;
    pool.connect = connect;
  }
  return captured;
}

/** For each statement, the earlier ones that had answered before it was sent (what it may depend on). */
function dependencies(statements: CapturedStatement[]): number[][] {
  const answeredBefore = (s: CapturedStatement) =>
    statements.flatMap((other, j) => (other !== s && other.end <= s.start ? [j] : []));
  return statements.map((s, i) => {
    if (s.connection === undefined) return answeredBefore(s);
    // Inside a transaction a statement waits for the one before it on its connection only: waiting
    // for the pool's statements too could hold every connection in transactions while those wait
    // for a free one.
    const previous = statements.findLastIndex((other, j) => j < i && other.connection === s.connection);
    return previous === -1 ? answeredBefore(s) : [previous];
  });
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
 * it came after (in the captured request) have answered; independent ones run side by side. The
 * statements of one checked-out connection (a transaction) run on one connection, released after
 * its last.
 */
export async function replayStatements(db: Db, statements: CapturedStatement[]): Promise<void> {
  const pool = poolOf(db) as unknown as { query: QueryFn; connect: () => Promise<PoolClient> };
  const deps = dependencies(statements);
  const clients = new Map<number, Promise<PoolClient>>();
  const left = new Map<number, number>();
  for (const { connection } of statements)
    if (connection !== undefined) left.set(connection, (left.get(connection) ?? 0) + 1);
  const run = async ({ args, connection }: CapturedStatement) => {
    const [config, ...rest] = args;
    const fresh = typeof config === 'object' && config !== null ? { ...config } : config;
    if (connection === undefined) return pool.query(fresh, ...rest);
    if (!clients.has(connection)) clients.set(connection, pool.connect());
    const client = await clients.get(connection)!;
    try {
      return await client.query(fresh, ...rest);
    } finally {
      const remaining = left.get(connection)! - 1;
      left.set(connection, remaining);
      if (remaining === 0) client.release();
    }
  };
  const runs: Promise<unknown>[] = [];
  statements.forEach((statement, i) => {
    runs[i] = Promise.all(deps[i]!.map((j) => runs[j])).then(() => run(statement));
  });
  await Promise.all(runs);
}
