import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The real server (src/server.ts) in its own Node process, so that the load generator and the
 * server do not share one event loop and one CPU. It listens on 127.0.0.1 on a free port.
 */
export interface ChildServer {
  url: string;
  /** The server's process id (e.g. to sample its memory). */
  pid: number;
  /** The environment it was started with (for a matching `loadConfig`). */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/**
 * Node flags the server runs with, as package.json's start and worker scripts pass them (a test
 * keeps the two in step). `--min-semi-space-size=16` starts V8's young generation at its usual
 * 64-bit maximum (16 MB) instead of growing it from 1 MB: a job's batch (500 rows, alive across
 * its database round trips) then dies young instead of being promoted to the old generation,
 * where it waits for a full collection. An import of 50,000 rows grew the server by 104–174 MB
 * without it and by 37–73 MB with it (decision 0019).
 */
export const SERVER_NODE_FLAGS = ['--min-semi-space-size=16'];

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the server on DATABASE_URL (without one: on the embedded database in DATA_DIR, even if
 * this process has DATABASE_URL set) and waits (up to `timeoutMs`) until /api/health answers.
 */
export async function startChildServer(
  env: { DATABASE_URL?: string; DATA_DIR: string; WEB_DIST_DIR: string },
  timeoutMs = 90_000,
): Promise<ChildServer> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'error',
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', SERVER_ENTRY], {
    cwd: SERVER_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, pid: child.pid!, env: childEnv, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s:\n${output}`);
}
