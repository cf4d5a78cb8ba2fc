import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * A minimal load generator: `connections` keep-alive connections, each sending the next request
 * as soon as the previous answer has been read, for `durationS` seconds after `warmup` requests.
 * Timed per request with a sub-millisecond clock (autocannon reports whole milliseconds).
 */
export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationS: number;
  warmup?: number;
}

export interface LoadResult {
  /** Latency of every measured request, in ms, sorted. */
  latencies: number[];
  requestsPerSecond: number;
}

function get(agent: Agent, url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      const status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (status === 200) resolve(status);
        else reject(new Error(`GET ${url}: ${status} ${Buffer.concat(chunks).toString().slice(0, 300)}`));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  try {
    for (let i = 0; i < (options.warmup ?? 20); i += 1) await get(agent, options.url, options.headers);
    const latencies: number[] = [];
    const started = performance.now();
    const until = started + options.durationS * 1000;
    const worker = async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        await get(agent, options.url, options.headers);
        latencies.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: options.connections }, worker));
    const elapsedS = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return { latencies, requestsPerSecond: latencies.length / elapsedS };
  } finally {
    agent.destroy();
  }
}
