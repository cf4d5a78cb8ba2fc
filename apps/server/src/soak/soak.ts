import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { wholeNumberOption } from '@/bench/bench-setup.ts';
import { loadConfig } from '@/config.ts';
import { type Database, openDatabase, queryRows } from '@/db/database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/db/seed/demo.ts';
import { sessionCookie } from '@/test/app.ts';
import {
  type Check,
  checkAdminWork,
  checkJobs,
  checkOrders,
  checkSessions,
  checkSignInLimits,
  cookieOf,
} from './checks.ts';
import { type AdminResults, runAdmin } from './admin.ts';
import { type BuyerResults, runBuyer, sleep } from './buyers.ts';
import { type Chaos, killApp, killBusyWorker, rollApps } from './chaos.ts';
import { Recorder } from './recorder.ts';
import { printFigures } from './report.ts';
import { SERVER_DIR, Topology, waitFor200 } from './topology.ts';

const USAGE = `Usage: npm run soak -- [--duration 240] [--buyers 4] [--rows 50000] [--no-build] [--keep]
  The deployed topology on PostgreSQL (decision 0053): nginx (deploy/nginx/crossover.conf) in front
  of two app processes (JOBS_IN_PROCESS=false) and two workers, all from the production build. For
  --duration seconds it drives catalogue browsing and orders by --buyers signed-in buyers, and an
  administrator's --rows-row import, approval, bulk update and AI enhancement, while it kill -9s an
  app process and a worker mid-work and restarts them, then rolls both app processes with SIGTERM.
  Then it checks orders, import rows, jobs, sessions, sign-in limits and errors, prints the figures
  and exits 1 when a check fails.
  Database: SOAK_DATABASE_URL (kept), else a scratch soak_<time> on SOAK_ADMIN_URL
  (default postgres://postgres@127.0.0.1:5432/postgres), dropped at the end unless --keep.
  Ports: nginx on SOAK_PORT (default 5300), the app processes on the ten after it.`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const REPO_DIR = path.resolve(SERVER_DIR, '../..');
const APPROVE_ROWS = 3000;
const ENHANCE_ROWS = 200;

async function createScratchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `soak_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Extra shop-owner accounts in the demo shop's organization, so each buyer has a cart of its own. */
async function createBuyers(database: Database, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `soak-buyer-${i + 1}@demo.test`);
  for (const email of emails) {
    await database.db.execute(sql`
      insert into users (email, first_name, last_name, organization_id, role, password, auth_type, is_active)
      select ${email}, 'Soak', 'Buyer', organization_id, role, password, auth_type, true
      from users where email = ${DEMO_ACCOUNTS.shop.email}
      on conflict (email) do nothing`);
  }
  return emails;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '240' },
      buyers: { type: 'string', default: '4' },
      rows: { type: 'string', default: '50000' },
      'no-build': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return void console.log(USAGE);
  const durationMs = wholeNumberOption('duration', values.duration) * 1000;
  const buyerCount = wholeNumberOption('buyers', values.buyers);
  const rows = wholeNumberOption('rows', values.rows);
  const nginxPort = Number(process.env.SOAK_PORT ?? 5300);
  let portCursor = nginxPort;
  const nextPort = () => {
    portCursor += 1;
    if (portCursor > nginxPort + 10) throw new Error('out of soak ports');
    return portCursor;
  };

  const started = Date.now();
  console.log(
    `soak: ${seconds(durationMs)} of traffic, ${buyerCount} buyers, a ${rows.toLocaleString('en-US')}-row import; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')}`,
  );
  if (!values['no-build']) {
    // Quiet unless it fails (execFileSync then throws with its output).
    execFileSync('npm', ['run', 'build'], { cwd: REPO_DIR, stdio: 'pipe' });
    console.log(`built (npm run build) in ${seconds(Date.now() - started)}`);
  }

  const scratch = process.env.SOAK_DATABASE_URL
    ? null
    : await createScratchDatabase(
        process.env.SOAK_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      );
  const databaseUrl = process.env.SOAK_DATABASE_URL ?? scratch!.url;
  const dir = mkdtempSync(path.join(tmpdir(), 'crossover-soak-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(dir, 'data'),
    WEB_DIST_DIR: path.join(REPO_DIR, 'apps/web/dist'),
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    UPLOAD_SIGNING_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  };
  const topology = new Topology({ env, dir, nginxPort });
  const recorder = new Recorder();
  const chaos: Chaos = { events: recorder.events, notes: [] };
  const checks: Check[] = [];
  let database: Database | null = null;
  let failure: unknown = null;
  try {
    // Two app processes on an empty database at once: one migrates under the lock, the other waits.
    topology.apps.push(topology.startApp(nextPort()), topology.startApp(nextPort()));
    const upMs = await Promise.all(
      topology.apps.map((app) => waitFor200(`http://127.0.0.1:${app.port}/api/ready`, app, 180_000)),
    );
    checks.push({
      name: 'start-up: two app processes on an empty database both ready',
      ok: true,
      detail: `ready after ${upMs.map(seconds).join(' and ')}`,
    });
    const seedEnv = { ...env, NODE_ENV: 'development' };
    execFileSync(process.execPath, [path.join(SERVER_DIR, 'dist/seed.js'), '--demo'], {
      cwd: SERVER_DIR,
      env: seedEnv,
      stdio: 'ignore',
    });
    database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 3 });
    const buyerEmails = await createBuyers(database, buyerCount);
    const [admin] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from users where email = ${DEMO_ACCOUNTS.admin.email}`,
    );
    const adminCookie = await sessionCookie({ db: database.db, config: loadConfig(env) }, admin!.id);
    topology.workers.push(topology.startWorker(1), topology.startWorker(2));
    topology.startNginx();
    await waitFor200(`${topology.baseUrl}/api/ready`, null, 30_000);
    console.log(
      `topology up in ${seconds(Date.now() - started)}: nginx :${nginxPort} → app :${topology.apps.map((a) => a.port).join(', :')}; 2 workers; logs in ${topology.logDir}`,
    );

    // Buyers sign in through nginx (their sessions then travel between the processes).
    const buyers = [];
    for (const email of buyerEmails) {
      const login = await recorder.send(topology.baseUrl, 'sign-in', 'POST', '/api/auth/traditional/login', {
        body: { email, password: DEMO_PASSWORD },
      });
      if (login.status !== 200)
        throw new Error(`${email} could not sign in: ${login.status} ${login.sample.error}`);
      buyers.push({ email, cookie: cookieOf(login.headers) });
    }
    const buyerResults: BuyerResults = {
      placed: [],
      replaysMatched: 0,
      replaysMismatched: [],
      retriedPlacements: 0,
      unresolvedKeys: [],
    };
    const adminResults: AdminResults = {
      importRows: 0,
      approvedIds: [],
      bulkProductIds: [],
      enhancedIds: [],
      steps: [],
    };
    const trafficStart = recorder.now();
    const stop = () => recorder.now() - trafficStart > durationMs;
    const buyerRuns = buyers.map((buyer) =>
      runBuyer(recorder, topology.baseUrl, buyer, buyerResults, stop, 250),
    );
    const adminRun = runAdmin(
      recorder,
      topology.baseUrl,
      database.db,
      adminCookie,
      { rows, approve: APPROVE_ROWS, enhance: ENHANCE_ROWS },
      adminResults,
    );
    adminRun.catch(() => undefined);

    // The kills and the roll, spread over the traffic.
    const at = (fraction: number) =>
      sleep(Math.max(0, trafficStart + durationMs * fraction - recorder.now()));
    const workerKill = killBusyWorker(topology, database, recorder, chaos);
    await at(0.3);
    await killApp(topology, recorder, chaos);
    await at(0.55);
    await rollApps(topology, recorder, chaos, nextPort);
    await workerKill;
    await Promise.all(buyerRuns);
    const trafficMs = recorder.now() - trafficStart;
    console.log(`traffic stopped after ${seconds(trafficMs)}; waiting for the administrator's work …`);
    await adminRun;
    for (const step of adminResults.steps) console.log(`  ${step}`);

    // Jobs settle: a job a killed worker held is handed back within its heartbeat and resumed.
    const settleDeadline = Date.now() + 5 * 60_000;
    for (;;) {
      const [open] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from background_jobs where status in ('queued', 'running')`,
      );
      if (open!.n === 0 || Date.now() > settleDeadline) break;
      await sleep(2000);
    }

    const ports = topology.apps.map((a) => a.port!);
    checks.push(...(await checkOrders(database.db, buyerResults, await userIds(database, buyerEmails))));
    checks.push(...(await checkAdminWork(database.db, adminResults)));
    checks.push(await checkJobs(database.db));
    checks.push(await checkSessions(recorder, ports, DEMO_ACCOUNTS.distributor.email, DEMO_PASSWORD));
    checks.push(await checkSignInLimits(recorder, ports, DEMO_ACCOUNTS.manufacturer.email, DEMO_PASSWORD));

    console.log('\nChaos:');
    for (const event of chaos.events)
      console.log(
        `  ${seconds(event.at - trafficStart)}: ${event.kind} ${event.target}${event.recoveredAt ? `, replaced/ready ${seconds(event.recoveredAt - event.at)} later` : ''}`,
      );
    for (const note of chaos.notes) console.log(`  ${note}`);
    const causes = printFigures(recorder, recorder.samples, trafficMs);
    const bad = [
      'unexplained 5xx',
      'no answer (client side)',
      'signed out (401)',
      'refused during a SIGTERM roll',
    ];
    checks.push({
      name: 'errors: no 5xx except requests in flight on a process killed with -9',
      ok: bad.every((cause) => !causes.has(cause)) && chaos.events.length === 4,
      detail: `${chaos.events.length} kills/rolls; ${[...causes].map(([c, n]) => `${n} ${c}`).join(', ') || 'no errors'}`,
    });
  } catch (error) {
    failure = error;
  } finally {
    await topology.stopAll();
    await database?.close();
    if (scratch && !values.keep) await scratch.drop();
    if (!failure && !values.keep) rmSync(dir, { recursive: true, force: true });
  }

  console.log('\nChecks:');
  for (const c of checks) console.log(`  ${c.ok ? 'PASS' : 'FAIL'}  ${c.name}\n        ${c.detail}`);
  if (failure) {
    console.error(
      `\nsoak failed: ${failure instanceof Error ? failure.stack : String(failure)}\n(logs kept in ${dir})`,
    );
    process.exitCode = 1;
  } else if (checks.some((c) => !c.ok)) {
    console.error('\nsoak: a check failed');
    process.exitCode = 1;
  } else console.log(`\nsoak passed in ${seconds(Date.now() - started)}`);
}

async function userIds(database: Database, emails: string[]): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    database.db,
    sql`select id from users where email = any(${sql.param(emails)}::text[])`,
  );
  return rows.map((row) => row.id);
}

await main();
