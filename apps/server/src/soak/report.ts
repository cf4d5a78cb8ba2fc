import { type Sample, type Recorder, classify, percentile } from './recorder.ts';

/** The figures the soak prints: requests per kind with latencies, nginx's retries, errors by cause. */

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows
    .map(
      (r) =>
        '  ' + r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '),
    )
    .join('\n');
}

export function printFigures(recorder: Recorder, samples: Sample[], durationMs: number): Map<string, number> {
  const events = recorder.events;
  const duringChaos = (s: Sample) =>
    events.some((e) => s.startedAt <= (e.recoveredAt ?? e.at) + 10_000 && s.endedAt >= e.at);
  const kinds = [...new Set(samples.map((s) => s.kind))].sort();
  const rows = [['kind', 'served', '2xx/3xx', 'p50 ms', 'p99 ms', 'during kills', 'p50 ms', 'p99 ms']];
  for (const kind of kinds) {
    const all = samples.filter((s) => s.kind === kind);
    const ok = all.filter((s) => s.status >= 200 && s.status < 400);
    const lat = ok.map((s) => s.endedAt - s.startedAt).sort((a, b) => a - b);
    const chaos = ok
      .filter(duringChaos)
      .map((s) => s.endedAt - s.startedAt)
      .sort((a, b) => a - b);
    rows.push([
      kind,
      String(all.length),
      String(ok.length),
      percentile(lat, 50).toFixed(0),
      percentile(lat, 99).toFixed(0),
      String(chaos.length),
      chaos.length ? percentile(chaos, 50).toFixed(0) : '-',
      chaos.length ? percentile(chaos, 99).toFixed(0) : '-',
    ]);
  }
  console.log(
    `\nRequests (${samples.length} in ${seconds(durationMs)}; "during kills" = started between a kill or SIGTERM and 10 s after its replacement was ready):`,
  );
  console.log(table(rows));
  const causes = new Map<string, number>();
  for (const sample of samples) {
    const cause = classify(sample, events);
    if (cause) causes.set(cause, (causes.get(cause) ?? 0) + 1);
  }
  // $upstream_addr lists every process nginx tried: two means it retried on the other one.
  const retried = samples.filter((s) => s.upstream.includes(','));
  console.log(
    `\nnginx retried ${retried.length} request(s) on the other process (${[...new Set(retried.map((s) => `${s.method} → ${s.status}`))].join(', ') || 'none'})`,
  );
  console.log('\nErrors by cause:');
  if (causes.size === 0) console.log('  none');
  for (const [cause, count] of causes) console.log(`  ${cause}: ${count}`);
  const shown = samples.filter((s) => {
    const cause = classify(s, events);
    return cause !== null && !cause.endsWith('expected)');
  });
  for (const s of shown.slice(0, 12))
    console.log(
      `    ${s.method} ${s.path.slice(0, 60)} → ${s.status} via ${s.upstream || '-'} at ${seconds(s.startedAt)}: ${(s.error ?? '').slice(0, 140)}`,
    );
  return causes;
}
