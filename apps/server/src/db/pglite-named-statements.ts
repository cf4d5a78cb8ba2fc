import { type PGlite, type QueryOptions, type Results, parse, protocol } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/*
 * Named prepared statements on the embedded database (decision 0069). PGlite's query() sends an
 * unnamed Parse every time, so PostgreSQL parses and plans the statement on every call even when
 * drizzle was asked to prepare it: on PostgreSQL a statement from `.prepare(name)` is parsed once
 * per connection, on PGlite never. Here a statement drizzle prepares with a name is parsed once per
 * PGlite session and then only bound and executed, as node-postgres does on a server: the
 * catalogue's first page spent 2.6 of its 10.8 ms planning at 100k products.
 *
 * Only statements drizzle prepares with a name take this path (the hot fixed-shape ones, decision
 * 0017), and only outside a transaction: a transaction's handle prepares its own copy through
 * PGlite's query(), as before. Plans are cached as PostgreSQL caches them for any named statement
 * (custom plans first, a generic one once it costs no more), the same as on a server.
 */

interface ParsedStatement {
  /** What the statement goes by on this session: from a counter, as drizzle's names are per call site. */
  name: string;
  /** The parameters' type ids, from Describe: each value is serialized for its type. */
  parameterTypes: number[];
  /** The result's columns, from Describe: the same for every execution of the statement. */
  rowDescription: BackendMessage | undefined;
}

/** The statements one PGlite session has parsed, by their text. */
class NamedStatements {
  private readonly parsed = new Map<string, ParsedStatement>();

  constructor(private readonly pg: PGlite) {}

  async query<T>(text: string, params: unknown[], options: QueryOptions): Promise<Results<T>> {
    const { pg } = this;
    // As query() does: 'PGlite is closed' rather than a call into a stopped engine.
    await pg._checkReady();
    // The same locks query() takes: no other query in between, and none inside another's transaction.
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const messages: BackendMessage[] = [];
        try {
          const statement = await this.parsedStatement(text);
          const values = params.map((value, index) => {
            if (value === null || value === undefined) return null;
            const type = statement.parameterTypes[index] ?? 0;
            const serialize = options.serializers?.[type] ?? pg.serializers[type];
            return serialize ? serialize(value) : String(value);
          });
          await this.send(protocol.serialize.bind({ statement: statement.name, values }));
          if (statement.rowDescription) messages.push(statement.rowDescription);
          messages.push(...(await this.send(protocol.serialize.execute({}))));
        } finally {
          // After an error PostgreSQL skips every message up to the Sync: it must always go.
          messages.push(...(await this.send(protocol.serialize.sync())));
        }
        await pg.syncToFs();
        return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
      }),
    );
  }

  private async parsedStatement(text: string): Promise<ParsedStatement> {
    const known = this.parsed.get(text);
    if (known) return known;
    const name = `crossover_${this.parsed.size + 1}`;
    await this.send(protocol.serialize.parse({ name, text }));
    const described = await this.send(protocol.serialize.describe({ type: 'S', name }));
    const statement: ParsedStatement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    // Kept only once PostgreSQL has it: a Parse refused (its table not there yet) is tried again.
    this.parsed.set(text, statement);
    return statement;
  }

  private send(message: Uint8Array): Promise<BackendMessage[]> {
    return this.pg.execProtocolStream(message, { syncToFs: false });
  }
}

/** What a named statement's query goes through, per database handle: tests count statements there. */
export interface NamedStatementClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}
const namedClients = new WeakMap<object, NamedStatementClient>();

/** The client `db`'s named statements run through, if it has one (an embedded database's handle). */
export const namedStatementClient = (db: object): NamedStatementClient | undefined => namedClients.get(db);

interface PreparingSession {
  client: unknown;
  prepareQuery(...args: unknown[]): { client: unknown };
}

/**
 * Makes the statements `db` prepares with a name run as named statements on `pg` (see above).
 * Drizzle's PGlite session hands each prepared query its client; a named one gets a client whose
 * query() binds the session's parsed statement instead of parsing the text again.
 */
export function useNamedStatements(db: PgDatabase<PgQueryResultHKT>, pg: PGlite): void {
  const session = (db as unknown as { session: PreparingSession }).session;
  const statements = new NamedStatements(pg);
  const namedClient: NamedStatementClient = {
    query: <T>(text: string, params: unknown[] = [], options: QueryOptions = {}) =>
      statements.query<T>(text, params, options),
  };
  namedClients.set(db, namedClient);
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (...args: unknown[]) => {
    const prepared = prepareQuery(...args);
    // prepareQuery(query, fields, name, …): drizzle passes a name only from `.prepare(name)`.
    const name = args[2];
    if (typeof name === 'string' && name !== '' && prepared.client === pg) prepared.client = namedClient;
    return prepared;
  };
}
