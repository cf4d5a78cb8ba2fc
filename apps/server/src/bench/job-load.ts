import { loadavg } from 'node:os';
import type { JobProgress } from '@crossover/domain/job-progress';
import { type LoadResult, percentile, runLoad } from './http-load.ts';

/**
 * What the job benches share (approve-load, bulk-load; issue 15): a request loaded while a
 * background job runs, and the job followed to its end through its progress route.
 */

export const ms = (n: number) => `${n.toFixed(0)} ms`;
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

export function line(label: string, result: Pick<LoadResult, 'latencies'>): string {
  const l = result.latencies;
  return (
    `   ${label.padEnd(34)} ${String(l.length).padStart(6)} requests  p50 ${ms(percentile(l, 50)).padStart(7)}` +
    `  p99 ${ms(percentile(l, 99)).padStart(7)}  max ${ms(l.at(-1) ?? 0).padStart(7)}`
  );
}

/** Polls a job's progress route until it ends. */
export async function waitForJob<R>(url: string, cookie: string): Promise<JobProgress<R>> {
  for (;;) {
    const response = await fetch(url, { headers: { cookie } });
    const job = (await response.json()) as JobProgress<R>;
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Loads `url` in slices of one second from one second before `work` starts until it ends, so the
 * samples cover the request that starts a job too; answers the sorted latencies and work's value.
 */
export async function loadWhile<T>(
  target: { url: string; headers: Record<string, string>; connections: number },
  work: () => Promise<T>,
): Promise<{ latencies: number[]; value: T }> {
  let done = false;
  const latencies: number[] = [];
  const loading = (async () => {
    while (!done) {
      const slice = await runLoad({ ...target, durationS: 1, warmup: 0 });
      latencies.push(...slice.latencies);
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  try {
    return { latencies, value: await work() };
  } finally {
    done = true;
    await loading;
    latencies.sort((a, b) => a - b);
  }
}
