import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '@/bench/child-server.ts';

/**
 * The deployed topology on one machine (decision 0053): nginx from deploy/nginx/crossover.conf on
 * an unprivileged port with its own prefix, app processes and workers from the production build
 * (apps/server/dist), each a child process with its output in a log file.
 */

export const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const REPO_DIR = path.resolve(SERVER_DIR, '../..');
const NGINX_TEMPLATE = path.join(REPO_DIR, 'deploy/nginx/crossover.conf');
const NGINX_BINARY = '/usr/sbin/nginx';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Managed {
  name: string;
  child: ChildProcess;
  /** The app's port; null for a worker. */
  port: number | null;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startNode(name: string, entry: string, env: NodeJS.ProcessEnv, logDir: string, port: number | null) {
  const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', ...SERVER_NODE_FLAGS, path.join(SERVER_DIR, 'dist', entry)],
    { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { name, child, port, exited };
}

/** Polls `url` until it answers 200 (or the process exits, or `timeoutMs` passes). */
export async function waitFor200(url: string, process: Managed | null, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (process && process.child.exitCode !== null)
      throw new Error(`${process.name} exited (${process.child.exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await sleep(200);
  }
}

export interface TopologyOptions {
  /** The environment every app process and worker shares (DATABASE_URL, DATA_DIR, secrets…). */
  env: NodeJS.ProcessEnv;
  dir: string;
  nginxPort: number;
}

/** nginx plus the processes; `apps` is what the upstream lists, in order. */
export class Topology {
  readonly logDir: string;
  readonly apps: Managed[] = [];
  readonly workers: Managed[] = [];
  private readonly nginxDir: string;

  constructor(private readonly options: TopologyOptions) {
    this.logDir = path.join(options.dir, 'logs');
    this.nginxDir = path.join(options.dir, 'nginx');
    mkdirSync(this.logDir, { recursive: true });
    mkdirSync(this.nginxDir, { recursive: true });
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.options.nginxPort}`;
  }

  startApp(port: number): Managed {
    const app = startNode(
      `app-${port}`,
      'server.js',
      {
        ...this.options.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        JOBS_IN_PROCESS: 'false',
        TRUST_PROXY: '127.0.0.1',
        DATABASE_URL: withApplicationName(this.options.env.DATABASE_URL!, `soak-app-${port}`),
      },
      this.logDir,
      port,
    );
    return app;
  }

  startWorker(index: number): Managed {
    return startNode(
      `worker-${index}`,
      'worker.js',
      {
        ...this.options.env,
        DATABASE_URL: withApplicationName(this.options.env.DATABASE_URL!, `soak-worker-${index}`),
      },
      this.logDir,
      null,
    );
  }

  /** The site file exactly as deploy/ ships it, with the upstream and listen lines replaced. */
  private renderSite(ports: number[]): string {
    const template = readFileSync(NGINX_TEMPLATE, 'utf8');
    const serverLine = /^( {4}server 127\.0\.0\.1:)500\d( max_fails=.*;)$/gm;
    const lines = template.match(serverLine) ?? [];
    if (lines.length !== 2) throw new Error(`${NGINX_TEMPLATE}: expected two upstream server lines`);
    // The two lines become one per app process, in the same form.
    const site = template.replace(
      `${lines[0]}\n${lines[1]}`,
      ports.map((port) => lines[0]!.replace(/:500\d/, `:${port}`)).join('\n'),
    );
    const listen = /^ {4}listen 80;$/m;
    if (!listen.test(site)) throw new Error(`${NGINX_TEMPLATE}: expected "listen 80;"`);
    return site.replace(listen, `    listen 127.0.0.1:${this.options.nginxPort};`);
  }

  /**
   * The main configuration Debian's nginx.conf would be: everything under this run's directory
   * (pid, logs, temp files), workers as the current user, the site included as conf.d would.
   * The soak adds one header naming the process that answered, to attribute each error.
   */
  private writeNginxConfig(ports: number[]): string {
    const dir = this.nginxDir;
    writeFileSync(path.join(dir, 'crossover.conf'), this.renderSite(ports));
    const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
    const config = `${user}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    add_header X-Soak-Upstream $upstream_addr always;
    include ${dir}/crossover.conf;
}
`;
    const file = path.join(dir, 'nginx.conf');
    writeFileSync(file, config);
    return file;
  }

  private nginx(args: string[]): void {
    const file = path.join(this.nginxDir, 'nginx.conf');
    execFileSync(
      NGINX_BINARY,
      ['-p', this.nginxDir, '-c', file, '-e', path.join(this.nginxDir, 'error.log'), ...args],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  }

  startNginx(): void {
    this.writeNginxConfig(this.apps.map((app) => app.port!));
    this.nginx(['-t', '-q']);
    this.nginx([]);
  }

  /** Points the upstream at the current app processes; nginx's old workers finish their requests. */
  reloadNginx(): void {
    this.writeNginxConfig(this.apps.map((app) => app.port!));
    this.nginx(['-s', 'reload']);
  }

  stopNginx(): void {
    try {
      this.nginx(['-s', 'quit']);
    } catch {
      // not running
    }
  }

  /** SIGTERMs every process still running and waits (bounded) for them. */
  async stopAll(): Promise<void> {
    const all = [...this.apps, ...this.workers];
    for (const managed of all) if (managed.child.exitCode === null) managed.child.kill('SIGTERM');
    await Promise.race([Promise.all(all.map((managed) => managed.exited)), sleep(40_000)]);
    for (const managed of all) if (managed.child.exitCode === null) managed.child.kill('SIGKILL');
    this.stopNginx();
  }
}

/** The URL with application_name set, so pg_stat_activity tells the processes apart. */
export function withApplicationName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', name);
  return parsed.toString();
}
