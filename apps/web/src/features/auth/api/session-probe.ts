import { SESSION_PROBE_HEADER } from '@crossover/domain/http-headers';
import { getEmulatedUserId } from '@/lib/emulation-storage';
import { emulationHeaders, throwIfResNotOk } from '@/lib/http';

/** GET /api/auth/user's answer as sent (null when signed out), and the emulated id it carried. */
export interface SessionProbe {
  data: unknown;
  sentEmulatedId: string | null;
}

/**
 * Asks for the current user with the probe header: signed out is then 200 null, not a 401. No zod
 * and no react-query here: the first load asks before the rest of the app has loaded
 * (get-current-user.ts checks the answer against the schema).
 */
export async function probeSession(): Promise<SessionProbe> {
  const sentEmulatedId = getEmulatedUserId();
  const res = await fetch('/api/auth/user', {
    credentials: 'include',
    headers: { [SESSION_PROBE_HEADER]: '1', ...emulationHeaders() },
  });
  // A server that does not know the probe still answers 401 when signed out.
  if (res.status === 401) return { data: null, sentEmulatedId };
  await throwIfResNotOk(res);
  return { data: await res.json(), sentEmulatedId };
}

let early: Promise<SessionProbe> | null = null;

/**
 * The first load's probe, sent as soon as the first script runs (app/first-load.ts), while the
 * app's code still downloads; the current-user query takes it instead of asking again.
 */
export function startEarlySessionProbe(): Promise<SessionProbe> {
  early = probeSession();
  return early;
}

/** The early probe, once: later reads of the current user ask the server again. */
export function takeEarlySessionProbe(): Promise<SessionProbe> | null {
  const probe = early;
  early = null;
  return probe;
}
