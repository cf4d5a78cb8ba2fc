import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '@/db/database.ts';
import { sleep } from './buyers.ts';
import type { ChaosEvent, Recorder } from './recorder.ts';
import { type Managed, type Topology, waitFor200 } from './topology.ts';

/** The kills and the rolling restart the soak does to the topology while traffic runs. */

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Notes that `kind` happens to `target` now. */
function record(chaos: Chaos, recorder: Recorder, kind: ChaosEvent['kind'], target: Managed): ChaosEvent {
  const event: ChaosEvent = { kind, target: target.name, port: target.port, at: recorder.now() };
  chaos.events.push(event);
  return event;
}

export interface Chaos {
  events: ChaosEvent[];
  notes: string[];
}

/**
 * Kills the worker whose database connection is busy with the import's tables (pg-boss's own
 * polling shares the application name, hence the query filter); else worker 1.
 */
export async function killBusyWorker(
  topology: Topology,
  database: Database,
  recorder: Recorder,
  chaos: Chaos,
): Promise<void> {
  const deadline = Date.now() + 120_000;
  let busy: Managed | undefined;
  while (!busy && Date.now() < deadline) {
    const rows = await queryRows<{ name: string }>(
      database.db,
      sql`select application_name as name from pg_stat_activity a
          where application_name like 'soak-worker-%' and state <> 'idle'
            and (query ilike '%staged_products%' or query ilike '%csv_import%')
            and exists (select 1 from background_jobs j where j.status = 'running' and j.kind like '%import%')`,
    );
    busy = topology.workers.find(
      (w) => rows.some((r) => r.name === `soak-${w.name}`) && w.child.exitCode === null,
    );
    if (!busy) await sleep(250);
  }
  const victim = busy ?? topology.workers[0]!;
  chaos.notes.push(
    busy
      ? `${victim.name} was working the import when killed`
      : `no worker seen busy with the import; killed ${victim.name}`,
  );
  const index = topology.workers.indexOf(victim);
  victim.child.kill('SIGKILL');
  const event = record(chaos, recorder, 'kill -9 worker', victim);
  await victim.exited;
  await sleep(3000);
  topology.workers[index] = topology.startWorker(index + 1);
  event.recoveredAt = recorder.now();
}

export async function killApp(topology: Topology, recorder: Recorder, chaos: Chaos): Promise<void> {
  const victim = topology.apps[0]!;
  victim.child.kill('SIGKILL');
  const event = record(chaos, recorder, 'kill -9 app', victim);
  await victim.exited;
  await sleep(3000);
  const restarted = topology.startApp(victim.port!);
  topology.apps[0] = restarted;
  await waitFor200(`http://127.0.0.1:${victim.port}/api/ready`, restarted, 120_000);
  event.recoveredAt = recorder.now();
}

/**
 * A rolling deploy, one process at a time: the new process starts on a free port and must answer
 * /api/ready; nginx's upstream is pointed at it (reload: old nginx workers finish their requests);
 * then the old process gets SIGTERM and must exit by itself within its bounded grace.
 */
export async function rollApps(
  topology: Topology,
  recorder: Recorder,
  chaos: Chaos,
  nextPort: () => number,
): Promise<void> {
  for (let i = 0; i < topology.apps.length; i += 1) {
    const old = topology.apps[i]!;
    const port = nextPort();
    const fresh = topology.startApp(port);
    const readyMs = await waitFor200(`http://127.0.0.1:${port}/api/ready`, fresh, 120_000);
    topology.apps[i] = fresh;
    topology.reloadNginx();
    await sleep(1000);
    const event = record(chaos, recorder, 'SIGTERM app (roll)', old);
    old.child.kill('SIGTERM');
    const exit = await Promise.race([old.exited, sleep(45_000).then(() => null)]);
    event.recoveredAt = recorder.now();
    chaos.notes.push(
      `rolled ${old.name} → ${fresh.name}: new one ready in ${seconds(readyMs)}; old one ${exit ? `exited (code ${exit.code}, signal ${exit.signal}) ${seconds(event.recoveredAt - event.at)} after SIGTERM` : 'did NOT exit within 45 s'}`,
    );
    if (!exit) throw new Error(`${old.name} did not exit within 45 s of SIGTERM`);
    if (exit.code !== 0) throw new Error(`${old.name} exited with code ${exit.code} after SIGTERM`);
  }
}
