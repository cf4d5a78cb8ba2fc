import { EMULATION_HEADER } from '@crossover/domain/http-headers';
import { getEmulatedUserId } from '@/lib/emulation-storage';

/**
 * What every request of the app shares, without zod or react-query: the first load's session
 * probe (features/auth/api/session-probe.ts) uses it before the rest of the app has loaded.
 */

export function emulationHeaders(): Record<string, string> {
  const emulatedUserId = getEmulatedUserId();
  return emulatedUserId ? { [EMULATION_HEADER]: emulatedUserId } : {};
}

/** Spec §8: any non-OK answer becomes `Error("<status>: <body text or status text>")`. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text().catch(() => '');
  throw new Error(`${res.status}: ${bodyText || res.statusText}`);
}
