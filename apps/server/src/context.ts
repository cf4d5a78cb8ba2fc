import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { Clock } from './lib/clock.ts';
import type { FetchOutside } from './lib/net/guarded-fetch.ts';
import type { Mailer } from './lib/mailer.ts';
import type { AppStorage } from './lib/storage/index.ts';

/** What services log through: the app's logger (pino), or a stand-in in tests and scripts. */
export type Logger = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/**
 * Everything a service is built from, made once in app.ts (`app.context`). Services take this,
 * never the Fastify instance, so jobs, scripts and tests construct them the same way:
 * `createUsersService(context)` and then `service.update(actor, …)`.
 */
export interface AppContext {
  config: Config;
  db: Db;
  storage: AppStorage;
  mailer: Mailer;
  logger: Logger;
  /** Starts background jobs (src/jobs): pg-boss in the app and worker, an inline runner in tests. */
  jobs: Jobs;
  /** The time rules are decided at (lib/clock.ts): the system's, or one a test sets. */
  clock: Clock;
  /** The only way to fetch an outside URL (lib/net/guarded-fetch.ts): SSRF checks, caps, per-host limit. */
  fetchOutside: FetchOutside;
}
